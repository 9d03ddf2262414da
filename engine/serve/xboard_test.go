package serve

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// TestXBoardTranscript holds games of chu shogi and of the mini variant
// over XBoard with the mover of the tests, which plays the first legal
// move in USI order: the handshake, time controls, the engine's replies,
// force mode, undo and remove, setboard, results and the errors commands
// can meet.
func TestXBoardTranscript(t *testing.T) {
	m := &mover{name: "mover"}
	converse(t, testConfig(t, m), []exchange{
		{"xboard", nil},
		{"protover 2", []string{
			`feature ping=1 setboard=1 playother=1 usermove=1 memory=1 smp=1 time=1 analyze=1 draw=0 colors=0 nps=0 pause=0 sigint=0 sigterm=0 exclude=0 reuse=1 myname="mover" variants="chu,dai,dada,ko,maka,sho,tai,kyoku,tenjiku,wa-shogi,mini"`,
			`feature option="LargeShogi_Profile -combo *jcsa /// lishogi"`,
			`feature option="LargeShogi_Options -string "`,
			`feature option="middle-shogi-manual-promotion -check 0"`,
			`feature option="okazaki-go-between -check 0"`,
			`feature option="cvp-lion-trading -check 0"`,
			`feature option="edo-counter-strike -check 0"`,
			`feature option="no-bare-king -check 0"`,
			"feature done=1",
		}},
		{"accepted usermove", nil},
		{"memory 32", nil},
		{"new", nil},
		{"variant chu", nil},
		{"level 40 5 0", nil},
		{"post", nil},
		{"time 30000", nil},
		{"otim 29000", nil},
		// 3i3h: the engine answers 10a11b at once.
		{"usermove j4j5", []string{"1 10 0 36 c12b11", "move c12b11"}},
		{"ping 1", []string{"pong 1"}},
		{"usermove z9z9", []string{`Illegal move (xboard: column 1: square z9 is off the 12x12 board in "z9z9"): z9z9`}},
		{"usermove j5j7", []string{`Illegal move (xboard: column 4: illegal move 3h3f: the pawn on 3h cannot make the move 3h3f in "j5j7"): j5j7`}},
		{"usermove c4c5,c5c6", []string{`Illegal move (xboard: column 5: illegal move 10i10h10g: the pawn on 10i cannot make the move 10i10h10g in "c4c5,c5c6"): c4c5,c5c6`}},
		{"force", nil},
		{"usermove c4c5", nil},
		{"usermove c9c8", nil},
		{"undo", nil},
		{"remove", nil},
		{"st 2", nil},
		{"sd 4", nil},
		{"nopost", nil},
		// White is to move again: go has the engine play it.
		{"go", []string{"move c12b11"}},
		{"?", nil},
		{"remove", nil},
		{"undo", []string{"Error (not enough moves to take back): undo"}},
		{"variant chess", []string{`Error (no variant "chess" [have chu, dai, dada, ko, maka, sho, tai, kyoku, tenjiku, wa-shogi, mini]): variant chess`}},
		{"option LargeShogi_Profile=nosuch", []string{`Error (variant chu: no profile "nosuch" [have jcsa, lishogi]): option LargeShogi_Profile=nosuch`}},
		{"option LargeShogi_Profile=lishogi", nil},
		// XBoard's check boxes: the options in force show in the
		// features protover declares.
		{"option edo-counter-strike=1", nil},
		{"option no-bare-king=1", nil},
		{"option edo-counter-strike=0", nil},
		{"option no-bare-king=2", []string{"Error (want 0 or 1): option no-bare-king=2"}},
		{"protover 2", []string{
			`feature ping=1 setboard=1 playother=1 usermove=1 memory=1 smp=1 time=1 analyze=1 draw=0 colors=0 nps=0 pause=0 sigint=0 sigterm=0 exclude=0 reuse=1 myname="mover" variants="chu,dai,dada,ko,maka,sho,tai,kyoku,tenjiku,wa-shogi,mini"`,
			`feature option="LargeShogi_Profile -combo jcsa /// *lishogi"`,
			`feature option="LargeShogi_Options -string no-bare-king"`,
			`feature option="middle-shogi-manual-promotion -check 0"`,
			`feature option="okazaki-go-between -check 0"`,
			`feature option="cvp-lion-trading -check 0"`,
			`feature option="edo-counter-strike -check 0"`,
			`feature option="no-bare-king -check 1"`,
			"feature done=1",
		}},
		{"option no-bare-king=0", nil},
		{"option LargeShogi_Options=", nil},
		{"option Hash=1", []string{"Error (no such option): option Hash=1"}},
		{"memory 0", []string{"Error (want a whole number from 1 to 65536): memory 0"}},
		{"level 40 x 0", []string{`Error (xboard: level "40 x 0": the base time "x", want minutes or minutes:seconds): level 40 x 0`}},
		{"frobnicate", []string{"Error (unknown command): frobnicate"}},
		{"result 1-0 {White wins}", nil},
		{"go", nil},
		// The mini variant, which has other profiles than chu: a pawn that
		// takes the king ends the game.
		{"new", nil},
		{"variant mini", []string{`Error (variant mini: no profile "lishogi" [have standard, drawish]): variant mini`}},
		{"option LargeShogi_Profile=", nil},
		{"variant mini", nil},
		{"setboard k4/P4/5/5/4K b - 1", nil},
		{"setboard k4/P4/5/5/4K x", []string{`tellusererror Illegal position: sfen: side to move "x": want b or w`}},
		{"setboard k4/P4/5/5/4K w - - 0 1", nil},
		{"usermove a4a5+", []string{"1-0 {black wins: royal capture}"}},
		{"usermove e1e2", []string{"Illegal move (the game is over: black wins: royal capture): e1e2"}},
		{"quit", nil},
	})
	s := time.Second
	clock := &engine.Clock{MovesToGo: 40}
	clock.Left[board.White], clock.Left[board.Black] = 300*s, 290*s
	wantLimits := []engine.Limits{
		{Clock: clock},
		{Depth: 4, MoveTime: 2 * s},
	}
	if diff := cmp.Diff(wantLimits, m.limits); diff != "" {
		t.Errorf("the limits the player had (-want +got):\n%s", diff)
	}
	if len(m.made) != 1 || m.made[0] != (Settings{Hash: 32, MultiPV: 1, Threads: 1, Skill: MaxSkill}) {
		t.Errorf("players made with %+v, want one with a 32 MB table", m.made)
	}
}

