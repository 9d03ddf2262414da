package rules

import (
	"errors"
	"fmt"
	"slices"

	"github.com/largeshogi/largeshogi/variant"
)

// Validate compiles variant v as [New] would under its default profile,
// under each other profile and with each option alone, and returns every
// refusal as a [variant.ErrorList] in the file's terms (file:line:col), or
// nil: what the loader's checks cannot see because only the engine knows
// it. `largeshogi validate` runs it after loading a file.
//
// The pieces are compiled once: a profile or an option that changes only
// rule hooks costs the compilation of the hooks, and one that changes
// pieces a whole [New].
func Validate(v *variant.Variant) error {
	var list variant.ErrorList
	seen := map[string]bool{}
	pieces, _ := compilePieces(v) // on an error, New below reports it
	try := func(where, profile string, options ...string) {
		c, err := v.Configure(profile, options...)
		switch {
		case err != nil:
		case pieces != nil && slices.Equal(c.Pieces, pieces.Variant.Pieces):
			_, err = pieces.withRules(c)
		default:
			_, err = New(c)
		}
		if err == nil || seen[err.Error()] {
			return
		}
		seen[err.Error()] = true
		var e *variant.Error
		if errors.As(err, &e) {
			list = append(list, &variant.Error{File: e.File, Line: e.Line, Col: e.Col, Msg: where + e.Msg})
			return
		}
		list = append(list, &variant.Error{Msg: where + err.Error()})
	}
	try("", "")
	for i, p := range v.Profiles {
		if i > 0 {
			try(fmt.Sprintf("profile %s: ", p.Name), p.Name)
		}
	}
	for _, o := range v.Options {
		try(fmt.Sprintf("option %s: ", o.Name), "", o.Name)
	}
	if len(list) == 0 {
		return nil
	}
	return list
}
