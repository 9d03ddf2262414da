package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// betzaReport is the JSON form of a notation's moves on an empty board.
type betzaReport struct {
	Notation  string `json:"notation"`
	Canonical string `json:"canonical"`
	Board     string `json:"board"`
	At        string `json:"at"`
	// Destinations are the squares other than its own that the piece can
	// move to, each with its kind: step, jump or range (see
	// betza.Diagram).
	Destinations []destination `json:"destinations"`
	// Igui are the squares where it can capture an enemy piece and end on
	// its own square, of kind igui.
	Igui []destination `json:"igui,omitempty"`
	// Shots are the squares where it can capture an enemy piece by
	// shooting it, without moving onto it, of kind shot.
	Shots []destination `json:"shots,omitempty"`
	// Pass reports whether it can end its move on its own square having
	// captured nothing.
	Pass bool `json:"pass"`
}

// destination is a square with its offset from the piece, dx files to the
// mover's right and dy ranks forward, and what the piece can do there.
type destination struct {
	Square string `json:"square"`
	DX     int    `json:"dx"`
	DY     int    `json:"dy"`
	Kind   string `json:"kind"`
}

func runBetza(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("betza", "[-board 19x19] [-at SQUARE] [-json] NOTATION", stdout, stderr)
	size := fs.String("board", "19x19", "board size, FILESxRANKS")
	at := fs.String("at", "", "the piece's square (default: the centre)")
	asJSON := fs.Bool("json", false, "print one JSON object instead of the diagram")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fs.errArgs("want exactly one NOTATION")
	}
	notation := pos[0]
	files, ranks, err := board.ParseSize(*size)
	if err != nil {
		return err
	}
	geo, err := board.NewGeometry(files, ranks)
	if err != nil {
		return err
	}
	from := geo.Centre()
	if *at != "" {
		if from, err = geo.ParseSquare(*at); err != nil {
			return err
		}
	}
	m, err := betza.Parse(notation)
	if err != nil {
		var be *betza.Error
		if errors.As(err, &be) {
			fmt.Fprintln(stderr, be.Caret())
		}
		return err
	}
	prog, err := betza.CompileMove(m)
	if err != nil {
		return err
	}
	report, d := drawMove(notation, m, prog, geo, from)
	if *asJSON {
		return writeJSON(stdout, report)
	}
	fmt.Fprintf(stdout, "%s (canonical %s) on %s from %s, Black moving up\n\n", notation, report.Canonical, report.Board, report.At)
	writeDiagramText(stdout, report, d)
	return nil
}

// drawMove draws the move prog, compiled from notation (parsed as m), for a
// Black piece on square from of an empty board.
func drawMove(notation string, m *betza.Move, prog *betza.Program, geo *board.Geometry, from board.Square) (betzaReport, *betza.Diagram) {
	d := betza.Draw(prog, geo, from)
	report := betzaReport{
		Notation: notation, Canonical: m.String(), Board: geo.String(), At: geo.Name(from),
		Destinations: make([]destination, 0, len(d.Destinations)),
		Igui:         squares(d, d.Igui, func(board.Square) string { return kindIgui }),
		Shots:        squares(d, d.Shots, func(board.Square) string { return kindShot }),
		Pass:         d.Pass,
	}
	report.Destinations = append(report.Destinations, squares(d, d.Destinations, func(s board.Square) string { return destinationKind(d.Marks[geo.Index(s)]) })...)
	return report, d
}

// squares lists the squares of d's list with their offsets and kinds.
func squares(d *betza.Diagram, list []board.Square, kind func(board.Square) string) []destination {
	var out []destination
	for _, s := range list {
		dx, dy := d.Geo.Relative(d.At, s, board.Black)
		out = append(out, destination{Square: d.Geo.Name(s), DX: dx, DY: dy, Kind: kind(s)})
	}
	return out
}

// writeJSON writes v as one indented JSON object.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// writeDiagramText writes the diagram the way the rule texts draw it, its
// legend and the lists of squares.
func writeDiagramText(w io.Writer, report betzaReport, d *betza.Diagram) {
	fmt.Fprint(w, d.Text(0))
	fmt.Fprintf(w, "\n● piece  ◎ piece that can pass  ○ step  ☆ jump  │─╲╱ range (┼╳ along two lines)  ! igui  * shot; a square shows all its marks (○! step and igui)\n")
	if d.Pass {
		fmt.Fprintln(w, "it can pass (end its move where it started)")
	}
	printList(w, "destinations", report.Destinations)
	printList(w, "igui (capture without moving)", report.Igui)
	printList(w, "shots", report.Shots)
}

func printList(w io.Writer, title string, list []destination) {
	if len(list) == 0 {
		return
	}
	fmt.Fprintf(w, "%s: %d\n", title, len(list))
	for i, s := range list {
		if i > 0 {
			fmt.Fprint(w, " ")
		}
		fmt.Fprint(w, s.Square)
	}
	fmt.Fprintln(w)
}