// liner plays the first move of its line, the moves given in USI from the
// position it is asked about, reporting the line as its thinking and the
// second move as the reply it expects.
type liner struct{ line []string }

func (l *liner) Name() string                  { return "liner" }
func (l *liner) NewGame(context.Context) error { return nil }
func (l *liner) Close() error                  { return nil }
func (l *liner) Go(_ context.Context, g *rules.Game, _ engine.Limits, info func(engine.Info)) (engine.Reply, error) {
	p := g.Position()
	var pv []rules.Move
	for _, u := range l.line {
		m, err := p.ParseUSI(u)
		if err != nil {
			return engine.Reply{}, err
		}
		pv = append(pv, m)
		p.Make(m)
	}
	info(engine.Info{Depth: 3, Score: engine.Score{Centi: 25}, Time: 120 * time.Millisecond, Nodes: 999, PV: pv})
	return engine.Reply{Move: pv[0], Ponder: pv[1]}, nil
}

// chuConfig serves chu shogi with player p.
func chuConfig(t *testing.T, p engine.Player) Config {
	v, err := variants.Load("chu")
	if err != nil {
		t.Fatal(err)
	}
	return Config{Name: "liner", NewPlayer: serving(p), Variants: []*variant.Variant{v}}
}

// TestXBoardOneLegMoves checks that the engine sends a lion's step through
// an empty square as the one-leg move it amounts to, in its move, its
// thinking and its hint, as XBoard and HaChu know it (HaChu refuses
// "f3f4,f4g5" and XBoard relays it altered), and a double capture a leg a
// line, as HaChu sends it.
func TestXBoardOneLegMoves(t *testing.T) {
	// 7j7i6h: the lion steps through the empty 7i to 6h.
	converse(t, chuConfig(t, &liner{line: []string{"7j7i6h", "6e6f"}}), []exchange{
		{"xboard", nil},
		{"new", nil},
		{"force", nil},
		{"usermove f4f5", nil},
		{"usermove g9g8", nil},
		{"post", nil},
		{"go", []string{"3 25 12 999 f3g5 g8g7", "move f3g5"}},
		{"hint", []string{"Hint: g8g7"}},
		{"quit", nil},
	})
	// The lion of the lion position takes the pawns on 6g and 6f.
	converse(t, chuConfig(t, &liner{line: []string{"6h6g6f", "4a4b"}}), []exchange{
		{"xboard", nil},
		{"new", nil},
		{"force", nil},
		{"setboard 6k1g3/3p6p1/12/12/7p1P2/6p5/6p5/6N5/12/12/12/3G1K6 w - 0 1", nil},
		{"post", nil},
		{"go", []string{"3 25 12 999 g5g6,g6g7 i12i11", "move g5g6,", "move g6g7"}},
		{"quit", nil},
	})
}

