package web

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// choose sets a selector or box of the page and tells the page, as a
// player's change does.
func choose(t *testing.T, ctx context.Context, id, value string) {
	t.Helper()
	do(t, ctx, "setting #"+id, chromedp.SetValue(chromedp.CSS("#"+id), value))
	evaluate[bool](t, ctx, `document.getElementById("`+id+`").dispatchEvent(new Event("change")), true`)
}

// tick sets a check box of the page and tells the page.
func tick(t *testing.T, ctx context.Context, id string, on bool) {
	t.Helper()
	evaluate[bool](t, ctx, fmt.Sprintf(`(b => { b.checked = %v; b.dispatchEvent(new Event("change")); return true; })(document.getElementById(%q))`, on, id))
}

// waitFor polls a JavaScript condition until it holds, failing the test
// after limit.
func waitFor(t *testing.T, ctx context.Context, what, cond string, limit time.Duration) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](cond, chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(limit))); err != nil {
		t.Fatalf("waiting for %s (%s): %v; engine status %q", what, cond, err,
			evaluate[string](t, ctx, `document.getElementById("engine-status").textContent`))
	}
}

// replayed plays moves in USI from chu's start under the Go rules,
// failing the test at the first the rules refuse.
func replayed(t *testing.T, moves []string) *rules.Game {
	t.Helper()
	g := rules.NewGame(position(t, "chu", ""))
	for i, u := range moves {
		m, err := g.Position().ParseUSI(u)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatalf("ply %d, %s, of %v: %v", i+1, u, moves, err)
		}
	}
	return g
}

// humanTurn is true when the player is to move in the game's last
// position and the computer is not thinking of a move.
const humanTurn = `!computerToMove() && page.future.length === 0`

// A game of chu against the computer, which plays White at 0.2 s a move
// with analysis on, reaches 20 plies; Black's moves are chosen at random
// from the moves the page offers. Every move is legal under the Go rules,
// and the computer never moved for Black. The page is photographed with
// the game and its analysis.
func TestBrowserComputerChu(t *testing.T) {
	ctx, elapsed := openPage(t, "chu")
	choose(t, ctx, "strength-value", "0.2")
	tick(t, ctx, "analysis", true)
	choose(t, ctx, "computer-side", "white")
	rng := rand.New(rand.NewPCG(22, 1))
	for evaluate[int](t, ctx, `plies()`) < 20 {
		waitFor(t, ctx, "the player's turn", humanTurn+` || page.state.outcome.over`, time.Minute)
		if evaluate[bool](t, ctx, `page.state.outcome.over`) {
			t.Fatalf("the game ended after %v: %s", played(t, ctx), evaluate[string](t, ctx, `page.state.outcome.text`))
		}
		if side := evaluate[string](t, ctx, `page.state.side`); side != "black" {
			t.Fatalf("the player's turn with %s to move", side)
		}
		n := evaluate[int](t, ctx, `page.moves.length`)
		evaluate[bool](t, ctx, fmt.Sprintf(`play(page.moves[%d]), true`, rng.IntN(n)))
	}
	moves := played(t, ctx)
	replayed(t, moves[:20])
	waitFor(t, ctx, "an analysis line", `document.getElementById("eval-line").textContent !== ""`, time.Minute)
	t.Logf("the page loaded in %v; the engine worker started in %s ms", elapsed.Round(time.Millisecond), evaluate[string](t, ctx, `document.body.dataset.engineMs`))
	screenshot(t, ctx, "chu-computer-analysis")
}

