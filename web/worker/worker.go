// Package worker is the engine of the page's Web Worker
// (web/static/engine-worker.js): the search of package search, served over
// USI by package engine/serve, fed one command line at a time and handing
// each line it writes to a function. The WebAssembly build (web/wasm)
// runs it in the browser; it builds and runs natively too, where package
// engine/usiclient drives it as it drives any USI engine.
//
// An [Engine] speaks USI as `largeshogi engine` does: every built-in
// variant is offered (USI_Variant), chu shogi first. [Engine.LoadVariant]
// reads a variant file (YAML) and, if it loads, makes it the variant
// played, offered first with the built-in ones, as `largeshogi engine
// -file` does.
//
// # Giving way
//
// Go's WebAssembly runtime runs on the browser's one thread and is never
// preempted: while the search runs, no message of the page reaches the
// engine, stop included, unless the search gives the JavaScript event
// loop its turn. [Options.Yield] is the search's [search.Options.Yield];
// [Every] makes one that gives way once every given length of time.
package worker

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/largeshogi/largeshogi/engine/searchserve"
	"github.com/largeshogi/largeshogi/engine/serve"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// Options configure an [Engine].
type Options struct {
	// Yield is given to the search ([search.Options.Yield]); nil never
	// gives way.
	Yield func()
}

// Engine is the search served over USI, a line at a time. Its methods
// are safe for concurrent use and never wait for the search.
type Engine struct {
	out     *lineWriter
	opts    Options
	builtIn []*variant.Variant
	done    chan struct{} // closed when the engine has ended

	mu      sync.Mutex
	more    *sync.Cond // signalled when queue grows or the engine closes
	queue   []action
	closed  bool
	loading *source           // the variant file the server in play ended for
	kept    map[string]string // the last setoption of each setting a new server keeps, by lower-case name
	err     error             // what ended the engine, if not quit or Close
}

// action is one thing the engine is asked to do: a command line, or a
// variant file to load.
type action struct {
	line string
	load *source
}

// source is a variant file's text and name.
type source struct {
	text, file string
}

// Start starts an engine that writes each line of its answers, without the
// line end, to out, from one goroutine at a time. It loads the built-in
// variants first.
func Start(out func(line string), opts Options) (*Engine, error) {
	builtIn, err := variants.All()
	if err != nil {
		return nil, err
	}
	e := &Engine{out: &lineWriter{out: out}, opts: opts, builtIn: builtIn, done: make(chan struct{}), kept: map[string]string{}}
	e.more = sync.NewCond(&e.mu)
	go e.run(e.config(searchserve.Offer(nil, e.builtIn)))
	return e, nil
}

// config is the engine's serve.Config offering the variants given.
func (e *Engine) config(offered []*variant.Variant) serve.Config {
	return searchserve.Config(offered, searchserve.Options{Yield: e.opts.Yield})
}

// Command gives the engine one USI command line (a line break in it ends
// a command, as on an engine's standard input). Lines given after quit or
// Close are dropped: the engine has ended.
func (e *Engine) Command(line string) {
	if name, ok := keptSetting(line); ok {
		e.mu.Lock()
		e.kept[name] = line
		e.mu.Unlock()
	}
	e.push(action{line: line})
}

// LoadVariant reads the variant file text (file is its name in errors)
// after the commands given before it, once the search in progress, if
// any, has answered (it is stopped). If the file loads, the engine writes
// "info string variant NAME" and from then on plays that variant: the
// engine starts again on it, as a new `largeshogi engine -file` would,
// keeping the hash size and MultiPV set. Else it writes "info string
// error: " and the loader's problems on one line, each as FILE:LINE:COL:
// MESSAGE, separated by "; ", and the variants stay as they were.
func (e *Engine) LoadVariant(text, file string) {
	e.push(action{load: &source{text: text, file: file}})
}

// push queues an action, unless the engine has closed.
func (e *Engine) push(a action) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return
	}
	e.queue = append(e.queue, a)
	e.more.Signal()
}

// Close ends the engine as quit does, stopping a search without its
// answer, and waits for it to end. It returns what ended the engine if
// that was an error.
func (e *Engine) Close() error {
	e.push(action{line: "quit"})
	e.mu.Lock()
	e.closed = true
	e.more.Broadcast()
	e.mu.Unlock()
	<-e.done
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.err
}

// Done is closed when the engine has ended: after quit, Close, or an
// error writing its answers.
func (e *Engine) Done() <-chan struct{} { return e.done }

