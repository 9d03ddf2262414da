package variants

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/largeshogi/largeshogi/internal/textdist"
)

// Lookup returns the name of the built-in variant that name stands for:
//
//   - its own name: "makadaidai";
//   - its name in any case, with spaces, hyphens and underscores and a final
//     "shogi" left out or added: "Chu shogi", "maka-dai-dai", "TAIKYOKU";
//   - the names it gives itself for engines ([variant.Variant.USIVariant],
//     [variant.Variant.XBoardVariant]), compared the same way: lishogi's
//     "chushogi", HaChu's "dada" for dai dai shogi, "kyoku" for taikyoku
//     shogi, "wa-shogi".
//
// Any other name is an error that lists the built-in variants and, if one
// of their names starts with what name gives or is within two edits of it,
// asks whether that one was meant. The engine names are read from the
// variant files the first time a name is not a variant's own.
func Lookup(name string) (string, error) {
	for _, n := range Names() {
		if looseName(n) == looseName(name) {
			return n, nil
		}
	}
	aliases, err := engineAliases()
	if err != nil {
		return "", err
	}
	if v, ok := aliases[looseName(name)]; ok {
		return v, nil
	}
	msg := fmt.Sprintf("variants: no built-in variant %q", name)
	// "shogi" alone is standard shogi, close to no variant here.
	if loose := looseName(name); loose != "shogi" {
		if near := nearest(loose, aliases); near != "" {
			msg += fmt.Sprintf(", did you mean %s?", near)
		}
	}
	return "", fmt.Errorf("%s (have %s)", msg, strings.Join(Names(), ", "))
}

// engineAliases maps the loose form ([looseName]) of every name a built-in
// variant answers to — its own, its USI and XBoard names — to the variant's
// name. It loads every built-in variant once.
var engineAliases = sync.OnceValues(func() (map[string]string, error) {
	aliases := map[string]string{}
	for _, name := range Names() {
		v, err := Load(name)
		if err != nil {
			return nil, err
		}
		for _, alias := range []string{name, v.USIVariant, v.XBoardVariant} {
			if other, taken := aliases[looseName(alias)]; taken && other != name {
				return nil, fmt.Errorf("variants: %s and %s both answer to %q", other, name, alias)
			}
			aliases[looseName(alias)] = name
		}
	}
	return aliases, nil
})

// looseName folds case and drops spaces, hyphens, underscores and a final
// "shogi" (unless nothing else is left).
func looseName(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' || r == '_' {
			return -1
		}
		return r
	}, strings.ToLower(s))
	if t := strings.TrimSuffix(s, "shogi"); t != "" {
		return t
	}
	return s
}

// maxSuggest bounds the length of a name that gets a suggestion, so that
// an edit distance is never computed on a long text.
const maxSuggest = 64

// nearest returns the variant of the one alias that starts with loose, or
// failing that of the alias nearest to it within two edits and fewer than
// half its length (the first in alphabetical order at equal distance); ""
// if there is none.
func nearest(loose string, aliases map[string]string) string {
	if loose == "" || len(loose) > maxSuggest {
		return ""
	}
	keys := slices.Sorted(maps.Keys(aliases))
	var prefixed []string
	for _, k := range keys {
		if v := aliases[k]; strings.HasPrefix(k, loose) && !slices.Contains(prefixed, v) {
			prefixed = append(prefixed, v)
		}
	}
	if len(prefixed) == 1 {
		return prefixed[0]
	}
	best, bestD := "", min(2, len(loose)/2)+1
	for _, k := range keys {
		if d := textdist.Distance(loose, k); d < bestD {
			best, bestD = aliases[k], d
		}
	}
	return best
}
