package serve

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/usi"
	"github.com/largeshogi/largeshogi/variant"
)

// stopGames are the variants the stop tests play, by their names, and the
// plies they play of each.
var stopGames = []struct {
	name  string
	plies int
}{{"chu", 12}, {"ko", 8}, {"mini", 40}}

// newTestGame returns a game of the configured variant name, kept by the
// test apart from the server's.
func newTestGame(t *testing.T, cfg Config, name string) *rules.Game {
	t.Helper()
	for _, v := range cfg.Variants {
		if v.Name == name {
			return startGame(t, v)
		}
	}
	t.Fatalf("no variant %s", name)
	return nil
}

func startGame(t *testing.T, v *variant.Variant) *rules.Game {
	t.Helper()
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	return rules.NewGame(r.NewPosition())
}

// interrupt sends the command go, then the command stop, at random at once
// or after the first line of thinking (a line starting with thinking), and
// returns the first line after the thinking.
func (c *conn) interrupt(rnd *rand.Rand, goCmd, stop, thinking string) string {
	c.t.Helper()
	c.send(goCmd)
	if rnd.IntN(2) == 0 {
		if l := c.readLine(); !strings.HasPrefix(l, thinking) {
			c.t.Fatalf("after %s: %q, want thinking", goCmd, l)
		}
	}
	c.send(stop)
	l := c.readLine()
	for strings.HasPrefix(l, thinking) {
		l = c.readLine()
	}
	return l
}

// TestUSIStop plays games over USI with a player that thinks until it is
// stopped: stop, sent at once or after a line of thinking, is answered
// with a move the rules allow in the game (or a resignation once it is
// over).
func TestUSIStop(t *testing.T) {
	m := &mover{name: "waiter", rnd: rand.New(rand.NewPCG(1, 2)), wait: true}
	cfg := testConfig(t, m)
	c := dial(t, cfg)
	rnd := rand.New(rand.NewPCG(3, 4))
	c.send("usi")
	if l := c.read(10); len(l) != 10 || l[9] != "usiok" {
		t.Fatalf("usi: %q", l)
	}
	for _, game := range stopGames {
		g := newTestGame(t, cfg, game.name)
		c.send("setoption name USI_Variant value " + game.name)
		c.send("usinewgame")
		for ply := 0; ply < game.plies && !g.Outcome().Over(); ply++ {
			c.send(usi.PositionCommand(g))
			l := c.interrupt(rnd, "go btime 1000 wtime 1000 byoyomi 1000", "stop", "info depth 1 ")
			move, ok := strings.CutPrefix(l, "bestmove ")
			if !ok {
				t.Fatalf("%s ply %d: %q, want bestmove", game.name, ply+1, l)
			}
			if err := g.PlayUSI(move); err != nil {
				t.Fatalf("%s ply %d: bestmove %s: %v", game.name, ply+1, move, err)
			}
		}
		if len(g.Moves()) < 2 {
			t.Errorf("%s: %d plies played", game.name, len(g.Moves()))
		}
	}
	c.send("quit")
	c.close()
}

// TestXBoardMoveNow plays games over XBoard with a player that thinks
// until it is stopped: "?", sent at once or after a line of thinking, has
// the engine play a move the rules allow in the game, and claim the
// result when the move ends it.
func TestXBoardMoveNow(t *testing.T) {
	m := &mover{name: "waiter", rnd: rand.New(rand.NewPCG(5, 6)), wait: true}
	cfg := testConfig(t, m)
	c := dial(t, cfg)
	rnd := rand.New(rand.NewPCG(7, 8))
	c.send("xboard")
	c.send("protover 2")
	for c.readLine() != "feature done=1" {
	}
	for _, game := range stopGames {
		g := newTestGame(t, cfg, game.name)
		c.send("new")
		c.send("variant " + game.name)
		c.send("post")
		for ply := 0; ply < game.plies && !g.Outcome().Over(); ply++ {
			l := c.interrupt(rnd, "go", "?", "1 10 0 ")
			text, ok := strings.CutPrefix(l, "move ")
			if !ok {
				t.Fatalf("%s ply %d: %q, want a move", game.name, ply+1, l)
			}
			for strings.HasSuffix(text, ",") {
				leg, ok := strings.CutPrefix(c.readLine(), "move ")
				if !ok {
					t.Fatalf("%s ply %d: a move %q with no next leg", game.name, ply+1, text)
				}
				text += leg
			}
			mv, err := notation.XBoard.Parse(g.Position(), text)
			if err == nil {
				err = g.Play(mv)
			}
			if err != nil {
				t.Fatalf("%s ply %d: move %s: %v", game.name, ply+1, text, err)
			}
			if o := g.Outcome(); o.Over() {
				if l := c.readLine(); !strings.HasSuffix(l, " {"+o.String()+"}") {
					t.Fatalf("%s ply %d: %q, want the claim of %s", game.name, ply+1, l, o)
				}
			}
			c.send("force")
		}
		if len(g.Moves()) < 2 {
			t.Errorf("%s: %d plies played", game.name, len(g.Moves()))
		}
	}
	c.send("quit")
	c.close()
}
