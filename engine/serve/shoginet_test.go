package serve

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
	searcher "github.com/largeshogi/largeshogi/search"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// The shoginet transcript: the engine driven exactly as lishogi's shoginet
// (WandererXII/shoginet, commit b6add9f) drives a Fairy-type engine, with
// the built-in search behind it. The citations are file:line in that
// commit; the limits are the server's (server-config.json) with smaller
// depths, so that the test is quick.

// counterStrike is a chu position, White to move, where White's rook
// takes Black's lion (5a5e) and Black's bishop could then take White's
// unprotected lion elsewhere (8g7f): the Okazaki exception, which the
// JCSA allows and lishogi forbids.
const counterStrike = "k6r4/12/12/12/7N4/5n6/4B7/12/12/12/12/K11 w - 1"

// shoginetInfo is what shoginet's parseInfo (src/work/util.ts:17-58)
// keeps of an info line: the tokens after each key it knows, the rest
// ignored; the PV is the rest of the line.
type shoginetInfo struct {
	depth, multipv int
	nodes          int
	hasScore       bool
	cp, mate       int
	pv             string
}

func parseShoginetInfo(rest string) shoginetInfo {
	tokens := strings.Fields(rest)
	var out shoginetInfo
	num := func(i int) int {
		if i >= len(tokens) {
			return 0
		}
		n, _ := strconv.Atoi(tokens[i])
		return n
	}
	for i := 0; i < len(tokens); i++ {
		switch tokens[i] {
		case "depth":
			i++
			out.depth = num(i)
		case "multipv":
			i++
			out.multipv = num(i)
		case "nodes":
			i++
			out.nodes = num(i)
		case "score":
			out.hasScore = true
			i += 2
			if tokens[i-1] == "cp" {
				out.cp = num(i)
			} else {
				out.mate = num(i)
			}
		case "pv":
			out.pv = strings.Join(tokens[i+1:], " ")
			i = len(tokens)
		case "seldepth", "nps", "time":
			i++
		}
	}
	return out
}

// shoginetEngine is the engine's end of shoginet's Engine class
// (src/engine.ts).
type shoginetEngine struct {
	t *testing.T
	c *conn
}

// startShoginet runs the server as shoginet starts an engine: usi, then
// the options of a Fairy-type engine (engine.ts:21-24, set at
// engine.ts:128-132) and isready (engine.ts:136). It checks that every
// option shoginet sets is one the engine declared (engine.ts:115-118,
// 187-189).
func startShoginet(t *testing.T, cfg Config) *shoginetEngine {
	e := &shoginetEngine{t: t, c: dial(t, cfg)}
	e.c.send("usi")
	var options []string
	for {
		l := e.c.readLine()
		if l == "usiok" {
			break
		}
		if f := strings.Fields(l); len(f) > 2 && f[0] == "option" {
			options = append(options, f[2])
		}
	}
	for _, name := range []string{"Threads", "USI_Hash", "USI_Variant", "Skill_Level", "USI_MultiPV", "USI_AnalyseMode"} {
		if !slices.Contains(options, name) {
			t.Errorf("the engine declares %q, not %s, which shoginet sets", options, name)
		}
	}
	e.send("setoption name Threads value 1")
	e.send("setoption name USI_Hash value 16")
	e.expect("isready", "readyok")
	return e
}

// send sends a command that has no answer.
func (e *shoginetEngine) send(cmd string) {
	e.t.Helper()
	e.c.send(cmd)
}

// expect sends a command and checks the lines it is answered with: every
// setoption and position before it must have been taken silently.
func (e *shoginetEngine) expect(cmd string, want ...string) {
	e.t.Helper()
	e.c.send(cmd)
	if got := e.c.read(len(want)); !slices.Equal(got, want) {
		e.t.Fatalf("%s: answered %q, want %q", cmd, got, want)
	}
}