// Analysis shows a score and a best line whose first move is legal in the
// position shown, and follows the game when the player walks back.
func TestBrowserAnalysis(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	clickSquares(t, ctx, "7i", "7h", "6d", "6e")
	tick(t, ctx, "analysis", true)
	check := func(what string) {
		t.Helper()
		waitFor(t, ctx, what+": a line and a score", `document.getElementById("eval-line").dataset.usi && document.getElementById("eval-score").textContent !== "" && !document.getElementById("eval-bar").hidden`, time.Minute)
		// The line shown is of the position shown.
		waitFor(t, ctx, what+": a line of the position shown",
			`page.moves.some(m => m.usi === document.getElementById("eval-line").dataset.usi.split(" ")[0])`, time.Minute)
		// The best move is drawn as an arrow.
		waitFor(t, ctx, what+": the best move's arrow", `(a => a !== null && a.dataset.move === document.getElementById("eval-line").dataset.usi.split(" ")[0])(document.querySelector("#marks .arrow.best"))`, 10*time.Second)
		score := evaluate[string](t, ctx, `document.getElementById("eval-score").textContent`)
		if !strings.Contains(score, "mates in") && !strings.ContainsAny(score, "0123456789") {
			t.Errorf("%s: score %q, want pawns or mate in N", what, score)
		}
		if h := evaluate[float64](t, ctx, `parseFloat(document.getElementById("eval-fill").style.height)`); h < 0 || h > 100 {
			t.Errorf("%s: the bar is filled to %v%%", what, h)
		}
	}
	check("after two moves")
	click(t, ctx, "#previous")
	check("one move back")
	tick(t, ctx, "analysis", false)
	waitFor(t, ctx, "the analysis to go", `document.getElementById("analysis-text").hidden && document.getElementById("engine-status").textContent === ""`, 30*time.Second)
}

// The first move is not timed; then the clocks run for the side to move,
// and a player who does not move in 2 s of sudden death loses on time:
// the status, the KIF record (切れ負け) and the PGN result say so.
func TestBrowserClockFlag(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	choose(t, ctx, "clock-kind", "sudden")
	choose(t, ctx, "clock-main", "2")
	choose(t, ctx, "computer-side", "black")
	if evaluate[bool](t, ctx, `document.getElementById("clocks").hidden`) {
		t.Fatal("no clocks shown")
	}
	waitFor(t, ctx, "the computer's first move", `plies() === 1`, time.Minute)
	if ms := evaluate[int](t, ctx, `Number(document.getElementById("clock-black").dataset.ms)`); ms != 2000 {
		t.Errorf("Black's clock shows %d ms after the game's first move, want the 2000 it started with", ms)
	}
	waitFor(t, ctx, "White's clock to run", `Number(document.getElementById("clock-white").dataset.ms) < 1800`, 10*time.Second)
	if ms := evaluate[int](t, ctx, `Number(document.getElementById("clock-black").dataset.ms)`); ms != 2000 {
		t.Errorf("Black's clock shows %d ms while White thinks, want 2000", ms)
	}
	waitFor(t, ctx, "White's flag", `page.state.outcome.over`, 10*time.Second)
	status := evaluate[[]string](t, ctx, `(s => [s.dataset.result, s.dataset.termination, s.textContent])(document.getElementById("status"))`)
	if want := []string{"black wins", "time forfeit", "Game over: black wins: time forfeit"}; strings.Join(status, "|") != strings.Join(want, "|") {
		t.Errorf("status %q, want %q", status, want)
	}
	if got := evaluate[string](t, ctx, `document.querySelector("#clock-white .time").textContent`); got != "0:00.0" {
		t.Errorf("White's clock reads %q after the flag, want 0:00.0", got)
	}
	openRecord(t, ctx)
	if kif := evaluate[string](t, ctx, `document.getElementById("record-text").value`); !strings.Contains(kif, "切れ負け") {
		t.Errorf("the KIF record has no 切れ負け:\n%s", kif)
	}
	choose(t, ctx, "record-format", "pgn")
	if pgn := evaluate[string](t, ctx, `document.getElementById("record-text").value`); !strings.Contains(pgn, `[Result "1-0"]`) {
		t.Errorf("the PGN record has no 1-0 result:\n%s", pgn)
	}
}

