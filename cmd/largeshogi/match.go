package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/largeshogi/largeshogi/engine/transport"
	"github.com/largeshogi/largeshogi/match"
)

// startEngine turns an -engine description into the match's engine; the
// tests replace it with engines of their own.
var startEngine = externalEngine

func runMatch(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("match", "-engine SPEC -engine SPEC [flags] [variant flags]", stdout, stderr)
	var vf variantFlags
	vf.register(fs, true, "comma-separated variant options to enable")
	var engines engineList
	fs.Var(&engines, "engine", "an engine, given twice (the first is the one scores are given for): "+engineKeys+"; values may not hold commas")
	games := fs.Int("games", 2, "the number of games; each opening is played twice, with the colours swapped")
	openings := fs.String("openings", "", "a file of openings, one a line: SFEN, USI position command or USI moves")
	randomPlies := fs.Int("random", 0, "without -openings, random openings of this many plies, none of which captures or passes")
	seed := fs.Uint64("seed", 1, "the seed of the random openings: the same seed gives every shard the same schedule")
	st := fs.String("st", "", "fixed time per move, in seconds (0.1)")
	tc := fs.String("tc", "", "a clock: main time and increment in seconds (60+0.5)")
	byoyomi := fs.String("byoyomi", "", "seconds each move may take once the main time is spent (with -tc, or alone)")
	margin := fs.Duration("margin", 200*time.Millisecond, "time a player may take beyond its time before it loses on time")
	depth := fs.Int("depth", 0, "search depth for every move, when not 0")
	nodes := fs.Int64("nodes", 0, "nodes for every move, when not 0")
	maxPlies := fs.Int("max-plies", 1000, "adjudicate a draw at this many plies (0: never)")
	material := fs.String("material", "", "MARGIN/PLIES: adjudicate a win to a side with MARGIN pieces more than the other for PLIES plies")
	timeout := fs.Duration("timeout", 30*time.Second, "the longest a player may take to start a game, or a move when no time control bounds it")
	concurrency := fs.Int("concurrency", 1, "games played at once")
	fresh := fs.Bool("fresh", false, "start new engines for every game, rather than for each concurrent game")
	shard := fs.String("shard", "", "I/N: play only shard I of N of the schedule")
	out := fs.String("out", "match", "directory for the records (game-NNNNN.kif, .pgn) and the results file")
	sprt := fs.String("sprt", "", "ELO0,ELO1[,ALPHA,BETA]: stop the match when this SPRT concludes (alpha and beta default to 0.05)")
	if err := noArgs(fs, args); err != nil {
		return err
	}
	if len(engines) != 2 {
		return fs.errArgs(fmt.Sprintf("%d -engine flags: want two", len(engines)))
	}
	r, err := vf.compile()
	if err != nil {
		return err
	}
	m := &match.Match{Rules: r, Games: *games, RandomPlies: *randomPlies, Seed: *seed, MaxPlies: *maxPlies,
		Timeout: *timeout, Concurrency: *concurrency, Fresh: *fresh}
	if m.TimeControl, err = timeControl(*st, *tc, *byoyomi); err != nil {
		return err
	}
	m.TimeControl.Margin, m.TimeControl.Depth, m.TimeControl.Nodes = *margin, *depth, *nodes
	if *openings != "" {
		src, err := os.ReadFile(*openings)
		if err != nil {
			return err
		}
		if m.Openings, err = match.ReadOpenings(r, *openings, src); err != nil {
			return err
		}
	}
	if *material != "" {
		if m.Material, err = materialRule(*material); err != nil {
			return err
		}
	}
	if *shard != "" {
		if m.Shard, err = match.ParseShard(*shard); err != nil {
			return err
		}
	}
	if *sprt != "" {
		if m.SPRT, err = parseSPRT(*sprt); err != nil {
			return err
		}
	}
	for i, spec := range engines {
		if spec.proto == "xboard" && m.TimeControl.Nodes > 0 {
			return fmt.Errorf("-nodes: engine %d speaks XBoard, which has no node limit", i+1)
		}
		if spec.builtin != "" {
			m.Engines[i] = builtinEngine(spec, r)
			continue
		}
		m.Engines[i] = startEngine(spec, m.TimeControl.Margin)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	resultsName := "results.jsonl"
	if m.Shard.Count > 0 {
		resultsName = fmt.Sprintf("results-%d-of-%d.jsonl", m.Shard.Index, m.Shard.Count)
	}
	results, err := os.Create(filepath.Join(*out, resultsName))
	if err != nil {
		return err
	}
	defer results.Close()
	var entries []match.Entry
	total := len(m.Scheduled())
	m.OnGame = func(g *match.GameResult) error {
		e := m.Entry(g)
		entries = append(entries, e)
		if err := writeRecords(m, g, *out); err != nil {
			return err
		}
		if err := match.WriteEntry(results, e); err != nil {
			return err
		}
		s, err := match.Summarize(entries)
		if err != nil {
			return err
		}
		fmt.Fprintln(stderr, progressLine(len(entries), total, e, s, m.SPRT))
		return nil
	}
	ctx, stop := interruptible()
	_, runErr := m.Run(ctx)
	stop()
	if err := results.Close(); err != nil && runErr == nil {
		runErr = err
	}
	if len(entries) > 0 {
		s, err := match.Summarize(entries)
		if err != nil {
			return err
		}
		if err := s.Write(stdout, m.SPRT); err != nil {
			return err
		}
	}
	if errors.Is(runErr, context.Canceled) {
		return fmt.Errorf("match: interrupted after %d games of %d", len(entries), total)
	}
	return runErr
}

// interruptible returns a context that the first Ctrl-C (or SIGTERM)
// cancels, so that the match ends its games and closes its engines; the
// second kills every engine and exits at once with status 130. stop ends
// the watch.
func interruptible() (ctx context.Context, stop func()) {
	signals := make(chan os.Signal, 2)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		if _, ok := <-signals; !ok {
			return
		}
		cancel()
		if _, ok := <-signals; !ok {
			return
		}
		transport.KillAll()
		os.Exit(130)
	}()
	return ctx, func() {
		signal.Stop(signals)
		close(signals)
		cancel()
	}
}

