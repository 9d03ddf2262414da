package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/match"
	"github.com/largeshogi/largeshogi/rules"
)

// hashPlayer plays the legal move its position's hash picks: a random
// mover whose games do not depend on the order they are played in.
type hashPlayer struct {
	name string
	buf  []rules.Move
}

func (p *hashPlayer) Name() string                  { return p.name }
func (p *hashPlayer) NewGame(context.Context) error { return nil }
func (p *hashPlayer) Close() error                  { return nil }
func (p *hashPlayer) Go(_ context.Context, g *rules.Game, _ engine.Limits, _ func(engine.Info)) (engine.Reply, error) {
	p.buf = g.AppendMoves(p.buf[:0])
	m := p.buf[g.Position().Hash()%uint64(len(p.buf))]
	return engine.Reply{Move: m, Text: m.String()}, nil
}

// withRandomEngines runs f with -engine starting hash players named
// after the spec's name.
func withRandomEngines(t *testing.T, f func()) {
	t.Helper()
	old := startEngine
	startEngine = func(spec engineSpec, _ time.Duration) match.Engine {
		return match.Engine{Start: func(context.Context) (engine.Player, error) {
			return &hashPlayer{name: spec.name}, nil
		}}
	}
	defer func() { startEngine = old }()
	f()
}

// TestMatchCommand plays a short match: its report, its records (which
// the record command replays) and its results file.
func TestMatchCommand(t *testing.T) {
	dir := t.TempDir()
	withRandomEngines(t, func() {
		stdout, stderr, err := runArgs(t, "match", "-engine", "cmd=a,name=Alpha", "-engine", "cmd=b,name=Beta",
			"-variant", "chu", "-games", "4", "-max-plies", "10", "-random", "2", "-out", dir)
		if err != nil {
			t.Fatalf("%v\n%s", err, stderr)
		}
		for _, w := range []string{"Alpha vs Beta: chu (jcsa), no limit\n", "Games: 4, Alpha: 0 wins, 4 draws, 0 losses; points 2.0 (50.0%)\n", "draw: adjudication"} {
			if !strings.Contains(stdout, w) {
				t.Errorf("report does not say %q:\n%s", w, stdout)
			}
		}
		if n := len(lines(stderr)); n != 4 || !strings.HasPrefix(stderr, "[1/4] game ") {
			t.Errorf("progress: %d lines, want 4:\n%s", n, stderr)
		}
	})
	for i := 1; i <= 4; i++ {
		for _, ext := range []string{".kif", ".pgn"} {
			file := filepath.Join(dir, "game-0000"+string(rune('0'+i))+ext)
			stdout, _, err := runArgs(t, "record", "-to", "usi", file)
			if err != nil {
				t.Fatalf("record %s: %v", file, err)
			}
			if n := len(strings.Fields(stdout[strings.Index(stdout, " moves ")+7:])); n != 10 {
				t.Errorf("record %s: %d moves, want 10:\n%s", file, n, stdout)
			}
		}
	}
	entries, err := os.ReadFile(filepath.Join(dir, "results.jsonl"))
	if err != nil || len(lines(string(entries))) != 4 {
		t.Errorf("results.jsonl: %v\n%s", err, entries)
	}
}

// TestMatchShardsSummary plays a match whole and in two shards into one
// directory: the summary of the shards' results files is the whole
// match's report.
func TestMatchShardsSummary(t *testing.T) {
	whole, shards := t.TempDir(), t.TempDir()
	args := []string{"match", "-engine", "cmd=a,name=Alpha", "-engine", "cmd=b,name=Beta", "-variant", "sho",
		"-games", "6", "-max-plies", "30", "-material", "1/0", "-random", "3", "-seed", "42"}
	withRandomEngines(t, func() {
		want, _, err := runArgs(t, append(args, "-out", whole)...)
		if err != nil {
			t.Fatal(err)
		}
		for _, sh := range []string{"1/2", "2/2"} {
			_, progress, err := runArgs(t, append(args, "-out", shards, "-shard", sh, "-sprt", "0,10")...)
			if err != nil {
				t.Fatal(err)
			}
			n := 4 // shard 1/2 plays pairs 1 and 3, shard 2/2 pair 2
			if sh == "2/2" {
				n = 2
			}
			if got := len(lines(progress)); got != n || !strings.Contains(progress, ", LLR ") || !strings.HasPrefix(progress, fmt.Sprintf("[1/%d] game ", n)) {
				t.Errorf("shard %s: progress:\n%s", sh, progress)
			}
		}
		got, _, err := runArgs(t, "summary", shards)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(want, "wins: adjudication") {
			t.Errorf("no game won by material adjudication:\n%s", want)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("summary of the shards (-whole +shards):\n%s", diff)
		}
		again, _, err := runArgs(t, "summary", filepath.Join(shards, "results-1-of-2.jsonl"), filepath.Join(shards, "results-2-of-2.jsonl"))
		if err != nil || again != got {
			t.Errorf("summary of the files: %v\n%s", err, again)
		}
		if _, _, err := runArgs(t, "summary", shards, filepath.Join(shards, "results-1-of-2.jsonl")); err == nil || !strings.Contains(err.Error(), "given twice") {
			t.Errorf("a shard twice: %v", err)
		}
		// The records name their variant: record replays them without
		// -variant.
		for _, name := range []string{"game-00006.kif", "game-00006.pgn"} {
			out, _, err := runArgs(t, "record", "-to", "usi", filepath.Join(shards, name))
			if err != nil || !strings.Contains(out, "USI_Variant value sho") {
				t.Errorf("record %s: %v\n%s", name, err, out)
			}
		}
	})
}