// Take back against the computer goes back to before the player's last
// move, the computer's reply with it; taken back while the computer
// thinks, it stops the search, and no move of the computer comes after.
func TestBrowserTakeBack(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	choose(t, ctx, "strength-value", "0.2")
	choose(t, ctx, "computer-side", "white")
	clickSquares(t, ctx, "7i", "7h")
	waitFor(t, ctx, "the computer's reply", `plies() === 2 && `+humanTurn, time.Minute)
	clickSquares(t, ctx, "8i", "8h")
	waitFor(t, ctx, "the computer's second reply", `plies() === 4 && `+humanTurn, time.Minute)
	first := played(t, ctx)[:2]
	click(t, ctx, "#undo")
	if got := played(t, ctx); strings.Join(got, " ") != strings.Join(first, " ") {
		t.Fatalf("after Take back the game is %v, want %v", got, first)
	}

	choose(t, ctx, "strength-value", "20")
	clickSquares(t, ctx, "5i", "5h")
	waitFor(t, ctx, "the computer to think", `computer.runningKind === "move" && computer.running !== null`, time.Minute)
	click(t, ctx, "#undo")
	if got := played(t, ctx); strings.Join(got, " ") != strings.Join(first, " ") {
		t.Fatalf("after Take back during the computer's search the game is %v, want %v", got, first)
	}
	waitFor(t, ctx, "the search to stop", `computer.running === null`, 30*time.Second)
	time.Sleep(time.Second)
	if got := played(t, ctx); len(got) != 2 {
		t.Errorf("a second after Take back the game is %v, want %v", got, first)
	}
	if s := evaluate[string](t, ctx, `document.getElementById("engine-status").textContent`); s != "" {
		t.Errorf("engine status %q after Take back, want none", s)
	}
}

// The computer plays a variant loaded from a file (variant/testdata's
// mini.yaml), as Black from the start: its moves are legal under the Go
// rules of that file. Resign, against the computer, is the player's, and
// stops the computer's search.
func TestBrowserComputerYAML(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "variant", "testdata", "mini.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	v, err := variant.Load(strings.NewReader(string(src)), "mini.yaml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	ctx, _ := openPage(t, "chu")
	do(t, ctx, "pasting mini.yaml", chromedp.SetValue(chromedp.CSS("#yaml"), string(src)))
	click(t, ctx, "#play-yaml")
	choose(t, ctx, "strength-value", "0.2")
	choose(t, ctx, "computer-side", "black")
	waitFor(t, ctx, "the computer's first move", `plies() === 1 && `+humanTurn, time.Minute)
	n := evaluate[int](t, ctx, `page.moves.length`)
	evaluate[bool](t, ctx, fmt.Sprintf(`play(page.moves[%d]), true`, n/2))
	waitFor(t, ctx, "the computer's second move", `plies() === 3 && `+humanTurn+` || page.state.outcome.over`, time.Minute)
	g := rules.NewGame(r.NewPosition())
	for i, u := range played(t, ctx) {
		m, err := g.Position().ParseUSI(u)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatalf("mini, ply %d, %s: %v", i+1, u, err)
		}
	}
	if evaluate[bool](t, ctx, `page.state.outcome.over`) {
		t.Fatalf("mini ended after %v", played(t, ctx))
	}
	// The player resigns while the computer thinks: in a new game, where
	// no mate is in sight that would end its search at once (a search
	// that finds a mate stops there, and the computer would have moved).
	choose(t, ctx, "strength-value", "20")
	click(t, ctx, "#new-game")
	waitFor(t, ctx, "the computer to think", `plies() === 0 && computer.runningKind === "move" && computer.running !== null`, time.Minute)
	click(t, ctx, "#resign")
	if w := evaluate[string](t, ctx, `page.state.outcome.winner`); w != "black" {
		t.Errorf("the player (White) resigned on the computer's turn: winner %q, want black", w)
	}
	waitFor(t, ctx, "the search to stop", `computer.running === null`, 30*time.Second)
}

// Thinking on the player's time: after its move the computer searches the
// reply it expects; when the player makes that reply the same search goes
// on (ponderhit) and gives the computer's next move, which is legal.
func TestBrowserPonder(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	choose(t, ctx, "strength-value", "0.5")
	tick(t, ctx, "ponder", true)
	choose(t, ctx, "computer-side", "white")
	clickSquares(t, ctx, "7i", "7h")
	waitFor(t, ctx, "the computer's reply and its pondering", `plies() === 2 && computer.runningKind === "ponder" && computer.job && computer.job.expect !== ""`, time.Minute)
	expect := evaluate[string](t, ctx, `computer.job.expect`)
	if !evaluate[bool](t, ctx, `page.moves.some(m => m.usi === computer.job.expect)`) {
		t.Fatalf("the computer ponders on %s, not a move of the player's", expect)
	}
	evaluate[bool](t, ctx, `window.pondered = computer.running; play(page.moves.find(m => m.usi === computer.job.expect)), true`)
	waitFor(t, ctx, "the ponder search to become the computer's", `computer.runningKind === "move" || plies() === 4`, 30*time.Second)
	if plies := evaluate[int](t, ctx, `plies()`); plies == 3 && !evaluate[bool](t, ctx, `computer.running === window.pondered`) {
		t.Error("after the expected reply the computer started a new search, want the ponder search to go on")
	}
	waitFor(t, ctx, "the computer's second move", `plies() === 4 && `+humanTurn, time.Minute)
	moves := played(t, ctx)
	if moves[2] != expect {
		t.Fatalf("the player's move %s, want %s", moves[2], expect)
	}
	replayed(t, moves)
}

