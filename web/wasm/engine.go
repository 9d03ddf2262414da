//go:build js && wasm

package main

import (
	"syscall/js"
	"time"

	"github.com/largeshogi/largeshogi/web/worker"
)

// engineSlice is how long the search runs before it gives the JavaScript
// event loop its turn, so that the page's stop is heard: about the
// longest wait for a stop.
const engineSlice = 20 * time.Millisecond

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
		e, err = worker.Start(func(line string) { onLine.Invoke(line) }, worker.Options{Yield: worker.Every(engineSlice, giveWay())})
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

// giveWay returns a function that lets the JavaScript event loop run the
// tasks waiting, the page's messages among them, and then returns. It
// posts a message to itself over a MessageChannel and waits for it: Go,
// with every goroutine waiting, hands the thread back to JavaScript, which
// runs the tasks queued before that message (a stop the page posted) and
// then the message, which wakes the search. A timer would do as well but
// cost more: browsers hold back timers set from timers by 4 ms.
func giveWay() func() {
	woken := make(chan struct{}, 1)
	channel := js.Global().Get("MessageChannel").New()
	channel.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
		woken <- struct{}{}
		return nil
	}))
	port := channel.Get("port2")
	return func() {
		port.Call("postMessage", nil)
		<-woken
	}
}
