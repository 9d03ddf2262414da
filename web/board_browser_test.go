package web

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/google/go-cmp/cmp"
)

// squareCentre returns where on the page the centre of a board square is.
func squareCentre(t *testing.T, ctx context.Context, sq string) (x, y float64) {
	t.Helper()
	c := evaluate[[]float64](t, ctx, `(() => { const r = document.querySelector('#cells rect[data-square="`+sq+`"]').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`)
	return c[0], c[1]
}

// drag presses the mouse on one square, moves it to another and lets go
// there, as a player dragging a piece does.
func drag(t *testing.T, ctx context.Context, from, to string) {
	t.Helper()
	x1, y1 := squareCentre(t, ctx, from)
	x2, y2 := squareCentre(t, ctx, to)
	do(t, ctx, "dragging "+from+" to "+to,
		chromedp.MouseEvent(chromedp.MousePressed, x1, y1, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.MouseEvent(chromedp.MouseMoved, (x1+x2)/2, (y1+y2)/2, chromedp.ButtonLeft),
		chromedp.MouseEvent(chromedp.MouseMoved, x2, y2, chromedp.ButtonLeft),
		chromedp.MouseEvent(chromedp.MouseReleased, x2, y2, chromedp.ButtonLeft, chromedp.ClickCount(1)))
}

// Flip puts White's side at the bottom: the square 1a, Black's top right,
// goes to the bottom left, and a click still reaches the square it is on.
func TestBrowserFlip(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	x1a, y1a := squareCentre(t, ctx, "1a")
	x12l, y12l := squareCentre(t, ctx, "12l")
	if x1a <= x12l || y1a >= y12l {
		t.Fatalf("before flipping, 1a at (%.0f, %.0f) and 12l at (%.0f, %.0f): want 1a top right of 12l", x1a, y1a, x12l, y12l)
	}
	click(t, ctx, "#flip")
	x1a, y1a = squareCentre(t, ctx, "1a")
	x12l, y12l = squareCentre(t, ctx, "12l")
	if x1a >= x12l || y1a <= y12l {
		t.Fatalf("flipped, 1a at (%.0f, %.0f) and 12l at (%.0f, %.0f): want 1a bottom left of 12l", x1a, y1a, x12l, y12l)
	}
	clickSquares(t, ctx, "7i", "7h")
	if diff := cmp.Diff([]string{"7i7h"}, played(t, ctx)); diff != "" {
		t.Errorf("moves played on the flipped board (-want +got):\n%s", diff)
	}
	screenshot(t, ctx, "chu-flipped")
}

// A lion's double capture is dragged: to the first piece, then on from
// there to the second.
func TestBrowserDragLion(t *testing.T) {
	const sfen = "12/12/12/6p5/6p5/6N5/12/12/12/12/12/6K4k b - 1"
	ctx, _ := openPage(t, "chu")
	loadSFEN(t, ctx, sfen)
	drag(t, ctx, "6f", "6e")
	if got := played(t, ctx); len(got) != 0 {
		t.Fatalf("after the first drag, moves played %v, want none yet", got)
	}
	drag(t, ctx, "6e", "6d")
	if diff := cmp.Diff([]string{"6f6e6d"}, played(t, ctx)); diff != "" {
		t.Errorf("moves played (-want +got):\n%s", diff)
	}
}

// The move list walks the game: a click on a move, the arrow keys, Home
// and End and the buttons show the position after that move; a move played
// there, once confirmed, is a variation that replaces the rest.
func TestBrowserWalkAndVariation(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	clickSquares(t, ctx, "7i", "7h", "6d", "6e", "8i", "8h")
	game := []string{"7i7h", "6d6e", "8i8h"}
	if diff := cmp.Diff(game, played(t, ctx)); diff != "" {
		t.Fatalf("moves played (-want +got):\n%s", diff)
	}
	shown := func(what string, want int) {
		t.Helper()
		if diff := cmp.Diff(game[:want], played(t, ctx)); diff != "" {
			t.Errorf("%s: the game up to the position shown (-want +got):\n%s", what, diff)
		}
		if got := evaluate[int](t, ctx, `document.querySelectorAll("#history li").length`); got != len(game) {
			t.Errorf("%s: the move list has %d moves, want %d", what, got, len(game))
		}
		if got := evaluate[int](t, ctx, `document.querySelectorAll("#history li.future").length`); got != len(game)-want {
			t.Errorf("%s: %d moves after the position shown, want %d", what, got, len(game)-want)
		}
	}
	click(t, ctx, `#history li[data-ply="1"]`)
	shown("clicking the first move", 1)
	do(t, ctx, "pressing the right arrow", chromedp.KeyEvent(kb.ArrowRight))
	shown("the right arrow", 2)
	do(t, ctx, "pressing Home", chromedp.KeyEvent(kb.Home))
	shown("Home", 0)
	do(t, ctx, "pressing End", chromedp.KeyEvent(kb.End))
	shown("End", 3)
	click(t, ctx, "#first")
	shown("First", 0)
	click(t, ctx, "#next")
	shown("Forward", 1)
	click(t, ctx, "#last")
	shown("Last", 3)
	click(t, ctx, "#previous")
	click(t, ctx, "#previous")
	shown("Back twice", 1)

	evaluate[bool](t, ctx, `window.asked = ""; window.confirm = q => { window.asked = q; return true; }; true`)
	clickSquares(t, ctx, "5d", "5e")
	if evaluate[string](t, ctx, `window.asked`) == "" {
		t.Error("a move played before the end of the game was not confirmed")
	}
	if diff := cmp.Diff([]string{"7i7h", "5d5e"}, played(t, ctx)); diff != "" {
		t.Errorf("moves after the variation (-want +got):\n%s", diff)
	}
	if got := evaluate[int](t, ctx, `document.querySelectorAll("#history li").length`); got != 2 {
		t.Errorf("the move list has %d moves after the variation, want 2", got)
	}
}

// Zoom draws taikyoku's board larger, by the buttons and by Ctrl and the
// wheel over the board, and the board scrolls in its space.
func TestBrowserZoomTaikyoku(t *testing.T) {
	ctx, _ := openPage(t, "taikyoku")
	cellWidth := func() float64 {
		t.Helper()
		return evaluate[float64](t, ctx, `document.querySelector('#cells rect[data-square="18r"]').getBoundingClientRect().width`)
	}
	before := cellWidth()
	click(t, ctx, "#zoom-in")
	click(t, ctx, "#zoom-in")
	if got, want := cellWidth(), before*1.5; got < want-0.5 || got > want+0.5 {
		t.Errorf("a square %.1f px wide after zooming in twice, want %.1f (1.5 times %.1f)", got, want, before)
	}
	if !evaluate[bool](t, ctx, `(() => { const b = document.getElementById("board"); return b.scrollWidth > b.clientWidth; })()`) {
		t.Error("the zoomed board does not scroll")
	}
	// A wheel turned up over a square, with Ctrl held.
	evaluate[bool](t, ctx, `document.querySelector('#cells rect[data-square="18r"]').dispatchEvent(new WheelEvent("wheel", {deltaY: -120, ctrlKey: true, bubbles: true, cancelable: true}))`)
	if got := evaluate[string](t, ctx, `document.body.dataset.zoom`); got != "2" {
		t.Errorf("zoom %s after Ctrl and the wheel up from 1.5, want 2", got)
	}
	screenshot(t, ctx, "taikyoku-zoomed")
	click(t, ctx, "#zoom-out")
	click(t, ctx, "#zoom-out")
	click(t, ctx, "#zoom-out")
	if got := cellWidth(); got < before-0.5 || got > before+0.5 {
		t.Errorf("a square %.1f px wide after zooming back out, want %.1f", got, before)
	}
}

// Tenjiku's many options come folded, so that the board stays at the top
// of the page; a click on the panel's title shows them.
func TestBrowserOptionsFolded(t *testing.T) {
	ctx, _ := openPage(t, "tenjiku")
	if evaluate[bool](t, ctx, `document.getElementById("options-panel").open`) {
		t.Error("tenjiku's options are open, want them folded")
	}
	if top := evaluate[float64](t, ctx, `document.getElementById("board").getBoundingClientRect().top`); top > 200 {
		t.Errorf("the board starts %.0f px down the page, want it near the top", top)
	}
	click(t, ctx, "#options-panel summary")
	if !evaluate[bool](t, ctx, `document.getElementById("options-panel").open`) {
		t.Error("a click on the title does not show the options")
	}
}

// A royal piece the other side attacks is marked, and the mark goes when
// the danger does.
func TestBrowserRoyalInDanger(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	loadSFEN(t, ctx, "12/12/12/12/12/12/12/12/12/12/6r5/6K4k b - 1")
	if diff := cmp.Diff([]string{"6l"}, marked(t, ctx, "danger")); diff != "" {
		t.Errorf("royals marked in danger (-want +got):\n%s", diff)
	}
	clickSquares(t, ctx, "6l", "6k")
	if got := marked(t, ctx, "danger"); len(got) != 0 {
		t.Errorf("royals marked in danger after the king took the rook: %v, want none", got)
	}
}

// Taikyoku starts in the one-kanji set; the set chosen redraws the board.
func TestBrowserPieceSets(t *testing.T) {
	ctx, _ := openPage(t, "taikyoku")
	if got := evaluate[string](t, ctx, `document.getElementById("piece-set").value`); got != "one-kanji" {
		t.Errorf("taikyoku's piece set %q, want one-kanji", got)
	}
	pieceTexts := `[...document.querySelectorAll("#board svg .piece text")].length`
	one := evaluate[int](t, ctx, pieceTexts)
	do(t, ctx, "choosing two kanji", chromedp.SetValue(chromedp.CSS("#piece-set"), "kanji"))
	evaluate[bool](t, ctx, `document.getElementById("piece-set").dispatchEvent(new Event("change")), true`)
	if two := evaluate[int](t, ctx, pieceTexts); two <= one {
		t.Errorf("%d characters on the pieces in two kanji, want more than one-kanji's %d", two, one)
	}
}

// leftHeld says, of a mouse move, that the left button is held down.
func leftHeld(p *input.DispatchMouseEventParams) { p.Buttons = 1 }

// While a piece is dragged a copy of it follows the pointer, the piece
// itself drawn faint; letting go plays the move and takes the copy away.
func TestBrowserDragImage(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	x1, y1 := squareCentre(t, ctx, "7i")
	x2, y2 := squareCentre(t, ctx, "7g")
	do(t, ctx, "pressing on 7i and moving to 7g",
		chromedp.MouseEvent(chromedp.MousePressed, x1, y1, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.MouseEvent(chromedp.MouseMoved, (x1+x2)/2, (y1+y2)/2, chromedp.ButtonLeft, leftHeld),
		chromedp.MouseEvent(chromedp.MouseMoved, x2, y2, chromedp.ButtonLeft, leftHeld))
	at := evaluate[[]float64](t, ctx, `(() => { const g = document.querySelector("#board .piece.dragged"); if (!g) return []; const r = g.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2, r.width]; })()`)
	if len(at) != 3 {
		t.Fatal("no piece follows the pointer while dragging")
	}
	if dx, dy := at[0]-x2, at[1]-y2; dx*dx+dy*dy > at[2]*at[2]/4 {
		t.Errorf("the dragged piece is centred at (%.0f, %.0f), want it under the pointer at (%.0f, %.0f)", at[0], at[1], x2, y2)
	}
	if n := evaluate[int](t, ctx, `document.querySelectorAll("#board .piece.lifted").length`); n != 1 {
		t.Errorf("%d pieces drawn faint while dragging, want 1", n)
	}
	do(t, ctx, "letting go on 7h", chromedp.MouseEvent(chromedp.MouseReleased, x2, y2, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	if n := evaluate[int](t, ctx, `document.querySelectorAll("#board .piece.dragged").length`); n != 0 {
		t.Errorf("%d dragged pieces left after letting go", n)
	}
}
