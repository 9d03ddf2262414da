package serve

import (
	"context"
	"io"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/variant"
)

// fuzzConfig serves the mover with the mini variant alone, whose rules
// compile fast.
func fuzzConfig(t testing.TB) Config {
	m := &mover{name: "mover"}
	return Config{Name: "mover", NewPlayer: m.factory, Variants: []*variant.Variant{miniVariant(t)}, MaxMultiPV: 4}
}

// FuzzUSI feeds any text to the USI server: it must neither panic nor
// hang, and it ends when the text does.
func FuzzUSI(f *testing.F) {
	for _, s := range []string{
		"usi\nisready\nposition startpos moves 1d1c\ngo depth 1\nquit\n",
		"setoption name USI_Variant value minishogi\nsetoption name LargeShogi_Profile value drawish\nsetoption name LargeShogi_Options value strong-pawns\nisready\n",
		"position sfen k4/P4/5/5/4K b - 1 moves 5b5a+\ngo btime 10 wtime 10 byoyomi 10 binc 1 winc 1\n",
		"go infinite\nisready\nstop\nstop\n",
		"go ponder movetime 5\nponderhit\ngo ponder\nstop\ngameover win\n",
		"setoption name MultiPV value 3\nsetoption name USI_Hash value 1\nsetoption name x\nsetoption\n",
		"position sfen\nposition startpos moves\nposition startpos moves 1d1c 1d1c\ngo nodes -1\ngo mate 1\n",
		"setoption name Threads value 2\nsetoption name USI_MultiPV value 3\nsetoption name Skill_Level value -9\nsetoption name USI_AnalyseMode value true\nisready\n",
		"position sfen k4/P4/5/5/4K b - 1 moves \ngo movetime 50 depth 5 btime 10 wtime 10 byoyomi 0 binc 1 winc 1\n",
	} {
		f.Add(s)
	}
	fuzzServer(f, USI)
}

// FuzzXBoard feeds any text to the XBoard server: it must neither panic
// nor hang, and it ends when the text does.
func FuzzXBoard(f *testing.F) {
	for _, s := range []string{
		"xboard\nprotover 2\nnew\nvariant mini\nlevel 40 5 0\npost\ntime 100\notim 100\nusermove a2a3\n?\nquit\n",
		"new\nforce\nusermove a2a3\nusermove a4a3\nundo\nremove\ngo\n?\nresult 1-0 {x}\n",
		"setboard k4/P4/5/5/4K w - - 0 1\nusermove a4a5+\nusermove e1e2\nsetboard x\nsetboard 5/5/5/5/5 b - 1\ngo\n",
		"st 0.5\nsd 2\nlevel 0 1:30 2.5\nmemory 8\noption LargeShogi_Profile=drawish\noption LargeShogi_Options=strong-pawns\nplayother\nping 3\n",
		"usermove @@@@\nusermove a2a3,a3a2\nlevel x\ntime -5\notim 1e9\nst -1\nfrob\n",
		"new\npost\nanalyze\n.\nusermove a2a3\nundo\nnew\nsetboard 5/5/5/5/5 w - 0 1\ngo\nexit\nexit\nhint\nbk\ndraw\ncores 2\n",
		"setboard k4/P4/5/5/4K w - 0 1 x\ngo\nundo\nusermove a4a5\nanalyze\nsetboard k4/P4/5/5/4K w 0 1\n",
	} {
		f.Add(s)
	}
	fuzzServer(f, XBoard)
}

// fuzzServer serves each text the fuzzer makes with serve: it must end
// without an error but that of a line too long.
func fuzzServer(f *testing.F, serve func(context.Context, io.Reader, io.Writer, Config) error) {
	cfg := fuzzConfig(f)
	f.Fuzz(func(t *testing.T, text string) {
		if err := serve(context.Background(), strings.NewReader(text), io.Discard, cfg); err != nil && !strings.Contains(err.Error(), "longer than") {
			t.Fatalf("%q: %v", text, err)
		}
	})
}
