package rules

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
)

func TestOutcome(t *testing.T) {
	tests := []struct {
		name    string
		profile string
		side    string
		pieces  []string
		moves   []string
		want    Outcome
	}{
		{"capturing the only royal piece wins", "jcsa", "w", []string{"6f:K", "6e:g", "1l:G", "1a:g"},
			[]string{"6e6f"}, Outcome{WhiteWins, RoyalCapture}},
		{"the prince counts as a second king: capturing the king alone does not end the game", "jcsa", "w",
			[]string{"6f:K", "9l:+E", "6e:g", "1l:G", "1a:g"}, []string{"6e6f"}, Outcome{}},
		{"a side with no legal move loses (lishogi)", "lishogi", "b",
			[]string{"1a:K", "2a:P", "1b:P", "2b:P", "3l:g"}, nil, Outcome{WhiteWins, Stalemate}},
		{"lishogi: a bare king loses", "lishogi", "b", []string{"6f:K", "1a:g", "2a:s"}, nil, Outcome{WhiteWins, BareKing}},
		{"lishogi: pawns and go-betweens do not bare a king", "lishogi", "b", []string{"6f:K", "1c:p", "2c:p", "3c:i"}, nil, Outcome{}},
		{"lishogi: a pawn and a lance that can never move again do not save a king", "lishogi", "b",
			[]string{"6f:K", "3a:P", "4a:L", "1c:g", "2c:s"}, nil, Outcome{WhiteWins, BareKing}},
		{"lishogi: a pawn that can still move does", "lishogi", "b",
			[]string{"6f:K", "3b:P", "1c:g", "2c:s"}, nil, Outcome{}},
		{"lishogi: the kings alone draw", "lishogi", "b", []string{"6f:K"}, nil, Outcome{Draw, KingsOnly}},
		{"JCSA: a bare king that cannot bare back or capture the king loses", "jcsa", "b",
			[]string{"6f:K", "1a:g", "2a:s"}, nil, Outcome{WhiteWins, BareKing}},
		{"JCSA: the bared side may answer by baring the other at once", "jcsa", "b",
			[]string{"6f:K", "6e:g"}, nil, Outcome{}},
		{"JCSA: a pawn that can never move again does not answer", "jcsa", "b",
			[]string{"6f:K", "3a:P", "1a:g", "2b:s"}, nil, Outcome{WhiteWins, BareKing}},
	}
	for _, tt := range tests {
		r := chuRules(t, tt.profile)
		p, err := r.ParseSFEN(chuSFEN(t, r, tt.side, "-", append(tt.pieces, "12a:k")...))
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		g := NewGame(p)
		for _, u := range tt.moves {
			if err := g.PlayUSI(u); err != nil {
				t.Fatalf("%s: %s: %v", tt.name, u, err)
			}
		}
		if got := g.Outcome(); got != tt.want {
			t.Errorf("%s: outcome %v, want %v", tt.name, got, tt.want)
		}
		if got := len(g.AppendMoves(nil)) > 0; got == tt.want.Over() {
			t.Errorf("%s: the game offers moves: %v, and is over: %v", tt.name, got, tt.want.Over())
		}
	}
}