// TestMatchFlagErrors checks that a bad command line is refused with its
// reason before any engine starts.
func TestMatchFlagErrors(t *testing.T) {
	two := []string{"match", "-engine", "cmd=a", "-engine", "cmd=b"}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"match", "-engine", "cmd=a"}, "match: 1 -engine flags: want two"},
		{[]string{"match", "-engine", "name=x"}, `-engine "name=x": no cmd or builtin`},
		{[]string{"match", "-engine", "builtin=chess"}, `builtin "chess": want search, random or greedy`},
		{[]string{"match", "-engine", "builtin=random,hash=4"}, "hash is not a key of builtin=random, which takes builtin, name, seed"},
		{[]string{"match", "-engine", "builtin=search,cmd=a"}, "cmd is not a key of builtin=search"},
		{[]string{"match", "-engine", "builtin=search,threads=0"}, `threads "0": want a number from 1`},
		{[]string{"match", "-engine", "cmd=a,seed=4"}, "hash, threads and seed are for builtin players"},
		{[]string{"match", "-engine", "cmd=a,proto=uci"}, `proto "uci": want usi or xboard`},
		{[]string{"match", "-engine", "cmd=a,colour=red"}, `unknown key "colour"`},
		{[]string{"match", "-engine", "cmd=a,cmd=b"}, "cmd given twice"},
		{[]string{"match", "-engine", "cmd=a,notation=morse"}, `notation "morse"`},
		{[]string{"match", "-engine", "cmd=a,proto=usi,memory=64"}, "memory is for XBoard engines"},
		{append(two, "-nodes", "1000"), "-nodes: engine 1 speaks XBoard, which has no node limit"},
		{append(two, "-st", "0.1", "-tc", "60"), "-st and -tc or -byoyomi: choose"},
		{append(two, "-tc", "60+x"), `-tc "x": want a number of seconds`},
		{append(two, "-sprt", "0"), `-sprt "0": want ELO0,ELO1`},
		{append(two, "-sprt", "5,0"), "elo0 5 must be less than elo1 0"},
		{append(two, "-material", "5"), `-material "5": want MARGIN/PLIES`},
		{append(two, "-shard", "3/2"), `shard "3/2": want I/N`},
		{append(two, "-games", "0", "-out", t.TempDir()), "match: 0 games"},
		{append(two, "-random", "4", "-openings", "../../match/testdata/openings.txt", "-out", t.TempDir()), "match: openings and random openings: choose one"},
	} {
		_, _, err := runArgs(t, tc.args...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.args, err, tc.want)
		}
	}
}

// TestMatchHaChu plays HaChu against itself, two games of chu and one
// pair of dai at 0.1 s a move, when /usr/games/hachu is installed: the
// match finishes, reports a result and writes records the record command
// replays.
func TestMatchHaChu(t *testing.T) {
	const hachu = "/usr/games/hachu"
	if _, err := os.Stat(hachu); err != nil || testing.Short() {
		t.Skip("HaChu is not installed, or -short")
	}
	for _, variant := range []string{"chu", "dai"} {
		dir := t.TempDir()
		stdout, stderr, err := runArgs(t, "match", "-engine", "cmd="+hachu+",name=HaChu", "-engine", "cmd="+hachu+",name=HaChu",
			"-variant", variant, "-games", "2", "-st", "0.1", "-max-plies", "60", "-out", dir)
		if err != nil {
			t.Fatalf("%s: %v\n%s", variant, err, stderr)
		}
		if !strings.Contains(stdout, "Games: 2,") || !strings.Contains(stdout, "Elo difference: ") {
			t.Errorf("%s: report:\n%s", variant, stdout)
		}
		for _, name := range []string{"game-00001.kif", "game-00001.pgn", "game-00002.kif", "game-00002.pgn"} {
			if _, _, err := runArgs(t, "record", "-to", "usi", filepath.Join(dir, name)); err != nil {
				t.Errorf("%s: record %s: %v", variant, name, err)
			}
		}
	}
}

