// Package variants holds the built-in games as embedded variant files:
// chu shogi, dai shogi, dai dai shogi, maka dai dai shogi, ko shogi, sho shogi,
// tai shogi, taikyoku shogi, tenjiku shogi and wa shogi.
//
// [Names] lists them, [Load] loads one by its name and [All] loads them
// all. [Lookup] finds the name a user or an engine means: "Chu shogi",
// "maka-dai-dai", lishogi's "chushogi" (the files' usi-variant) and HaChu's
// "dada" and "kyoku" (their xboard-variant) all find their variant, and a
// name that finds none is an error that lists the names there are, with a
// "did you mean" for a name close to one.
package variants

import (
	"bytes"
	"embed"
	"fmt"
	"sort"
	"strings"

	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/internal/textdist"
	"github.com/largeshogi/largeshogi/variant"
)

//go:embed *.yaml
var files embed.FS

// Names returns the names of the built-in variants, sorted.
func Names() []string {
	entries, _ := files.ReadDir(".")
	var names []string
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".yaml"))
	}
	sort.Strings(names)
	return names
}

// Source returns the YAML text of the built-in variant name.
func Source(name string) ([]byte, error) {
	data, err := files.ReadFile(name + ".yaml")
	if err != nil {
		return nil, fmt.Errorf("variants: no built-in variant %s%s (have %s)", clip.Quote(name), textdist.Hint(name, Names()), strings.Join(Names(), ", "))
	}
	return data, nil
}

// Load loads the built-in variant name, configured with its default profile.
func Load(name string) (*variant.Variant, error) {
	data, err := Source(name)
	if err != nil {
		return nil, err
	}
	return variant.Load(bytes.NewReader(data), name+".yaml")
}

// All loads every built-in variant, each configured with its default
// profile, in the order of [Names].
func All() ([]*variant.Variant, error) {
	names := Names()
	all := make([]*variant.Variant, len(names))
	for i, name := range names {
		v, err := Load(name)
		if err != nil {
			return nil, err
		}
		all[i] = v
	}
	return all, nil
}
