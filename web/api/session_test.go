package api

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// failer is what call needs of a test: a testing.T or a rapid.T.
type failer interface {
	Helper()
	Fatalf(format string, args ...any)
}

// call runs a method and decodes its result into out, failing the test on
// an error reply.
func call(t failer, s *Session, method string, args any, out any) {
	t.Helper()
	a, err := json.Marshal(args)
	if err != nil {
		t.Fatalf("%v", err)
	}
	var reply struct {
		OK    json.RawMessage `json:"ok"`
		Error *Error          `json:"error"`
	}
	text := s.Call(method, string(a))
	if err := json.Unmarshal([]byte(text), &reply); err != nil {
		t.Fatalf("%s: reply %q: %v", method, text, err)
	}
	if reply.Error != nil {
		t.Fatalf("%s %s: %s", method, a, reply.Error.Message)
	}
	if out != nil {
		if err := json.Unmarshal(reply.OK, out); err != nil {
			t.Fatalf("%s: result %s: %v", method, reply.OK, err)
		}
	}
}

// refuse runs a method that must fail and returns its error.
func refuse(t *testing.T, s *Session, method string, args any) *Error {
	t.Helper()
	a, _ := json.Marshal(args)
	var reply struct {
		Error *Error `json:"error"`
	}
	if err := json.Unmarshal([]byte(s.Call(method, string(a))), &reply); err != nil {
		t.Fatal(err)
	}
	if reply.Error == nil {
		t.Fatalf("%s %s succeeded, want an error", method, a)
	}
	return reply.Error
}

// newChu loads chu and starts a game, returning the game's id.
func newChu(t *testing.T, s *Session, sfen string) int {
	t.Helper()
	var v VariantInfo
	call(t, s, "load", map[string]any{"variant": "chu"}, &v)
	var st State
	call(t, s, "newGame", map[string]any{"id": v.ID, "sfen": sfen}, &st)
	return st.ID
}

// The moves the API lists are the rules' legal moves, with the squares
// of their paths and what they remove.
func TestMovesMatchRules(t *testing.T) {
	const sfen = "12/12/12/12/5p6/6N5/12/12/12/12/12/6K4k b - 1"
	s := NewSession()
	id := newChu(t, s, sfen)
	var got []MoveInfo
	call(t, s, "moves", map[string]any{"id": id, "notation": "hodges"}, &got)

	v, _ := variants.Load("chu")
	r, _ := rules.New(v)
	p, err := r.ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, m := range p.AppendMoves(nil) {
		want = append(want, m.String())
	}
	var usi []string
	for _, m := range got {
		usi = append(usi, m.USI)
	}
	if diff := cmp.Diff(want, usi, cmpopts.SortSlices(func(a, b string) bool { return a < b })); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
	// The lion on 6f takes the pawn on 7e and comes back: igui.
	byUSI := map[string]MoveInfo{}
	for _, m := range got {
		byUSI[m.USI] = m
	}
	igui, ok := byUSI["6f7e6f"]
	if !ok {
		t.Fatal("no igui 6f7e6f")
	}
	wantIgui := MoveInfo{USI: "6f7e6f", Text: "Lnx!7e", From: "6f", To: "6f", Path: []string{"7e", "6f"},
		Changes: []ChangeInfo{{Square: "7e", Cause: "igui"}}}
	if diff := cmp.Diff(wantIgui, igui); diff != "" {
		t.Errorf("igui (-want +got):\n%s", diff)
	}
}

