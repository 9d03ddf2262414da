package usi

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Option is an option an engine declares with "option name NAME type TYPE
// [default D] [min N max N] [var V]...".
type Option struct {
	Name string
	// Type is check, spin, combo, button, string or filename.
	Type    string
	Default string
	// Min and Max bound a spin option.
	Min, Max int
	// Vars are a combo option's choices.
	Vars []string
}

// optionTypes are the types of USI options.
var optionTypes = []string{"check", "spin", "combo", "button", "string", "filename"}

// ParseOption reads an engine's option line. Names and values may hold
// spaces: each runs to the next keyword (type, default, min, max, var).
func ParseOption(line string) (Option, error) {
	f := strings.Fields(line)
	if len(f) < 5 || f[0] != "option" || f[1] != "name" {
		return Option{}, fmt.Errorf("usi: want option name NAME type TYPE ..., not %q", line)
	}
	var o Option
	key := "name"
	var words []string
	flush := func() error {
		v := strings.Join(words, " ")
		words = words[:0]
		switch key {
		case "name":
			o.Name = v
		case "type":
			o.Type = v
		case "default":
			o.Default = v
		case "min", "max":
			n, err := strconv.Atoi(v)
			if err != nil {
				return fmt.Errorf("usi: option %q: %s %q is not a number", o.Name, key, v)
			}
			if key == "min" {
				o.Min = n
			} else {
				o.Max = n
			}
		case "var":
			o.Vars = append(o.Vars, v)
		}
		return nil
	}
	for _, w := range f[2:] {
		switch w {
		case "type", "default", "min", "max", "var":
			if err := flush(); err != nil {
				return Option{}, err
			}
			key = w
			continue
		}
		words = append(words, w)
	}
	if err := flush(); err != nil {
		return Option{}, err
	}
	if o.Name == "" || !slices.Contains(optionTypes, o.Type) {
		return Option{}, fmt.Errorf("usi: option %q: type %q is not one of %s", o.Name, o.Type, strings.Join(optionTypes, ", "))
	}
	return o, nil
}

// ParseID reads an engine's "id name NAME" or "id author AUTHOR" line: it
// returns which ("name" or "author") and the text.
func ParseID(line string) (field, value string, err error) {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "id" || (f[1] != "name" && f[1] != "author") {
		return "", "", fmt.Errorf("usi: want id name NAME or id author AUTHOR, not %q", line)
	}
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "id"))
	return f[1], strings.TrimSpace(strings.TrimPrefix(rest, f[1])), nil
}

// String writes the option line as an engine declares it: "option name
// NAME type TYPE", then "default D" where Default is set, "min N max N"
// for a spin (and wherever they are not 0), and "var V" for each of Vars.
func (o Option) String() string {
	var b strings.Builder
	b.WriteString("option name " + o.Name + " type " + o.Type)
	if o.Default != "" {
		b.WriteString(" default " + o.Default)
	}
	if o.Type == "spin" || o.Min != 0 {
		b.WriteString(" min " + strconv.Itoa(o.Min))
	}
	if o.Type == "spin" || o.Max != 0 {
		b.WriteString(" max " + strconv.Itoa(o.Max))
	}
	for _, v := range o.Vars {
		b.WriteString(" var " + v)
	}
	return b.String()
}
