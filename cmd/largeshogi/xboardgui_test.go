package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/internal/testkit/longtest"
)

// The programs the real-XBoard test runs: Debian's xboard (4.9.1) and
// hachu packages, and Xvfb for a display.
const (
	xboardGUI = "/usr/games/xboard"
	xboardOpp = "/usr/games/hachu"
)

// hachuRepeats is the setting of HaChu's option that lets a move repeat an
// earlier position, as chu's rules do until the fourth repetition.
const hachuRepeats = "Allow repeats=1"

// TestXBoardGUI has Debian's XBoard, under Xvfb with its debug file,
// drive "largeshogi engine" as chu players do:
//
//   - two machines against HaChu from the start, two games (the engine
//     moving first, then second), 20 s a side, XBoard adjudicating a draw
//     after 30 moves;
//   - two machines, the engine against itself, from a middle game XBoard
//     loads from a position file and sends with setboard
//     (testdata/xboard/middlegame.fen), 15 s a side, a draw after 20
//     moves (HaChu 0.21 cannot take part: it reads setboard's side to
//     move as part of the board and exits, "tellusererror Unknown piece
//     ' ' in setup (32)", even on chu's start);
//   - analysis of a game file (testdata/xboard/opening.pgn) with XBoard's
//     AnalyzeFile mode, which sends each move while the engine analyses.
//
// It fails on an illegal move, a false illegal-move claim, a forfeit, an
// error or a message for the user in either direction, on a move of ours
// that reaches HaChu altered (or one of HaChu's that reaches us altered),
// and when XBoard sends what it should not or the engine does not think.
// Against HaChu the engine plays with the options edo-counter-strike and
// cvp-lion-trading (set by XBoard, as a player sets them in its engine
// settings), the rules XBoard 4.9.1 and HaChu apply: both forbid a
// non-lion to take a lion on the move after a lion was taken by a
// non-lion, with no Okazaki exception (HaChu with its "Okazaki rule" off,
// the default), and both judge whether a lion taken from a distance is
// protected after the move alone (XBoard's moves.c, EP_ROYAL_LION;
// hachu.c's Search, on the attack map after the move), so that a lion may
// take the pawn that protects a lion and then that lion, which the JCSA's
// rules, our default, forbid: the engine would answer "Illegal move",
// which XBoard rules a false claim. HaChu plays with its option "Allow
// repeats" on, as chu is played: off, its default, HaChu refuses any move
// that repeats an earlier position (hachu.c's Search drops it at the root,
// and ParseMove answers "Illegal move {Repeats earlier position}"), where
// chu forbids only the fourth repetition, and XBoard, which checks the
// move itself, ends the game "False illegal-move claim" (TestHaChuRepeats).
//
// By default it plays one game against HaChu, 6 s a side, a draw after 12
// moves; LARGESHOGI_LONG_TESTS=1 runs all of the above. Without xboard,
// Xvfb or HaChu it skips, unless LARGESHOGI_XBOARD_TESTS is "required" (as
// .ci/run sets it); it skips in -short mode.
func TestXBoardGUI(t *testing.T) {
	if testing.Short() {
		t.Skip("the real XBoard: not in -short mode")
	}
	xvfb, err := exec.LookPath("Xvfb")
	for _, p := range []string{xboardGUI, xboardOpp} {
		if _, e := os.Stat(p); e != nil {
			err = errors.Join(err, e)
		}
	}
	if err != nil {
		if os.Getenv("LARGESHOGI_XBOARD_TESTS") == "required" {
			t.Fatalf("the real XBoard test cannot run: %v", err)
		}
		t.Skipf("the real XBoard test needs xboard, Xvfb and HaChu (Debian's xboard, xvfb and hachu): %v", err)
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "largeshogi")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	display := startXvfb(t, xvfb)
	engine := bin + " engine -variant chu -options edo-counter-strike"
	testdata, err := filepath.Abs("testdata/xboard")
	if err != nil {
		t.Fatal(err)
	}
	t.Run("two machines", func(t *testing.T) {
		games, tc, moves := longtest.Size(1, 2), longtest.Size("0:06", "0:20"), longtest.Size("12", "30")
		log := runXBoard(t, display, dir, 150*time.Second, "-fcp", bin+" engine -variant chu", "-fd", dir, "-scp", xboardOpp, "-sd", dir,
			"-variant", "chu", "-mg", fmt.Sprint(games), "-inc", "0.1", "-autoCallFlag", "true", "-xponder", "-smpCores", "1",
			"-tc", tc, "-adjudicateDrawMoves", moves, "-firstOptions", "edo-counter-strike=1,cvp-lion-trading=1", "-secondOptions", hachuRepeats)
		for _, want := range []string{">first : option edo-counter-strike=1", ">first : option cvp-lion-trading=1", ">second: option " + hachuRepeats} {
			if !strings.Contains(log, want) {
				t.Errorf("XBoard did not send %q", want)
			}
		}
		played := checkGames(t, log)
		if len(played) != games {
			t.Fatalf("%d games played, want %d", len(played), games)
		}
		for i, plies := range played {
			if plies < 20 {
				t.Errorf("game %d: %d plies played, want at least 20", i+1, plies)
			}
		}
	})

	t.Run("setboard", func(t *testing.T) {
		longtest.Skip(t, "the real XBoard from a position")
		fen, err := os.ReadFile(filepath.Join(testdata, "middlegame.fen"))
		if err != nil {
			t.Fatal(err)
		}
		log := runXBoard(t, display, dir, 60*time.Second, "-fcp", engine, "-fd", dir, "-scp", engine, "-sd", dir,
			"-variant", "chu", "-mg", "1", "-inc", "0.1", "-autoCallFlag", "true", "-xponder", "-tc", "0:15",
			"-adjudicateDrawMoves", "20", "-lpf", filepath.Join(testdata, "middlegame.fen"))
		// XBoard sends the position with the move number 1.
		f := strings.Fields(string(fen))
		for _, engine := range []string{"first ", "second"} {
			want := ">" + engine + ": setboard " + f[0] + " " + f[1] + " - 0 1"
			if !strings.Contains(log, want) {
				t.Errorf("XBoard did not send %q", want)
			}
		}
		if games := checkGames(t, log); len(games) != 1 || games[0] < 4 {
			t.Errorf("plies played from the position: %v, want one game of at least 4", games)
		}
	})

	t.Run("analysis", func(t *testing.T) {
		longtest.Skip(t, "the real XBoard's analysis")
		log := runXBoard(t, display, dir, 12*time.Second, "-fcp", engine, "-fd", dir, "-variant", "chu",
			"-lgf", filepath.Join(testdata, "opening.pgn"), "-mode", "AnalyzeFile", "-timeDelay", "0.5")
		checkLog(t, log)
		for _, want := range []string{">first : analyze", ">first : exit"} {
			if !strings.Contains(log, want) {
				t.Errorf("XBoard did not send %q", want)
			}
		}
		sent := regexp.MustCompile(`>first : usermove (?:\d+ >first : )?\S+`).FindAllString(log, -1)
		thought := regexp.MustCompile(`<first : \d+ -?\d+ \d+ \d+ [a-l]\d+[a-l]\d+`).FindAllString(log, -1)
		if len(sent) != 12 || len(thought) < 12 {
			t.Errorf("XBoard sent %d moves (want the game file's 12) and the engine sent %d lines of thinking with a move (want one a position at least)", len(sent), len(thought))
		}
	})
}

