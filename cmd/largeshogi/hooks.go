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
		fmt.Fprintf(w, "%s%s: %s\n", indent, name, describe(v.Field(i)))
		if f.Type.Kind() == reflect.Struct {
			writeParams(w, v.Field(i), indent+"  ")
		}
		if f.Type.Kind() == reflect.Slice && f.Type.Elem().Kind() == reflect.Struct {
			writeParams(w, reflect.New(f.Type.Elem()).Elem(), indent+"  ")
		}
	}
}

var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

// describe says what kind of value a parameter takes, and its default.
func describe(v reflect.Value) string {
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
	switch t.Kind() {
	case reflect.Bool:
		return fmt.Sprintf("true or false (default %v)", v.Bool())
	case reflect.Int:
		return fmt.Sprintf("a number (default %d)", v.Int())
	case reflect.String:
		return "text: a piece id, trait or Betza notation"
	case reflect.Map:
		if t.Elem().Kind() == reflect.Int {
			return "piece ids, each with a number of ranks"
		}
		return "names, each with a list of piece ids"
	case reflect.Slice:
		switch t.Elem().Kind() {
		case reflect.String:
			return "a list of piece ids (or traits)"
		case reflect.Slice:
			return "a list of lists of piece ids"
		}
		return "a list of:"
	case reflect.Struct:
		return ""
	}
	return t.String()
}
