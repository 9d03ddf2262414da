//go:build js && wasm

// Command wasm is largeshogi's WebAssembly build: it answers the calls of
// package api from JavaScript. It sets one function,
// globalThis.largeshogiCall(method, argumentsJSON), which returns the
// reply's JSON text, then waits for calls; web/static/largeshogi.js wraps
// it in a JavaScript API. It also sets the functions that run the engine
// in a Web Worker (see exportEngine), which web/static/engine-worker.js
// calls.
package main

import (
	"encoding/json"
	"fmt"
	"syscall/js"

	"github.com/largeshogi/largeshogi/web/api"
)

func main() {
	s := api.NewSession()
	js.Global().Set("largeshogiCall", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString {
			return failure("largeshogiCall wants a method and its arguments as JSON text")
		}
		return call(s, args[0].String(), args[1].String())
	}))
	exportEngine()
	select {}
}

// call runs one call. A panic, which would end the program and with it
// every later call of the page, becomes the call's error.
func call(s *api.Session, method, args string) (reply string) {
	defer func() {
		if r := recover(); r != nil {
			reply = failure(fmt.Sprintf("%s: internal error: %v", method, r))
		}
	}()
	return s.Call(method, args)
}

// failure is the reply of a refused call.
func failure(msg string) string {
	out, _ := json.Marshal(map[string]any{"error": api.Error{Message: msg}})
	return string(out)
}
