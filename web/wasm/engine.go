//go:build js && wasm

package main

import (
	"syscall/js"
	"time"

	"github.com/largeshogi/largeshogi/web/worker"
)

// engineSlice is how long the search runs before it gives the JavaScript
// event loop its turn, so that the page's stop is heard: the longest wait
// for a stop, and the cost of each pause (a millisecond or more) against
// it.
const engineSlice = 50 * time.Millisecond

// exportEngine sets the functions the engine's Web Worker
// (web/static/engine-worker.js) calls:
//
//   - largeshogiEngineStart(onLine) starts the engine, which calls onLine
//     with each line it writes; it returns "" or why it did not start (it
//     starts once).
//   - largeshogiEngineCommand(line) gives it one USI command line.
//   - largeshogiEngineLoad(text, file) gives it a variant file to play
//     (package web/worker's Engine.LoadVariant).
//
// None of them waits for the search.
func exportEngine() {
	var e *worker.Engine
	global := js.Global()
	global.Set("largeshogiEngineStart", js.FuncOf(func(_ js.Value, args []js.Value) any {
		switch {
		case e != nil:
			return "the engine has started already"
		case len(args) != 1 || args[0].Type() != js.TypeFunction:
			return "largeshogiEngineStart wants the function that takes the engine's lines"
		}
		onLine := args[0]
		var err error
		e, err = worker.Start(func(line string) { onLine.Invoke(line) }, worker.Options{Yield: worker.Slices(engineSlice)})
		if err != nil {
			return err.Error()
		}
		return ""
	}))
	global.Set("largeshogiEngineCommand", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if e == nil || len(args) != 1 || args[0].Type() != js.TypeString {
			return "largeshogiEngineCommand wants a started engine and a command line"
		}
		e.Command(args[0].String())
		return ""
	}))
	global.Set("largeshogiEngineLoad", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if e == nil || len(args) != 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString {
			return "largeshogiEngineLoad wants a started engine, a variant file's text and its name"
		}
		e.LoadVariant(args[0].String(), args[1].String())
		return ""
	}))
}
