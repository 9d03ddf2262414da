package main

import (
	"encoding"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/variant"
)

func runHooks(args []string, stdout, stderr io.Writer) error {
	if err := noArgs(newFlags("hooks", "", stdout, stderr), args); err != nil {
		return err
	}
	for _, h := range variant.Hooks() {
		fmt.Fprintf(stdout, "%s: %s\n", h.Name, h.Doc)
		writeParams(stdout, reflect.ValueOf(h.Params()).Elem(), "  ")
	}
	return nil
}

// writeParams lists the parameters of a hook (a struct, or a list of
// structs): each YAML name with its kind of value and its default.
func writeParams(w io.Writer, v reflect.Value, indent string) {
	if v.Kind() == reflect.Slice {
		fmt.Fprintf(w, "%sa list of rules, each with:\n", indent)
		writeParams(w, reflect.New(v.Type().Elem()).Elem(), indent+"  ")
		return
	}
	for i := range v.NumField() {
		f := v.Type().Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if name == "" {
			continue
		}
		fmt.Fprintf(w, "%s%s: %s\n", indent, name, describe(v.Field(i), f.Tag.Get("doc")))
		if f.Type.Kind() == reflect.Struct {
			writeParams(w, v.Field(i), indent+"  ")
		}
		if f.Type.Kind() == reflect.Slice && f.Type.Elem().Kind() == reflect.Struct {
			writeParams(w, reflect.New(f.Type.Elem()).Elem(), indent+"  ")
		}
	}
}

var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

// describe says what kind of value a parameter takes, and its default: doc,
// the field's doc tag, for a text, list or mapping that names pieces or
// moves.
func describe(v reflect.Value, doc string) string {
	t := v.Type()
	if reflect.PointerTo(t).Implements(textUnmarshaler) {
		var names []string
		for n := range 256 {
			s := fmt.Sprint(reflect.ValueOf(uint8(n)).Convert(t).Interface())
			if _, err := strconv.Atoi(s); err == nil {
				break
			}
			names = append(names, s)
		}
		return fmt.Sprintf("one of %s (default %v)", strings.Join(names, ", "), v.Interface())
	}
	if doc != "" {
		return doc
	}
	switch t.Kind() {
	case reflect.Bool:
		return fmt.Sprintf("true or false (default %v)", v.Bool())
	case reflect.Int:
		return fmt.Sprintf("a number (default %d)", v.Int())
	case reflect.String:
		return "text"
	case reflect.Map:
		return "a mapping"
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Struct {
			return "a list of:"
		}
		return "a list"
	case reflect.Struct:
		return "a mapping of:"
	}
	return t.String()
}
