package main

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/largeshogi/largeshogi/eval"
)

func runValues(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("values", "[-variant NAME | -file FILE.yaml] [-rules PROFILE] [-options A,B]", stdout, stderr)
	var vf variantFlags
	vf.register(fs, true, "comma-separated options of the variant to enable")
	if err := noArgs(fs, args); err != nil {
		return err
	}
	r, err := vf.compile()
	if err != nil {
		return err
	}
	v := r.Variant
	t := eval.NewTable(r)
	fmt.Fprintf(stdout, "%s: piece values in centipawns (100: a piece that steps one square forward), estimated on boards %.0f%% full; the search reports scores in pawns of %d (100 cp)\n\n",
		v.Name, 100*t.Density, t.Pawn)
	w := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "piece\tpromotes to\tvalue\town\tpromoted\treach\tforward\trange\tleaps\tmulti\thooks\t")
	for _, e := range t.Pieces {
		promotes, promoted := "-", "-"
		if e.Piece.Promotes != nil {
			promotes, promoted = e.Piece.Promotes.ID, fmt.Sprint(e.Promotion)
		}
		value, own := fmt.Sprint(e.Value), fmt.Sprint(e.Own)
		if e.Royal {
			value = fmt.Sprintf("royal (%d)", e.Value)
		}
		if e.Stated {
			own += " (file)"
		}
		m := e.Moves
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%.1f\t%+.2f\t%.1f\t%.1f\t%.2f\t%.1f\t\n",
			e.Piece.ID, promotes, value, own, promoted, m.Reach, m.Forward, m.Range, m.Leaps, m.Multi, e.Hooks)
	}
	return w.Flush()
}
