package api

import (
	"encoding/json"
	"runtime/metrics"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/internal/testkit/bigvariant"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// Whatever a caller sends, a call replies with one JSON object holding
// either a result or an error with a message, and allocates at most 32 MB
// and 256 bytes a byte of the call.
func FuzzCall(f *testing.F) {
	f.Add("load", `{"variant":"sho"}`)
	f.Add("load", `{"yaml":"name: x\n"}`)
	f.Add("newGame", `{"id":1,"sfen":"9/9/9/9/9/9/9/9/9 b - 1"}`)
	f.Add("moves", `{"id":2,"notation":"hodges"}`)
	f.Add("play", `{"id":2,"move":"7g7f"}`)
	f.Add("play", `{"id":2,"move":"７六歩","notation":"japanese"}`)
	f.Add("history", `{"id":2,"notation":"yorozuya","from":-1}`)
	f.Add("kif", `{"id":2}`)
	f.Add("line", `{"id":2,"moves":["7g7f","3c3d"],"notation":"japanese"}`)
	f.Add("mate", `{"id":2,"plies":1,"mode":"tsume"}`)
	f.Add("flag", `{"id":2,"side":"white"}`)
	f.Add("pgn", `{"id":2}`)
	f.Add("loadKIF", `{"id":1,"text":"手数----指手---------消費時間--\n   1手目   7六歩兵 （←7七）\n"}`)
	f.Add("loadPGN", `{"id":1,"text":"[Variant \"sho\"]\n\n1. g3g4 *\n"}`)
	f.Add("diagram", `{"id":1,"piece":"king","square":"5e"}`)
	f.Add("state", `{"id":"x"}`)
	f.Add("nosuch", `[`)
	f.Add("load", `{"variant":"sho"} {"variant":"chu"}`)
	f.Add("load", `{"variant":"sho","variant":"chu"}`)
	f.Add("load", `{"variant":"`+strings.Repeat("x", 1<<16)+`"}`)
	f.Add("newGame", `{"id":1,"sfen":"9/9/9/9/9/9/9/9/9 b - `+strings.Repeat("9", 1<<16)+`"}`)
	f.Add("play", `{"id":2,"move":"`+strings.Repeat("７六歩", 1<<12)+`","notation":"japanese"}`)
	big, err := json.Marshal(map[string]string{"yaml": bigvariant.Spec{Size: 36, Pieces: 128, Betza: "UaKaK"}.YAML()})
	if err != nil {
		f.Fatal(err)
	}
	f.Add("load", string(big))
	v, err := variants.Load("sho")
	if err != nil {
		f.Fatal(err)
	}
	sho, err := rules.New(v)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, method, args string) {
		// A game of sho to call on, as ids 1 (the variant) and 2 (the game).
		s := NewSession()
		s.variants[1] = &heldVariant{rules: sho}
		s.games[2] = newHeldGame(rules.NewGame(sho.NewPosition()))
		s.next = 2
		var reply map[string]json.RawMessage
		limit := 32<<20 + 256*uint64(len(method)+len(args))
		before := allocated()
		text := s.Call(method, args)
		if used := allocated() - before; used > limit {
			t.Fatalf("%s with %d bytes of arguments allocated %d bytes, more than the budget of %d", method, len(args), used, limit)
		}
		if err := json.Unmarshal([]byte(text), &reply); err != nil {
			t.Fatalf("%s %q: reply %q is not a JSON object: %v", method, args, text, err)
		}
		_, ok := reply["ok"]
		e, failed := reply["error"]
		if ok == failed || len(reply) != 1 {
			t.Fatalf("%s %q: reply %q, want ok or error alone", method, args, text)
		}
		if failed {
			var msg Error
			if err := json.Unmarshal(e, &msg); err != nil || msg.Message == "" {
				t.Fatalf("%s %q: error %s has no message", method, args, e)
			}
		}
	})
}

// allocated returns how many bytes the program has allocated so far.
func allocated() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}
