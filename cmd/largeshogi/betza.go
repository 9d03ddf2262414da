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
	Notation     string        `json:"notation"`
	Canonical    string        `json:"canonical"`
	Board        string        `json:"board"`
	At           string        `json:"at"`
	Destinations []destination `json:"destinations"`
	Shots        []destination `json:"shots,omitempty"`
	Pass         bool          `json:"pass"`
}

// destination is a square with its offset from the piece: dx files to the
// mover's right, dy ranks forward.
type destination struct {
	Square string `json:"square"`
	DX     int    `json:"dx"`
	DY     int    `json:"dy"`
}

func runBetza(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("betza", "[-board 19x19] [-at SQUARE] [-json] NOTATION", stderr)
	size := fs.String("board", "19x19", "board size, FILESxRANKS")
	at := fs.String("at", "", "the piece's square (default: the centre)")
	asJSON := fs.Bool("json", false, "print one JSON object instead of the diagram")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return errors.New("betza: want exactly one NOTATION")
	}
	notation := fs.Arg(0)
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
		Destinations: squares(geo, from, d.Destinations), Shots: squares(geo, from, d.Shots), Pass: d.Pass,
	}
	return report, d
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
	fmt.Fprintf(w, "\n● piece  ◎ piece that can pass  ○ step  ☆ jump  │─╲╱ range  ! igui  * shot\n")
	if d.Pass {
		fmt.Fprintln(w, "it can pass (end its move where it started)")
	}
	printList(w, "destinations", report.Destinations)
	printList(w, "igui (capture without moving)", squares(d.Geo, d.At, d.Igui))
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

func squares(geo *board.Geometry, from board.Square, list []board.Square) []destination {
	out := make([]destination, 0, len(list))
	for _, s := range list {
		dx, dy := geo.Relative(from, s, board.Black)
		out = append(out, destination{Square: geo.Name(s), DX: dx, DY: dy})
	}
	return out
}
