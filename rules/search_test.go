package rules_test

import (
	"errors"
	"slices"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/rules/rulestest"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// removesEnemy reports whether move m of position p removes an enemy piece
// on its destination or a middle square it names: a capture or a shot.
func removesEnemy(p *rules.Position, m rules.Move) bool {
	for _, s := range append(m.Via[:m.NVia:m.NVia], m.To) {
		if c := p.At(s); c != 0 && c.Color() != p.Side() && s != m.From {
			return true
		}
	}
	return false
}

// fightingGame draws a game of random legal moves, through a Game, that
// takes something whenever it can unless a drawn coin says otherwise, so
// that royal pieces fall, sides are bared and pieces promote by capture
// within a few dozen plies. Each position reached is handed to visit
// before the next move is drawn, the last one too.
func fightingGame(t *rapid.T, r *rules.Rules, plies int, visit func(g *rules.Game)) *rules.Game {
	g := rules.NewGame(r.NewPosition())
	var buf, captures []rules.Move
	for ply := range plies + 1 {
		visit(g)
		if ply == plies {
			break
		}
		buf = g.AppendMoves(buf[:0])
		if len(buf) == 0 {
			break
		}
		captures = captures[:0]
		for _, m := range buf {
			if removesEnemy(g.Position(), m) {
				captures = append(captures, m)
			}
		}
		from := buf
		if len(captures) > 0 && rapid.IntRange(0, 4).Draw(t, "quiet") > 0 {
			from = captures
		}
		if err := g.Play(from[rapid.IntRange(0, len(from)-1).Draw(t, "move")]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// noRecurrence reports whether the rules forbid a move that recreates an
// earlier position, which the moves of a Game leave out.
func noRecurrence(r *rules.Rules) bool {
	rep, ok := r.Variant.Rule("repetition").(*variant.Repetition)
	return ok && rep.Mode == variant.NoRecurrence
}

// forEachGame runs check on random draws for every built-in game, each
// in a subtest named after it.
func forEachGame(t *testing.T, check func(t *rapid.T, r *rules.Rules)) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := gamerules.Builtin(t, name)
			rapid.Check(t, func(t *rapid.T) { check(t, r) })
		})
	}
}

// drawFight draws a fighting game of half to all of searchPlies plies.
func drawFight(t *rapid.T, r *rules.Rules) *rules.Game {
	return fightingGame(t, r, rapid.IntRange(searchPlies(r)/2, searchPlies(r)).Draw(t, "plies"), func(*rules.Game) {})
}

// byHistory reports whether a game ended by its history rule, which a
// Position does not see.
func byHistory(o rules.Outcome) bool {
	switch o.Termination {
	case rules.Repetition, rules.PerpetualCheck, rules.PerpetualAttack, rules.FirstPass, rules.NoRecurrence:
		return true
	}
	return false
}

// searchPlies is how long the fighting games of the properties below run
// in each game: long enough for the small boards to end by royal capture
// or baring, shorter on the big boards, where each ply costs more.
func searchPlies(r *rules.Rules) int {
	return max(10, 120*81/(r.Geo.Files()*r.Geo.Ranks()))
}

// TestPositionOutcome checks, along fighting games of every built-in game,
// that the position knows what the game knows: Position.Outcome is
// Game.Outcome whenever the game has not ended by its history rule;
// Position.End is over exactly when the outcome's termination is not the
// no-move rule's; AppendMoves lists what Game.AppendMoves lists (without
// the history filter) and nothing once the game is over.
func TestPositionOutcome(t *testing.T) {
	ended := map[rules.Termination]int{}
	forEachGame(t, func(t *rapid.T, r *rules.Rules) {
		fightingGame(t, r, searchPlies(r), func(g *rules.Game) {
			p, want := g.Position(), g.Outcome()
			if byHistory(want) {
				return
			}
			ended[want.Termination]++
			if got := p.Outcome(); got != want {
				t.Fatalf("%#v: Position.Outcome %v, Game.Outcome %v", p, got, want)
			}
			if o, over := p.End(); over != (want.Over() && want.Termination != rules.Stalemate) || (over && o != want) {
				t.Fatalf("%#v: End %v %v, Game.Outcome %v", p, o, over, want)
			}
			moves := p.AppendMoves(nil)
			if want.Over() != (len(moves) == 0) {
				t.Fatalf("%#v: %d moves, outcome %v", p, len(moves), want)
			}
			if !noRecurrence(r) {
				if want := g.AppendMoves(nil); !slices.Equal(want, moves) {
					t.Fatalf("%#v: moves (-Game +Position):\n%s", p, cmp.Diff(want, moves))
				}
			}
		})
	})
	if ended[rules.RoyalCapture] == 0 && !testing.Short() {
		t.Errorf("no fighting game ended by royal capture: %v", ended)
	}
}