// next returns the next action, waiting for one; ok is false once the
// engine has closed and every action queued before has been taken.
func (e *Engine) next() (a action, ok bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	for len(e.queue) == 0 && !e.closed {
		e.more.Wait()
	}
	if len(e.queue) == 0 {
		return action{}, false
	}
	a = e.queue[0]
	e.queue = e.queue[1:]
	return a, true
}

// run serves USI until quit, Close or an error, starting a new server for
// each variant file that loads.
func (e *Engine) run(cfg serve.Config) {
	defer close(e.done)
	defer func() {
		e.mu.Lock()
		e.closed = true
		e.more.Broadcast()
		e.mu.Unlock()
	}()
	var prelude []string
	for {
		err := serve.USI(context.Background(), &input{e: e, pending: prelude}, e.out, cfg)
		e.mu.Lock()
		src := e.loading
		e.loading = nil
		if err != nil {
			e.err = err
		}
		prelude = make([]string, 0, len(e.kept))
		for _, line := range e.kept {
			prelude = append(prelude, line)
		}
		e.mu.Unlock()
		if err != nil || src == nil {
			return
		}
		cfg = e.load(cfg, *src)
	}
}

// load reads the variant file src and returns cfg offering it first, or
// cfg as it was if it does not load; it writes which.
func (e *Engine) load(cfg serve.Config, src source) serve.Config {
	v, err := variant.Load(strings.NewReader(src.text), src.file)
	if err == nil {
		if _, rerr := rules.New(v); rerr != nil {
			err = fmt.Errorf("%s: %w", src.file, rerr)
		}
	}
	if err != nil {
		e.out.line("info string error: " + problems(err))
		return cfg
	}
	cfg.Variants = searchserve.Offer(v, e.builtIn)
	e.out.line("info string variant " + v.Name)
	return cfg
}

// problems writes a loader's error on one line: each problem as
// FILE:LINE:COL: MESSAGE, separated by "; ".
func problems(err error) string {
	var list variant.ErrorList
	if !errors.As(err, &list) {
		return clip.Line(err.Error())
	}
	s := make([]string, len(list))
	for i, p := range list {
		s[i] = clip.Line(p.Error())
	}
	return strings.Join(s, "; ")
}

// keptSetting reports whether line sets an option that a new server keeps
// (the hash size, MultiPV), and its name in lower case.
func keptSetting(line string) (string, bool) {
	f := strings.Fields(line)
	if len(f) < 3 || f[0] != "setoption" || f[1] != "name" {
		return "", false
	}
	switch name := strings.ToLower(f[2]); name {
	case "usi_hash", "multipv":
		return name, true
	}
	return "", false
}

// input is a server's standard input: the lines of pending, then those of
// the engine's queue, up to a variant file to load (read as "stop", so
// that a search in progress answers, then the end of the input) or the
// engine's end.
type input struct {
	e       *Engine
	pending []string
	buf     []byte
	ended   bool
}

func (in *input) Read(p []byte) (int, error) {
	for len(in.buf) == 0 {
		if in.ended {
			return 0, io.EOF
		}
		if len(in.pending) > 0 {
			in.buf = []byte(in.pending[0] + "\n")
			in.pending = in.pending[1:]
			continue
		}
		a, ok := in.e.next()
		switch {
		case !ok:
			in.ended = true
		case a.load != nil:
			in.e.mu.Lock()
			in.e.loading = a.load
			in.e.mu.Unlock()
			in.buf, in.ended = []byte("stop\n"), true
		default:
			in.buf = []byte(a.line + "\n")
		}
	}
	n := copy(p, in.buf)
	in.buf = in.buf[n:]
	return n, nil
}

// lineWriter hands each whole line written to it to out.
type lineWriter struct {
	mu      sync.Mutex
	out     func(string)
	partial []byte
}

func (w *lineWriter) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	n := len(b)
	for {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			w.partial = append(w.partial, b...)
			return n, nil
		}
		line := string(append(w.partial, b[:i]...))
		w.partial = w.partial[:0]
		w.out(strings.TrimSuffix(line, "\r"))
		b = b[i+1:]
	}
}

// line writes one line.
func (w *lineWriter) line(s string) {
	w.Write([]byte(s + "\n"))
}

// Every returns a Yield for [Options] that calls giveWay once every d of
// the search's running (looked at every 256 nodes): in a browser,
// something that lets the JavaScript event loop deliver the page's
// messages before the search goes on. The longer d, the less giving way
// costs and the longer a stop may wait.
func Every(d time.Duration, giveWay func()) func() {
	var last atomic.Int64
	last.Store(time.Now().UnixNano())
	return func() {
		if time.Duration(time.Now().UnixNano()-last.Load()) < d {
			return
		}
		giveWay()
		last.Store(time.Now().UnixNano())
	}
}
