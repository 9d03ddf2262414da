package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// runArgs calls run and returns what it wrote.
func runArgs(t *testing.T, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	var out, errOut bytes.Buffer
	err = run(args, &out, &errOut)
	return out.String(), errOut.String(), err
}

func lines(s string) []string {
	s = strings.TrimRight(s, "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

// TestHelp checks that every way of asking for the list of commands
// succeeds and prints it to stdout.
func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"-h"}, {"-help"}, {"--help"}, {"help", "help"}, {"help", "-h"}, {"--help", "--help"}} {
		stdout, stderr, err := runArgs(t, args...)
		if err != nil {
			t.Fatalf("run(%q): %v", args, err)
		}
		if stderr != "" {
			t.Errorf("run(%q) wrote to stderr: %q", args, stderr)
		}
		if !strings.HasPrefix(stdout, "usage: largeshogi COMMAND") {
			t.Errorf("run(%q) usage starts %q", args, firstLine(stdout))
		}
		for name, c := range commands() {
			re := regexp.MustCompile(`(?m)^  ` + regexp.QuoteMeta(name) + ` +` + regexp.QuoteMeta(c.summary) + `$`)
			if !re.MatchString(stdout) {
				t.Errorf("run(%q) does not list %s:\n%s", args, name, stdout)
			}
		}
	}
}

func firstLine(s string) string {
	first, _, _ := strings.Cut(s, "\n")
	return first
}

// TestHelpCommand checks that a command's help, asked for in any of the
// usual ways and wherever its flags may stand, succeeds and prints the
// command's usage to stdout.
func TestHelpCommand(t *testing.T) {
	stdout, stderr, err := runArgs(t, "help", "betza")
	if err != nil {
		t.Errorf("help betza: %v", err)
	}
	if stderr != "" {
		t.Errorf("help betza wrote to stderr: %q", stderr)
	}
	want := []string{
		"usage: largeshogi betza [-board 19x19] [-at SQUARE] [-json] NOTATION",
		"",
		"flags:",
		"  -at string",
		"    \tthe piece's square (default: the centre)",
		"  -board string",
		"    \tboard size, FILESxRANKS (default \"19x19\")",
		"  -json",
		"    \tprint one JSON object instead of the diagram",
	}
	if diff := cmp.Diff(want, lines(stdout)); diff != "" {
		t.Errorf("help betza (-want +got):\n%s", diff)
	}

	for name, c := range commands() {
		if c.run == nil {
			continue
		}
		for _, args := range [][]string{
			{"help", name}, {name, "-h"}, {name, "-help"}, {name, "--help"},
			{name, "-variant", "chu", "-h"}, {name, "x", "--help"},
		} {
			stdout, stderr, err := runArgs(t, args...)
			if err != nil {
				t.Errorf("run(%q): %v", args, err)
			}
			if want := "usage: largeshogi " + name; !strings.HasPrefix(stdout, want) {
				t.Errorf("run(%q) starts %q, want %q", args, firstLine(stdout), want)
			}
			if stderr != "" {
				t.Errorf("run(%q) wrote to stderr: %q", args, stderr)
			}
		}
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		args       []string
		err        string
		stderrHas  string
		stdoutNone bool
	}{
		{nil, "no command given", "usage: largeshogi COMMAND", true},
		{[]string{"nope"}, `unknown command "nope" (try largeshogi help)`, "", true},
		{[]string{"-x"}, `unknown command "-x" (try largeshogi help)`, "", true},
		{[]string{"valdate"}, `unknown command "valdate" (did you mean "validate"?)`, "", true},
		{[]string{"help", "nope"}, `help: unknown command "nope" (have betza, diagram, engine, hooks, match, mate, moves, perft, record, serve, show, status, summary, validate, values, variants)`, "", true},
		{[]string{"betza"}, "betza: want exactly one NOTATION", "usage: largeshogi betza", true},
		{[]string{"betza", "W", "F"}, "betza: want exactly one NOTATION", "usage: largeshogi betza", true},
		{[]string{"betza", "W", "--", "-json"}, "betza: want exactly one NOTATION", "usage: largeshogi betza", true},
		{[]string{"betza", "-board", "40x40", "W"}, "board: size 40x40 outside 1x1 to 36x36", "", true},
		{[]string{"betza", "-board", "big", "W"}, `board: bad size "big": want FILESxRANKS`, "", true},
		{[]string{"betza", "-board", "12x12", "-at", "13a", "W"}, `board: square "13a" is off the 12x12 board`, "", true},
		{[]string{"betza", "W", "-board", "12x12", "-at", "13a"}, `board: square "13a" is off the 12x12 board`, "", true},
		// A flag's value is taken whatever it looks like.
		{[]string{"betza", "-at", "-json", "W"}, `board: bad square "-json": no file number`, "", true},
		{[]string{"betza", "-nosuchflag", "W"}, "betza: flag provided but not defined: -nosuchflag", "usage: largeshogi betza", true},
		{[]string{"betza", "W", "-nosuchflag"}, "betza: flag provided but not defined: -nosuchflag", "usage: largeshogi betza", true},
		{[]string{"betza", "W", "-board"}, "betza: flag needs an argument: -board", "usage: largeshogi betza", true},
		{[]string{"validate"}, "validate: want exactly one FILE.yaml", "usage: largeshogi validate", true},
		{[]string{"variants", "extra"}, `variants: unexpected argument "extra"`, "usage: largeshogi variants", true},
		{[]string{"hooks", "-json"}, "hooks: flag provided but not defined: -json", "usage: largeshogi hooks", true},
		{[]string{"moves", "7i7h"}, `moves: unexpected argument "7i7h"`, "usage: largeshogi moves", true},
		{[]string{"perft", "-depth", "x"}, `perft: invalid value "x" for flag -depth: parse error`, "usage: largeshogi perft", true},
	}
	for _, tt := range tests {
		stdout, stderr, err := runArgs(t, tt.args...)
		if err == nil {
			t.Errorf("run(%q) succeeded, want error %q", tt.args, tt.err)
			continue
		}
		if diff := cmp.Diff(tt.err, err.Error()); diff != "" {
			t.Errorf("run(%q) error (-want +got):\n%s", tt.args, diff)
		}
		if !strings.Contains(stderr, tt.stderrHas) {
			t.Errorf("run(%q) stderr %q, want it to contain %q", tt.args, stderr, tt.stderrHas)
		}
		if tt.stdoutNone && stdout != "" {
			t.Errorf("run(%q) wrote to stdout: %q", tt.args, stdout)
		}
	}
}