// TestPerftStopsAtGameEnds checks Perft to depth 2 against the count of
// the moves a Game offers, played one by one, from positions of fighting
// games of the small boards: a move that ends the game has no reply.
func TestPerftStopsAtGameEnds(t *testing.T) {
	for _, name := range []string{"sho", "wa", "chu", "dai"} {
		t.Run(name, func(t *testing.T) {
			r := gamerules.Builtin(t, name)
			rapid.Check(t, func(t *rapid.T) {
				g := drawFight(t, r)
				p := g.Position().Clone()
				fresh := rules.NewGame(p.Clone())
				var want int64
				for _, m := range fresh.AppendMoves(nil) {
					if err := fresh.Play(m); err != nil {
						t.Fatal(err)
					}
					want += int64(len(fresh.AppendMoves(nil)))
					fresh.Undo()
				}
				if got := rules.Perft(p, 2); got != want {
					t.Fatalf("%#v: Perft(2) = %d, the game's moves give %d", p, got, want)
				}
			})
		})
	}
}

// TestNoMovesAfterTheEnd checks that a position whose end rules have ended
// the game offers no move, refuses every move as Game does, and says how
// the game ended; and that taking the capture back restores the moves.
func TestNoMovesAfterTheEnd(t *testing.T) {
	r := gamerules.Builtin(t, "sho")
	p, err := r.ParseSFEN("4k4/4G4/9/9/9/9/9/9/4K4 b - 1")
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(p.Clone())
	capture, err := p.ParseUSI("5b5a")
	if err != nil {
		t.Fatal(err)
	}
	p.Make(capture)
	if err := g.Play(capture); err != nil {
		t.Fatal(err)
	}
	want := rules.Outcome{Result: rules.BlackWins, Termination: rules.RoyalCapture}
	if got := g.Outcome(); got != want {
		t.Fatalf("Game.Outcome %v, want %v", got, want)
	}
	if o, over := p.End(); !over || o != want {
		t.Errorf("End() = %v, %v, want %v, true", o, over, want)
	}
	if got := p.Outcome(); got != want {
		t.Errorf("Outcome() = %v, want %v", got, want)
	}
	if moves := p.AppendMoves(nil); len(moves) != 0 {
		t.Errorf("AppendMoves lists %v after the king's capture", moves)
	}
	kingStep := rules.Move{From: mustSquare(t, r, "5i"), To: mustSquare(t, r, "5h")}
	if p.Legal(kingStep) || g.Legal(kingStep) {
		t.Errorf("the loser's king step 5i5h is legal after the game's end")
	}
	for _, err := range []error{p.Check(kingStep), g.Check(kingStep), func() error { _, err := p.ParseUSI("5i5h"); return err }()} {
		if !errors.Is(err, rules.ErrGameOver) {
			t.Errorf("the king step after the end: %v, want an error wrapping ErrGameOver", err)
		}
	}
	p.Unmake()
	if o, over := p.End(); over {
		t.Errorf("after Unmake the game is over: %v", o)
	}
	if got := len(p.AppendMoves(nil)); got == 0 || !p.Legal(capture) {
		t.Errorf("after Unmake: %d moves, capture legal %v", got, p.Legal(capture))
	}
}

