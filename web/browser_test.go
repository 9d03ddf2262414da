package web

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/internal/testkit/longtest"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/record"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// The browser tests drive the page in a headless Chromium, one tab per
// test, all served by one test server. Without a Chromium they skip, unless
// LARGESHOGI_BROWSER_TESTS is "required" (as .ci/run sets it). By default
// only the tests of quickBrowserTests run; LARGESHOGI_LONG_TESTS=1 runs
// them all.
var browser struct {
	once   sync.Once
	skip   string // why the tests cannot run
	server *httptest.Server
	ctx    context.Context
	stop   func()
}

func TestMain(m *testing.M) {
	code := m.Run()
	if browser.stop != nil {
		browser.stop()
	}
	os.Exit(code)
}

// chromium returns the path of a Chromium or Chrome, or "".
func chromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	return ""
}

// startBrowser starts the test server and the browser once.
func startBrowser() {
	path := chromium()
	if path == "" {
		browser.skip = "no Chromium found (chromium, chromium-browser or google-chrome on PATH): the browser tests need one; .ci/run installs Debian's chromium"
		return
	}
	mux := http.NewServeMux()
	mux.Handle("/", Handler())
	mux.HandleFunc("/api-example.html", serveAPIExample)
	browser.server = httptest.NewServer(mux)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.WindowSize(1400, 1000),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelBrowser := chromedp.NewContext(actx)
	browser.stop = func() {
		cancelBrowser()
		cancelAlloc()
		browser.server.Close()
	}
	if err := chromedp.Do(ctx); err != nil {
		browser.skip = fmt.Sprintf("Chromium (%s) does not start: %v", path, err)
		return
	}
	browser.ctx = ctx
}

