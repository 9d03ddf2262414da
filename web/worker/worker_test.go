package worker_test

import (
	"context"
	"io"
	"os"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/transport"
	"github.com/largeshogi/largeshogi/engine/usiclient"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/usi"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
	"github.com/largeshogi/largeshogi/web/worker"
)

// miniFile is a small variant file of package engine/serve's tests.
const miniFile = "../../engine/serve/testdata/mini.yaml"

// session is an engine run as package engine/usiclient's client sees it, over
// an in-memory transport whose input lines go to Engine.Command; every
// line the engine writes is also kept, for the test to read.
type session struct {
	mu     sync.Mutex
	lines  []string
	wrote  chan struct{} // signalled after each line written
	engine chan *worker.Engine
}

// record keeps a line the engine wrote.
func (s *session) record(line string) {
	s.mu.Lock()
	s.lines = append(s.lines, line)
	s.mu.Unlock()
	select {
	case s.wrote <- struct{}{}:
	default:
	}
}

// transport returns the in-memory engine: lines read from its input go
// to Command; Close is called when the input ends or the engine is
// killed.
func (s *session) transport(opts worker.Options) transport.Func {
	return func(ctx context.Context, stdin io.Reader, stdout, _ io.Writer) error {
		var wmu sync.Mutex
		e, err := worker.Start(func(line string) {
			s.record(line)
			wmu.Lock()
			defer wmu.Unlock()
			io.WriteString(stdout, line+"\n")
		}, opts)
		if err != nil {
			return err
		}
		s.engine <- e
		input := make(chan string)
		go func() {
			defer close(input)
			buf := make([]byte, 4096)
			var partial string
			for {
				n, err := stdin.Read(buf)
				partial += string(buf[:n])
				for {
					line, rest, ok := strings.Cut(partial, "\n")
					if !ok {
						break
					}
					input <- line
					partial = rest
				}
				if err != nil {
					return
				}
			}
		}()
		for {
			select {
			case line, ok := <-input:
				if !ok {
					return e.Close()
				}
				e.Command(line)
			case <-e.Done():
				return e.Close()
			case <-ctx.Done():
				return e.Close()
			}
		}
	}
}

// start starts an engine and its client.
func start(t *testing.T) (*session, *worker.Engine, *usiclient.Engine) {
	t.Helper()
	s := &session{wrote: make(chan struct{}, 1), engine: make(chan *worker.Engine, 1)}
	c, err := usiclient.Start(context.Background(), s.transport(worker.Options{Yield: worker.Every(10*time.Millisecond, runtime.Gosched)}), usiclient.Config{
		// A small table and generous waits: the machine running the
		// tests may be busy, and the race detector slows them.
		Options:  map[string]string{"USI_Hash": "1"},
		Timeouts: engine.Timeouts{Start: time.Minute, Ready: time.Minute},
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Errorf("closing: %v", err)
		}
	})
	return s, <-s.engine, c
}

// bare starts an engine with no client: the test writes its commands.
func bare(t *testing.T) (*session, *worker.Engine) {
	t.Helper()
	s := &session{wrote: make(chan struct{}, 1)}
	e, err := worker.Start(s.record, worker.Options{Yield: worker.Every(10*time.Millisecond, runtime.Gosched)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := e.Close(); err != nil {
			t.Errorf("closing: %v", err)
		}
	})
	return s, e
}

// waitFor waits until the engine has written a line matching re after the
// first `from` lines, and returns it.
func (s *session) waitFor(t *testing.T, from int, re *regexp.Regexp) string {
	t.Helper()
	deadline := time.After(time.Minute)
	for {
		s.mu.Lock()
		for _, l := range s.lines[min(from, len(s.lines)):] {
			if re.MatchString(l) {
				s.mu.Unlock()
				return l
			}
		}
		s.mu.Unlock()
		select {
		case <-s.wrote:
		case <-deadline:
			t.Fatalf("no line matching %s", re)
		}
	}
}

// written returns how many lines the engine has written.
func (s *session) written() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.lines)
}

// play plays plies of the game of rules r between the client and itself
// and checks that every move is legal and came with thinking.
func play(t *testing.T, c *usiclient.Engine, r *rules.Rules, plies int) *rules.Game {
	t.Helper()
	ctx := context.Background()
	if err := c.NewGame(ctx); err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(r.NewPosition())
	for ply := 1; ply <= plies && !g.Outcome().Over(); ply++ {
		infos := 0
		reply, err := c.Go(ctx, g, engine.Limits{Depth: 2}, func(engine.Info) { infos++ })
		if err != nil {
			t.Fatalf("%s ply %d: %v", r.Variant.Name, ply, err)
		}
		if reply.Resign {
			t.Fatalf("%s ply %d: the engine resigns", r.Variant.Name, ply)
		}
		if err := g.Play(reply.Move); err != nil {
			t.Fatalf("%s ply %d: %s: %v", r.Variant.Name, ply, reply.Move, err)
		}
		if infos == 0 {
			t.Errorf("%s ply %d: no thinking reported", r.Variant.Name, ply)
		}
	}
	return g
}

