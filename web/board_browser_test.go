package web

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
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
