package xboard_test

import (
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/engine/enginetest"
	"github.com/largeshogi/largeshogi/engine/xboard"
	"github.com/largeshogi/largeshogi/notation"
)

// FuzzParseFeatures checks that no line makes the feature reader panic,
// and that each feature read has a name without spaces, quotes or "=".
func FuzzParseFeatures(f *testing.F) {
	for _, s := range []string{
		`feature variants="chu,dai" ping=1 setboard=1 myname="HaChu 0.21"`,
		`feature option="Contempt -spin 0 -200 200" done=1`,
		`feature done=0`,
		`feature x="unclosed`,
		`feature =1`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		fs, err := xboard.ParseFeatures(line)
		if err != nil {
			return
		}
		for _, ft := range fs {
			if ft.Name == "" || strings.ContainsAny(ft.Name, " \t\"=") {
				t.Fatalf("ParseFeatures(%q) read the name %q", line, ft.Name)
			}
			if ft.Name == "option" {
				if o, err := xboard.ParseOption(ft.Value); err == nil && o.Name == "" {
					t.Fatalf("ParseOption(%q) read no name", ft.Value)
				}
			}
		}
	})
}

// FuzzParseThinking checks that no line makes the thinking reader panic,
// and that the PV it reads is legal move after move.
func FuzzParseThinking(f *testing.F) {
	for _, s := range []string{
		"1 127 0 38 h4h5 { root eval = 1.08 dif = 0.00; abs = 0.00 f=220 D=-1.25 0/0}",
		"2 -126 0 507 (e9e8) e9e8 e4e5",
		"5& 30 12 1000 1. g5h5,h5i5 2. e11e10",
		"3 x 0 0",
	} {
		f.Add(s)
	}
	p := enginetest.NewGame(f, "chu").Position()
	f.Fuzz(func(t *testing.T, line string) {
		in, _, _ := xboard.ParseThinking(line, p, notation.XBoard)
		q := p.Clone()
		for _, m := range in.PV {
			if !q.Legal(m) {
				t.Fatalf("ParseThinking(%q): PV move %v is not legal where it is played", line, m)
			}
			q.Make(m)
		}
	})
}