// TestFlagsAfterArguments checks that flags after a command's argument
// give the same output as before it.
func TestFlagsAfterArguments(t *testing.T) {
	chu := filepath.Join("..", "..", "variants", "chu.yaml")
	for _, tt := range []struct{ first, after []string }{
		{[]string{"diagram", "-variant", "chu", "-svg", "lion"}, []string{"diagram", "lion", "-variant", "chu", "-svg"}},
		{[]string{"diagram", "-json", "-at", "1a", "Kr"}, []string{"diagram", "Kr", "-at", "1a", "-json"}},
		{[]string{"diagram", "-at", "3c", "lion"}, []string{"diagram", "-at", "3c", "lion", "-variant=chu"}},
		{[]string{"betza", "-json", "NAD[aK]"}, []string{"betza", "NAD[aK]", "-json"}},
		{[]string{"betza", "-board", "9x9", "-at", "2b", "FD"}, []string{"betza", "-board", "9x9", "FD", "--at", "2b"}},
		{[]string{"betza", "-json", "W"}, []string{"betza", "-json", "--", "W"}},
		{[]string{"validate", chu}, []string{"validate", "--", chu}},
	} {
		want, _, err := runArgs(t, tt.first...)
		if err != nil {
			t.Fatalf("run(%q): %v", tt.first, err)
		}
		got, stderr, err := runArgs(t, tt.after...)
		if err != nil {
			t.Errorf("run(%q): %v", tt.after, err)
			continue
		}
		if stderr != "" {
			t.Errorf("run(%q) wrote to stderr: %q", tt.after, stderr)
		}
		if got != want {
			t.Errorf("run(%q) printed\n%s\nwant, as run(%q) does,\n%s", tt.after, got, tt.first, want)
		}
	}
}

