package web

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserFindMate loads a chu shogi position with a mate in 7 and
// clicks Find mate: the page shows the prover's line in the notation
// chosen and draws it on the board, an arrow a move, until another
// position is shown; with checks only (tsume) it finds no mate.
func TestBrowserFindMate(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	loadSFEN(t, ctx, "10I+e/11g/12/12/9S2/12/12/12/12/12/12/1+E10 b - 1")
	click(t, ctx, "#find-mate")
	waitFor(t, ctx, "the mate", `["mate", "no mate", "unknown", "error"].includes(document.getElementById("mate-text").dataset.verdict)`, 2*time.Minute)
	if got, want := evaluate[string](t, ctx, `document.getElementById("mate-text").dataset.usi`), "3e2d+ 1b1c 2d2b 1c1d 2b2g 1a1b 2g1g"; got != want {
		t.Fatalf("line %q (%s), want %q", got, evaluate[string](t, ctx, `document.getElementById("mate-text").textContent`), want)
	}
	if got := evaluate[int](t, ctx, `document.querySelectorAll("#marks .arrow.best").length`); got != 7 {
		t.Errorf("%d arrows on the board, want 7", got)
	}
	if text := evaluate[string](t, ctx, `document.getElementById("mate-text").textContent`); text[:16] != "Black mates in 7" {
		t.Errorf("text %q", text)
	}
	do(t, ctx, "choosing tsume", chromedp.SetValue(chromedp.CSS("#mate-mode"), "tsume"))
	click(t, ctx, "#find-mate")
	waitFor(t, ctx, "the tsume", `document.getElementById("mate-text").dataset.verdict === "no mate"`, 2*time.Minute)
	if got := evaluate[int](t, ctx, `document.querySelectorAll("#marks .arrow.best").length`); got != 0 {
		t.Errorf("%d arrows on the board after no mate, want 0", got)
	}
}