// A game played and taken back through the API: state, history in both
// notations, outcome.
func TestPlayUndoHistory(t *testing.T) {
	s := NewSession()
	id := newChu(t, s, "")
	var st State
	call(t, s, "play", map[string]any{"id": id, "move": "7i7h"}, &st)
	if st.Side != "white" || st.Plies != 1 || st.Last == nil || st.Last.USI != "7i7h" {
		t.Errorf("after 7i7h: side %s, plies %d, last %+v", st.Side, st.Plies, st.Last)
	}
	call(t, s, "play", map[string]any{"id": id, "move": "6d6e"}, &st)
	var usi, hodges []string
	call(t, s, "history", map[string]any{"id": id, "notation": "usi"}, &usi)
	call(t, s, "history", map[string]any{"id": id, "notation": "hodges"}, &hodges)
	if diff := cmp.Diff([]string{"7i7h", "6d6e"}, usi); diff != "" {
		t.Errorf("USI history (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"P-7h", "P-6e"}, hodges); diff != "" {
		t.Errorf("Hodges history (-want +got):\n%s", diff)
	}
	call(t, s, "undo", map[string]any{"id": id}, &st)
	if st.Plies != 1 || st.Side != "white" {
		t.Errorf("after undo: plies %d, side %s", st.Plies, st.Side)
	}
	if e := refuse(t, s, "play", map[string]any{"id": id, "move": "7i7h"}); !strings.Contains(e.Message, "illegal") {
		t.Errorf("replaying Black's move for White: %q, want an illegal move", e.Message)
	}
	call(t, s, "undo", map[string]any{"id": id}, &st)
	refuse(t, s, "undo", map[string]any{"id": id})
	if st.Outcome.Over || st.Outcome.Text != "playing" {
		t.Errorf("outcome %+v, want playing", st.Outcome)
	}
}

// A game that ends by taking the last royal piece reports who won and how.
func TestOutcome(t *testing.T) {
	s := NewSession()
	id := newChu(t, s, "12/12/12/12/12/6k5/6R5/12/12/12/12/6K5 b - 1")
	var st State
	call(t, s, "play", map[string]any{"id": id, "move": "6g6f"}, &st)
	want := Outcome{Over: true, Result: "black wins", Termination: "royal capture", Winner: "black", Text: "black wins: royal capture"}
	if diff := cmp.Diff(want, st.Outcome); diff != "" {
		t.Errorf("outcome (-want +got):\n%s", diff)
	}
}

// A royal piece of the side to move that the other side attacks is in
// danger; one the other side cannot reach, or the other side's, is not.
func TestInDanger(t *testing.T) {
	for _, c := range []struct {
		name, sfen string
		want       []string
	}{
		{"king attacked by a rook", "12/12/12/12/12/12/12/12/12/12/6r5/6K4k b - 1", []string{"6l"}},
		{"rook blocked", "12/12/12/12/12/12/12/12/12/6r5/6P5/6K4k b - 1", []string{}},
		{"the attacker's own king", "12/12/12/12/12/12/12/12/12/12/6R5/6k4K w - 1", []string{"6l"}},
		{"the other side's king attacked", "12/12/12/12/12/12/12/12/12/12/6R5/6k4K b - 1", []string{}},
		{"prince and king both attacked", "12/12/12/12/12/12/12/12/12/12/2b3r5/3+E2K4k b - 1", []string{"9l", "6l"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := NewSession()
			id := newChu(t, s, c.sfen)
			var st State
			call(t, s, "state", map[string]any{"id": id}, &st)
			if diff := cmp.Diff(c.want, st.InDanger); diff != "" {
				t.Errorf("royals in danger (-want +got):\n%s", diff)
			}
		})
	}
}

// A lion taken by another piece marks its square for the counter-strike
// rule until the next move.
func TestCounterStrike(t *testing.T) {
	s := NewSession()
	id := newChu(t, s, "12/12/12/12/12/6n5/6G5/12/12/3p8/12/6K4k b - 1")
	var st State
	call(t, s, "play", map[string]any{"id": id, "move": "6g6f"}, &st)
	if st.CounterStrike != "6f" {
		t.Errorf("a gold took the lion on 6f: counter-strike square %q, want 6f", st.CounterStrike)
	}
	call(t, s, "play", map[string]any{"id": id, "move": "1l1k"}, &st)
	if st.CounterStrike != "" {
		t.Errorf("after the next move: counter-strike square %q, want none", st.CounterStrike)
	}
}

// At tai's and taikyoku's start no royal piece is in danger, though the
// other side's emperor "reaches" every square: it may take a royal piece
// only unprotected, and every rule that forbids a capture counts.
func TestInDangerAtTheStart(t *testing.T) {
	s := NewSession()
	for _, name := range []string{"tai", "taikyoku"} {
		var v VariantInfo
		call(t, s, "load", map[string]any{"variant": name}, &v)
		var st State
		call(t, s, "newGame", map[string]any{"id": v.ID, "sfen": ""}, &st)
		for range 2 {
			call(t, s, "state", map[string]any{"id": st.ID}, &st)
			if len(st.InDanger) != 0 {
				t.Errorf("%s, %s to move: royals in danger %v, want none", name, st.Side, st.InDanger)
			}
			var moves []MoveInfo
			call(t, s, "moves", map[string]any{"id": st.ID, "notation": "usi"}, &moves)
			call(t, s, "play", map[string]any{"id": st.ID, "move": moves[0].Text}, &st)
		}
	}
}

// A broken variant file is refused with validate's problems at their
// lines.
func TestLoadBrokenYAML(t *testing.T) {
	src, err := variants.Source("chu")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	line := -1
	for i, l := range lines {
		if strings.Contains(l, "betza:") {
			lines[i] = strings.SplitAfter(l, "betza:")[0] + " Qz9"
			line = i + 1
			break
		}
	}
	e := refuse(t, NewSession(), "load", map[string]any{"yaml": strings.Join(lines, "\n"), "file": "mine.yaml"})
	if len(e.Problems) == 0 || e.Problems[0].Line != line || e.Problems[0].File != "mine.yaml" {
		t.Errorf("problems %+v, want one at mine.yaml line %d", e.Problems, line)
	}
}

// A value of the wrong type in a hook's parameters is refused at the
// value, naming the hook and the field and saying what the field wants.
func TestLoadWrongType(t *testing.T) {
	src, err := variants.Source("chu")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	want := Problem{File: "mine.yaml"}
	for i, l := range lines {
		if k, _, ok := strings.Cut(l, "enter: true"); ok {
			lines[i] = k + "enter: ture"
			want.Line, want.Col = i+1, len(k)+len("enter: ")+1
			break
		}
	}
	want.Message = `zone-promotion: enter: "ture" is not true or false`
	e := refuse(t, NewSession(), "load", map[string]any{"yaml": strings.Join(lines, "\n"), "file": "mine.yaml"})
	if diff := cmp.Diff([]Problem{want}, e.Problems); diff != "" {
		t.Errorf("problems (-want +got):\n%s", diff)
	}
}

// Bad arguments are refused with a message that names the problem.
func TestRefusals(t *testing.T) {
	s := NewSession()
	id := newChu(t, s, "")
	for _, c := range []struct {
		method string
		args   any
		want   string
	}{
		{"load", map[string]any{"variant": "nosuch"}, "no built-in variant"},
		{"load", map[string]any{"variant": "chu", "options": []string{"nosuch"}}, "no option"},
		{"load", map[string]any{"variant": "chu", "yaml": "x"}, "not both"},
		{"moves", map[string]any{"id": id, "notation": "nosuch"}, "no notation"},
		{"moves", map[string]any{"id": 99}, "no game 99"},
		{"newGame", map[string]any{"id": 99}, "no variant 99"},
		{"play", map[string]any{"id": id, "move": "zz"}, "zz"},
		{"play", map[string]any{"id": id, "move": "7i7h", "notation": "nosuch"}, "no notation"},
		{"history", map[string]any{"id": id, "from": 1}, "from 1: the game has 0 moves"},
		{"loadKIF", map[string]any{"id": 99, "text": ""}, "no variant 99"},
		{"loadPGN", map[string]any{"id": id, "text": ""}, "no variant"},
		{"diagram", map[string]any{"id": 1, "piece": "nosuch"}, "no piece"},
		{"nosuch", map[string]any{}, "no method"},
		{"state", map[string]any{"idd": 1}, "unknown field"},
		{"load", map[string]any{"variant": "tenjku"}, `no built-in variant "tenjku" (did you mean "tenjiku"?)`},
		{"load", map[string]any{"variant": "chu", "profile": "lishog"}, `no profile "lishog" (did you mean "lishogi"?)`},
		{"load", map[string]any{"variant": "chu", "options": []string{"okazaki"}}, `no option "okazaki" (did you mean "okazaki-go-between"?)`},
		{"moves", map[string]any{"id": id, "notation": "hodgs"}, `no notation "hodgs" (did you mean "hodges"?)`},
		{"moves", map[string]any{"id": id, "notation": "western-"}, `no notation "western-" (did you mean "western"?)`},
		{"diagram", map[string]any{"id": 1, "piece": "lyon"}, `no piece "lyon" (did you mean "lion"?)`},
	} {
		if e := refuse(t, s, c.method, c.args); !strings.Contains(e.Message, c.want) {
			t.Errorf("%s %v: %q, want it to mention %q", c.method, c.args, e.Message, c.want)
		}
	}
}

// A piece's diagram is the SVG the command draws, and the variant info
// names its promotion both ways.
func TestDiagramAndPieces(t *testing.T) {
	s := NewSession()
	var v VariantInfo
	call(t, s, "load", map[string]any{"variant": "chu"}, &v)
	var d Diagram
	call(t, s, "diagram", map[string]any{"id": v.ID, "piece": "lion"}, &d)
	// The lion's neighbours are steps and igui at once: the page shows both.
	if !strings.HasPrefix(d.SVG, "<?xml") || !strings.Contains(d.SVG, "獅子") || strings.Count(d.SVG, `class="jump"`) != 16 ||
		strings.Count(d.SVG, `class="igui"`) != 8 || strings.Count(d.SVG, `class="step"`) != 8 {
		t.Errorf("lion diagram: want SVG with 獅子, 16 jumps, 8 steps and 8 igui, got %.200s", d.SVG)
	}
	byID := map[string]PieceInfo{}
	for _, p := range v.Pieces {
		byID[p.ID] = p
	}
	if p := byID["kirin"]; p.Promotes != "lion" || p.Kanji != "麒麟" {
		t.Errorf("kirin: %+v", p)
	}
	if p := byID["lion"]; !cmp.Equal(p.PromotedFrom, []string{"kirin"}) {
		t.Errorf("lion promoted from %v, want kirin", p.PromotedFrom)
	}
	if len(v.Squares) != 144 || v.Squares[0].Name != "12a" || v.Squares[143].Name != "1l" {
		t.Errorf("squares: %d, first %+v", len(v.Squares), v.Squares[0])
	}
}

// A piece that moves and shoots is picked where it stops, then at its
// target: the shot square comes last in the path.
func TestShotPath(t *testing.T) {
	g := rules.NewGame(startOf(t, "ko"))
	rng := rand.New(rand.NewPCG(3, 4))
	for ply := 0; ply < 400 && !g.Outcome().Over(); ply++ {
		p := g.Position()
		moves := g.AppendMoves(nil)
		for _, m := range moves {
			info := moveInfo(p, m, "")
			var shot []string
			for _, c := range info.Changes {
				if c.Cause == "shot" {
					shot = append(shot, c.Square)
				}
			}
			if len(shot) == 0 || m.To == m.From {
				continue
			}
			n := len(info.Path)
			if diff := cmp.Diff(shot, info.Path[n-len(shot):]); diff != "" || info.Path[n-len(shot)-1] != info.To {
				t.Errorf("%s: path %v, want ... %s then the shots %v", m, info.Path, info.To, shot)
			}
			return
		}
		if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no move that moves and shoots in 400 random plies of ko shogi")
}

// Lists come as arrays, never null, so that a page can loop over them:
// the only null is the last move of a game without one.
func TestNoNullLists(t *testing.T) {
	for _, name := range variants.Names() {
		s := NewSession()
		for _, c := range []struct{ method, args string }{
			{"load", `{"variant":"` + name + `"}`},
			{"newGame", `{"id":1}`},
			{"moves", `{"id":2}`},
			{"history", `{"id":2}`},
		} {
			reply := strings.ReplaceAll(s.Call(c.method, c.args), `"last":null`, "")
			if strings.Contains(reply, "null") {
				i := strings.Index(reply, "null")
				t.Errorf("%s %s %s: null in %s", name, c.method, c.args, reply[max(0, i-60):i+4])
			}
		}
	}
}

// A resignation and a flag end the game as lost by the side named or the
// side to move: the KIF record says 投了 or 切れ負け and the PGN gives the
// winner's result; a game over refuses another ending, and undo takes back
// the last move and the ending with it. An agreed draw ends a game drawn.
func TestEndings(t *testing.T) {
	for _, c := range []struct {
		method, termination, kif string
	}{
		{"resign", "resignation", "   2手目   投了"},
		{"flag", "time forfeit", "   2手目   切れ負け"},
	} {
		t.Run(c.method, func(t *testing.T) {
			s := NewSession()
			id := newChu(t, s, "")
			var st State
			call(t, s, "play", map[string]any{"id": id, "move": "7i7h"}, &st)
			call(t, s, c.method, map[string]any{"id": id}, &st) // White is to move
			want := Outcome{Over: true, Result: "black wins", Termination: c.termination, Winner: "black", Text: "black wins: " + c.termination}
			if diff := cmp.Diff(want, st.Outcome); diff != "" {
				t.Errorf("White loses (-want +got):\n%s", diff)
			}
			var moves []MoveInfo
			call(t, s, "moves", map[string]any{"id": id}, &moves)
			if len(moves) != 0 {
				t.Errorf("%d moves offered after the game ended, want none", len(moves))
			}
			var kif, pgn string
			call(t, s, "kif", map[string]any{"id": id}, &kif)
			if !strings.Contains(kif, c.kif) {
				t.Errorf("KIF has no %q line:\n%s", c.kif, kif)
			}
			call(t, s, "pgn", map[string]any{"id": id}, &pgn)
			if !strings.Contains(pgn, `[Result "1-0"]`) {
				t.Errorf("PGN of a game White lost has no 1-0 result:\n%s", pgn)
			}
			refuse(t, s, "draw", map[string]any{"id": id})
			refuse(t, s, c.method, map[string]any{"id": id, "side": "black"})

			call(t, s, "undo", map[string]any{"id": id}, &st)
			if st.Outcome.Over || st.Plies != 0 {
				t.Errorf("after undo: outcome %+v, plies %d, want a game in play at its start", st.Outcome, st.Plies)
			}
			call(t, s, c.method, map[string]any{"id": id, "side": "white"}, &st) // Black is to move
			if st.Outcome.Winner != "black" || st.Outcome.Termination != c.termination {
				t.Errorf("White loses on Black's turn: %+v, want black wins by %s", st.Outcome, c.termination)
			}
			if e := refuse(t, s, c.method, map[string]any{"id": newChu(t, s, ""), "side": "red"}); !strings.Contains(e.Message, c.method+`: side "red"`) {
				t.Errorf("side red: %q", e.Message)
			}
		})
	}
	s := NewSession()
	var st State
	call(t, s, "draw", map[string]any{"id": newChu(t, s, "")}, &st)
	if want := (Outcome{Over: true, Result: "draw", Termination: "agreement", Text: "draw: agreement"}); st.Outcome != want {
		t.Errorf("agreed draw: %+v, want %+v", st.Outcome, want)
	}
}

// A piece set chooses what the board writes on a piece: chu's lion is 獅子
// in kanji, 獅 in one-kanji and Ln in letters; an unknown set is refused.
func TestPieceSets(t *testing.T) {
	const sfen = "12/12/12/12/12/12/6N5/12/12/12/12/6K4k b - 1"
	for _, c := range []struct {
		set       string
		want      []string
		forbidden string
	}{
		{"kanji", []string{">獅<", ">子<"}, ">Ln<"},
		{"one-kanji", []string{">獅<"}, ">子<"},
		{"letters", []string{">L<", ">n<"}, ">獅<"},
	} {
		t.Run(c.set, func(t *testing.T) {
			s := NewSession()
			id := newChu(t, s, sfen)
			var svg string
			call(t, s, "svg", map[string]any{"id": id, "set": c.set}, &svg)
			for _, w := range c.want {
				if !strings.Contains(svg, w) {
					t.Errorf("the %s board lacks %q", c.set, w)
				}
			}
			if strings.Contains(svg, c.forbidden) {
				t.Errorf("the %s board writes %q", c.set, c.forbidden)
			}
		})
	}
	s := NewSession()
	id := newChu(t, s, sfen)
	if e := refuse(t, s, "svg", map[string]any{"id": id, "set": "runes"}); !strings.Contains(e.Message, "one-kanji") {
		t.Errorf("an unknown piece set: %q, want the sets there are", e.Message)
	}
}

// A line is written in the notation from the game's position, each move
// in the position it is played from (同 for a recapture in Japanese), and
// leaves the game as it was; an illegal or unreadable move is refused with
// its index, and a line longer than MaxLine is refused.
func TestLine(t *testing.T) {
	s := NewSession()
	id := newChu(t, s, "")
	var st State
	call(t, s, "play", map[string]any{"id": id, "move": "7i7h"}, &st)
	line := []string{"6d6e", "7h7g", "6e6f", "7g7f", "7d7e", "7f7e"}
	for _, c := range []struct {
		notation string
		want     []string
	}{
		{"usi", line},
		{"japanese", []string{"６五歩", "７七歩", "６六歩", "７六歩", "７五歩", "同　歩"}},
		{"western", []string{"P-65", "P-77", "P-66", "P-76", "P-75", "Px75"}},
	} {
		var got []string
		call(t, s, "line", map[string]any{"id": id, "moves": line, "notation": c.notation}, &got)
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", c.notation, diff)
		}
	}
	var after State
	call(t, s, "state", map[string]any{"id": id}, &after)
	if after.SFEN != st.SFEN || after.Plies != 1 {
		t.Errorf("after line calls the game is at %s, %d plies; want %s, 1 ply", after.SFEN, after.Plies, st.SFEN)
	}
	for _, c := range []struct {
		moves []string
		want  string
	}{
		{[]string{"6d6e", "6e6d"}, `line: move 2, "6e6d": `},
		{[]string{"6d6e", "zz"}, `line: move 2, "zz": `},
		{make([]string, MaxLine+1), "at most 256"},
	} {
		if e := refuse(t, s, "line", map[string]any{"id": id, "moves": c.moves}); !strings.Contains(e.Message, c.want) {
			t.Errorf("line %.40v: %q, want %q", c.moves, e.Message, c.want)
		}
	}
	var empty []string
	call(t, s, "line", map[string]any{"id": id, "moves": []string{}}, &empty)
	if len(empty) != 0 {
		t.Errorf("an empty line is written %q", empty)
	}
}

// A variant's info gives the name USI engines know it by: the file's
// usi-variant or, by default, lishogi's name.
func TestUSIVariant(t *testing.T) {
	s := NewSession()
	for _, c := range []struct{ variant, want string }{{"chu", "chushogi"}, {"taikyoku", "taikyokushogi"}} {
		var v VariantInfo
		call(t, s, "load", map[string]any{"variant": c.variant}, &v)
		if v.USIVariant != c.want {
			t.Errorf("%s: usiVariant %q, want %q", c.variant, v.USIVariant, c.want)
		}
	}
}

// A lean state leaves out the pieces and the royals in danger and keeps
// the rest: the state of a game whose king is attacked, with and without.
func TestLeanState(t *testing.T) {
	s := NewSession()
	id := newChu(t, s, "12/12/12/12/12/12/12/12/12/12/6r5/6K4k w - 1")
	var full, lean State
	call(t, s, "play", map[string]any{"id": id, "move": "6k6j"}, &full)
	call(t, s, "undo", map[string]any{"id": id, "lean": true}, &lean)
	call(t, s, "play", map[string]any{"id": id, "move": "6k6j", "lean": true}, &lean)
	if len(full.Pieces) != 3 || len(full.InDanger) != 1 {
		t.Fatalf("full state: %d pieces, in danger %v; want 3 and one royal", len(full.Pieces), full.InDanger)
	}
	if len(lean.Pieces) != 0 || len(lean.InDanger) != 0 {
		t.Errorf("lean state: %d pieces, in danger %v; want none", len(lean.Pieces), lean.InDanger)
	}
	full.Pieces, full.InDanger = lean.Pieces, lean.InDanger
	if diff := cmp.Diff(full, lean); diff != "" {
		t.Errorf("lean state but for the pieces (-full +lean):\n%s", diff)
	}
}
