package api

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/largeshogi/largeshogi/internal/clip"
)

// decodeArgs reads a call's arguments, one JSON object, into a: unknown
// keys, a key given twice and anything after the object are errors.
func decodeArgs(text string, a *args) error {
	if err := uniqueKeys(text); err != nil {
		return err
	}
	dec := json.NewDecoder(strings.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(a); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("data after the arguments' object at byte %d", dec.InputOffset())
	}
	return nil
}

// uniqueKeys checks that no key of the JSON object text, at any depth,
// is given twice. A text that is not JSON is left to the decoder.
func uniqueKeys(text string) error {
	dec := json.NewDecoder(strings.NewReader(text))
	type frame struct {
		keys  map[string]bool // nil for an array
		atKey bool            // an object's next token is a key
	}
	var stack []frame
	for {
		tok, err := dec.Token()
		if err != nil {
			return nil // the end, or a syntax error the decoder reports
		}
		if n := len(stack); n > 0 && stack[n-1].keys != nil && stack[n-1].atKey {
			if key, ok := tok.(string); ok {
				if stack[n-1].keys[key] {
					return fmt.Errorf("key %s given twice", clip.Quote(key))
				}
				stack[n-1].keys[key] = true
				stack[n-1].atKey = false
				continue
			}
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, frame{keys: map[string]bool{}, atKey: true})
			continue
		case json.Delim('['):
			stack = append(stack, frame{})
			continue
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:len(stack)-1]
		}
		if n := len(stack); n > 0 && stack[n-1].keys != nil {
			stack[n-1].atKey = true // a value ends: the next token is a key
		}
	}
}