func mustSquare(t *testing.T, r *rules.Rules, name string) board.Square {
	t.Helper()
	s, err := r.Geo.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// changesMaterial reports, from what Changes says move m does, whether
// AppendCaptures must list it: it removes a piece or promotes.
func changesMaterial(t *rapid.T, p *rules.Position, m rules.Move) bool {
	if m.Promote {
		return true
	}
	changes, err := p.Changes(m, nil)
	if err != nil {
		t.Fatalf("%s: Changes of the listed move %s: %v", p.SFEN(), m, err)
	}
	for _, ch := range changes {
		switch ch.Cause {
		case rules.Captured, rules.Igui, rules.Shot, rules.Burned, rules.Eliminated:
			if ch.Before != 0 {
				return true
			}
		}
	}
	return false
}

// checkCaptures checks that AppendCaptures lists the moves of AppendMoves
// that Changes says remove a piece, or that promote, in the same order,
// and leaves the position as it was.
func checkCaptures(t *rapid.T, p *rules.Position) {
	sfen := p.SFEN()
	var want []rules.Move
	for _, m := range p.AppendMoves(nil) {
		if changesMaterial(t, p, m) {
			want = append(want, m)
		}
	}
	got := p.AppendCaptures(nil)
	if !slices.Equal(want, got) {
		t.Fatalf("%#v: AppendCaptures (-filtered AppendMoves +AppendCaptures):\n%s", p, cmp.Diff(want, got))
	}
	if p.SFEN() != sfen {
		t.Fatalf("AppendCaptures leaves %s, want %s", p.SFEN(), sfen)
	}
}

// TestAppendCaptures checks AppendCaptures against the filter of
// AppendMoves through Changes, along fighting games of every built-in game
// and of generated variants with hooks.
func TestAppendCaptures(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *rules.Rules) {
		fightingGame(t, r, searchPlies(r), func(g *rules.Game) { checkCaptures(t, g.Position()) })
	})
	t.Run("generated", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			fightingGame(t, drawHookedRules(t), 30, func(g *rules.Game) { checkCaptures(t, g.Position()) })
		})
	})
}

// TestLegalAgreesWithCheck checks that Legal, which builds no error, says
// what Check says, on the legal moves of positions of fighting games of
// every built-in game and on the near misses and random moves
// rulestest.IllegalMove draws, before and after the game's end.
func TestLegalAgreesWithCheck(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *rules.Rules) {
		g := drawFight(t, r)
		p := g.Position()
		moves := p.AppendMoves(nil)
		if len(moves) == 0 && p.Unmake() {
			// The game is over: the moves of the position before
			// the last move are illegal now.
			moves = p.AppendMoves(nil)
			p.Make(g.Moves()[len(g.Moves())-1])
		}
		for i := range 8 {
			m := rulestest.IllegalMove(p).Draw(t, "illegal "+strconv.Itoa(i))
			if len(moves) > 0 && i%2 == 0 {
				m = moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move "+strconv.Itoa(i))]
			}
			if err := p.Check(m); p.Legal(m) != (err == nil) {
				t.Fatalf("%#v: %s: Legal %v, Check %v", p, m, p.Legal(m), err)
			}
			if err := g.Check(m); g.Legal(m) != (err == nil) {
				t.Fatalf("%#v: %s: Game.Legal %v, Game.Check %v", p, m, g.Legal(m), err)
			}
		}
	})
}

// TestSearchQueriesAllocateNothing checks that what a search asks of a
// position at every node allocates nothing once its buffers have grown:
// the outcome, the captures, the legality of a legal and of an illegal
// move, and the last move's changes.
func TestSearchQueriesAllocateNothing(t *testing.T) {
	for _, name := range []string{"sho", "chu", "ko", "tenjiku"} {
		r := gamerules.Builtin(t, name)
		p := r.NewPosition()
		moves := p.AppendMoves(nil)
		legal := moves[len(moves)/2]
		illegal := legal
		illegal.To = legal.From
		buf := p.AppendCaptures(make([]rules.Move, 0, 1024))
		played := r.NewPosition()
		played.Make(legal)
		changes := played.LastChanges(nil)
		for _, q := range []struct {
			name string
			f    func()
		}{
			{"Outcome", func() { p.Outcome() }},
			{"AppendCaptures", func() { buf = p.AppendCaptures(buf[:0]) }},
			{"Legal of a legal move", func() { p.Legal(legal) }},
			{"Legal of an illegal move", func() { p.Legal(illegal) }},
			{"LastChanges", func() { changes = played.LastChanges(changes[:0]) }},
		} {
			if n := testing.AllocsPerRun(5, q.f); n != 0 {
				t.Errorf("%s: %s allocates %v times a call", name, q.name, n)
			}
		}
	}
}

