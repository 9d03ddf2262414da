//go:build js && wasm

// Command wasm is largeshogi's WebAssembly build: it answers the calls of
// package api from JavaScript. It sets one function,
// globalThis.largeshogiCall(method, argumentsJSON), which returns the
// reply's JSON text, then waits for calls; web/static/largeshogi.js wraps
// it in a JavaScript API.
package main

import (
	"syscall/js"

	"github.com/largeshogi/largeshogi/web/api"
)

func main() {
	s := api.NewSession()
	js.Global().Set("largeshogiCall", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString {
			return `{"error":{"message":"largeshogiCall wants a method and its arguments as JSON text"}}`
		}
		return s.Call(args[0].String(), args[1].String())
	}))
	select {}
}