// startXvfb starts Xvfb on a display it chooses, for the test's time,
// and returns the display's name.
func startXvfb(t *testing.T, xvfb string) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(xvfb, "-displayfd", "3", "-nolisten", "tcp", "-screen", "0", "1024x768x24")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	number := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		number <- strings.TrimSpace(line)
		r.Close()
	}()
	select {
	case n := <-number:
		if n == "" {
			t.Fatal("Xvfb did not say its display")
		}
		return ":" + n
	case <-time.After(20 * time.Second):
		t.Fatal("Xvfb did not start within 20 s")
	}
	return ""
}

// runXBoard runs XBoard with args on display, its debug file on, until it
// exits or timeout (then it is sent SIGTERM, on which it sends its
// engines quit), and returns its debug file.
func runXBoard(t *testing.T, display, dir string, timeout time.Duration, args ...string) string {
	t.Helper()
	debug := filepath.Join(dir, strings.ReplaceAll(t.Name(), "/", "-")+".debug")
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, xboardGUI, append(args, "-xexit", "-noGUI", "-debug", "-nameOfDebugFile", debug)...)
	cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGTERM) }
	cmd.WaitDelay = 10 * time.Second
	cmd.Env = append(os.Environ(), "DISPLAY="+display)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil && ctx.Err() == nil {
		t.Errorf("xboard: %v\n%s", err, out)
	}
	b, err := os.ReadFile(debug)
	if err != nil {
		t.Fatalf("XBoard's debug file: %v\n%s", err, out)
	}
	t.Logf("xboard's output:\n%s", out)
	return string(b)
}