// TestLastChanges checks, for legal moves of positions of fighting games
// of every built-in game, that LastChanges after Make lists what Changes
// said before it (a shot listed as a capture), and against the boards
// before and after: every square whose piece changed is listed, each
// square's first change starts from what it held, and its last ends on
// what it holds.
func TestLastChanges(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *rules.Rules) {
		g := drawFight(t, r)
		p := g.Position()
		if g.Outcome().Over() {
			t.Skip("the game is over")
		}
		m := rulestest.LegalMove(p).Draw(t, "move")
		want, err := p.Changes(m, nil)
		if err != nil {
			t.Fatalf("Changes of the legal move %s: %v", m, err)
		}
		// LastChanges cannot tell a shot: it lists one as a capture, or as
		// igui when the shooter ends on its own square.
		for i := range want {
			if want[i].Cause == rules.Shot {
				want[i].Cause = rules.Captured
				if m.To == m.From {
					want[i].Cause = rules.Igui
				}
			}
		}
		before := boardCells(p)
		p.Make(m)
		got := p.LastChanges(nil)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%#v: LastChanges after %s (-Changes +LastChanges):\n%s", p, m, diff)
		}
		after := boardCells(p)
		first, last := map[board.Square]rules.Cell{}, map[board.Square]rules.Cell{}
		for _, ch := range got {
			if _, ok := first[ch.Square]; !ok {
				first[ch.Square] = ch.Before
			}
			last[ch.Square] = ch.After
		}
		for _, s := range r.Geo.Squares() {
			b, listed := first[s]
			switch {
			case !listed && before[s] != after[s]:
				t.Fatalf("%s: square %s changed from %v to %v, not listed", m, s, before[s], after[s])
			case listed && (b != before[s] || last[s] != after[s]):
				t.Fatalf("%s: square %s listed from %v to %v, the boards say %v to %v", m, s, b, last[s], before[s], after[s])
			}
		}
	})
}

// boardCells returns what every square of the position holds.
func boardCells(p *rules.Position) map[board.Square]rules.Cell {
	out := map[board.Square]rules.Cell{}
	for _, s := range p.Rules().Geo.Squares() {
		out[s] = p.At(s)
	}
	return out
}

// TestPath checks the undo log's moves and hashes along fighting games of
// every built-in game: MoveAt is the game's move, HashAt the hash of the
// position that replaying the game's moves reaches, and the game's count
// of the current position is Repeats and the current one, plus the start
// when the game is back there.
func TestPath(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *rules.Rules) {
		g := drawFight(t, r)
		p, replay := g.Position(), r.NewPosition()
		if p.Plies() != len(g.Moves()) {
			t.Fatalf("Plies %d, the game has %d moves", p.Plies(), len(g.Moves()))
		}
		for ply, m := range g.Moves() {
			if p.HashAt(ply) != replay.Hash() || p.MoveAt(ply) != m {
				t.Fatalf("ply %d: HashAt %x MoveAt %s, the replay has %x and %s", ply, p.HashAt(ply), p.MoveAt(ply), replay.Hash(), m)
			}
			replay.Make(m)
		}
		if p.HashAt(p.Plies()) != p.Hash() || replay.Hash() != p.Hash() {
			t.Fatalf("HashAt(Plies()) %x, Hash %x, the replay %x", p.HashAt(p.Plies()), p.Hash(), replay.Hash())
		}
		want := g.Occurrences(p.Hash()) - 1
		if p.Plies() > 0 && p.HashAt(0) == p.Hash() {
			want--
		}
		if got := p.Repeats(); got != want {
			t.Fatalf("Repeats %d, the game counts %d earlier occurrences after the start", got, want)
		}
	})
}