// timeControl reads -st, -tc and -byoyomi.
func timeControl(st, tc, byoyomi string) (match.TimeControl, error) {
	var out match.TimeControl
	var err error
	if st != "" {
		if out.MoveTime, err = match.ParseSeconds(st); err != nil {
			return out, fmt.Errorf("-st %w", err)
		}
	}
	if tc != "" {
		if out.Base, out.Increment, err = match.ParseClock(tc); err != nil {
			return out, fmt.Errorf("-tc %w", err)
		}
	}
	if byoyomi != "" {
		if out.Byoyomi, err = match.ParseSeconds(byoyomi); err != nil {
			return out, fmt.Errorf("-byoyomi %w", err)
		}
	}
	if st != "" && (tc != "" || byoyomi != "") {
		return out, errors.New("-st and -tc or -byoyomi: choose a time per move or a clock")
	}
	return out, nil
}

// materialRule reads -material's MARGIN/PLIES.
func materialRule(s string) (match.MaterialRule, error) {
	a, b, ok := strings.Cut(s, "/")
	margin, err1 := strconv.Atoi(a)
	plies, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || margin < 1 || plies < 0 {
		return match.MaterialRule{}, fmt.Errorf("-material %q: want MARGIN/PLIES, such as 5/20", s)
	}
	return match.MaterialRule{Margin: margin, Plies: plies}, nil
}

// parseSPRT reads -sprt's ELO0,ELO1[,ALPHA,BETA].
func parseSPRT(s string) (*match.SPRT, error) {
	parts := strings.Split(s, ",")
	if len(parts) != 2 && len(parts) != 4 {
		return nil, fmt.Errorf("-sprt %q: want ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA", s)
	}
	f := make([]float64, 4)
	f[2], f[3] = 0.05, 0.05
	for i, p := range parts {
		var err error
		if f[i], err = strconv.ParseFloat(strings.TrimSpace(p), 64); err != nil {
			return nil, fmt.Errorf("-sprt %q: %q is not a number", s, p)
		}
	}
	t := &match.SPRT{Elo0: f[0], Elo1: f[1], Alpha: f[2], Beta: f[3]}
	if err := t.Check(); err != nil {
		return nil, fmt.Errorf("-sprt %q: %w", s, err)
	}
	return t, nil
}

// writeRecords writes game g as DIR/game-NNNNN.kif and .pgn, numbered
// from 1 in the schedule.
func writeRecords(m *match.Match, g *match.GameResult, dir string) error {
	base := filepath.Join(dir, fmt.Sprintf("game-%05d", g.Index+1))
	rec, err := m.KIF(g)
	if err != nil {
		return err
	}
	var kif bytes.Buffer
	if err := rec.Write(&kif); err != nil {
		return err
	}
	pg, err := m.PGN(g)
	if err != nil {
		return err
	}
	var pgn bytes.Buffer
	if err := pg.Write(&pgn); err != nil {
		return err
	}
	if err := os.WriteFile(base+".kif", kif.Bytes(), 0o644); err != nil {
		return err
	}
	return os.WriteFile(base+".pgn", pgn.Bytes(), 0o644)
}

// progressLine says how a game ended and where the match stands, with
// the SPRT's log-likelihood ratio when there is one.
func progressLine(done, total int, e match.Entry, s *match.Summary, test *match.SPRT) string {
	black, white := e.Engines[0], e.Engines[1]
	if !e.FirstBlack {
		black, white = white, black
	}
	sc := s.Score
	first, _ := s.Names()
	line := fmt.Sprintf("[%d/%d] game %d, %s (black) vs %s (white): %s: %s, %d plies | %s: +%d =%d -%d, Elo %s",
		done, total, e.Game+1, black, white, e.Result, e.Termination, e.Plies, first, sc.Wins, sc.Draws, sc.Losses, sc.Elo())
	if test != nil {
		line += fmt.Sprintf(", LLR %.2f", test.LLR(sc))
	}
	return line
}

func runSummary(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("summary", "[-sprt ELO0,ELO1[,ALPHA,BETA]] FILE|DIR ...", stdout, stderr)
	sprt := fs.String("sprt", "", "ELO0,ELO1[,ALPHA,BETA]: report this SPRT's log-likelihood ratio and verdict")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return fs.errArgs("no results file or directory given")
	}
	var test *match.SPRT
	if *sprt != "" {
		if test, err = parseSPRT(*sprt); err != nil {
			return err
		}
	}
	var entries []match.Entry
	for _, p := range pos {
		files := []string{p}
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			if files, err = filepath.Glob(filepath.Join(p, "results*.jsonl")); err != nil {
				return err
			}
			if len(files) == 0 {
				return fmt.Errorf("summary: no results*.jsonl file in %s", p)
			}
		}
		for _, name := range files {
			f, err := os.Open(name)
			if err != nil {
				return err
			}
			es, err := match.ReadEntries(name, f)
			f.Close()
			if err != nil {
				return err
			}
			entries = append(entries, es...)
		}
	}
	s, err := match.Summarize(entries)
	if err != nil {
		return err
	}
	return s.Write(stdout, test)
}
