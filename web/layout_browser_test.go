package web

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// On a phone held upright (375×812, touch) and a tablet (820×1180) the
// board comes first, as wide as the screen, with nothing to scroll
// sideways; on the phone a game of ten moves is played by taps.
func TestBrowserNarrowScreens(t *testing.T) {
	for _, c := range []struct {
		name          string
		width, height int64
		touch         bool
	}{
		{"phone", 375, 812, true},
		{"tablet", 820, 1180, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			opts := []chromedp.EmulateViewportOption{}
			if c.touch {
				opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateTouch)
			}
			ctx, _ := openPageWith(t, "chu", chromedp.EmulateViewport(c.width, c.height, opts...))
			box := evaluate[[]float64](t, ctx, `(r => [r.left, r.top, r.width, r.height])(document.querySelector("#board svg").getBoundingClientRect())`)
			width := evaluate[float64](t, ctx, `document.documentElement.clientWidth`)
			if box[2] < 0.9*width || box[3] <= 0 {
				t.Errorf("the board is %.0f×%.0f px on a page %.0f px wide, want at least 90%% of its width", box[2], box[3], width)
			}
			if box[1] >= float64(c.height)/2 {
				t.Errorf("the board starts %.0f px down a screen %d px high: it is not first", box[1], c.height)
			}
			if scroll := evaluate[float64](t, ctx, `document.documentElement.scrollWidth`); scroll > width {
				t.Errorf("the page is %.0f px wide on a screen of %.0f: it scrolls sideways", scroll, width)
			}
			if !c.touch {
				return
			}
			for ply := range 10 {
				// A move of one click after the piece, of a piece whose moves
				// all take one, with no promotion to choose.
				move := evaluate[[]string](t, ctx, fmt.Sprintf(`(() => {
					const simple = page.moves.filter(m => m.path.length === 1 &&
						page.moves.every(o => o.from !== m.from || o.path.length === 1) &&
						page.moves.every(o => o.from !== m.from || o.to !== m.to || o.promote === m.promote));
					const m = simple[(%d * 7) %% simple.length];
					return [m.from, m.to, m.usi];
				})()`, ply))
				tap(t, ctx, move[0])
				tap(t, ctx, move[1])
				if got := evaluate[string](t, ctx, `page.history.usi.join(" ")`); evaluate[int](t, ctx, `plies()`) != ply+1 {
					t.Fatalf("tapping %s then %s for %s: the game has the moves %q, want %d", move[0], move[1], move[2], got, ply+1)
				}
			}
		})
	}
}

// tap touches the middle of a square of the board, as a finger does,
// scrolling it into view first.
func tap(t *testing.T, ctx context.Context, sq string) {
	t.Helper()
	at := evaluate[[]float64](t, ctx, fmt.Sprintf(`(el => { el.scrollIntoView({block: "center"}); const r = el.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })(document.querySelector('#cells rect[data-square=%q]'))`, sq))
	for _, p := range []input.DispatchTouchEventParams{
		{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: at[0], Y: at[1]}}},
		{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}},
	} {
		if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, p); err != nil {
			t.Fatalf("tapping %s: %v", sq, err)
		}
	}
}