// TestRepeatsInSearch plays the kings back and forth in sho shogi, a game
// of four moves a cycle, on a clone of a game's position as a search
// would, and checks that the game's count plus Repeats is what the game
// itself counts when it plays the same moves; a null move ends the look
// back.
func TestRepeatsInSearch(t *testing.T) {
	r := gamerules.Builtin(t, "sho")
	g := rules.NewGame(r.NewPosition())
	for _, u := range []string{"5i4h", "5a6b", "4h5i", "6b5a", "5i4h", "5a6b"} {
		if err := g.PlayUSI(u); err != nil {
			t.Fatal(err)
		}
	}
	search := g.Position().Clone()
	played := rules.NewGame(r.NewPosition())
	for _, m := range g.Moves() {
		if err := played.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	for i, u := range []string{"4h5i", "6b5a", "5i4h", "5a6b", "4h5i", "6b5a"} {
		m, err := search.ParseUSI(u)
		if err != nil {
			t.Fatal(err)
		}
		search.Make(m)
		if err := played.Play(m); err != nil {
			t.Fatal(err)
		}
		h := search.Hash()
		if got, want := g.Occurrences(h)+search.Repeats()+1, played.Occurrences(h); got != want {
			t.Errorf("after %s (ply %d): the game's %d + Repeats %d + 1, the played game counts %d", u, i+1, g.Occurrences(h), search.Repeats(), want)
		}
	}
	if search.Repeats() == 0 {
		t.Fatal("the kings' cycle repeats no position on the path")
	}
	search.MakeNull()
	search.MakeNull()
	if n := search.Repeats(); n != 0 {
		t.Errorf("after two null moves Repeats = %d, want 0: no position recurs across a null move", n)
	}
}

// TestRepetitionRule checks what Rules.Repetition says of the built-in
// games' history rules.
func TestRepetitionRule(t *testing.T) {
	for _, tt := range []struct {
		name string
		want variant.RepetitionRule
	}{{"chu", variant.Sennichite}, {"makadaidai", variant.NoRecurrence}, {"tai", variant.Sennichite}} {
		rep, ok := gamerules.Builtin(t, tt.name).Repetition()
		if !ok || rep.Mode != tt.want {
			t.Errorf("%s: Repetition() = %+v, %v, want mode %v", tt.name, rep, ok, tt.want)
		}
	}
	rep, _ := gamerules.Builtin(t, "sho").Repetition()
	if rep.PerpetualCheck != variant.CycleLoses {
		t.Errorf("sho: perpetual check %v, want %v (sho.yaml: perpetual-check: loss)", rep.PerpetualCheck, variant.CycleLoses)
	}
}

// TestNoRecurrenceInSearch checks the use Rules.Repetition documents under
// the no-recurrence rule, on a clone of the position of fighting games of
// maka dai dai shogi: a move is forbidden exactly when the position it
// leads to occurred in the game, which Game.Legal says.
func TestNoRecurrenceInSearch(t *testing.T) {
	r := gamerules.Builtin(t, "makadaidai")
	rapid.Check(t, func(t *rapid.T) {
		g := drawFight(t, r)
		search := g.Position().Clone()
		for _, m := range search.AppendMoves(nil) {
			search.Make(m)
			forbidden := g.Occurrences(search.Hash())+search.Repeats() > 0
			search.Unmake()
			if forbidden == g.Legal(m) {
				t.Fatalf("%#v: %s forbidden %v, Game.Legal %v", search, m, forbidden, g.Legal(m))
			}
		}
	})
}

// TestNullMove checks, along fighting games of every built-in game, that
// after MakeNull the position is the one its SFEN reads (the other side
// to move, the hooks' state of a move that changes nothing, the hash),
// with the moves that position has; that UnmakeNull restores it; and that
// UnmakeNull takes back no ordinary move.
func TestNullMove(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *rules.Rules) {
		g := drawFight(t, r)
		p := g.Position().Clone()
		sfen, hash, side := p.SFEN(), p.Hash(), p.Side()
		p.MakeNull()
		q, err := r.ParseSFEN(p.SFEN())
		if err != nil {
			t.Fatal(err)
		}
		if p.Side() == side || p.Hash() != q.Hash() || p.Hash() == hash {
			t.Fatalf("%s: after MakeNull side %v hash %x, the SFEN %s reads hash %x", sfen, p.Side(), p.Hash(), p.SFEN(), q.Hash())
		}
		if got, want := p.AppendMoves(nil), q.AppendMoves(nil); !slices.Equal(got, want) {
			t.Fatalf("%s: moves after MakeNull (-SFEN +null):\n%s", sfen, cmp.Diff(want, got))
		}
		if !p.UnmakeNull() || p.SFEN() != sfen || p.Hash() != hash || p.UnmakeNull() {
			t.Fatalf("%s: UnmakeNull leaves %s (hash %x, want %x), or takes back no null move", sfen, p.SFEN(), p.Hash(), hash)
		}
	})
}

// TestSearchQueriesOfTheZeroPosition checks that the zero Position, which
// has no rules, answers what a search asks as a position without moves or
// history does.
func TestSearchQueriesOfTheZeroPosition(t *testing.T) {
	var p rules.Position
	if o, over := p.End(); over || p.Outcome().Over() || o.Over() {
		t.Errorf("the zero Position's game is over: %v", o)
	}
	p.MakeNull()
	if len(p.AppendCaptures(nil)) != 0 || p.Legal(rules.Move{}) || len(p.LastChanges(nil)) != 0 ||
		p.Plies() != 0 || p.HashAt(0) != 0 || p.Repeats() != 0 || p.UnmakeNull() {
		t.Error("the zero Position has captures, a legal move, changes, a history or a null move")
	}
}