func rulesOf(t *testing.T, v *variant.Variant) *rules.Rules {
	t.Helper()
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestGame plays chu shogi through package engine/usiclient's client, as any
// USI engine is played.
func TestGame(t *testing.T) {
	_, _, c := start(t)
	v, err := variants.Load("chu")
	if err != nil {
		t.Fatal(err)
	}
	g := play(t, c, rulesOf(t, v), 6)
	if n := len(g.Moves()); n != 6 {
		t.Errorf("%d plies played, want 6", n)
	}
}

// TestLoadVariant loads a variant file, plays it, refuses a broken file
// with the loader's file:line:col and goes on playing the variant loaded
// before; a built-in variant is still played when asked for.
func TestLoadVariant(t *testing.T) {
	s, e, c := start(t)
	text, err := os.ReadFile(miniFile)
	if err != nil {
		t.Fatal(err)
	}
	mini, err := variant.LoadFile(miniFile)
	if err != nil {
		t.Fatal(err)
	}
	from := s.written()
	e.LoadVariant(string(text), "mini.yaml")
	if got := s.waitFor(t, from, regexp.MustCompile(`^info string (variant|error)`)); got != "info string variant mini" {
		t.Fatalf("loading mini.yaml: %q", got)
	}
	play(t, c, rulesOf(t, mini), 4)

	broken := strings.Replace(string(text), "betza: WfF\n", "betza: WfQQ(\n", 1)
	from = s.written()
	e.LoadVariant(broken, "broken.yaml")
	got := s.waitFor(t, from, regexp.MustCompile(`^info string (variant|error)`))
	if !regexp.MustCompile(`^info string error: broken\.yaml:\d+:\d+: `).MatchString(got) {
		t.Fatalf("loading a broken file: %q, want its file:line:col", got)
	}
	play(t, c, rulesOf(t, mini), 2)
	chu, err := variants.Load("chu")
	if err != nil {
		t.Fatal(err)
	}
	play(t, c, rulesOf(t, chu), 2)
}

// TestStop checks that go infinite is answered at stop with a legal
// move, and that loading a variant during a search answers it first.
func TestStop(t *testing.T) {
	s, e := bare(t)
	chu, err := variants.Load("chu")
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(rulesOf(t, chu).NewPosition())
	bestmove := regexp.MustCompile(`^bestmove `)
	text, err := os.ReadFile(miniFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, end := range []string{"stop", "load"} {
		from := s.written()
		for _, cmd := range []string{"setoption name USI_Variant value chushogi", "position startpos", "go infinite"} {
			e.Command(cmd)
		}
		s.waitFor(t, from, regexp.MustCompile(`^info depth 2 `))
		if end == "stop" {
			e.Command("stop")
		} else {
			e.LoadVariant(string(text), "mini.yaml")
		}
		line := s.waitFor(t, from, bestmove)
		b, err := usi.ParseBestMove(line)
		if err != nil {
			t.Fatalf("%s: %q: %v", end, line, err)
		}
		m, err := g.Position().ParseUSI(b.Move)
		if err != nil {
			t.Fatalf("%s: %q: %v", end, line, err)
		}
		if err := g.Check(m); err != nil {
			t.Errorf("%s: %q: %v", end, line, err)
		}
		if end == "load" {
			if got := s.waitFor(t, from, regexp.MustCompile(`^info string (variant|error)`)); got != "info string variant mini" {
				t.Errorf("loading during a search: %q", got)
			}
			s.mu.Lock()
			order := slices.IndexFunc(s.lines[from:], bestmove.MatchString) < slices.Index(s.lines[from:], "info string variant mini")
			s.mu.Unlock()
			if !order {
				t.Error("the variant loaded before the search answered")
			}
		}
	}
}

// TestFirstVariant checks which variant is played before any setoption:
// chu shogi, the first built-in one; a variant file that loads; not one
// that does not. The USI handshake offers it first, as its default.
func TestFirstVariant(t *testing.T) {
	s, e := bare(t)
	text, err := os.ReadFile(miniFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		file, text, want string
	}{
		{"", "", "chushogi"},
		{"mini.yaml", string(text), "minishogi"},
		{"empty.yaml", "", "minishogi"},
	} {
		from := s.written()
		if tc.file != "" {
			e.LoadVariant(tc.text, tc.file)
		}
		e.Command("usi")
		got := s.waitFor(t, from, regexp.MustCompile(`^option name USI_Variant `))
		if !strings.Contains(got, " default "+tc.want+" ") {
			t.Errorf("after %q: %q, want %s the default", tc.file, got, tc.want)
		}
	}
}

// TestSettingsKept checks that a variant file loaded keeps MultiPV: the
// engine started again on it still reports two lines.
func TestSettingsKept(t *testing.T) {
	s, e := bare(t)
	text, err := os.ReadFile(miniFile)
	if err != nil {
		t.Fatal(err)
	}
	e.Command("setoption name MultiPV value 2")
	e.LoadVariant(string(text), "mini.yaml")
	from := s.written()
	e.Command("position startpos")
	e.Command("go depth 2")
	s.waitFor(t, from, regexp.MustCompile(`^bestmove `))
	s.mu.Lock()
	defer s.mu.Unlock()
	if !slices.ContainsFunc(s.lines[from:], func(l string) bool { return strings.Contains(l, " multipv 2 ") }) {
		t.Errorf("no second line reported after the variant file loaded:\n%s", strings.Join(s.lines[from:], "\n"))
	}
}
