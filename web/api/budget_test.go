package api

import (
	"fmt"
	"math/rand/v2"
	"runtime/metrics"
	"testing"

	"github.com/largeshogi/largeshogi/record"

	"github.com/largeshogi/largeshogi/rules"
)

// quietShoGame plays plies seeded random moves of sho that capture
// nothing, so that the game neither ends nor repeats itself.
func quietShoGame(t *testing.T, plies int) *rules.Game {
	t.Helper()
	g := rules.NewGame(startOf(t, "sho"))
	rng := rand.New(rand.NewPCG(1, uint64(plies)))
	var moves, quiet []rules.Move
	for len(g.Moves()) < plies {
		moves = g.AppendMoves(moves[:0])
		quiet = quiet[:0]
		for _, m := range moves {
			if g.Position().At(m.To) == 0 {
				quiet = append(quiet, m)
			}
		}
		if len(quiet) == 0 {
			t.Fatalf("no quiet move after %d plies", len(g.Moves()))
		}
		played := false
		for _, i := range rng.Perm(len(quiet)) {
			if err := g.Play(quiet[i]); err != nil {
				t.Fatal(err)
			}
			if !g.Outcome().Over() {
				played = true
				break
			}
			g.Undo()
		}
		if !played {
			t.Fatalf("every quiet move ends the game after %d plies", len(g.Moves()))
		}
	}
	return g
}

// replyCost is what one round of calls costs on a game: objects and bytes
// allocated, and bytes of JSON replied.
type replyCost struct {
	objects, allocated, replied uint64
}

// costOf undoes the last move of game id in s, plays it again, asks for
// the state, the last move in Yorozuya notation and a snapshot, each with
// from at the game's end, rounds times, and returns the cost of a round.
func costOf(t *testing.T, s *Session, id, plies int) replyCost {
	t.Helper()
	last := s.games[id].game.Moves()[plies-1].String()
	if reply := s.Call("history", fmt.Sprintf(`{"id":%d,"from":%d,"notation":"yorozuya"}`, id, plies)); reply != `{"ok":[]}` {
		t.Fatalf("history: %s", reply)
	}
	const rounds = 20
	var replied uint64
	objects := allocatedObjects()
	before := allocated()
	for range rounds {
		for _, c := range [][2]string{
			{"undo", fmt.Sprintf(`{"id":%d,"from":%d}`, id, plies)},
			{"play", fmt.Sprintf(`{"id":%d,"from":%d,"move":%q}`, id, plies, last)},
			{"state", fmt.Sprintf(`{"id":%d,"from":%d}`, id, plies)},
			{"history", fmt.Sprintf(`{"id":%d,"from":%d,"notation":"yorozuya"}`, id, plies-1)},
			{"snapshot", fmt.Sprintf(`{"id":%d,"from":%d,"notation":"yorozuya","svg":true}`, id, plies-1)},
		} {
			reply := s.Call(c[0], c[1])
			if reply[:5] != `{"ok"` {
				t.Fatalf("%s: %s", c[0], reply)
			}
			replied += uint64(len(reply))
		}
	}
	return replyCost{(allocatedObjects() - objects) / rounds, (allocated() - before) / rounds, replied / rounds}
}

// allocatedObjects returns the number of objects allocated so far.
func allocatedObjects() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:objects"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// TestReplyCostIndependentOfLength checks that undo, play, state, a
// history's tail and a snapshot on a long game cost what they cost on a
// short one: none replays the game or writes its history again. The long
// game is as long as a game may grow (record.MaxPlies), less the move a
// round plays.
func TestReplyCostIndependentOfLength(t *testing.T) {
	long := record.MaxPlies - 1
	if testing.Short() {
		long = 10_000
	}
	s := NewSession()
	costs := map[int]replyCost{}
	for _, plies := range []int{1_000, long} {
		st := s.addGame(quietShoGame(t, plies), plies)
		costs[plies] = costOf(t, s, st.ID, plies)
		t.Logf("%d plies: %d objects and %d bytes allocated, %d bytes replied per round", plies, costs[plies].objects, costs[plies].allocated, costs[plies].replied)
	}
	// The budget: a round on the long game allocates and replies at most
	// a quarter more than on the short one, and allocates under 1 MB.
	short, far := costs[1_000], costs[long]
	if far.allocated > short.allocated*5/4 || far.allocated > 1<<20 {
		t.Errorf("a round allocates %d bytes after %d plies, %d after 1,000", far.allocated, long, short.allocated)
	}
	if far.objects > short.objects*5/4 {
		t.Errorf("a round allocates %d objects after %d plies, %d after 1,000", far.objects, long, short.objects)
	}
	if far.replied > short.replied*5/4 {
		t.Errorf("a round replies %d bytes after %d plies, %d after 1,000", far.replied, long, short.replied)
	}
}