// serveAPIExample serves the HTML example of the page's guide,
// docs/browser.md.
func serveAPIExample(w http.ResponseWriter, r *http.Request) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "browser.md"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	_, example, ok := strings.Cut(string(doc), "```html\n")
	example, _, ok2 := strings.Cut(example, "```")
	if !ok || !ok2 {
		http.Error(w, "docs/browser.md has no html block", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	io.WriteString(w, example)
}

// quickBrowserTests are the browser tests a default run keeps, one of the
// JavaScript API and one of the page: together they start the browser, the
// WebAssembly program and the page, and play a lion's double move by clicks.
var quickBrowserTests = map[string]bool{"TestBrowserAPIExample": true, "TestBrowserLionByClicks": true}

// openTab opens a new tab of the shared browser.
func openTab(t *testing.T) context.Context {
	t.Helper()
	if testing.Short() {
		t.Skip("browser tests: not in -short mode")
	}
	if test, _, _ := strings.Cut(t.Name(), "/"); !quickBrowserTests[test] {
		longtest.Skip(t, "a browser test beyond the default run's two")
	}
	browser.once.Do(startBrowser)
	if browser.skip != "" {
		if os.Getenv("LARGESHOGI_BROWSER_TESTS") == "required" {
			t.Fatal(browser.skip)
		}
		t.Skip(browser.skip)
	}
	tab, cancelTab := chromedp.NewContext(browser.ctx)
	t.Cleanup(cancelTab)
	ctx, cancel := context.WithTimeout(tab, 3*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// openPage opens the page with a built-in variant in a new tab and waits
// until it is ready. It returns the tab's context and how long the page
// took to load.
func openPage(t *testing.T, variant string) (context.Context, time.Duration) {
	t.Helper()
	return openPageWith(t, variant)
}

// openPageWith is openPage with setup, such as a viewport's emulation,
// done in the new tab before the page is opened.
func openPageWith(t *testing.T, variant string, setup ...chromedp.Action[chromedp.Void]) (context.Context, time.Duration) {
	t.Helper()
	ctx := openTab(t)
	do(t, ctx, "setting the tab up", setup...)
	start := time.Now()
	err := chromedp.Do(ctx, chromedp.Navigate(browser.server.URL+"/?variant="+variant))
	if err == nil {
		_, err = chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.ready === "true" || document.getElementById("loading").textContent.startsWith("Failed")`))
	}
	if err != nil {
		t.Fatalf("opening the page: %v", err)
	}
	elapsed := time.Since(start)
	if failed := evaluate[string](t, ctx, `document.body.dataset.ready === "true" ? "" : document.getElementById("loading").textContent`); failed != "" {
		t.Fatalf("the page did not start: %s", failed)
	}
	return ctx, elapsed
}

// evaluate runs JavaScript in the page and decodes its value.
func evaluate[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluating %.80s: %v", expr, err)
	}
	return v
}

// do runs browser actions, failing the test on an error.
func do(t *testing.T, ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// clickSquares clicks the board's squares in order, as a player would.
func clickSquares(t *testing.T, ctx context.Context, squares ...string) {
	t.Helper()
	for _, sq := range squares {
		do(t, ctx, "clicking "+sq, chromedp.Click(chromedp.CSS(`#cells rect[data-square="`+sq+`"]`)))
	}
}

// click clicks an element of the page.
func click(t *testing.T, ctx context.Context, css string) {
	t.Helper()
	do(t, ctx, "clicking "+css, chromedp.Click(chromedp.CSS(css)))
}

// loadSFEN puts a position into the SFEN box and loads it.
func loadSFEN(t *testing.T, ctx context.Context, sfen string) {
	t.Helper()
	do(t, ctx, "loading SFEN", chromedp.SetValue(chromedp.CSS("#sfen"), sfen))
	click(t, ctx, "#load-sfen")
	if e := evaluate[string](t, ctx, `document.getElementById("sfen-error").textContent`); e != "" {
		t.Fatalf("loading %s: %s", sfen, e)
	}
}

// openRecord opens the game record's panel, whose box the page fills
// only while it is open.
func openRecord(t *testing.T, ctx context.Context) {
	t.Helper()
	if !evaluate[bool](t, ctx, `document.getElementById("record-panel").open`) {
		click(t, ctx, "#record-panel summary")
		waitFor(t, ctx, "the record", `document.getElementById("record-text").value !== ""`, 10*time.Second)
	}
}

// marked returns the squares of the board marks of a class, sorted.
func marked(t *testing.T, ctx context.Context, class string) []string {
	t.Helper()
	got := evaluate[[]string](t, ctx, `[...document.querySelectorAll("#marks rect.`+class+`")].map(e => e.dataset.square)`)
	slices.Sort(got)
	return slices.Compact(got)
}

// played returns the moves of the page's game, in USI.
func played(t *testing.T, ctx context.Context) []string {
	t.Helper()
	return evaluate[[]string](t, ctx, `page.state.moves`)
}

// position returns a position of a built-in variant from SFEN.
func position(t *testing.T, variant, sfen string) *rules.Position {
	t.Helper()
	v, err := variants.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	if sfen == "" {
		return r.NewPosition()
	}
	p, err := r.ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// firstClicks returns the squares the rules let the piece on from go to
// first: a move's first middle square, or its end.
func firstClicks(p *rules.Position, from string) []string {
	var out []string
	for _, m := range p.AppendMoves(nil) {
		if m.From.String() != from {
			continue
		}
		first := m.To
		if m.NVia > 0 {
			first = m.Via[0]
		}
		out = append(out, first.String())
	}
	slices.Sort(out)
	return slices.Compact(out)
}

const lionSFEN = "12/12/12/5g6/5pp5/6N5/12/12/12/12/12/6K4k b - 1"

// The HTML example of docs/browser.md runs: it draws chu after 7i7h and
// White's ６五歩 (6d6e), given in Japanese notation.
func TestBrowserAPIExample(t *testing.T) {
	ctx := openTab(t)
	do(t, ctx, "opening the example", chromedp.Navigate(browser.server.URL+"/api-example.html"))
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.querySelector("#board svg desc") !== null`)); err != nil {
		t.Fatalf("the example draws no board: %v", err)
	}
	p := position(t, "chu", "")
	for _, u := range []string{"7i7h", "6d6e"} {
		m, err := p.ParseUSI(u)
		if err != nil {
			t.Fatal(err)
		}
		p.Make(m)
	}
	if got := evaluate[string](t, ctx, `document.querySelector("#board svg desc").textContent`); got != "sfen "+p.SFEN() {
		t.Errorf("the example's board is %q, want sfen %s", got, p.SFEN())
	}
}

// The page works under its Content-Security-Policy: its scripts and the
// WebAssembly build run (the page gets ready and draws the board), its
// style sheet applies, and the policy is in force (an inline script does
// not run).
func TestBrowserContentSecurityPolicy(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	if !evaluate[bool](t, ctx, `document.querySelector("#board svg") !== null`) {
		t.Error("the page draws no board")
	}
	if n := evaluate[int](t, ctx, `[...document.styleSheets].reduce((n, s) => n + s.cssRules.length, 0)`); n == 0 {
		t.Error("the page's style sheet does not apply")
	}
	ran := evaluate[bool](t, ctx, `(() => {
		const s = document.createElement("script");
		s.textContent = "window.inlineRan = true";
		document.head.appendChild(s);
		return window.inlineRan === true;
	})()`)
	if ran {
		t.Error("an inline script ran: the Content-Security-Policy is not in force")
	}
}

// A click on the lion highlights the squares the rules let it go to.
func TestBrowserLionDestinations(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	for _, c := range []struct{ sfen, lion string }{{"", "7j"}, {lionSFEN, "6f"}} {
		if c.sfen != "" {
			loadSFEN(t, ctx, c.sfen)
		}
		clickSquares(t, ctx, c.lion)
		want := firstClicks(position(t, "chu", c.sfen), c.lion)
		if len(want) == 0 {
			t.Fatalf("%s: the lion on %s has no move", c.sfen, c.lion)
		}
		if diff := cmp.Diff(want, marked(t, ctx, "target")); diff != "" {
			t.Errorf("%q: highlighted squares (-rules +page):\n%s", c.sfen, diff)
		}
		if name := evaluate[string](t, ctx, `document.getElementById("piece-names").dataset.piece`); name != "lion" {
			t.Errorf("the piece shown is %q, want lion", name)
		}
		clickSquares(t, ctx, c.lion) // deselects
	}
	clickSquares(t, ctx, "6f")
	do(t, ctx, "pressing Escape", chromedp.KeyEvent(kb.Escape))
	if n := len(marked(t, ctx, "target")); n != 0 || evaluate[bool](t, ctx, `page.selection !== null`) {
		t.Errorf("after Escape: %d squares highlighted, selection %v; want none", n, evaluate[any](t, ctx, `page.selection`))
	}
}

// A lion's double capture, igui, pass and a stop after the first step,
// played by clicks and taken back with Undo.
func TestBrowserLionByClicks(t *testing.T) {
	const sfen = "12/12/12/6p5/6p5/6N5/12/12/12/12/12/6K4k b - 1"
	ctx, _ := openPage(t, "chu")
	for _, c := range []struct {
		name    string
		clicks  []string
		want    string
		removed map[string]string // square: cause
	}{
		{"double capture", []string{"6f", "6e", "6d"}, "6f6e6d", map[string]string{"6e": "captured", "6d": "captured"}},
		{"igui", []string{"6f", "6e", "6f"}, "6f6e6f", map[string]string{"6e": "igui"}},
		{"pass", []string{"6f", "6g", "6f"}, "6f6g6f", map[string]string{}},
		{"stop after the first step", []string{"6f", "6e", "6e"}, "6f6e", map[string]string{"6e": "captured"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			loadSFEN(t, ctx, sfen)
			clickSquares(t, ctx, c.clicks...)
			if diff := cmp.Diff([]string{c.want}, played(t, ctx)); diff != "" {
				t.Fatalf("moves played (-want +got):\n%s", diff)
			}
			got := evaluate[map[string]string](t, ctx, `Object.fromEntries([...document.querySelectorAll("#marks rect.removed")].map(e => [e.dataset.square, e.dataset.cause]))`)
			if diff := cmp.Diff(c.removed, got); diff != "" {
				t.Errorf("squares marked as removed (-want +got):\n%s", diff)
			}
			p := position(t, "chu", sfen)
			m, err := p.ParseUSI(c.want)
			if err != nil {
				t.Fatal(err)
			}
			p.Make(m)
			if got := evaluate[string](t, ctx, `document.getElementById("sfen").value`); got != p.SFEN() {
				t.Errorf("SFEN box %q, want %q", got, p.SFEN())
			}
			click(t, ctx, "#undo")
			if n := len(played(t, ctx)); n != 0 {
				t.Errorf("%d moves after Undo, want 0", n)
			}
		})
	}
}

// An optional promotion asks which; the end of the game shows its result.
func TestBrowserPromotionAndOutcome(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	loadSFEN(t, ctx, "6k5/12/12/12/6P5/12/12/12/12/12/12/6K5 b - 1")
	clickSquares(t, ctx, "6e", "6d")
	if evaluate[bool](t, ctx, `document.getElementById("promotion").hidden`) {
		t.Fatal("no promotion choice for a pawn entering the zone")
	}
	if n := len(played(t, ctx)); n != 0 {
		t.Fatalf("%d moves played before the choice", n)
	}
	// The question stands by the destination square, touching its column.
	near := evaluate[[]float64](t, ctx, `(() => {
		const q = document.getElementById("promotion").getBoundingClientRect();
		const c = document.querySelector('#cells rect[data-square="6d"]').getBoundingClientRect();
		return [q.left, q.right, c.left + c.width / 2, Math.min(Math.abs(q.top - c.bottom), Math.abs(q.bottom - c.top))];
	})()`)
	if near[0] > near[2] || near[1] < near[2] || near[3] > 2 {
		t.Errorf("the promotion question spans x %.0f to %.0f, %.0f px from the square, want across the square's middle x %.0f and beside it", near[0], near[1], near[3], near[2])
	}
	click(t, ctx, "#promote-yes")
	if diff := cmp.Diff([]string{"6e6d+"}, played(t, ctx)); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
	if !evaluate[bool](t, ctx, `page.state.pieces.some(p => p.square === "6d" && p.promoted)`) {
		t.Error("no promoted piece on 6d")
	}

	loadSFEN(t, ctx, "12/12/12/12/12/6k5/6R5/12/12/12/12/6K5 b - 1")
	clickSquares(t, ctx, "6g", "6f")
	got := evaluate[[]string](t, ctx, `(s => [s.dataset.result, s.dataset.termination, s.textContent])(document.getElementById("status"))`)
	if diff := cmp.Diff([]string{"black wins", "royal capture", "Game over: black wins: royal capture"}, got); diff != "" {
		t.Errorf("status (-want +got):\n%s", diff)
	}
	if n := evaluate[int](t, ctx, `page.moves.length`); n != 0 {
		t.Errorf("%d moves offered after the end", n)
	}
	if !evaluate[bool](t, ctx, `document.getElementById("resign").disabled && document.getElementById("draw").disabled`) {
		t.Error("Resign and Agree draw offered after the end")
	}
}

// The Resign button ends the game, the side to move losing; Undo takes back
// the last move and the resignation; Agree draw ends it drawn.
func TestBrowserResignAndDraw(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	clickSquares(t, ctx, "7i", "7h")
	openRecord(t, ctx)
	click(t, ctx, "#resign")
	status := `(s => [s.dataset.result, s.dataset.termination, s.textContent])(document.getElementById("status"))`
	if diff := cmp.Diff([]string{"black wins", "resignation", "Game over: black wins: resignation"}, evaluate[[]string](t, ctx, status)); diff != "" {
		t.Errorf("after White resigns (-want +got):\n%s", diff)
	}
	if !evaluate[bool](t, ctx, `document.getElementById("record-text").value.includes("投了")`) {
		t.Error("the KIF box has no 投了 line")
	}
	click(t, ctx, "#undo")
	if n := len(played(t, ctx)); n != 0 || evaluate[bool](t, ctx, `page.state.outcome.over`) {
		t.Fatalf("after undo: %d moves, game over %v; want the start in play", n, evaluate[bool](t, ctx, `page.state.outcome.over`))
	}
	click(t, ctx, "#draw")
	if diff := cmp.Diff([]string{"draw", "agreement", "Game over: draw: agreement"}, evaluate[[]string](t, ctx, status)); diff != "" {
		t.Errorf("after an agreed draw (-want +got):\n%s", diff)
	}
}

// A rule option chosen on the page changes the rules played: with
// okazaki-go-between, a go-between reaching the last rank without a
// capture may promote.
func TestBrowserOptions(t *testing.T) {
	const sfen = "k11/6I5/12/12/12/12/12/12/12/12/12/6K5 b - 1"
	ctx, _ := openPage(t, "chu")
	loadSFEN(t, ctx, sfen)
	clickSquares(t, ctx, "6b", "6a")
	if diff := cmp.Diff([]string{"6b6a"}, played(t, ctx)); diff != "" {
		t.Fatalf("without the option (-want +got):\n%s", diff)
	}
	click(t, ctx, `#options input[value="okazaki-go-between"]`)
	if got := evaluate[[]string](t, ctx, `page.variant.enabled`); !slices.Contains(got, "okazaki-go-between") {
		t.Fatalf("options in force %v, want okazaki-go-between", got)
	}
	loadSFEN(t, ctx, sfen)
	clickSquares(t, ctx, "6b", "6a")
	if evaluate[bool](t, ctx, `document.getElementById("promotion").hidden`) {
		t.Error("with okazaki-go-between, no promotion choice for the go-between on the last rank")
	}
	do(t, ctx, "choosing lishogi", chromedp.SetValue(chromedp.CSS("#profile"), "lishogi"))
	evaluate[bool](t, ctx, `document.getElementById("profile").dispatchEvent(new Event("change"))`)
	got := evaluate[[]string](t, ctx, `[page.variant.profile].concat(page.variant.enabled)`)
	if diff := cmp.Diff([]string{"lishogi", "okazaki-go-between"}, got); diff != "" {
		t.Errorf("profile and options (-want +got):\n%s", diff)
	}
}

// findMove finds, by seeded random play of a variant, a position where a
// piece can move (not stay) and make a change of the cause given. It
// returns the position, the move's USI, the squares a player clicks (the
// piece, the squares it passes, where it stops, what it shoots) and the
// squares changed for that cause.
func findMove(t *testing.T, variant string, cause rules.Cause) (sfen, usi string, clicks, changed []string) {
	t.Helper()
	rng := rand.New(rand.NewPCG(16, 1))
	g := rules.NewGame(position(t, variant, ""))
	for ply := 0; ply < 400 && !g.Outcome().Over(); ply++ {
		p := g.Position()
		moves := g.AppendMoves(nil)
		for _, m := range moves {
			if m.To == m.From {
				continue
			}
			shot := map[string]bool{}
			changed = nil
			changes, err := p.Changes(m, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range changes {
				if c.Cause == rules.Shot {
					shot[c.Square.String()] = true
				}
				if c.Cause == cause {
					changed = append(changed, c.Square.String())
				}
			}
			if len(changed) == 0 {
				continue
			}
			clicks = []string{m.From.String()}
			var shots []string
			for _, v := range m.Via[:m.NVia] {
				if shot[v.String()] {
					shots = append(shots, v.String())
				} else {
					clicks = append(clicks, v.String())
				}
			}
			clicks = append(append(clicks, m.To.String()), shots...)
			slices.Sort(changed)
			return p.SFEN(), m.String(), clicks, changed
		}
		if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("no move of %s in 400 random plies of %s", cause, variant)
	return
}

// A ko shogi piece that moves and shoots, and a tenjiku shogi fire demon
// that burns, by clicks: pointing at the last square previews what the
// move removes, and the page marks it once played.
func TestBrowserShotAndBurn(t *testing.T) {
	for _, c := range []struct {
		variant string
		cause   rules.Cause
	}{{"ko", rules.Shot}, {"tenjiku", rules.Burned}} {
		t.Run(c.variant, func(t *testing.T) {
			sfen, usi, clicks, changed := findMove(t, c.variant, c.cause)
			ctx, _ := openPage(t, c.variant)
			loadSFEN(t, ctx, sfen)
			last := clicks[len(clicks)-1]
			clickSquares(t, ctx, clicks[:len(clicks)-1]...)
			evaluate[bool](t, ctx, `document.querySelector('#cells rect[data-square="`+last+`"]').dispatchEvent(new MouseEvent("mouseover", {bubbles: true}))`)
			if diff := cmp.Diff(changed, marked(t, ctx, "preview."+c.cause.String())); diff != "" {
				t.Errorf("pointing at %s after %v: %s squares previewed (-want +got):\n%s", last, clicks[:len(clicks)-1], c.cause, diff)
			}
			clickSquares(t, ctx, last)
			if diff := cmp.Diff([]string{usi}, played(t, ctx)); diff != "" {
				t.Fatalf("clicking %v from %s: moves (-want +got):\n%s", clicks, sfen, diff)
			}
			if diff := cmp.Diff(changed, marked(t, ctx, "removed."+c.cause.String())); diff != "" {
				t.Errorf("squares marked %s (-want +got):\n%s", c.cause, diff)
			}
			if text := evaluate[string](t, ctx, `document.getElementById("last-move").textContent`); !strings.Contains(text, c.cause.String()+" "+changed[0]) {
				t.Errorf("the last move reads %q, want it to say %s %s", text, c.cause, changed[0])
			}
			for _, sq := range changed {
				if evaluate[bool](t, ctx, `page.state.pieces.some(p => p.square === "`+sq+`")`) {
					t.Errorf("a piece is still on %s, which was %s", sq, c.cause)
				}
			}
		})
	}
}

// A broken variant file shows validate's problem with its line; a good
// one is played.
func TestBrowserVariantFile(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	click(t, ctx, "#edit-builtin")
	src, err := variants.Source("chu")
	if err != nil {
		t.Fatal(err)
	}
	if got := evaluate[string](t, ctx, `document.getElementById("yaml").value`); got != string(src) {
		t.Fatalf("Edit this variant put %d bytes in the box, want chu's %d", len(got), len(src))
	}
	lines := strings.Split(string(src), "\n")
	line := 0
	for i, l := range lines {
		if before, _, ok := strings.Cut(l, "betza:"); ok {
			lines[i] = before + "betza: Wz3"
			line = i + 1
			break
		}
	}
	broken := strings.Join(lines, "\n")
	do(t, ctx, "pasting", chromedp.SetValue(chromedp.CSS("#yaml"), broken))
	click(t, ctx, "#play-yaml")
	problems := evaluate[string](t, ctx, `document.getElementById("problems").textContent`)
	if want := fmt.Sprintf("line %d, column", line); !strings.Contains(problems, want) {
		t.Errorf("problems %q, want %q", problems, want)
	}
	if title := evaluate[string](t, ctx, `page.variant.title`); title != "Chu shogi" {
		t.Errorf("after a broken file the page plays %q, want chu still", title)
	}

	mini, err := os.ReadFile(filepath.Join("..", "variant", "testdata", "mini.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "pasting", chromedp.SetValue(chromedp.CSS("#yaml"), string(mini)))
	click(t, ctx, "#play-yaml")
	if problems := evaluate[string](t, ctx, `document.getElementById("problems").textContent`); problems != "" {
		t.Fatalf("mini.yaml: %s", problems)
	}
	got := evaluate[[]int](t, ctx, `[page.variant.files, page.variant.ranks, document.querySelectorAll("#board .piece").length]`)
	v, err := variant.Load(strings.NewReader(string(mini)), "mini.yaml")
	if err != nil {
		t.Fatal(err)
	}
	want := []int{v.Geometry.Files(), v.Geometry.Ranks(), len(v.Setup)}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("mini.yaml's board: files, ranks, pieces (-want +got):\n%s", diff)
	}
	// The menu names the file while it is played, and chu, played before
	// it, can be chosen again.
	if entry := evaluate[string](t, ctx, `(m => m.value + "|" + m.selectedOptions[0].textContent)(document.getElementById("variant"))`); !strings.HasPrefix(entry, "|") || !strings.HasSuffix(entry, "(variant file)") {
		t.Errorf("the variant menu shows %q while the file is played, want its own entry", entry)
	}
	choose(t, ctx, "variant", "chu")
	if title := evaluate[string](t, ctx, `page.variant.title`); title != "Chu shogi" {
		t.Errorf("chu chosen after the file: the page plays %q", title)
	}
	if n := evaluate[int](t, ctx, `document.querySelectorAll("#variant option[value='']").length`); n != 0 {
		t.Errorf("the file's menu entry stays after chu is chosen (%d)", n)
	}
}

// The pictures of three boards, from 12×12 to 36×36, for a person to look
// at (screenshot). Each board shows all its pieces.
func TestBrowserScreenshots(t *testing.T) {
	for _, c := range []struct{ variant, piece string }{{"chu", "7j"}, {"makadaidai", "14m"}, {"taikyoku", "19z"}} {
		t.Run(c.variant, func(t *testing.T) {
			ctx, elapsed := openPage(t, c.variant)
			t.Logf("the page loaded in %v (%s ms from the script's start to the first board, %s of them to start the WebAssembly program)", elapsed.Round(time.Millisecond), evaluate[string](t, ctx, `document.body.dataset.loadMs`), evaluate[string](t, ctx, `document.body.dataset.wasmMs`))
			clickSquares(t, ctx, c.piece)
			v, err := variants.Load(c.variant)
			if err != nil {
				t.Fatal(err)
			}
			if n := evaluate[int](t, ctx, `document.querySelectorAll("#board .piece").length`); n != len(v.Setup) {
				t.Errorf("%d pieces drawn, want %d", n, len(v.Setup))
			}
			if n := len(marked(t, ctx, "target")); n == 0 {
				t.Errorf("the piece on %s shows no destination", c.piece)
			}
			screenshot(t, ctx, c.variant)
		})
	}
}

// screenshot saves the page as name.png, for a person to look at, in
// $LARGESHOGI_SCREENSHOTS or a directory under the system's temporary one.
func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("LARGESHOGI_SCREENSHOTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "largeshogi-screenshots")
	}
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
}

// For seeded random positions of every built-in game, the JavaScript API
// lists the moves the Go rules do.
func TestBrowserJSMovesMatchGo(t *testing.T) {
	ctx, _ := openPage(t, "sho")
	for i, name := range variants.Names() {
		rng := rand.New(rand.NewPCG(uint64(i), 16))
		g := rules.NewGame(position(t, name, ""))
		for _, plies := range []int{0, 10, 30, 60, 120} {
			for len(g.Moves()) < plies && !g.Outcome().Over() {
				moves := g.AppendMoves(nil)
				if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
					t.Fatal(err)
				}
			}
			sfen := g.Position().SFEN()
			want := []string{}
			for _, m := range rules.NewGame(g.Position().Clone()).AppendMoves(nil) {
				want = append(want, m.String())
			}
			args, _ := json.Marshal([]string{name, sfen})
			got := evaluate[[]string](t, ctx, `((name, sfen) => {
				const v = page.ls.load({variant: name});
				const g = v.newGame(sfen);
				const moves = g.moves("usi").map(m => m.usi);
				g.free();
				v.free();
				return moves;
			})(...`+string(args)+`)`)
			slices.Sort(want)
			slices.Sort(got)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s after %d plies (%s): moves (-Go +JS):\n%s", name, len(g.Moves()), sfen, diff)
			}
		}
	}
}

// chuKIF plays moves, in USI, from a chu position and returns the game
// and its KIF text, as lishogi's export writes it.
func chuKIF(t *testing.T, sfen string, moves ...string) (*rules.Game, string) {
	t.Helper()
	g := rules.NewGame(position(t, "chu", sfen))
	for _, u := range moves {
		m, err := g.Position().ParseUSI(u)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := record.KIFFromGame(g)
	if err != nil {
		t.Fatal(err)
	}
	return g, writtenBy(t, rec.Write)
}

// writtenBy returns the text write writes.
func writtenBy(t *testing.T, write func(io.Writer) error) string {
	t.Helper()
	var b strings.Builder
	if err := write(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// A KIF record in the layout of lishogi's analysis board (package record's
// test data: a pass, 仝, a lion's igui), pasted in the record box, is
// played on the board and listed in the notation chosen: western by
// default, then Japanese as lishogi writes it (☗７八歩, ☖同　歩, ☗７七居喰い
// for the igui of the pawn on 7七), after the mover's ☗ or ☖. The record
// box then holds the game in lishogi's export layout. A broken record
// shows its problem's line; a PGN text is read as PGN. The page is
// photographed with the KIF record loaded.
func TestBrowserKIFAndNotation(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "record", "testdata", "lishogi-analysis.kif"))
	if err != nil {
		t.Fatal(err)
	}
	// The moves as record/testdata/README.md gives them.
	moves := strings.Fields("7i7h 7d7e 7j7i7j 7e7f 7h7g 7f7g 7j7i7h 6d6e 7h7g7h")
	_, g, err := record.ReadKIFGame("lishogi-analysis.kif", src, position(t, "chu", "").Rules())
	if err != nil {
		t.Fatal(err)
	}
	written := func(n notation.Notation) []string {
		p := g.Start()
		var out []string
		for _, m := range g.Moves() {
			out = append(out, n.Write(p, m))
			p.Make(m)
		}
		return out
	}

	ctx, _ := openPage(t, "chu")
	if dup := evaluate[[]string](t, ctx, `[...document.querySelectorAll("[id]")].map(e => e.id).filter((id, i, all) => all.indexOf(id) !== i)`); len(dup) > 0 {
		t.Fatalf("ids used twice on the page: %v", dup)
	}
	openRecord(t, ctx)
	do(t, ctx, "pasting the KIF", chromedp.SetValue(chromedp.CSS("textarea#record-text"), string(src)))
	click(t, ctx, "#load-record")
	if problems := evaluate[string](t, ctx, `document.getElementById("record-problems").textContent`); problems != "" {
		t.Fatalf("loading the KIF: %s", problems)
	}
	if diff := cmp.Diff(moves, played(t, ctx)); diff != "" {
		t.Errorf("moves loaded (-want +got):\n%s", diff)
	}
	if got := evaluate[string](t, ctx, `document.querySelector("#board svg desc").textContent`); got != "sfen "+g.Position().SFEN() {
		t.Errorf("the board is %q, want sfen %s", got, g.Position().SFEN())
	}
	history := func() []string {
		return evaluate[[]string](t, ctx, `[...document.querySelectorAll("#history li")].map(li => li.textContent)`)
	}
	if diff := cmp.Diff(written(notation.Western), history()); diff != "" {
		t.Errorf("move list in western notation (-want +got):\n%s", diff)
	}

	do(t, ctx, "choosing Japanese", chromedp.SetValue(chromedp.CSS("#notation"), "japanese"))
	evaluate[bool](t, ctx, `document.getElementById("notation").dispatchEvent(new Event("change"))`)
	want := written(notation.Japanese)
	for i := range want {
		want[i] = []string{"☗", "☖"}[i%2] + want[i]
	}
	got := history()
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("move list in Japanese notation (-want +got):\n%s", diff)
	}
	if len(got) == len(moves) && (got[0] != "☗７八歩" || got[5] != "☖同　歩" || got[8] != "☗７七居喰い") {
		t.Errorf("move list %q: want ☗７八歩 first, ☖同　歩 sixth and ☗７七居喰い ninth", got)
	}
	text := evaluate[string](t, ctx, `document.getElementById("record-text").value`)
	if want := "   9手目二歩目 7八獅子 （←7七）\n"; !strings.Contains(text, want) {
		t.Errorf("the record box holds\n%s\nwant lishogi's export layout, with %q", text, want)
	}
	screenshot(t, ctx, "chu-japanese-kif")

	lines := strings.Split(string(src), "\n")
	broken := -1
	for i, l := range lines {
		if strings.Contains(l, "6五歩兵") {
			lines[i] = strings.Replace(l, "6五歩兵", "6七歩兵", 1)
			broken = i + 1
		}
	}
	do(t, ctx, "pasting a broken KIF", chromedp.SetValue(chromedp.CSS("textarea#record-text"), strings.Join(lines, "\n")))
	click(t, ctx, "#load-record")
	problems := evaluate[string](t, ctx, `document.getElementById("record-problems").textContent`)
	if want := fmt.Sprintf("line %d, column", broken); !strings.Contains(problems, want) {
		t.Errorf("problems %q, want %q", problems, want)
	}
	if n := len(played(t, ctx)); n != len(moves) {
		t.Errorf("after a broken record the page's game has %d moves, want the %d loaded before", n, len(moves))
	}

	// The same game as PGN, pasted while the box is set to KIF: choosing
	// a format keeps the text pasted, and Load knows PGN by its tags.
	pg, err := record.PGNFromGame(g)
	if err != nil {
		t.Fatal(err)
	}
	pgn := writtenBy(t, pg.Write)
	click(t, ctx, "#new-game")
	do(t, ctx, "pasting the PGN", chromedp.SetValue(chromedp.CSS("textarea#record-text"), pgn))
	evaluate[bool](t, ctx, `document.getElementById("record-format").dispatchEvent(new Event("change"))`)
	if text := evaluate[string](t, ctx, `document.getElementById("record-text").value`); text != pgn {
		t.Fatalf("after choosing a format the record box holds\n%s\nwant the PGN pasted", text)
	}
	click(t, ctx, "#load-record")
	if diff := cmp.Diff(moves, played(t, ctx)); diff != "" {
		t.Errorf("moves loaded from PGN (-want +got):\n%s", diff)
	}
	if got := evaluate[string](t, ctx, `document.getElementById("record-format").value`); got != "pgn" {
		t.Errorf("format %q after loading PGN, want pgn", got)
	}
}

// A move typed in the notation chosen is played; one that does not read
// shows the column where it stops. The move list of a game loaded next is
// its own, even where its moves are those of the game before in USI.
func TestBrowserPlayTyped(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	do(t, ctx, "choosing Japanese", chromedp.SetValue(chromedp.CSS("#notation"), "japanese"))
	evaluate[bool](t, ctx, `document.getElementById("notation").dispatchEvent(new Event("change"))`)
	typeMove := func(text string) {
		t.Helper()
		do(t, ctx, "typing "+text, chromedp.SetValue(chromedp.CSS("#move-text"), text))
		click(t, ctx, "#play-text")
	}
	history := func() []string {
		t.Helper()
		return evaluate[[]string](t, ctx, `[...document.querySelectorAll("#history li")].map(li => li.textContent)`)
	}
	typeMove("７八X")
	if e := evaluate[string](t, ctx, `document.getElementById("move-error").textContent`); !strings.HasPrefix(e, "column 3: ") {
		t.Errorf("typing ７八X: %q, want an error at column 3", e)
	}
	typeMove("７八歩")
	if diff := cmp.Diff([]string{"7i7h"}, played(t, ctx)); diff != "" {
		t.Errorf("typing ７八歩: moves (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"☗７八歩"}, history()); diff != "" {
		t.Errorf("move list (-want +got):\n%s", diff)
	}
	// A game where a gold, not a pawn, plays 7i7h, loaded from KIF.
	_, kif := chuKIF(t, "k10g/12/12/12/12/12/12/12/5G6/12/12/11K b - 1", "7i7h")
	openRecord(t, ctx)
	do(t, ctx, "pasting the KIF", chromedp.SetValue(chromedp.CSS("textarea#record-text"), kif))
	click(t, ctx, "#load-record")
	if diff := cmp.Diff([]string{"☗７八金"}, history()); diff != "" {
		t.Errorf("a gold's 7i7h in a game loaded after a pawn's: move list (-want +got):\n%s", diff)
	}
}
