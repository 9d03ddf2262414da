package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// summary is one line describing a variant.
func summary(v *variant.Variant) string {
	kinds := map[*variant.Piece]bool{}
	n := 0
	for _, p := range v.Setup {
		if p.Color == board.Black {
			n++
			kinds[p.Piece] = true
		}
	}
	return fmt.Sprintf("%s (%s): %s board, %d pieces a side of %d kinds, %d piece kinds in all, %d profiles, %d options; engines call it %s (USI), %s (XBoard)",
		v.Name, v.Title, v.Geometry, n, len(kinds), len(v.Pieces), len(v.Profiles), len(v.Options), v.USIVariant, v.XBoardVariant)
}

func runValidate(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("validate", "FILE.yaml", stdout, stderr)
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fs.errArgs("want exactly one FILE.yaml")
	}
	v, err := variant.LoadFile(pos[0])
	if err == nil {
		err = rules.Validate(v)
	}
	if err != nil {
		var list variant.ErrorList
		if errors.As(err, &list) {
			fmt.Fprintln(stdout, list.Error())
			return fmt.Errorf("validate: %s: %s", pos[0], problems(list.Count()))
		}
		return err
	}
	fmt.Fprintln(stdout, "ok")
	fmt.Fprintln(stdout, summary(v))
	return nil
}

// problems says how many problems there are: "1 problem", "2 problems".
func problems(n int) string {
	if n == 1 {
		return "1 problem"
	}
	return fmt.Sprintf("%d problems", n)
}

func runVariants(args []string, stdout, stderr io.Writer) error {
	if err := noArgs(newFlags("variants", "", stdout, stderr), args); err != nil {
		return err
	}
	all, err := variants.All()
	if err != nil {
		return err
	}
	for _, v := range all {
		fmt.Fprintln(stdout, summary(v))
	}
	return nil
}
