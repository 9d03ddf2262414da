package serve

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// Settings are what the protocols set that a player needs when it is made.
type Settings struct {
	// Hash is the size of the player's transposition table in megabytes
	// (USI "USI_Hash", XBoard "memory").
	Hash int
	// MultiPV is the number of best lines the player reports (USI
	// "MultiPV" and "USI_MultiPV"); 1 reports the best line only.
	MultiPV int
	// Threads is the number of threads the player searches with (USI
	// "Threads", XBoard "cores"), from 1 to [MaxThreads].
	Threads int
	// Skill is how well the player plays (USI "Skill_Level"), from
	// [MinSkill], the weakest, to [MaxSkill], full strength: the built-in
	// search plays at Skill s with search.Options.Weaken MaxSkill−s.
	Skill int
}

// The bounds of Settings.
const (
	MaxThreads = 256 // the most Threads
	MinSkill   = -9  // the weakest Skill, as Fairy-Stockfish's Skill_Level
	MaxSkill   = 20  // full strength
)

// Factory makes a player for a game's rules under the settings in force.
// A server makes a new player whenever the rules or the settings change,
// and closes the one before.
type Factory func(r *rules.Rules, s Settings) (engine.Player, error)

// Config describes the engine a server serves.
type Config struct {
	// Name is the engine's name (USI "id name", XBoard "myname").
	Name string
	// Author is its author (USI "id author").
	Author string
	// NewPlayer makes the player that thinks.
	NewPlayer Factory
	// Variants are the games offered, each configured with the profile and
	// options it is played under until a protocol chooses others, and
	// named to the protocols by its USIVariant and XBoardVariant. The
	// first is played until another is chosen. Their names must differ.
	Variants []*variant.Variant
	// Hash is the transposition table size in megabytes until a protocol
	// sets one; 0 means [DefaultHash].
	Hash int
	// MaxMultiPV is the most lines the player can report; above 1, USI
	// offers the MultiPV option.
	MaxMultiPV int
	// EndWait is how long the end of the input waits for a search in
	// progress to end by its limits before it stops it and answers; 0
	// means [DefaultEndWait].
	EndWait time.Duration
	// MaxHash is the largest table, in megabytes, a protocol may ask for,
	// as the machine can give it (see search.HashLimit); 0 or more than
	// [MaxHash] means MaxHash.
	MaxHash int
}

// DefaultHash is the transposition table size in megabytes when
// [Config.Hash] is 0.
const DefaultHash = 16

// DefaultEndWait is [Config.EndWait] when it is 0: a search of go depth
// 1000000 piped to the engine is answered after 10 s.
const DefaultEndWait = 10 * time.Second

// MaxHash is the largest transposition table, in megabytes, a protocol may
// ask for on any machine.
const MaxHash = 1 << 16

// MaxLine is the longest command line, in bytes, a server reads; a longer
// one ends the server with an error.
const MaxLine = 1 << 20

// Run serves the protocol that the first command read from in names: "usi"
// for USI, "xboard" for XBoard (blank lines before it are skipped). It
// returns when the protocol's quit command is read or ctx is cancelled
// (ctx's error), stopping a search in progress without its answer; or when
// in ends (nil), after the answer to a search in progress — once it ends
// by its limits or [Config.EndWait] has passed, or at once after go
// infinite, go ponder, or ponderhit of a go ponder without limits — so that
// commands piped to the engine get their answer. It closes the player
// before it returns. An error reading in or writing out ends it too. A
// goroutine reading in may outlive Run until in ends.
func Run(ctx context.Context, in io.Reader, out io.Writer, cfg Config) error {
	lines := readLines(in)
	for l := range lines {
		if l.err != nil {
			return l.err
		}
		switch first := strings.TrimSpace(l.text); {
		case first == "":
			continue
		case first == "usi":
			return serveUSI(ctx, first, lines, out, cfg)
		case first == "xboard":
			return serveXBoard(ctx, first, lines, out, cfg)
		default:
			return fmt.Errorf("serve: the first command is %s, want usi or xboard", clip.Quote(first))
		}
	}
	return nil
}

// USI serves the USI protocol on in and out: see [Run].
func USI(ctx context.Context, in io.Reader, out io.Writer, cfg Config) error {
	return serveUSI(ctx, "", readLines(in), out, cfg)
}

// XBoard serves the XBoard protocol (version 2) on in and out: see [Run].
func XBoard(ctx context.Context, in io.Reader, out io.Writer, cfg Config) error {
	return serveXBoard(ctx, "", readLines(in), out, cfg)
}

// line is one command line read, or the error that ended the reading.
type line struct {
	text string
	err  error
}

// readLines reads in line by line on a goroutine of its own, until in ends
// or fails.
func readLines(in io.Reader) <-chan line {
	ch := make(chan line)
	go func() {
		defer close(ch)
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 0, 4096), MaxLine)
		for sc.Scan() {
			ch <- line{text: sc.Text()}
		}
		if err := sc.Err(); err != nil {
			if errors.Is(err, bufio.ErrTooLong) {
				err = fmt.Errorf("serve: a command line longer than %d bytes", MaxLine)
			}
			ch <- line{err: err}
		}
	}()
	return ch
}

// writer writes whole lines to out for every goroutine of a server, and
// keeps the first error.
type writer struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

// printf writes one line.
func (w *writer) printf(format string, args ...any) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err != nil {
		return
	}
	_, w.err = fmt.Fprintf(w.w, format+"\n", args...)
}

// failed returns the first error writing.
func (w *writer) failed() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}