// search is Engine.search (engine.ts:211-254): isready, and once readyok
// comes, the position with its moves joined by spaces (engine.ts:224,
// "moves " and nothing after it for none) and go (engine.ts:226-251). It
// returns the info lines and the bestmove.
func (e *shoginetEngine) search(position string, moves []string, goArgs string) (infos []string, best string) {
	e.t.Helper()
	e.expect("isready", "readyok")
	e.c.send("position sfen " + position + " moves " + strings.Join(moves, " "))
	e.c.send("go " + goArgs)
	for {
		l := e.c.readLine()
		if rest, ok := strings.CutPrefix(l, "bestmove "); ok {
			return infos, strings.Fields(rest)[0]
		}
		if rest, ok := strings.CutPrefix(l, "info "); ok {
			infos = append(infos, rest)
			continue
		}
		e.t.Fatalf("%s: the engine wrote %q", goArgs, l)
	}
}

// shoginetConfig serves chu shogi (as configured: the JCSA's rules) with
// the built-in search.
func shoginetConfig(t *testing.T) Config {
	chu, err := variants.Load("chu")
	if err != nil {
		t.Fatal(err)
	}
	return Config{Name: "largeshogi", Variants: []*variant.Variant{chu}, MaxMultiPV: 64,
		NewPlayer: func(r *rules.Rules, s Settings) (engine.Player, error) {
			return searcher.New(r, searcher.Options{Hash: s.Hash, MultiPV: s.MultiPV, Threads: s.Threads, Weaken: MaxSkill - s.Skill})
		}}
}