func TestBetzaDiagram(t *testing.T) {
	stdout, stderr, err := runArgs(t, "betza", "-board", "9x9", "NAD[aK]")
	if err != nil {
		t.Fatal(err)
	}
	if stderr != "" {
		t.Errorf("stderr: %q", stderr)
	}
	got := lines(stdout)
	for _, want := range []string{
		"NAD[aK] (canonical NADKaK) on 9x9 from 5e, Black moving up",
		"it can pass (end its move where it started)",
		"destinations: 24",
		"igui (capture without moving): 8",
	} {
		if !contains(got, want) {
			t.Errorf("output lacks the line %q:\n%s", want, stdout)
		}
	}
	// The diagram: nine rows of nine cells, the piece in the middle.
	var rows []string
	for _, l := range got {
		if len(strings.Fields(l)) == 9 && strings.HasPrefix(l, "·") {
			rows = append(rows, l)
		}
	}
	if len(rows) != 9 || strings.Fields(rows[4])[4] != "◎" {
		t.Errorf("diagram rows %q, want 9 with ◎ in the centre", rows)
	}
}

func contains(list []string, s string) bool {
	for _, l := range list {
		if l == s {
			return true
		}
	}
	return false
}

func TestBetzaJSON(t *testing.T) {
	stdout, stderr, err := runArgs(t, "betza", "-json", "-board", "19x19", "-at", "10j", "fW")
	if err != nil {
		t.Fatal(err)
	}
	if stderr != "" {
		t.Errorf("stderr: %q", stderr)
	}
	dec := json.NewDecoder(strings.NewReader(stdout))
	dec.DisallowUnknownFields()
	var got betzaReport
	if err := dec.Decode(&got); err != nil {
		t.Fatalf("decoding %q: %v", stdout, err)
	}
	if dec.More() {
		t.Errorf("more than one JSON value in %q", stdout)
	}
	want := betzaReport{
		Notation:     "fW",
		Canonical:    "fW",
		Board:        "19x19",
		At:           "10j",
		Destinations: []destination{{Square: "10i", DX: 0, DY: 1, Kind: "step"}},
		Pass:         false,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("betza -json fW (-want +got):\n%s", diff)
	}
	if !strings.Contains(stdout, `"pass": false`) {
		t.Errorf("JSON lacks \"pass\": false:\n%s", stdout)
	}
}

func TestBetzaParseError(t *testing.T) {
	stdout, stderr, err := runArgs(t, "betza", "fR[fl]Bx3")
	if err == nil {
		t.Fatal("betza fR[fl]Bx3 succeeded")
	}
	if !strings.Contains(err.Error(), "column 9") {
		t.Errorf("error %q does not mention column 9", err)
	}
	want := "fR[fl]Bx3\n" + strings.Repeat(" ", 8) + "^\n"
	if diff := cmp.Diff(want, stderr); diff != "" {
		t.Errorf("stderr (-want +got):\n%s", diff)
	}
	if stdout != "" {
		t.Errorf("stdout: %q", stdout)
	}
}

