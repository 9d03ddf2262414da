package rulestest_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/rules/rulestest"
	"pgregory.net/rapid"
)

// recorder is a rapid.TB that records what rapid reports instead of
// failing the test that runs it.
type recorder struct {
	name   string
	logs   []string
	failed bool
}

func (r *recorder) Helper()      {}
func (r *recorder) Name() string { return r.name }
func (r *recorder) Logf(format string, args ...any) {
	r.logs = append(r.logs, fmt.Sprintf(format, args...))
}
func (r *recorder) Log(args ...any)                   { r.logs = append(r.logs, fmt.Sprint(args...)) }
func (r *recorder) Skipf(format string, args ...any)  { r.Logf(format, args...) }
func (r *recorder) Skip(args ...any)                  { r.Log(args...) }
func (r *recorder) SkipNow()                          {}
func (r *recorder) Errorf(format string, args ...any) { r.Logf(format, args...); r.failed = true }
func (r *recorder) Error(args ...any)                 { r.Log(args...); r.failed = true }
func (r *recorder) Fatalf(format string, args ...any) { r.Errorf(format, args...) }
func (r *recorder) Fatal(args ...any)                 { r.Error(args...) }
func (r *recorder) FailNow()                          { r.failed = true }
func (r *recorder) Fail()                             { r.failed = true }
func (r *recorder) Failed() bool                      { return r.failed }

// TestFailFileReplays makes a property over random chu positions fail,
// then checks what a user of a failing test sees: a fail file whose lines
// fit a screen, showing the position as SFEN and the move as USI, which
// rapid's -rapid.failfile replays: the first case it runs is the shrunk
// failure.
func TestFailFileReplays(t *testing.T) {
	r := chu(t)["jcsa"]
	t.Chdir(t.TempDir())
	var tried []string // the positions the property saw, as SFEN
	prop := func(t *rapid.T) {
		p := rulestest.Position(r, 40).Draw(t, "position")
		m := rulestest.LegalMove(p).Draw(t, "move")
		tried = append(tried, p.SFEN())
		if p.MoveNumber() > 6 {
			t.Fatalf("%s after %d plies", m, p.MoveNumber()-1)
		}
	}
	first := &recorder{name: "TestShrinkingDemo"}
	rapid.Check(first, prop)
	if !first.failed {
		t.Fatal("the property did not fail")
	}
	shrunk := tried[len(tried)-1] // rapid runs the shrunk case last
	files, err := filepath.Glob(filepath.Join("testdata", "rapid", first.name, "*.fail"))
	if err != nil || len(files) != 1 {
		t.Fatalf("fail files %v (%v), want one", files, err)
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(string(data), "\n") {
		if len(line) > 400 {
			t.Errorf("line %d of the fail file is %d bytes long: %.80s…", i+1, len(line), line)
		}
	}
	if !strings.Contains(string(data), fmt.Sprintf("draw position: r.ParseSFEN(%q) /* chu */", shrunk)) {
		t.Errorf("the fail file does not show the shrunk position %s as SFEN:\n%s", shrunk, data)
	}

	f := flag.Lookup("rapid.failfile")
	if f == nil {
		t.Fatal("no -rapid.failfile flag")
	}
	old := f.Value.String()
	t.Cleanup(func() { f.Value.Set(old) })
	if err := f.Value.Set(files[0]); err != nil {
		t.Fatal(err)
	}
	tried = nil
	replay := &recorder{name: first.name}
	rapid.Check(replay, prop)
	if !replay.failed || len(tried) == 0 || tried[0] != shrunk {
		t.Errorf("replaying the fail file: failed %v, first position %v, want %s", replay.failed, tried[:min(len(tried), 1)], shrunk)
	}
}