// xboardFailures are what XBoard's debug file must not hold: XBoard's
// verdicts on a game and what either engine answers when it refuses
// what it is sent.
var xboardFailures = regexp.MustCompile(`Illegal move|[Ff]alse .*claim|[Ff]orfeit|on time|exited unexpectedly|` +
	`<(first |second): (Error|tellusererror|telluser)`)

// checkLog fails the test on the failures in XBoard's debug file log,
// leaving HaChu's comments ("#" lines) aside.
func checkLog(t *testing.T, log string) {
	t.Helper()
	var moves []string // the last moves sent, to show where a failure came
	for _, line := range strings.Split(log, "\n") {
		if strings.Contains(line, "<second: #") || strings.Contains(line, "<first : #") {
			continue
		}
		if strings.Contains(line, ": move ") || strings.Contains(line, ": usermove ") {
			moves = append(moves[max(0, len(moves)-11):], line)
		}
		if xboardFailures.MatchString(line) {
			t.Errorf("XBoard's debug file: %s (after: %s)", line, strings.Join(moves, " | "))
		}
	}
}

// moveLines read an engine's move lines and what XBoard sends the other
// engine, in XBoard's debug file ("1234 >second: usermove 1234 >second:
// g5f5" when XBoard writes the command in two pieces).
var (
	sentBy = map[string]*regexp.Regexp{
		"first":  regexp.MustCompile(`<first : move (\S+)`),
		"second": regexp.MustCompile(`<second: move (\S+)`),
	}
	relayedTo = map[string]*regexp.Regexp{
		"first":  regexp.MustCompile(`>first : usermove (?:\d+ >first : )?(\S+)`),
		"second": regexp.MustCompile(`>second: usermove (?:\d+ >second: )?(\S+)`),
	}
)

// movesIn returns the moves re finds in log, the legs a move sends a leg a
// line joined.
func movesIn(log string, re *regexp.Regexp) []string {
	var moves []string
	legs := ""
	for _, m := range re.FindAllStringSubmatch(log, -1) {
		legs += m[1]
		if !strings.HasSuffix(legs, ",") {
			moves = append(moves, legs)
			legs = ""
		}
	}
	return moves
}

// checkGames checks the games of two machines in XBoard's debug file: no
// failures, and in each game each engine's moves relayed to the other as
// sent, and a result; it returns the plies of each game.
func checkGames(t *testing.T, log string) []int {
	t.Helper()
	checkLog(t, log)
	parts := strings.Split(log, ">first : result ")
	var plies []int
	for i, game := range parts[:len(parts)-1] {
		for _, dir := range [][2]string{{"first", "second"}, {"second", "first"}} {
			sent, relayed := movesIn(game, sentBy[dir[0]]), movesIn(game, relayedTo[dir[1]])
			if len(relayed) < len(sent)-1 || len(relayed) > len(sent) {
				t.Errorf("game %d: the %s engine sent %d moves, the %s was sent %d", i+1, dir[0], len(sent), dir[1], len(relayed))
			}
			for j := range min(len(sent), len(relayed)) {
				if sent[j] != relayed[j] {
					t.Errorf("game %d: the %s engine's move %d, %s, reached the %s engine as %s", i+1, dir[0], j+1, sent[j], dir[1], relayed[j])
				}
			}
		}
		n := len(movesIn(game, sentBy["first"])) + len(movesIn(game, sentBy["second"]))
		result, _, _ := strings.Cut(parts[i+1], "\n")
		t.Logf("game %d: %d plies, %s", i+1, n, result)
		plies = append(plies, n)
	}
	return plies
}