// With byoyomi, a side whose main time is spent has a period that starts
// again with each move: the clock shows it, and the flag falls only at
// its end. With an increment, the side that moved gets it.
func TestBrowserClockByoyomiAndIncrement(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	choose(t, ctx, "clock-kind", "byoyomi")
	choose(t, ctx, "clock-main", "1")
	choose(t, ctx, "clock-extra", "2")
	choose(t, ctx, "computer-side", "black")
	waitFor(t, ctx, "the computer's first move", `plies() === 1`, time.Minute)
	waitFor(t, ctx, "White's byoyomi", `document.querySelector("#clock-white .time").textContent.startsWith("byoyomi")`, 10*time.Second)
	if evaluate[bool](t, ctx, `page.state.outcome.over`) {
		t.Fatal("the flag fell when the main time was spent, before the byoyomi period")
	}
	waitFor(t, ctx, "White's flag", `page.state.outcome.over`, 10*time.Second)
	if got := evaluate[string](t, ctx, `page.state.outcome.text`); got != "black wins: time forfeit" {
		t.Errorf("outcome %q, want black wins: time forfeit", got)
	}

	choose(t, ctx, "computer-side", "white")

	choose(t, ctx, "strength-value", "20")
	choose(t, ctx, "clock-kind", "increment")
	choose(t, ctx, "clock-main", "60")
	choose(t, ctx, "clock-extra", "30")
	click(t, ctx, "#new-game")
	clickSquares(t, ctx, "7i", "7h")
	if ms := evaluate[float64](t, ctx, `page.clock.black.main`); ms <= 60000 {
		t.Errorf("Black's clock %v ms after a quick move with a 30 s increment, want more than the 60 s it started with", ms)
	}
}

// A refresh asks the WebAssembly side for one snapshot, with only the
// moves the page does not list yet: in taikyoku after 200 plies, a move
// played costs the play call and a snapshot, and no call replays or
// writes out the whole game. The bytes replied are logged.
func TestBrowserRefreshOneSnapshot(t *testing.T) {
	ctx, _ := openPage(t, "taikyoku")
	// 200 plies of moves that capture nothing, played through
	// the API, then one refresh to show them.
	n := evaluate[int](t, ctx, `(() => {
		const g = page.game;
		for (let i = 0; i < 200; i++) {
			const occupied = new Set(g.state(1e9).pieces.map(p => p.square));
			const quiet = g.moves("usi").filter(m => !occupied.has(m.to) && m.changes.length === 0);
			if (!quiet.length) break;
			g.play(quiet[(i * 7919) % quiet.length].usi, "usi", 1e9);
		}
		refresh(0);
		return plies();
	})()`)
	if n != 200 {
		t.Fatalf("%d plies played, want 200", n)
	}
	got := evaluate[[]any](t, ctx, `(() => {
		const calls = [];
		const inner = globalThis.largeshogiCall;
		globalThis.largeshogiCall = (method, args) => {
			const reply = inner(method, args);
			calls.push([method, reply.length]);
			return reply;
		};
		play(page.moves.find(m => m.changes.length === 0));
		globalThis.largeshogiCall = inner;
		return calls;
	})()`)
	var methods []string
	for _, c := range got {
		pair := c.([]any)
		methods = append(methods, pair[0].(string))
		t.Logf("%s: %v bytes", pair[0], pair[1])
	}
	if strings.Join(methods, " ") != "play snapshot" {
		t.Errorf("a move played calls %v, want play and snapshot", methods)
	}
	if n := evaluate[int](t, ctx, `document.querySelectorAll("#history li").length`); n != 201 {
		t.Errorf("the move list has %d moves, want 201", n)
	}
}