// TestXBoardSetboard checks that setboard takes XBoard's own FEN for chu
// (five fields, no castling), HaChu's four and SFEN, and that a position
// refused leaves no game to play on from: moves, go and undo are refused
// until a position is taken.
func TestXBoardSetboard(t *testing.T) {
	const xboardStart = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - 0 1"
	const lionFEN = "6k1g3/3p6p1/12/12/7p1P2/6p5/6p5/6N5/12/12/12/3G1K6 w - 0 1"
	converse(t, chuConfig(t, &liner{line: []string{"6h6g6f", "4a4b"}}), []exchange{
		{"xboard", nil},
		{"new", nil},
		{"force", nil},
		{"setboard " + xboardStart, nil},
		{"usermove f4f5", nil},
		{"setboard " + lionFEN + " junk", []string{`tellusererror Illegal position: xboard: FEN "6k1g3/3p6p1/12/12/7p1P2/6p5/6p5/6N5/12/1"… (63 bytes): "0" where castling or en passant goes`}},
		{"go", []string{"Error (no position: setboard 6k1g3/3p6p1/12/12/7p1P2/6p5/6p5/6N5/12/12/12/3G1K6 w - 0 1 junk was refused): go"}},
		{"usermove f4f5", []string{"Illegal move (no position: setboard 6k1g3/3p6p1/12/12/7p1P2/6p5/6p5/6N5/12/12/12/3G1K6 w - 0 1 junk was refused): f4f5"}},
		{"undo", []string{"Error (no position: setboard 6k1g3/3p6p1/12/12/7p1P2/6p5/6p5/6N5/12/12/12/3G1K6 w - 0 1 junk was refused): undo"}},
		{"setboard 6k1g3/3p6p1/12/12/7p1P2/6p5/6p5/6N5/12/12/12/3G1K6 w 0 1", nil},
		{"go", []string{"move g5g6,", "move g6g7"}},
		{"setboard 6k1g3/3p6p1/12/12/7p1P2/6p5/6p5/6N5/12/12/12/3G1K6 b - 1", nil},
		{"go", []string{"move g5g6,", "move g6g7"}},
		{"quit", nil},
	})
}

// TestXBoardAnalyze checks analyze mode: the engine thinks about the
// position with no limit and shows its thinking, plays nothing, takes
// moves, undo and new as in force mode and thinks again after each, and
// leaves on exit.
func TestXBoardAnalyze(t *testing.T) {
	m := &mover{name: "mover"}
	converse(t, testConfig(t, m), []exchange{
		{"xboard", nil},
		{"new", nil},
		{"post", nil},
		{"analyze", []string{"1 10 0 36 c4c5"}},
		{".", nil},
		{"usermove f4f5", []string{"1 10 0 36 c12b11"}},
		{"usermove g9g8", []string{"1 10 0 47 c4c5"}},
		{"undo", []string{"1 10 0 36 c12b11"}},
		{"new", []string{"1 10 0 36 c4c5"}},
		{"go", []string{"Error (in analyze mode: exit first): go", "1 10 0 36 c4c5"}},
		{"exit", nil},
		{"ping 7", []string{"pong 7"}},
		{"exit", []string{"Error (not in analyze mode): exit"}},
		{"go", []string{"1 10 0 36 c4c5", "move c4c5"}},
		{"bk", []string{" no book", ""}},
		{"draw", nil},
		{"cores 2", nil},
		{"cores 0", []string{"Error (want a whole number from 1 to 256): cores 0"}},
		{"quit", nil},
	})
}
