package web

import (
	"context"
	"encoding/json"
	"os"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// engineResult is what engine.js's go resolves to, with the milliseconds
// the browser test measured around it.
type engineResult struct {
	Bestmove string `json:"bestmove"`
	Ponder   string `json:"ponder"`
	Infos    []struct {
		Depth int            `json:"depth"`
		Score map[string]int `json:"score"`
		Nodes int64          `json:"nodes"`
		NPS   int64          `json:"nps"`
		Time  int64          `json:"time"`
		PV    []string       `json:"pv"`
	} `json:"infos"`
	Ms float64 `json:"ms"`
}

// evaluateAsync runs JavaScript that returns a Promise and decodes what it
// resolves to.
func evaluateAsync[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluating %.80s: %v", expr, err)
	}
	return v
}

// checkBestmove checks that a search answered a legal move of the start
// position of rules r, with thinking that has a depth, a score and a line.
func checkBestmove(t *testing.T, what string, r *rules.Rules, res engineResult) {
	t.Helper()
	p := r.NewPosition()
	m, err := p.ParseUSI(res.Bestmove)
	if err != nil {
		t.Fatalf("%s: bestmove %q: %v", what, res.Bestmove, err)
	}
	if err := rules.NewGame(p).Check(m); err != nil {
		t.Errorf("%s: bestmove %s: %v", what, res.Bestmove, err)
	}
	if len(res.Infos) == 0 {
		t.Fatalf("%s: no info lines", what)
	}
	last := res.Infos[len(res.Infos)-1]
	if last.Depth < 1 || len(last.Score) != 1 || len(last.PV) == 0 || last.Nodes <= 0 {
		t.Errorf("%s: last info %+v, want a depth, a score, nodes and a line", what, last)
	}
}

// The engine runs in a Web Worker under the page's Content-Security-Policy:
// it starts, searches chu shogi under go movetime with info lines, hears
// stop during go infinite, plays a variant file and refuses a broken one
// with the loader's file:line:col. The load time, the speed and the time
// from stop to bestmove are logged, not checked.
func TestBrowserEngineWorker(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	type started struct {
		LoadMs  float64 `json:"loadMs"`
		StartMs float64 `json:"startMs"`
		Name    string  `json:"name"`
	}
	s := evaluateAsync[started](t, ctx, `(async () => {
		const t0 = performance.now();
		window.engine = await LargeshogiEngine.start("engine-worker.js");
		return {loadMs: engine.loadMs, startMs: performance.now() - t0, name: engine.name};
	})()`)
	if s.Name == "" {
		t.Error("the engine gave no id name")
	}
	t.Logf("engine worker: ready %.0f ms after its start, %.0f ms to usiok", s.LoadMs, s.StartMs)

	chu, err := variants.Load("chu")
	if err != nil {
		t.Fatal(err)
	}
	chuRules, err := rules.New(chu)
	if err != nil {
		t.Fatal(err)
	}
	res := evaluateAsync[engineResult](t, ctx, `(async () => {
		await engine.setVariant({usiVariant: "chushogi", profile: "", options: ""});
		await engine.newGame();
		let seen = 0;
		const r = await engine.go({position: "startpos", movetime: 2000}, () => seen++);
		if (seen !== r.infos.length) throw new Error("onInfo saw " + seen + " of " + r.infos.length + " infos");
		return r;
	})()`)
	checkBestmove(t, "go movetime 2000", chuRules, res)
	last := res.Infos[len(res.Infos)-1]
	t.Logf("chu from the start, go movetime 2000: depth %d, %d nodes in %d ms, %d nodes/s", last.Depth, last.Nodes, last.Time, last.NPS)

	res = evaluateAsync[engineResult](t, ctx, `(async () => {
		const search = engine.go({position: "startpos", infinite: true});
		await new Promise(resolve => setTimeout(resolve, 1500));
		const t0 = performance.now();
		engine.stop();
		const r = await search;
		r.ms = performance.now() - t0;
		return r;
	})()`)
	checkBestmove(t, "go infinite, stopped", chuRules, res)
	t.Logf("go infinite: stop to bestmove %.0f ms", res.Ms)

	// A stop sent as a command: the bestmove, which comes before the
	// command's readyok, still answers the search; and go ponder, then
	// ponderhit, answers under the limit go ponder gave.
	for _, c := range []struct{ what, search, end string }{
		{"stop as a command", `{position: "startpos", infinite: true}`, `engine.command("stop").then(lines => {
			if (lines.some(l => l.startsWith("bestmove"))) throw new Error("the command took the bestmove: " + lines);
		})`},
		{"go ponder, ponderhit", `{position: "startpos", ponder: true, movetime: 500}`, `engine.ponderhit()`},
	} {
		res = evaluateAsync[engineResult](t, ctx, `(async () => {
			const search = engine.go(`+c.search+`);
			await new Promise(resolve => setTimeout(resolve, 300));
			await `+c.end+`;
			return await search;
		})()`)
		checkBestmove(t, c.what, chuRules, res)
	}

	mini, err := os.ReadFile("../engine/serve/testdata/mini.yaml")
	if err != nil {
		t.Fatal(err)
	}
	miniVariant, err := variant.LoadFile("../engine/serve/testdata/mini.yaml")
	if err != nil {
		t.Fatal(err)
	}
	miniRules, err := rules.New(miniVariant)
	if err != nil {
		t.Fatal(err)
	}
	text, _ := json.Marshal(string(mini))
	type loaded struct {
		Name     string `json:"name"`
		Refusal  string `json:"refusal"`
		Problems []struct {
			File string `json:"file"`
			Line int    `json:"line"`
			Col  int    `json:"col"`
		} `json:"problems"`
		Result engineResult `json:"result"`
	}
	got := evaluateAsync[loaded](t, ctx, `(async () => {
		const text = `+string(text)+`;
		const {name} = await engine.setVariant({yaml: text, file: "mini.yaml"});
		const result = await engine.go({position: "startpos", depth: 3});
		try {
			await engine.setVariant({yaml: text.replace("board: 5x5", "board: 5x"), file: "broken.yaml"});
		} catch (e) {
			return {name, result, refusal: e.message, problems: e.problems};
		}
		return {name, result, refusal: ""};
	})()`)
	if got.Name != "mini" {
		t.Errorf("variant file loaded as %q, want mini", got.Name)
	}
	checkBestmove(t, "mini, go depth 3", miniRules, got.Result)
	if len(got.Problems) == 0 || got.Problems[0].File != "broken.yaml" || got.Problems[0].Line == 0 || got.Problems[0].Col == 0 {
		t.Errorf("a broken file: refusal %q, problems %+v; want broken.yaml:LINE:COL", got.Refusal, got.Problems)
	}
	// The broken file left mini in play.
	res = evaluateAsync[engineResult](t, ctx, `engine.go({position: "startpos", depth: 2})`)
	checkBestmove(t, "mini after a broken file", miniRules, res)
	evaluate[bool](t, ctx, `(engine.terminate(), true)`)
}