// TestShoginet drives the engine with shoginet's move, analysis and
// puzzle work: a counter-strike position under chushogi, a refused
// position, a clock search, an analysis from the last position to the
// start (whose position command has an empty list of moves), a move at
// the weakest level after it, and three lines through USI_MultiPV.
func TestShoginet(t *testing.T) {
	cfg := shoginetConfig(t)
	chu := cfg.Variants[0]
	lishogi, err := chu.Configure("lishogi")
	if err != nil {
		t.Fatal(err)
	}
	lishogiRules, err := rules.New(lishogi)
	if err != nil {
		t.Fatal(err)
	}
	e := startShoginet(t, cfg)

	// Move work at level 10 (move.ts:15-21, server-config.json's fairy
	// level 10: skill 20, movetime 2000), with a game's clock: btime and
	// wtime in milliseconds, byoyomi, no increment (engine.ts:235-249).
	e.send("setoption name USI_Variant value chushogi")
	e.send("setoption name Skill_Level value 20")
	e.send("setoption name USI_MultiPV value 1")
	e.send("usinewgame")
	infos, best := e.search(counterStrike, []string{"5a5e"}, "movetime 2000 depth 3 btime 300000 wtime 290000 byoyomi 10000")
	if best == "8g7f" {
		t.Errorf("under chushogi the engine takes the lion with its bishop (8g7f), which lishogi forbids")
	}
	p, err := lishogiRules.ParseSFEN(counterStrike)
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(p)
	if err := g.PlayUSI("5a5e"); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Position().ParseUSI(best); err != nil {
		t.Errorf("bestmove %s under lishogi's rules: %v", best, err)
	}
	checkInfos(t, infos, best)

	// The move lishogi forbids, in a position command, is refused, and
	// the go after it resigns: shoginet's parseUsi reads no move in
	// "resign" and gives the work up (move.ts:23-33).
	e.expect("isready", "readyok")
	e.c.send("position sfen " + counterStrike + " moves 5a5e 8g7f")
	if l := e.c.readLine(); !strings.HasPrefix(l, "info string error: position:1:") || !strings.Contains(l, "8g7f") {
		t.Errorf("position with 8g7f: %q, want its error", l)
	}
	e.expect("go movetime 2000 depth 3 btime 300000 wtime 290000 byoyomi 10000",
		"info string error: go: no position: the last position command was refused", "bestmove resign")

	// LargeShogi_Profile still chooses the JCSA's rules, where the
	// counter-strike is the best move.
	e.send("setoption name LargeShogi_Profile value jcsa")
	if _, best := e.search(counterStrike, []string{"5a5e"}, "depth 2"); best != "8g7f" {
		t.Errorf("under the JCSA's rules: bestmove %s, want 8g7f", best)
	}

	// Analysis work (analysis.ts:23-29), each ply from the last to the
	// start (analysis.ts:36-85) under the server's limits
	// (server-config.json: movetime 1000, nodes 1250000; depth 2 here).
	sfen := lishogiRules.NewPosition().SFEN()
	moves := strings.Split("7i7h 6d6e", " ") // analysis.ts:19
	e.send("setoption name USI_Variant value chushogi")
	e.send("setoption name USI_AnalyseMode value true")
	e.send("setoption name Skill_Level value 20")
	e.send("setoption name USI_MultiPV value 1")
	e.send("usinewgame")
	for ply := len(moves); ply >= 0; ply-- {
		infos, best := e.search(sfen, moves[:ply], "movetime 1000 depth 2 nodes 1250000")
		deepest := checkInfos(t, infos, best)
		if !deepest.hasScore || deepest.depth != 2 {
			t.Errorf("ply %d: the analysis keeps %+v, want a score at depth 2", ply, deepest)
		}
	}

	// Move work at level 1 (move.ts:15-21; server-config.json: skill -9,
	// movetime 50, depth 5). shoginet leaves USI_AnalyseMode on from the
	// analysis; Skill_Level -9 still holds the search to 1,000 nodes (a
	// search stops at the first check after its cap, every 256 nodes).
	e.send("setoption name USI_Variant value chushogi")
	e.send("setoption name Skill_Level value -9")
	e.send("setoption name USI_MultiPV value 1")
	e.send("usinewgame")
	infos, best = e.search(sfen, moves, "movetime 50 depth 5")
	for _, l := range infos {
		if in := parseShoginetInfo(l); in.nodes > 1000+256 || in.depth == 0 {
			t.Errorf("at level 1: %q, want a depth and at most 1,000 nodes", l)
		}
	}
	played := rules.NewGame(lishogiRules.NewPosition())
	for _, m := range append(moves, best) {
		if err := played.PlayUSI(m); err != nil {
			t.Errorf("at level 1: %s after %v: %v", m, moves, err)
		}
	}

	// Puzzle work: three lines through USI_MultiPV (puzzle.ts:45-52),
	// each line's score kept by its rank (puzzle.ts:63-70). shoginet's
	// puzzles are of standard shogi (puzzle.ts:46); the lines are asked
	// for as in chu shogi.
	e.send("setoption name Skill_Level value 20")
	e.send("setoption name USI_AnalyseMode value true")
	e.send("setoption name USI_MultiPV value 3")
	e.send("usinewgame")
	infos, best = e.search(sfen, nil, "movetime 3000 depth 2")
	var scores [3]*shoginetInfo
	for _, l := range infos {
		in := parseShoginetInfo(l)
		rank := max(in.multipv, 1)
		if in.hasScore && rank <= len(scores) {
			scores[rank-1] = &in
		}
	}
	for i, s := range scores {
		switch {
		case s == nil:
			t.Fatalf("no score for line %d in %q", i+1, infos)
		case s.depth != 2 || s.mate != 0:
			t.Errorf("line %d: %+v, want depth 2 and a score in centipawns", i+1, *s)
		case i > 0 && s.cp > scores[i-1].cp:
			t.Errorf("line %d scores %d, above line %d's %d", i+1, s.cp, i, scores[i-1].cp)
		}
	}
	if first := strings.Fields(scores[0].pv); len(first) == 0 || first[0] != best {
		t.Errorf("the first line %q does not start with bestmove %s", scores[0].pv, best)
	}
	e.send("quit")
	if err := <-e.c.ran; err != nil {
		t.Errorf("Run: %v", err)
	}
}

// checkInfos checks the info lines of one search as shoginet's analysis
// reads them (analysis.ts:57-66): each has a depth, so that the deepest
// line is kept; that line has a score and a PV starting with the bestmove.
// It returns the deepest line.
func checkInfos(t *testing.T, infos []string, best string) shoginetInfo {
	t.Helper()
	var deepest *shoginetInfo
	for _, l := range infos {
		in := parseShoginetInfo(l)
		if in.depth == 0 {
			t.Errorf("info %q has no depth: shoginet would keep it as the deepest", l)
		}
		if deepest == nil || in.depth == 0 || in.depth >= deepest.depth {
			deepest = &in
		}
	}
	if deepest == nil {
		t.Fatalf("no info before bestmove %s", best)
	}
	if pv := strings.Fields(deepest.pv); !deepest.hasScore || len(pv) == 0 || pv[0] != best {
		t.Errorf("the deepest info %+v: want a score and a PV starting with bestmove %s", *deepest, best)
	}
	return *deepest
}