func mustSq(t testing.TB, r *Rules, name string) board.Square {
	t.Helper()
	s, err := r.Geo.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestPlayRejectsIllegalMoves(t *testing.T) {
	r := chuRules(t, "jcsa")
	g := NewGame(r.NewPosition())
	before := g.Position().SFEN()
	for _, tt := range []struct {
		usi    string
		syntax bool
	}{{"7i7g", false}, {"7a7b", false}, {"6l6k", false}, {"7j7h+", false}, {"7i7h7g", false}, {"7g7f", false},
		{"zz", true}, {"13a12a", true}, {"7i", true}, {"7i7h-", true}} {
		err := g.PlayUSI(tt.usi)
		switch {
		case err == nil:
			t.Errorf("%s was accepted", tt.usi)
			continue
		case errors.Is(err, ErrSyntax) != tt.syntax || errors.Is(err, ErrIllegal) == tt.syntax:
			t.Errorf("%s: %v: a syntax error: %v, want %v", tt.usi, err, errors.Is(err, ErrSyntax), tt.syntax)
		}
		if g.Position().SFEN() != before || len(g.Moves()) != 0 {
			t.Fatalf("rejecting %s changed the game", tt.usi)
		}
	}
	if err := g.Play(Move{From: mustSq(t, r, "7a"), To: mustSq(t, r, "7b")}); !errors.Is(err, ErrIllegal) {
		t.Errorf("moving White's piece on Black's turn: err = %v, want ErrIllegal", err)
	}
	if err := g.Play(Move{From: mustSq(t, r, "7i"), To: mustSq(t, r, "7h")}); err != nil {
		t.Fatalf("Move{From: 7i, To: 7h}: %v", err)
	}
	if !g.Undo() || g.Position().SFEN() != before || g.Undo() {
		t.Error("Undo does not restore the start, or undoes past it")
	}
}

// TestMoveLiteral checks that a move written as a literal is the move the
// generator lists: Move{From, To} for one leg, NewMove for more.
func TestMoveLiteral(t *testing.T) {
	r := chuRules(t, "jcsa")
	p := mustParse(t, r, chuSFEN(t, r, "b", "-", "7h:N", "7g:p", "5e:P"))
	sq := func(name string) board.Square { return mustSq(t, r, name) }
	moves := p.AppendMoves(nil)
	for _, m := range []Move{
		{From: sq("7h"), To: sq("7f")},
		{From: sq("5e"), To: sq("5d"), Promote: true},
		NewMove(sq("7h"), sq("7h"), sq("7g")),
		NewMove(sq("7h"), sq("6f"), sq("7g")),
	} {
		if !slices.Contains(moves, m) || !p.Legal(m) {
			t.Errorf("%s (%#v) is not among the legal moves", m, m)
		}
	}
	if got, want := NewMove(sq("7h"), sq("6f"), sq("7g")).String(), "7h7g6f"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got := (Move{}).String(); got != "--" {
		t.Errorf("the zero Move writes %q", got)
	}
}

func TestRepetition(t *testing.T) {
	r := chuRules(t, "jcsa")
	// The golds shuffle; nothing is attacked or checked: the fourth
	// occurrence is a draw.
	g := NewGame(mustParse(t, r, chuSFEN(t, r, "b", "-", "6l:K", "9i:G", "6a:k", "3c:g")))
	cycle := []string{"9i9h", "3c3d", "9h9i", "3d3c"}
	for i := 0; i < 3; i++ {
		for _, u := range cycle {
			if o := g.Outcome(); o.Over() {
				t.Fatalf("over too early: %s", o)
			}
			if err := g.PlayUSI(u); err != nil {
				t.Fatal(err)
			}
		}
	}
	if got, want := g.Outcome(), (Outcome{Draw, Repetition}); got != want {
		t.Errorf("after three cycles: %s, want %s", got, want)
	}
	if err := g.PlayUSI("9i9h"); !errors.Is(err, ErrGameOver) {
		t.Errorf("a move after the end: err = %v, want ErrGameOver", err)
	}
	if moves := g.AppendMoves(nil); len(moves) != 0 {
		t.Errorf("the game is over, yet offers %v", moves)
	}
	if !g.Undo() || g.Outcome().Over() {
		t.Errorf("taking back the last move: %s, want playing", g.Outcome())
	}

	// Black checks with every move, White does not: the checker must
	// deviate, so Black loses.
	g = NewGame(mustParse(t, r, chuSFEN(t, r, "b", "-", "6l:K", "6a:k", "7e:R", "1l:G", "1a:g")))
	cycle = []string{"7e6e", "6a7a", "6e7e", "7a6a"}
	for i := 0; i < 3; i++ {
		for _, u := range cycle {
			if err := g.PlayUSI(u); err != nil {
				t.Fatalf("%s: %v (%s)", u, err, g.Position().SFEN())
			}
		}
	}
	if got, want := g.Outcome(), (Outcome{WhiteWins, PerpetualCheck}); got != want {
		t.Errorf("perpetual check: %s, want %s", got, want)
	}
}

// TestNoRecurrence checks the no-recurrence rule of dai dai shogi and, by
// default, maka dai dai shogi: "A player may not make a move if the
// resulting position is one that has previously occurred in the game with
// the same player to move ... a pass move leaves the position unchanged,
// but it does not violate the repetition rule ... two consecutive passes
// are not possible". A move that would repeat is neither offered nor
// played, and the error names the rule; under maka dai dai's JCSA option
// the same move is a move like any other.
func TestNoRecurrence(t *testing.T) {
	daidai := []string{"9q:Ki", "9a:ki", "1i:Go", "17i:go", "8o:Ln", "10c:ln"}
	maka := []string{"10s:K", "10a:k", "1i:G", "19i:g", "9q:Li", "11c:li"}
	for _, tt := range []struct {
		game, option string
		pieces       []string // kings, golds on 1i and the far edge, a lion each
		edge         string   // the far edge's file
		lions        [2]string
	}{
		{"daidai", "", daidai, "17", [2]string{"8o", "10c"}},
		{"makadaidai", "", maka, "19", [2]string{"9q", "11c"}},
		{"makadaidai", "jcsa-repetition", maka, "19", [2]string{"9q", "11c"}},
	} {
		t.Run(tt.game+"/"+tt.option, func(t *testing.T) {
			var options []string
			if tt.option != "" {
				options = append(options, tt.option)
			}
			r := gameRules(t, tt.game, options...)
			recurs := tt.option == ""
			g := NewGame(mustParse(t, r, sfenOf(t, r, "b", tt.pieces...)))
			play := func(usi string) {
				t.Helper()
				if err := g.PlayUSI(usi); err != nil {
					t.Fatalf("%s: %v", usi, err)
				}
			}
			repeats := func(usi, what string) {
				t.Helper()
				m := mustMove(t, g, usi)
				offered := slices.Contains(g.AppendMoves(nil), m)
				n := len(g.Moves())
				err := g.Play(m)
				if !recurs {
					if !offered || err != nil {
						t.Fatalf("%s (%s) under %s: offered %v, Play: %v", usi, what, tt.option, offered, err)
					}
					g.Undo()
					return
				}
				var ie *IllegalMoveError
				switch {
				case offered:
					t.Errorf("%s (%s) is offered", usi, what)
				case !errors.As(err, &ie) || ie.Rule != "repetition" || !strings.Contains(ie.Reason, "recreates the position"):
					t.Errorf("%s (%s): Play = %v, want an illegal move naming the repetition rule", usi, what, err)
				case g.Outcome().Over() || len(g.Moves()) != n:
					t.Errorf("%s (%s): refusing it changed the game: %s after %v", usi, what, g.Outcome(), g.Moves())
				}
			}
			// The golds go out and one comes back: the other's return
			// would recreate the start with Black to move.
			edge := tt.edge
			play("1i1h")
			play(edge + "i" + edge + "h")
			play("1h1i")
			repeats(edge+"h"+edge+"i", "the start again")
			if !g.Legal(mustMove(t, g, edge+"h"+edge+"g")) {
				t.Error("the gold's other move is refused too")
			}
			// A pass is allowed; a second pass in a row recreates the
			// position before the first.
			for g.Undo() {
			}
			play(tt.lions[0] + tt.lions[0])
			repeats(tt.lions[1]+tt.lions[1], "a second pass")
		})
	}
}

func mustMove(t *testing.T, g *Game, usi string) Move {
	t.Helper()
	m, err := g.Position().ParseUSI(usi)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestNoRecurrenceBlocked plays a game of two shuttles that have one move
// each until a side's only move would recreate the start: that side has no
// legal move, and loses as the stalemate hook says.
func TestNoRecurrenceBlocked(t *testing.T) {
	const file = `name: shuttles
title: Shuttles
source: a test
board: 2x4
pieces:
  - {id: king, name: king, abbrev: [K], sfen: K, betza: cN, royal: true}
  - {id: shuttle, name: shuttle, abbrev: [S], sfen: S, betza: mvW}
setup:
  b: ". K"
  d: ". S"
rules:
  repetition: {mode: no-recurrence}
`
	r := textRules(t, "shuttles.yaml", file)
	g := NewGame(r.NewPosition())
	var played []string
	for len(played) < 10 {
		moves := g.AppendMoves(nil)
		if len(moves) != 1 {
			break
		}
		if err := g.Play(moves[0]); err != nil {
			t.Fatal(err)
		}
		played = append(played, moves[0].String())
	}
	if diff := cmp.Diff([]string{"1d1c", "2a2b", "1c1d"}, played); diff != "" {
		t.Errorf("moves played (-want +got):\n%s", diff)
	}
	if got, want := g.Outcome(), (Outcome{BlackWins, NoRecurrence}); got != want {
		t.Errorf("outcome %s, want %s", got, want)
	}
	if n := len(g.Position().AppendMoves(nil)); n != 1 {
		t.Errorf("the position has %d moves, want White's one forbidden move", n)
	}
	if err := g.PlayUSI("2b2a"); !errors.Is(err, ErrGameOver) {
		t.Errorf("the forbidden move: %v, want ErrGameOver", err)
	}
}

// TestResignAndDraw ends games by resignation and agreement: nothing is
// offered or played after, and taking back a move takes the end back too.
func TestResignAndDraw(t *testing.T) {
	r := chuRules(t, "jcsa")
	g := NewGame(r.NewPosition())
	if err := g.PlayUSI("7i7h"); err != nil {
		t.Fatal(err)
	}
	if err := g.Resign(board.White); err != nil {
		t.Fatal(err)
	}
	if got, want := g.Outcome(), (Outcome{BlackWins, Resignation}); got != want {
		t.Errorf("White resigned: %s, want %s", got, want)
	}
	if got := g.Outcome().String(); got != "black wins: resignation" {
		t.Errorf("String() = %q", got)
	}
	for name, err := range map[string]error{"Play": g.PlayUSI("7d7e"), "Resign": g.Resign(board.Black), "AgreeDraw": g.AgreeDraw()} {
		if !errors.Is(err, ErrGameOver) {
			t.Errorf("%s after the end: %v, want ErrGameOver", name, err)
		}
	}
	if len(g.AppendMoves(nil)) != 0 || g.Legal(mustMove(t, g, "7d7e")) {
		t.Error("moves are offered after the end")
	}
	if !g.Undo() || g.Outcome().Over() {
		t.Fatalf("after Undo: %s", g.Outcome())
	}
	if err := g.AgreeDraw(); err != nil {
		t.Fatal(err)
	}
	if got, want := g.Outcome(), (Outcome{Draw, Agreement}); got != want {
		t.Errorf("agreed draw: %s, want %s", got, want)
	}
	if got, want := g.Start().SFEN(), r.NewPosition().SFEN(); got != want || len(g.Moves()) != 0 {
		t.Errorf("start %s, moves %v; want %s and none", got, g.Moves(), want)
	}
}

// TestEnd ends a game by each end a referee or the players declare, and
// checks that every outcome End refuses leaves the game as it was.
func TestEnd(t *testing.T) {
	tests := []struct {
		o    Outcome
		want string // a part of End's error; "" for none
	}{
		{Outcome{WhiteWins, TimeForfeit}, ""},
		{Outcome{BlackWins, TimeForfeit}, ""},
		{Outcome{BlackWins, IllegalMove}, ""},
		{Outcome{WhiteWins, Abandonment}, ""},
		{Outcome{NoContest, Abandonment}, ""},
		{Outcome{Draw, Adjudication}, ""},
		{Outcome{BlackWins, Adjudication}, ""},
		{Outcome{NoContest, Adjudication}, ""},
		{Outcome{WhiteWins, Resignation}, ""},
		{Outcome{Draw, Agreement}, ""},
		{Outcome{Undecided, TimeForfeit}, "ending a game by time forfeit without a result"},
		{Outcome{}, "ending a game by not over without a result"},
		{Outcome{Result(9), TimeForfeit}, "result 9: want one of black wins, white wins, draw, no contest"},
		{Outcome{Draw, TimeForfeit}, "draw by time forfeit: time forfeit ends a game with black wins or white wins"},
		{Outcome{Draw, IllegalMove}, "illegal move ends a game with black wins or white wins"},
		{Outcome{Draw, Abandonment}, "abandonment ends a game with black wins or white wins or no contest"},
		{Outcome{WhiteWins, Agreement}, "agreement ends a game with draw"},
		{Outcome{NoContest, Resignation}, "resignation ends a game with black wins or white wins"},
		{Outcome{WhiteWins, RoyalCapture}, "royal capture is an end the rules decide, not one to declare: want one of resignation, agreement, time forfeit, illegal move, abandonment, adjudication"},
		{Outcome{Draw, Repetition}, "repetition is an end the rules decide"},
		{Outcome{BlackWins, Stalemate}, "no legal move is an end the rules decide"},
		{Outcome{BlackWins, NotOver}, "not over is an end the rules decide"},
		{Outcome{BlackWins, Termination(99)}, "no termination 99"},
	}
	r := chuRules(t, "jcsa")
	for _, tt := range tests {
		g := NewGame(r.NewPosition())
		if err := g.PlayUSI("7i7h"); err != nil {
			t.Fatal(err)
		}
		err := g.End(tt.o)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("End(%v): %v", tt.o, err)
		case tt.want == "":
			if got := g.Outcome(); got != tt.o {
				t.Errorf("End(%v): outcome %v", tt.o, got)
			}
			if err := g.End(Outcome{BlackWins, Adjudication}); !errors.Is(err, ErrGameOver) || !strings.Contains(err.Error(), tt.o.String()) {
				t.Errorf("End after End(%v): %v, want ErrGameOver naming the end", tt.o, err)
			}
			if err := g.PlayUSI("7d7e"); !errors.Is(err, ErrGameOver) || len(g.AppendMoves(nil)) != 0 {
				t.Errorf("a move after End(%v): %v, want ErrGameOver and no moves offered", tt.o, err)
			}
			if !g.Undo() || g.Outcome().Over() {
				t.Errorf("Undo after End(%v): outcome %v, want the end taken back", tt.o, g.Outcome())
			}
		case err == nil || !strings.Contains(err.Error(), tt.want) || errors.Is(err, ErrGameOver):
			t.Errorf("End(%v): %v, want an error with %q", tt.o, err, tt.want)
		case g.Outcome().Over() || len(g.Moves()) != 1 || g.PlayUSI("7d7e") != nil:
			t.Errorf("End(%v) refused changed the game: %v, moves %v", tt.o, g.Outcome(), g.Moves())
		}
	}
}

// TestEndAfterRulesEnd checks that a game its rules have ended cannot be
// ended again: the royal capture stands.
func TestEndAfterRulesEnd(t *testing.T) {
	r := chuRules(t, "jcsa")
	g := NewGame(mustParse(t, r, chuSFEN(t, r, "w", "-", "6f:K", "6e:g", "1l:G", "1a:g", "12a:k")))
	if err := g.PlayUSI("6e6f"); err != nil {
		t.Fatal(err)
	}
	err := g.End(Outcome{BlackWins, TimeForfeit})
	if !errors.Is(err, ErrGameOver) || !strings.Contains(err.Error(), "white wins: royal capture") {
		t.Errorf("End after a royal capture: %v", err)
	}
	if got, want := g.Outcome(), (Outcome{WhiteWins, RoyalCapture}); got != want {
		t.Errorf("outcome %v, want %v", got, want)
	}
}

// TestZeroValues checks that the zero values and nil receivers users may
// hold do not panic, and say what they are.
func TestZeroValues(t *testing.T) {
	var g Game
	var ng *Game
	var p Position
	if NewGame(&p).Outcome() != (Outcome{}) || NewGame(nil).Play(Move{}) == nil || p.Clone().SFEN() != "" {
		t.Error("a game of the zero Position is not a game without position")
	}
	if g.Outcome() != (Outcome{}) || ng.Outcome() != (Outcome{}) || g.Outcome().String() != "playing" {
		t.Errorf("zero Game: outcome %s", g.Outcome())
	}
	if g.AppendMoves(nil) != nil || ng.Moves() != nil || g.Position() != nil || g.Start() != nil || g.Undo() || ng.Undo() {
		t.Error("a zero Game has moves or a position")
	}
	for name, err := range map[string]error{"Play": g.Play(Move{}), "PlayUSI": ng.PlayUSI("7g7f"), "Resign": g.Resign(board.Black), "End": ng.End(Outcome{Draw, Adjudication}), "Check": g.Check(Move{})} {
		if err == nil {
			t.Errorf("%s on a zero Game: no error", name)
		}
	}
	if p.SFEN() != "" || p.String() != "" || p.Hash() != 0 || p.Unmake() || p.Legal(Move{}) || p.InCheck() || p.AppendMoves(nil) != nil {
		t.Error("a zero Position is not empty")
	}
	if _, err := p.ParseUSI("7g7f"); err == nil {
		t.Error("a zero Position reads a move")
	}
	if fresh := chuRules(t, "jcsa").NewPosition(); fresh.Unmake() {
		t.Error("Unmake on a fresh position reports a move taken back")
	}
	var o Outcome
	if _, won := o.Winner(); won || o.Over() || o.Result.String() != "undecided" || o.Termination.String() != "not over" {
		t.Errorf("zero Outcome: %v", o)
	}
}

// TestOutcomeText checks that results and terminations read back from the
// text they write, and that the reader lists the names there are.
func TestOutcomeText(t *testing.T) {
	for r := Undecided; r <= NoContest; r++ {
		b, err := r.MarshalText()
		var back Result
		if err != nil || back.UnmarshalText(b) != nil || back != r {
			t.Errorf("result %d: %q, %v, reads back as %d", r, b, err, back)
		}
	}
	for x := NotOver; x <= Adjudication; x++ {
		b, err := x.MarshalText()
		var back Termination
		if err != nil || back.UnmarshalText(b) != nil || back != x {
			t.Errorf("termination %d: %q, %v, reads back as %d", x, b, err, back)
		}
	}
	var x Termination
	if err := x.UnmarshalText([]byte("checkmate")); err == nil || !strings.Contains(err.Error(), "perpetual check, perpetual attack") {
		t.Errorf("reading checkmate: %v", err)
	}
	if _, err := Termination(200).MarshalText(); err == nil {
		t.Error("a termination out of range writes")
	}
}

func mustParse(t testing.TB, r *Rules, sfen string) *Position {
	t.Helper()
	p, err := r.ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestParseUSINoPromotionMark checks the "=" lishogi's USI reader takes
// after a move that does not promote (scalashogi's Usi.MoveRegex): it reads
// as the move without a mark, and only at the end of the move.
func TestParseUSINoPromotionMark(t *testing.T) {
	r := chuRules(t, "jcsa")
	// Black's pawn on 5d may promote stepping to 5c.
	p, err := r.ParseSFEN("lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppp1ppppppp/3iP3i3/12/12/3I4I3/PPPP1PPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		usi, want string
		syntax    bool
	}{
		{usi: "7i7h=", want: "7i7h"},
		{usi: "7j8i7j=", want: "7j8i7j"},
		{usi: "8e8d=", want: "8e8d"},
		{usi: "8e8d+", want: "8e8d+"},
		{usi: "7i7h=+", syntax: true},
		{usi: "7i=7h", syntax: true},
		{usi: "7i7h==", syntax: true},
		{usi: "=", syntax: true},
	} {
		m, err := p.ParseUSI(tt.usi)
		switch {
		case tt.syntax && !errors.Is(err, ErrSyntax):
			t.Errorf("%s: %v, want a syntax error", tt.usi, err)
		case !tt.syntax && err != nil:
			t.Errorf("%s: %v", tt.usi, err)
		case !tt.syntax && m.String() != tt.want:
			t.Errorf("%s reads as %s, want %s", tt.usi, m, tt.want)
		}
	}
}
