package xboard

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/internal/clip"
)

// Feature is one NAME=VALUE pair of an engine's "feature" line; a quoted
// value is given without its quotes.
type Feature struct {
	Name, Value string
}

// Features writes a feature line: "feature NAME=VALUE ...", a value that
// is a whole number bare, any other in double quotes (a value cannot hold
// a double quote).
func Features(fs ...Feature) string {
	var b strings.Builder
	b.WriteString("feature")
	for _, f := range fs {
		b.WriteString(" " + f.Name + "=")
		if _, err := strconv.Atoi(f.Value); err == nil {
			b.WriteString(f.Value)
		} else {
			b.WriteString(`"` + f.Value + `"`)
		}
	}
	return b.String()
}

// ParseFeatures reads a "feature" line: feature NAME=VALUE ..., each value
// a number, a word or a string in double quotes.
func ParseFeatures(line string) ([]Feature, error) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(line), "feature")
	if !ok || (rest != "" && rest[0] != ' ' && rest[0] != '\t') {
		return nil, fmt.Errorf("xboard: want feature NAME=VALUE ..., not %s", clip.Quote(line))
	}
	var out []Feature
	for {
		rest = strings.TrimLeft(rest, " \t")
		if rest == "" {
			return out, nil
		}
		name, after, ok := strings.Cut(rest, "=")
		if !ok || name == "" || strings.ContainsAny(name, " \t\"") {
			return nil, fmt.Errorf("xboard: feature %s: want NAME=VALUE", clip.Quote(rest))
		}
		var value string
		if strings.HasPrefix(after, `"`) {
			end := strings.IndexByte(after[1:], '"')
			if end < 0 {
				return nil, fmt.Errorf("xboard: feature %s: a string without its closing quote", clip.Quote(name))
			}
			value, rest = after[1:1+end], after[2+end:]
		} else {
			end := strings.IndexAny(after, " \t")
			if end < 0 {
				end = len(after)
			}
			value, rest = after[:end], after[end:]
			if strings.Contains(value, `"`) {
				return nil, fmt.Errorf("xboard: feature %s: a double quote inside a word", clip.Quote(name))
			}
		}
		out = append(out, Feature{Name: name, Value: value})
	}
}

// Option is an option an engine declares with feature option="NAME -TYPE
// VALUE".
type Option struct {
	Name string
	// Type is button, save, reset, check, string, file, path, spin,
	// combo or slider.
	Type string
	// Value is the rest of the declaration: the default, and for a spin
	// or slider the bounds.
	Value string
}

// String writes the option as the value of its feature: "NAME -TYPE
// VALUE".
func (o Option) String() string { return o.Name + " -" + o.Type + " " + o.Value }

// ParseOption reads the value of an option feature: "NAME -TYPE [VALUE]".
func ParseOption(s string) (Option, error) {
	i := strings.Index(s, " -")
	if i <= 0 {
		return Option{}, fmt.Errorf("xboard: option %s: want NAME -TYPE [VALUE]", clip.Quote(s))
	}
	typ, value, _ := strings.Cut(s[i+2:], " ")
	switch typ {
	case "button", "save", "reset", "check", "string", "file", "path", "spin", "combo", "slider":
	default:
		return Option{}, fmt.Errorf("xboard: option %s: unknown type %s", clip.Quote(s[:i]), clip.Quote(typ))
	}
	return Option{Name: s[:i], Type: typ, Value: value}, nil
}

// FeatureInt reads a feature's value as a number.
func FeatureInt(f Feature) (int, error) {
	n, err := strconv.Atoi(f.Value)
	if err != nil {
		return 0, fmt.Errorf("xboard: feature %s=%s: want a number", clip.Quote(f.Name), clip.Quote(f.Value))
	}
	return n, nil
}
