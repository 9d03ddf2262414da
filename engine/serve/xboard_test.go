package serve

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
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
			`feature ping=1 setboard=1 playother=1 usermove=1 memory=1 time=1 draw=0 analyze=0 colors=0 nps=0 pause=0 sigint=0 sigterm=0 reuse=1 myname="mover" variants="chu,dai,dada,ko,maka,sho,tai,kyoku,tenjiku,wa-shogi,mini"`,
			`feature option="LargeShogi_Profile -string "`,
			`feature option="LargeShogi_Options -string "`,
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
		{"option Hash=1", []string{"Error (no such option): option Hash=1"}},
		{"memory 0", []string{"Error (want a whole number from 1 to 65536): memory 0"}},
		{"level 40 x 0", []string{"Error (bad base time): level 40 x 0"}},
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