// In every notation the board is labelled as the notation names squares:
// each move of the list holds its destination's file and rank labels as
// the board shows them (Japanese notation's 同 aside), in chu and in
// taikyoku, whose ranks past 26 western notation writes as letters.
func TestBrowserLabelsMatchNotation(t *testing.T) {
	for _, name := range []string{"chu", "taikyoku"} {
		t.Run(name, func(t *testing.T) {
			ctx, _ := openPage(t, name)
			// Twelve moves of one step, and where each goes.
			to := evaluate[[]string](t, ctx, `(() => {
				const to = [];
				for (let i = 0; i < 12; i++) {
					const quiet = page.moves.filter(m => m.path.length === 1 && !m.promote);
					const m = quiet[(i * 11) % quiet.length];
					playMove(m.usi, "usi");
					to.push(m.to);
				}
				return to;
			})()`)
			notations := evaluate[[]string](t, ctx, `[...document.getElementById("notation").options].map(o => o.value)`)
			if len(notations) < 8 {
				t.Fatalf("the page offers the notations %q", notations)
			}
			for _, n := range notations {
				choose(t, ctx, "notation", n)
				bad := evaluate[[]string](t, ctx, `(to => {
					const texts = [...document.querySelectorAll("#board .labels text")].map(e => e.textContent);
					const files = page.variant.files;
					const label = sq => {
						const i = page.variant.squares.findIndex(s => s.name === sq);
						return texts[i % files] + texts[files + Math.floor(i / files)];
					};
					const bad = [];
					page.history.usi.forEach((usi, i) => {
						const text = document.querySelectorAll("#history li")[i].dataset.move;
						if (!text.includes("同") && !text.includes(label(to[i]))) bad.push(usi + " " + text + " " + label(to[i]));
					});
					return bad;
				})(`+toJSON(t, to)+`)`)
				if len(bad) > 0 {
					t.Errorf("%s: moves not found on the board by its labels (USI, text, labels): %q", n, bad)
				}
			}
		})
	}
}

// toJSON writes v as JSON, for a script.
func toJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A target whose piece the move takes is told apart from an empty one,
// and a lion taken by another piece marks the counter-strike square.
func TestBrowserCaptureTargetsAndCounterStrike(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	loadSFEN(t, ctx, "12/12/12/12/12/6n5/6G5/12/12/3p8/12/6K4k b - 1")
	clickSquares(t, ctx, "6g")
	captures := evaluate[[]string](t, ctx, `[...document.querySelectorAll("#marks .target.capture")].map(e => e.dataset.square)`)
	if len(captures) != 1 || captures[0] != "6f" {
		t.Errorf("capture targets %q, want the lion's 6f alone", captures)
	}
	if n := len(marked(t, ctx, "target")); n < 2 {
		t.Errorf("%d targets, want the gold's empty squares too", n)
	}
	clickSquares(t, ctx, "6f")
	if got := evaluate[[]string](t, ctx, `[...document.querySelectorAll("#marks .counter-strike")].map(e => e.dataset.square)`); len(got) != 1 || got[0] != "6f" {
		t.Errorf("counter-strike marks %q after the gold took the lion, want 6f", got)
	}
}

// The right button draws the player's arrows and circles, and takes one
// away when drawn again; a move clears them.
func TestBrowserPlayerArrows(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	drag := func(from, to string) {
		t.Helper()
		pos := func(sq string) []float64 {
			return evaluate[[]float64](t, ctx, fmt.Sprintf(`(r => [r.left + r.width / 2, r.top + r.height / 2])(document.querySelector('#cells rect[data-square=%q]').getBoundingClientRect())`, sq))
		}
		a, b := pos(from), pos(to)
		for _, p := range []input.DispatchMouseEventParams{
			{Type: input.DispatchMouseEventTypeMousePressed, X: a[0], Y: a[1], Button: input.MouseButtonRight, Buttons: 2, ClickCount: 1},
			{Type: input.DispatchMouseEventTypeMouseMoved, X: b[0], Y: b[1], Button: input.MouseButtonRight, Buttons: 2},
			{Type: input.DispatchMouseEventTypeMouseReleased, X: b[0], Y: b[1], Button: input.MouseButtonRight, ClickCount: 1},
		} {
			if _, err := chromedp.Call(ctx, input.DispatchMouseEvent, p); err != nil {
				t.Fatalf("drawing %s-%s: %v", from, to, err)
			}
		}
	}
	drawn := func() []string {
		return evaluate[[]string](t, ctx, `[...document.querySelectorAll("#marks .drawn")].map(e => e.dataset.move || "o" + e.dataset.square)`)
	}
	drag("7i", "7g")
	drag("5f", "5f")
	if got := drawn(); fmt.Sprint(got) != "[7i7g o5f]" {
		t.Errorf("drawn %q, want the arrow 7i7g and the circle on 5f", got)
	}
	drag("7i", "7g")
	if got := drawn(); fmt.Sprint(got) != "[o5f]" {
		t.Errorf("after drawing 7i7g again: %q, want the circle alone", got)
	}
	if played(t, ctx); len(marked(t, ctx, "target")) != 0 {
		t.Error("drawing selected a piece")
	}
	clickSquares(t, ctx, "7i", "7h")
	if got := drawn(); len(got) != 0 {
		t.Errorf("after a move: %q drawn, want none", got)
	}
}

