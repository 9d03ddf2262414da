package api

import (
	"encoding/json"
	"strings"
	"testing"
)

// A call's arguments are one JSON object: a key given twice, at any depth,
// or anything after the object is refused, as unknown keys are.
func TestArgumentsStrict(t *testing.T) {
	s := NewSession()
	for _, c := range []struct {
		method, args string
		want         string // in the error; "" for none
	}{
		{"load", `{"variant": "chu"}`, ""},
		{"load", ` {"variant": "chu"} `, ""},
		{"load", `{"variant": "chu"} {"variant": "sho"}`, "data after the arguments' object"},
		{"load", `{"variant": "chu"}x`, "data after the arguments' object"},
		{"load", `{"variant": "chu"}]`, "data after the arguments' object"},
		{"load", `{"variant": "sho", "variant": "chu"}`, `key "variant" given twice`},
		{"load", `{"variant": "chu", "options": [], "options": []}`, `key "options" given twice`},
		{"load", `{"variant": "chu", "options": [{"a": 1, "a": 2}]}`, `key "a" given twice`},
		{"load", `{"variant": "chu", "variant2": 1}`, "unknown field"},
		{"load", `{"variant": "chu"`, "unexpected EOF"},
	} {
		var reply struct {
			Error *Error `json:"error"`
		}
		if err := json.Unmarshal([]byte(s.Call(c.method, c.args)), &reply); err != nil {
			t.Fatal(err)
		}
		switch {
		case c.want == "" && reply.Error != nil:
			t.Errorf("%s %s: %s, want no error", c.method, c.args, reply.Error.Message)
		case c.want != "" && (reply.Error == nil || !strings.Contains(reply.Error.Message, c.want)):
			t.Errorf("%s %s: %v, want an error containing %q", c.method, c.args, reply.Error, c.want)
		}
	}
}

// An error quotes its input clipped: a reply about a megabyte of input is
// a few hundred bytes. Before, each reply repeated the input whole.
func TestErrorsClipInput(t *testing.T) {
	s := NewSession()
	id := newChu(t, s, "")
	var v VariantInfo
	call(t, s, "load", map[string]any{"variant": "chu"}, &v)
	long := strings.Repeat("x", 1<<20)
	for _, c := range []struct {
		method string
		args   map[string]any
	}{
		{"load", map[string]any{"variant": long}},
		{"newGame", map[string]any{"id": v.ID, "sfen": long}},
		{"newGame", map[string]any{"id": v.ID, "sfen": "12/12/12/12/12/12/12/12/12/12/12/11K " + long + " - 1"}},
		{"newGame", map[string]any{"id": v.ID, "sfen": "12/12/12/12/12/12/12/12/12/12/12/11K b - " + long}},
		{"newGame", map[string]any{"id": v.ID, "sfen": "12/12/12/12/12/12/12/12/12/12/12/11K b " + long + " 1"}},
		{"play", map[string]any{"id": id, "move": long}},
		{"play", map[string]any{"id": id, "move": "7i7h" + long, "notation": "usi"}},
		{"play", map[string]any{"id": id, "move": "P7i-" + long, "notation": "hodges"}},
		{"loadPGN", map[string]any{"id": v.ID, "text": `[Variant "` + long + "\"]\n*\n"}},
		{long, map[string]any{}},
	} {
		a, err := json.Marshal(c.args)
		if err != nil {
			t.Fatal(err)
		}
		reply := s.Call(c.method, string(a))
		t.Logf("%.20s %.60s: %d bytes", c.method, a, len(reply))
		if !strings.Contains(reply, `"error"`) || len(reply) > 1000 {
			t.Errorf("%.20s %.80s: a reply of %d bytes, want an error of at most 1000: %.200s", c.method, a, len(reply), reply)
		}
	}
}
