package variants

import (
	"slices"
	"strings"
)

// Match returns the name among names that name stands for: name itself if
// names holds it, else the one that matches name in any case with spaces,
// hyphens, underscores and a final "shogi" left out, so that "chushogi"
// (lishogi's and the USI_Variant name of chu), "Chu shogi", "wa-shogi"
// (HaChu's XBoard name of wa) and "maka-dai-dai" find chu, wa and
// makadaidai. It reports false when no name matches.
func Match(name string, names []string) (string, bool) {
	if slices.Contains(names, name) {
		return name, true
	}
	want := looseName(name)
	for _, n := range names {
		if looseName(n) == want {
			return n, true
		}
	}
	return "", false
}

// looseName folds case and drops spaces, hyphens, underscores and a final
// "shogi".
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