// No royal is marked in danger at taikyoku's start. With one kanji a
// piece (taikyoku's default), a legend names the
// character of every piece; pointing at a piece the first time does not
// move the panels below its diagram.
func TestBrowserLegendAndSteadyPanels(t *testing.T) {
	ctx, _ := openPage(t, "taikyoku")
	if n := evaluate[int](t, ctx, `document.querySelectorAll("#marks .danger").length`); n != 0 {
		t.Errorf("%d royals marked in danger at taikyoku's start, want none", n)
	}
	legend := evaluate[[]string](t, ctx, `[...document.querySelectorAll("#legend-list li")].map(li => li.textContent)`)
	pieces := evaluate[int](t, ctx, `page.variant.pieces.length`)
	if evaluate[bool](t, ctx, `document.getElementById("legend").hidden`) || len(legend) != pieces {
		t.Fatalf("the legend lists %d pieces, want taikyoku's %d", len(legend), pieces)
	}
	choose(t, ctx, "piece-set", "kanji")
	if !evaluate[bool](t, ctx, `document.getElementById("legend").hidden`) {
		t.Error("the legend stays with two kanji a piece")
	}

	ctx, _ = openPage(t, "chu")
	top := `document.getElementById("moves").getBoundingClientRect().top`
	before := evaluate[float64](t, ctx, top)
	lion := evaluate[[]float64](t, ctx, `(r => [r.left + r.width / 2, r.top + r.height / 2])(document.querySelector('#cells rect[data-square="7j"]').getBoundingClientRect())`)
	do(t, ctx, "pointing at the lion", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, lion[0], lion[1]))
	waitFor(t, ctx, "the lion's diagram", `document.querySelector("#diagram svg") !== null`, 10*time.Second)
	if after := evaluate[float64](t, ctx, top); after != before {
		t.Errorf("the move list moved from %.0f to %.0f px when the first diagram appeared", before, after)
	}
}

// On a zoomed taikyoku board scrolled to its middle, the file and rank
// labels stay in sight at the edges of the board's space, the board
// flipped or not.
func TestBrowserZoomedLabelsInSight(t *testing.T) {
	ctx, _ := openPage(t, "taikyoku")
	for range 4 {
		click(t, ctx, "#zoom-in")
	}
	for _, flipped := range []bool{false, true} {
		if flipped {
			click(t, ctx, "#flip")
		}
		evaluate[bool](t, ctx, `(h => { h.scrollTop = (h.scrollHeight - h.clientHeight) / 2; h.scrollLeft = (h.scrollWidth - h.clientWidth) / 2; pinLabels(); return true; })(document.getElementById("board"))`)
		out := evaluate[[]string](t, ctx, `(() => {
			const h = document.getElementById("board");
			const v = h.getBoundingClientRect();
			const bottom = v.top + h.clientHeight, right = v.left + h.clientWidth;
			const out = [];
			document.querySelectorAll("#board .labels text").forEach((t, i) => {
				const r = t.getBoundingClientRect();
				const seen = i < page.variant.files ? r.top >= v.top - 1 && r.bottom <= bottom + 1 : r.left >= v.left - 1 && r.right <= right + 1;
				if (!seen) out.push(t.textContent);
			});
			return out;
		})()`)
		if len(out) > 0 {
			t.Errorf("flipped %v: %d labels out of sight: %q", flipped, len(out), out)
		}
	}
}