// The page's font loads under the Content-Security-Policy.
func TestBrowserFontLoads(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	n := evaluateAsync[int](t, ctx, `document.fonts.load('16px "Largeshogi Kanji"', "玉").then(f => f.length)`)
	if n == 0 {
		t.Error("the font Largeshogi Kanji does not load")
	}
}

// The API runs in the worker with Promises: a game is loaded, played and
// drawn there, its SFEN is the rules' own after the moves, a refused call
// rejects with the loader's problems, and a call is answered while the
// same worker's engine searches (the search gives way to it).
func TestBrowserAPIInWorker(t *testing.T) {
	ctx, _ := openPage(t, "chu")
	type answer struct {
		SFEN        string `json:"sfen"`
		Ply         int    `json:"ply"`
		SVG         bool   `json:"svg"`
		Problems    int    `json:"problems"`
		Line        string `json:"line"`
		DuringSFEN  string `json:"duringSFEN"`
		Bestmove    string `json:"bestmove"`
		RejectedMsg string `json:"rejected"`
	}
	got := evaluateAsync[answer](t, ctx, `(async () => {
		const ls = await largeshogi.startWorker("engine-worker.js");
		const chu = await ls.load({variant: "chu"});
		const game = await chu.newGame();
		await game.play("7i7h");
		const view = await game.snapshot({svg: true});
		let problems = 0, rejected = "";
		try {
			await ls.load({yaml: "name: broken\nboard: {files: 0}\n", file: "broken.yaml"});
		} catch (e) {
			problems = e.problems.length;
			rejected = e.message;
		}
		const line = await game.line(["6d6e", "7h7g"], "usi");
		return {sfen: await game.sfen(), ply: view.state.plies, svg: view.svg.includes("<svg"),
			problems: problems, rejected: rejected, line: line.join(" ")};
	})()`)
	p := position(t, "chu", "")
	m, err := p.ParseUSI("7i7h")
	if err != nil {
		t.Fatal(err)
	}
	p.Make(m)
	if got.SFEN != p.SFEN() || got.Ply != 1 || !got.SVG {
		t.Errorf("after 7i7h in the worker: sfen %q, ply %d, svg %v; want %q, 1, true", got.SFEN, got.Ply, got.SVG, p.SFEN())
	}
	if got.Problems == 0 {
		t.Errorf("a broken variant file was not refused with its problems (message %q)", got.RejectedMsg)
	}
	if got.Line != "6d6e 7h7g" {
		t.Errorf("the line in USI is %q, want %q", got.Line, "6d6e 7h7g")
	}

	during := evaluateAsync[answer](t, ctx, `(async () => {
		const worker = new Worker("engine-worker.js");
		const lines = [];
		const replies = new Map();
		await new Promise(resolve => worker.onmessage = e => { if (e.data && e.data.ready) resolve(); });
		worker.onmessage = e => {
			if (typeof e.data === "string") lines.push(e.data);
			else if (e.data && e.data.id) replies.set(e.data.id, e.data.reply);
		};
		const wait = async f => { while (!f()) await new Promise(r => setTimeout(r, 10)); };
		for (const c of ["usi", "position startpos", "go infinite"]) worker.postMessage(c);
		await wait(() => lines.some(l => l.startsWith("info depth")));
		worker.postMessage({call: "load", args: {variant: "sho"}, id: 1});
		await wait(() => replies.has(1));
		worker.postMessage({call: "newGame", args: {id: replies.get(1).ok.id}, id: 2});
		await wait(() => replies.has(2));
		const searching = !lines.some(l => l.startsWith("bestmove"));
		worker.postMessage("stop");
		await wait(() => lines.some(l => l.startsWith("bestmove")));
		worker.terminate();
		return {duringSFEN: searching ? replies.get(2).ok.sfen : "",
			bestmove: lines.find(l => l.startsWith("bestmove"))};
	})()`)
	sho := position(t, "sho", "")
	if during.DuringSFEN != sho.SFEN() {
		t.Errorf("a call during the search was answered %q, want sho's start %q", during.DuringSFEN, sho.SFEN())
	}
	if during.Bestmove == "" || during.Bestmove == "bestmove resign" {
		t.Errorf("the search stopped with %q", during.Bestmove)
	}
}
