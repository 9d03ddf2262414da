package rules_test

import (
	"errors"
	"fmt"
	"log"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// exampleRules loads a built-in variant and compiles it for play.
func exampleRules(name string) *rules.Rules {
	v, err := variants.Load(name)
	if err != nil {
		log.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		log.Fatal(err)
	}
	return r
}

// Load chu shogi, compile its rules and list the legal moves at the start.
func Example() {
	v, err := variants.Load("chu")
	if err != nil {
		log.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		log.Fatal(err)
	}
	p := r.NewPosition()
	moves := p.AppendMoves(nil)
	fmt.Println(len(moves), "legal moves")
	for _, m := range moves[:4] {
		fmt.Println(m.String())
	}
	// Output:
	// 36 legal moves
	// 9h9g
	// 4h4g
	// 12i12h
	// 11i11h
}

// Play a move written in USI and ask how the game stands.
func ExampleGame_PlayUSI() {
	r := exampleRules("chu")
	g := rules.NewGame(r.NewPosition())
	if err := g.PlayUSI("7i7h"); err != nil {
		log.Fatal(err)
	}
	fmt.Println(g.Outcome())
	fmt.Println(g.Position().SFEN())
	fmt.Println(g.PlayUSI("7h7g"))
	// Output:
	// playing
	// lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I1P2I3/PPPPP1PPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - 2
	// illegal move 7h7g: the piece on 7h is black's, and white is to move
}

// Read a position from SFEN, look at it, and write it back.
func ExampleRules_ParseSFEN() {
	r := exampleRules("chu")
	p, err := r.ParseSFEN("lfcsgekgsc1l/a1b1txot1bfa/mvrhd2dnrvm/pp1pqpp1pp1p/2p4pi1p1/12/12/5P2I3/PPPPP1PPPPPP/MVRHD1QDHRVM/A1BGTOXT1B1A/LFCS1KEGSCFL b 8d 21")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Side(), "to move, move", p.MoveNumber())
	fmt.Println("lion captured on", r.Geo.Name(p.LionSquare()))
	fmt.Println(len(p.AppendMoves(nil)), "legal moves")
	fmt.Println(p.SFEN())
	// Output:
	// black to move, move 21
	// lion captured on 8d
	// 38 legal moves
	// lfcsgekgsc1l/a1b1txot1bfa/mvrhd2dnrvm/pp1pqpp1pp1p/2p4pi1p1/12/12/5P2I3/PPPPP1PPPPPP/MVRHD1QDHRVM/A1BGTOXT1B1A/LFCS1KEGSCFL b 8d 21
}

// A move built by hand: Move{From, To} is the move of one leg, NewMove
// names the middle squares of a longer one, and a move prints as USI.
func ExampleMove() {
	r := exampleRules("chu")
	sq := func(name string) board.Square {
		s, err := r.Geo.ParseSquare(name)
		if err != nil {
			log.Fatal(err)
		}
		return s
	}
	g := rules.NewGame(r.NewPosition())
	m := rules.Move{From: sq("7i"), To: sq("7h")}
	fmt.Println(m, g.Play(m))
	lion := rules.NewMove(sq("7d"), sq("7f"), sq("7e"))
	fmt.Println(lion, g.Legal(lion))
	// Output:
	// 7i7h <nil>
	// 7d7e7f false
}

// What a lion's double capture does, square by square.
func ExamplePosition_Changes() {
	r := exampleRules("chu")
	p, err := r.ParseSFEN("6k5/12/12/12/12/6s5/5p6/5N6/12/12/12/6K5 b - 1")
	if err != nil {
		log.Fatal(err)
	}
	m, err := p.ParseUSI("7h7g6f")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(notation.Hodges.Write(p, m))
	changes, err := p.Changes(m, nil) // before the move is made
	if err != nil {
		log.Fatal(err)
	}
	for _, c := range changes {
		fmt.Println(c.Square, c.Cause)
	}
	// Output:
	// Lnx7gx6f
	// 7h moved
	// 7g captured
	// 6f captured
	// 6f moved
}

// The pieces that reach a square, and those that protect it.
func ExamplePosition_Attackers() {
	r := exampleRules("chu")
	p, err := r.ParseSFEN("6k5/12/12/12/12/6s5/5p6/5N6/12/12/12/6K5 b - 1")
	if err != nil {
		log.Fatal(err)
	}
	at, err := r.Geo.ParseSquare("7g")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Attackers(at, board.Black, nil), p.Attackers(at, board.White, nil))
	// Output:
	// [7h] [6f]
}

// How a game ended: a result and a termination, which a server can store
// and compare without reading text.
func ExampleGame_Resign() {
	r := exampleRules("chu")
	g := rules.NewGame(r.NewPosition())
	if err := g.PlayUSI("7i7h"); err != nil {
		log.Fatal(err)
	}
	if err := g.Resign(board.White); err != nil {
		log.Fatal(err)
	}
	o := g.Outcome()
	winner, ok := o.Winner()
	fmt.Println(o, "|", winner, ok, o.Termination == rules.Resignation)
	fmt.Println(g.PlayUSI("7d7e"))
	fmt.Println(len(g.AppendMoves(nil)), "moves offered")
	// Output:
	// black wins: resignation | black true true
	// the game is over (black wins: resignation)
	// 0 moves offered
}

// A referee ends a game the rules have not ended: Black's engine sent a
// move the rules refuse, and loses. End refuses an end the rules decide.
func ExampleGame_End() {
	r := exampleRules("chu")
	g := rules.NewGame(r.NewPosition())
	if err := g.PlayUSI("7i7h"); err != nil {
		log.Fatal(err)
	}
	fmt.Println(g.End(rules.Outcome{Result: rules.BlackWins, Termination: rules.RoyalCapture}))
	if err := g.PlayUSI("7d7c"); err != nil {
		fmt.Println(err)
		if err := g.End(rules.Outcome{Result: rules.WinFor(board.Black), Termination: rules.IllegalMove}); err != nil {
			log.Fatal(err)
		}
	}
	fmt.Println(g.Outcome())
	// Output:
	// rules: royal capture is an end the rules decide, not one to declare: want one of resignation, agreement, time forfeit, illegal move, abandonment, adjudication
	// illegal move 7d7c: the pawn on 7d cannot make the move 7d7c
	// black wins: illegal move
}

// An illegal move says which rule forbids it; text that is no move at all
// is a syntax error.
func ExampleIllegalMoveError() {
	r := exampleRules("chu")
	// White's rook has just taken a lion on 5e: Black's bishop may not take
	// White's lion in reply, as the lance protects it.
	g := rules.NewGame(mustSFEN(r, "k4l6/12/12/12/7r4/5n6/4B7/12/12/12/12/K11 b 5e 1"))
	err := g.PlayUSI("8g7f")
	var illegal *rules.IllegalMoveError
	if errors.As(err, &illegal) {
		fmt.Println(illegal.Rule)
	}
	fmt.Println(errors.Is(err, rules.ErrIllegal), errors.Is(g.PlayUSI("8g"), rules.ErrSyntax))
	// Output:
	// lion-trading
	// true true
}

func mustSFEN(r *rules.Rules, sfen string) *rules.Position {
	p, err := r.ParseSFEN(sfen)
	if err != nil {
		log.Fatal(err)
	}
	return p
}