func TestValidate(t *testing.T) {
	stdout, stderr, err := runArgs(t, "validate", filepath.Join("..", "..", "variants", "chu.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if stderr != "" {
		t.Errorf("stderr: %q", stderr)
	}
	got := lines(stdout)
	if len(got) != 2 || got[0] != "ok" {
		t.Fatalf("validate chu.yaml printed %q, want ok and a summary", got)
	}
	if want := "chu (Chu shogi): 12x12 board, 46 pieces a side of 21 kinds"; !strings.HasPrefix(got[1], want) {
		t.Errorf("summary %q, want it to start %q", got[1], want)
	}
}

func TestValidateBroken(t *testing.T) {
	path := filepath.Join(t.TempDir(), "broken.yaml")
	if err := os.WriteFile(path, []byte("name: broken\nbogus: 1\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	stdout, _, err := runArgs(t, "validate", path)
	if err == nil {
		t.Fatalf("validate of a broken file succeeded:\n%s", stdout)
	}
	if !strings.HasPrefix(err.Error(), "validate: "+path+": ") || !strings.HasSuffix(err.Error(), " problems") {
		t.Errorf("error %q, want validate: FILE: N problems", err)
	}
	got := lines(stdout)
	if len(got) == 0 {
		t.Fatal("no problems printed")
	}
	re := regexp.MustCompile(`^` + regexp.QuoteMeta(path) + `:[1-9][0-9]*:[1-9][0-9]*: \S`)
	for _, l := range got {
		if !re.MatchString(l) {
			t.Errorf("line %q is not FILE:LINE:COL: MESSAGE", l)
		}
	}
	if want := path + ":2:1: "; !containsPrefix(got, want, "bogus") {
		t.Errorf("no problem at %q mentioning the unknown key bogus:\n%s", want, stdout)
	}
}

// TestValidateCount checks the count validate ends with, in the singular
// for one problem.
func TestValidateCount(t *testing.T) {
	sho, err := variants.Source("sho")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		text, want string
	}{
		{strings.Replace(string(sho), "enter: true", "enter: ture", 1), "1 problem"},
		{strings.Replace(string(sho), "title: Sho shogi", "title: Sho shogi\nbogus: 1\nboguser: 2", 1), "2 problems"},
		// 50 listed one by one, and a last line for the other 10.
		{strings.Replace(string(sho), "title: Sho shogi", "title: Sho shogi"+strings.Repeat("\nbogus: 1", 60), 1), "60 problems"},
	} {
		path := filepath.Join(t.TempDir(), "broken.yaml")
		if err := os.WriteFile(path, []byte(tt.text), 0o666); err != nil {
			t.Fatal(err)
		}
		stdout, _, err := runArgs(t, "validate", path)
		if want := "validate: " + path + ": " + tt.want; err == nil || err.Error() != want {
			t.Errorf("validate: %v, want %s; printed:\n%s", err, want, stdout)
		}
	}
}

func containsPrefix(list []string, prefix, word string) bool {
	for _, l := range list {
		if strings.HasPrefix(l, prefix) && strings.Contains(l, word) {
			return true
		}
	}
	return false
}

func TestValidateMissingFile(t *testing.T) {
	stdout, _, err := runArgs(t, "validate", filepath.Join(t.TempDir(), "none.yaml"))
	if !errors.Is(err, os.ErrNotExist) {
		t.Errorf("error %v, want one wrapping os.ErrNotExist", err)
	}
	if stdout != "" {
		t.Errorf("stdout: %q", stdout)
	}
}

func TestVariants(t *testing.T) {
	stdout, stderr, err := runArgs(t, "variants")
	if err != nil {
		t.Fatal(err)
	}
	if stderr != "" {
		t.Errorf("stderr: %q", stderr)
	}
	var names []string
	for _, l := range lines(stdout) {
		name, _, _ := strings.Cut(l, " ")
		names = append(names, name)
		if !strings.Contains(l, " board, ") || !strings.Contains(l, " pieces a side of ") {
			t.Errorf("line %q is not a summary", l)
		}
	}
	if diff := cmp.Diff([]string{"chu", "dai", "daidai", "ko", "makadaidai", "sho", "tai", "taikyoku", "tenjiku", "wa"}, names); diff != "" {
		t.Errorf("variants (-want +got):\n%s", diff)
	}
	if l := lines(stdout)[len(names)-1]; !strings.HasSuffix(l, "; engines call it washogi (USI), wa-shogi (XBoard)") {
		t.Errorf("wa: %q, want the names engines know it by", l)
	}
}

// TestHooks checks that hooks lists every registered hook with its
// parameters.
func TestHooks(t *testing.T) {
	stdout, _, err := runArgs(t, "hooks")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, l := range lines(stdout) {
		if !strings.HasPrefix(l, " ") {
			names = append(names, strings.TrimSuffix(strings.Fields(l)[0], ":"))
		}
	}
	for _, want := range []string{"zone-promotion", "lion-trading"} {
		if !contains(names, want) {
			t.Errorf("hooks does not list %s:\n%s", want, stdout)
		}
	}
	// Each parameter with what it takes: the burning hook's passive
	// burning, the bare-king rules by name, whether a list takes traits,
	// what a text names, and the fields of a mapping.
	for _, want := range []string{
		"  passive: true or false (default false)",
		"  mode: one of none, wins-unless-answered, ends-game (default none)",
		"  must-promote: piece ids, each with a number of far ranks",
		"  minor: a list of piece ids or traits",
		"  jumpers: a list of piece ids",
		"  lions: a trait: the pieces that count as lions",
		"    betza: a Betza notation: the move that remains",
		"  fog: a mapping of:",
	} {
		if !strings.Contains(stdout, want+"\n") {
			t.Errorf("hooks does not say %q:\n%s", want, stdout)
		}
	}
	bare := regexp.MustCompile(`^\s+[a-z-]+:\s*$`)
	for _, l := range lines(stdout) {
		if bare.MatchString(l) {
			t.Errorf("a parameter without a description: %q", l)
		}
	}
	var want []string
	for _, h := range variant.Hooks() {
		want = append(want, h.Name)
	}
	sort.Strings(want)
	sort.Strings(names)
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("hooks against variant.Hooks (-want +got):\n%s", diff)
	}
}

// TestBetzaKinds checks the kinds of square betza -json gives: for
// destinations, by the legs of the paths that reach each one (see
// kindStep).
func TestBetzaKinds(t *testing.T) {
	for _, tt := range []struct {
		notation string
		want     map[string]int
	}{
		{"W", map[string]int{"step": 4}},
		{"R", map[string]int{"step": 4, "range": 12}},
		{"N", map[string]int{"jump": 8}},
		{"D", map[string]int{"jump": 4}},
		// Two king steps are steps wherever they end; out, capture and
		// back is igui.
		{"[KaK]", map[string]int{"step": 24, "igui": 8}},
		// The lion's second squares: jumps, though two steps reach them too.
		{"NAD[aK]", map[string]int{"step": 8, "jump": 16, "igui": 8}},
		{"xK", map[string]int{"shot": 8}},
		// A jump then a step: a jump.
		{"DafW", map[string]int{"jump": 8}},
		// The hook mover: a one-square leg and another turn to the
		// diagonal squares, steps; every other square needs a longer leg.
		{"RmRasR", map[string]int{"step": 8, "range": 72}},
		// A lance that may also leap to the third square forward: from 5e
		// four squares ahead, the third a jump though the lance slides
		// there too.
		{"fRfH", map[string]int{"step": 1, "range": 2, "jump": 1}},
	} {
		_, counts := kindCounts(t, "betza", "-json", "-board", "9x9", tt.notation)
		if diff := cmp.Diff(tt.want, counts); diff != "" {
			t.Errorf("betza %s: squares of each kind (-want +got):\n%s", tt.notation, diff)
		}
	}
}

// kindCounts runs a command that prints a JSON report and counts its
// squares of each kind: destinations, igui and shots.
func kindCounts(t *testing.T, args ...string) (betzaReport, map[string]int) {
	t.Helper()
	stdout, _, err := runArgs(t, args...)
	if err != nil {
		t.Fatalf("run(%q): %v", args, err)
	}
	var got betzaReport
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for _, list := range [][]destination{got.Destinations, got.Igui, got.Shots} {
		for _, d := range list {
			counts[d.Kind]++
		}
	}
	return got, counts
}

// TestReportEveryProblem checks that the command line shows every problem
// of a variant file, not the first alone, and how many there are, as
// validate does: perft -file on a file with three problems.
func TestReportEveryProblem(t *testing.T) {
	const file = "../../variant/testdata/bad/many-problems.yaml"
	_, _, err := runArgs(t, "perft", "-depth", "1", "-file", file)
	var list variant.ErrorList
	if !errors.As(err, &list) || len(list) != 3 {
		t.Fatalf("perft -file %s: error %v, want a list of three problems", file, err)
	}
	var want []string
	for _, e := range list {
		want = append(want, "largeshogi: "+e.Error())
	}
	want = append(want, "largeshogi: 3 problems")
	var b strings.Builder
	report(&b, err)
	if diff := cmp.Diff(want, lines(b.String())); diff != "" {
		t.Errorf("report (-want +got):\n%s", diff)
	}
	// An error of several lines shows every line.
	b.Reset()
	report(&b, errors.New("one\ntwo"))
	if diff := cmp.Diff([]string{"largeshogi: one", "largeshogi: two"}, lines(b.String())); diff != "" {
		t.Errorf("report of two lines (-want +got):\n%s", diff)
	}
}

// TestREADMEInstall checks that README says how to install this command,
// by the module path go.mod gives.
func TestREADMEInstall(t *testing.T) {
	mod, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	module, _, _ := strings.Cut(strings.TrimPrefix(string(mod), "module "), "\n")
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if want := "go install " + module + "/cmd/largeshogi@latest"; !strings.Contains(string(readme), want) {
		t.Errorf("README does not say %q", want)
	}
}