// TestMatchBuiltin plays the built-in players against each other: the
// report names them, the records replay, and the random and greedy
// players' seeds make their games the same from run to run and different
// from another seed's.
func TestMatchBuiltin(t *testing.T) {
	play := func(a, b, header string) []string {
		dir := t.TempDir()
		stdout, stderr, err := runArgs(t, "match", "-engine", a, "-engine", b, "-variant", "sho", "-games", "2", "-depth", "1",
			"-max-plies", "30", "-random", "2", "-out", dir)
		if err != nil {
			t.Fatalf("%s, %s: %v\n%s", a, b, err, stderr)
		}
		if !strings.HasPrefix(stdout, header) || !strings.Contains(stdout, "Games: 2,") {
			t.Errorf("%s, %s: report:\n%s", a, b, stdout)
		}
		var games []string
		for i := 1; i <= 2; i++ {
			usi, _, err := runArgs(t, "record", "-to", "usi", filepath.Join(dir, fmt.Sprintf("game-%05d.kif", i)))
			if err != nil {
				t.Fatalf("%s, %s: record of game %d: %v", a, b, i, err)
			}
			games = append(games, usi)
		}
		return games
	}
	games := play("builtin=search,hash=1,threads=1", "builtin=random,name=Rnd", "largeshogi vs Rnd: sho, depth 1")
	if len(games) != 2 {
		t.Fatalf("%d games", len(games))
	}
	first := play("builtin=random,seed=3", "builtin=greedy,seed=3", "random vs greedy: sho")
	if again := play("builtin=random,seed=3", "builtin=greedy,seed=3", "random vs greedy: sho"); !cmp.Equal(first, again) {
		t.Errorf("the same seeds played other games: %s", cmp.Diff(first, again))
	}
	if other := play("builtin=random,seed=4", "builtin=greedy,seed=4", "random vs greedy: sho"); cmp.Equal(first, other) {
		t.Errorf("seeds 3 and 4 played the same games:\n%s", first)
	}
}

// TestMatchOpeningsFile plays each opening of a file with both colours.
func TestMatchOpeningsFile(t *testing.T) {
	dir := t.TempDir()
	withRandomEngines(t, func() {
		if _, stderr, err := runArgs(t, "match", "-engine", "cmd=a,name=Alpha", "-engine", "cmd=b,name=Beta", "-games", "4", "-max-plies", "6",
			"-openings", filepath.Join("..", "..", "match", "testdata", "openings.txt"), "-out", dir); err != nil {
			t.Fatalf("%v\n%s", err, stderr)
		}
	})
	want := []string{"startpos moves 7i7h 6d6e", "startpos moves 7i7h 6d6e", "startpos moves 6i6h 7d7e", "startpos moves 6i6h 7d7e"}
	for i, w := range want {
		src, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("game-%05d.pgn", i+1)))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(src), `[Opening "`+w+`"]`) {
			t.Errorf("game %d does not start from %s:\n%s", i+1, w, src)
		}
	}
}

// FuzzEngineSpec: no -engine value makes parseEngineSpec panic, and one it
// reads names a program and a protocol, or a built-in player.
func FuzzEngineSpec(f *testing.F) {
	for _, s := range []string{"cmd=/usr/games/hachu,name=HaChu", "cmd=a,proto=usi,option.Hash=64,arg=-x,arg=-y", "cmd=a,memory=0",
		"cmd=a,notation=xboard,variant=chu,dir=/tmp", "name", "=,=", "cmd=a,option.=1",
		"builtin=search,hash=16,threads=2", "builtin=greedy,seed=7,name=G", "builtin=random,cmd=a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		spec, err := parseEngineSpec(s)
		if err != nil {
			return
		}
		builtin := spec.builtin != "" && spec.cmd == "" && spec.proto == ""
		program := spec.builtin == "" && spec.cmd != "" && (spec.proto == "usi" || spec.proto == "xboard")
		if !builtin && !program {
			t.Errorf("%q read as %+v", s, spec)
		}
	})
}
