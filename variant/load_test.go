package variant

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestBadFiles loads every file in testdata/bad and compares the errors
// with the "# error: " lines at the top of the file that lists them.
func TestBadFiles(t *testing.T) {
	want := readExpectations(t, "testdata/bad/errors.txt")
	files, _ := filepath.Glob("testdata/bad/*.yaml")
	if len(files) != len(want) {
		t.Errorf("%d bad files but %d expectations in errors.txt", len(files), len(want))
	}
	for _, f := range files {
		name := filepath.Base(f)
		r, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Load(r, name)
		r.Close()
		var list ErrorList
		if !errors.As(err, &list) {
			t.Errorf("%s: Load returned %v, want an ErrorList", name, err)
			continue
		}
		got := strings.Split(list.Error(), "\n")
		if diff := cmp.Diff(want[name], got); diff != "" {
			t.Errorf("%s: errors (-want +got):\n%s", name, diff)
		}
	}
}

// readExpectations reads "FILE:LINE:COL: message" lines grouped by file.
func readExpectations(t *testing.T, path string) map[string][]string {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		file, _, _ := strings.Cut(line, ":")
		out[file] = append(out[file], line)
	}
	return out
}

// Every load, whatever the file, stays within these: hostileBytes of memory
// allocated in all, and hostileAllocs allocations, two for each byte of the
// largest file.
const (
	hostileBytes  = 50 << 20
	hostileAllocs = 2 * MaxFileSize
)

// allocated returns the bytes and the number of allocations f makes.
func allocated(f func()) (bytes, count uint64) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc, after.Mallocs - before.Mallocs
}

// TestHostileFiles loads each hostile file at the largest size a file may
// have and checks the outcome, the shape of the error list, and the memory
// the load allocates.
func TestHostileFiles(t *testing.T) {
	for _, h := range hostileFiles {
		t.Run(h.name, func(t *testing.T) {
			data := h.build(MaxFileSize)
			if len(data) > MaxFileSize {
				t.Fatalf("built %d bytes, more than MaxFileSize", len(data))
			}
			var v *Variant
			var err error
			bytes, count := allocated(func() { v, err = Load(strings.NewReader(data), "h.yaml") })
			t.Logf("%d bytes of YAML: %d bytes allocated, %d allocations", len(data), bytes, count)
			if bytes > hostileBytes {
				t.Errorf("allocated %d bytes, want at most %d", bytes, hostileBytes)
			}
			if count > hostileAllocs {
				t.Errorf("made %d allocations, want at most %d", count, hostileAllocs)
			}
			if h.accept {
				if err != nil {
					t.Fatalf("Load: %.500v", err)
				}
				got := fmt.Sprintf("%d pieces, %d profiles, %d options", len(v.Pieces), len(v.Profiles), len(v.Options))
				if got != h.want {
					t.Errorf("loaded %s, want %s", got, h.want)
				}
				return
			}
			var list ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("Load returned %v, want an ErrorList", err)
			}
			checkErrorList(t, list)
			want := regexp.MustCompile(h.want)
			if !slices.ContainsFunc(list, func(e *Error) bool { return want.MatchString(e.Error()) }) {
				t.Errorf("no error matches %s; got:\n%.2000s", h.want, list.Error())
			}
		})
	}
}

var moreProblems = regexp.MustCompile(`^and \d+ more problems$`)

// checkErrorList checks that list holds at most maxErrors problems, with
// positions, in file order, and then at most one that counts the rest.
func checkErrorList(t *testing.T, list ErrorList) {
	t.Helper()
	if len(list) == 0 || len(list) > maxErrors+1 {
		t.Fatalf("%d errors, want 1 to %d", len(list), maxErrors+1)
	}
	if len(list) == maxErrors+1 && !moreProblems.MatchString(list[maxErrors].Msg) {
		t.Errorf("error %d is %q, want \"and N more problems\"", maxErrors+1, list[maxErrors].Msg)
	}
	for i, e := range list {
		if e.Line < 1 || e.Col < 1 {
			t.Errorf("error %d has no position: %v", i+1, e)
		}
		if i > 0 && before(e.Line, e.Col, list[i-1]) {
			t.Errorf("error %d comes before error %d in the file: %v, %v", i+1, i, e, list[i-1])
		}
	}
}

// TestErrorLimit checks that Load reports the problems that come first in
// the file, whatever order it finds them in, and counts the rest at the
// position of the first it leaves out.
func TestErrorLimit(t *testing.T) {
	// The loader checks the shape of pieces before the rules; the file
	// gives the rules first.
	var b strings.Builder
	b.WriteString("name: h\ntitle: hostile\nboard: 5x5\nsource: a test\nrules:\n")
	var want []string
	for i := range 30 {
		fmt.Fprintf(&b, "  h%d: {}\n", i)
		want = append(want, fmt.Sprintf("h.yaml:%d:3: unknown rule hook \"h%d\" (run largeshogi hooks for the list)", 6+i, i))
	}
	b.WriteString("pieces:\n  - id: king\n    name: king\n    abbrev: [K]\n    sfen: K\n    betza: K\n    royal: true\n")
	for i := range 30 {
		fmt.Fprintf(&b, "    x%d: 1\n", i)
		if len(want) < maxErrors {
			want = append(want, fmt.Sprintf("h.yaml:%d:5: unknown field \"x%d\" (want id, name, kanji, romaji, abbrev, sfen, betza, promotes, royal, traits, promoted-only, value, kif, short, diagram, western, promoted-names)", 43+i, i))
		}
	}
	b.WriteString("setup:\n  e: \". . K . .\"\n")
	want = append(want, "h.yaml:63:5: and 10 more problems")
	_, err := Load(strings.NewReader(b.String()), "h.yaml")
	if err == nil {
		t.Fatal("Load accepted the file")
	}
	if diff := cmp.Diff(want, strings.Split(err.Error(), "\n")); diff != "" {
		t.Errorf("errors (-want +got):\n%s", diff)
	}
}

// BenchmarkLoad loads the built-in chu shogi file and the hostile files
// Load accepts.
func BenchmarkLoad(b *testing.B) {
	chu, err := os.ReadFile("../variants/chu.yaml")
	if err != nil {
		b.Fatal(err)
	}
	files := []struct {
		name string
		data string
	}{{"chu", string(chu)}}
	for _, h := range hostileFiles {
		if h.accept {
			files = append(files, struct {
				name string
				data string
			}{"hostile/" + h.name, h.build(MaxFileSize)})
		}
	}
	for _, f := range files {
		b.Run(f.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(f.data)))
			for b.Loop() {
				if _, err := Load(strings.NewReader(f.data), f.name); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkHostile loads every hostile file at the largest size a file may
// have.
func BenchmarkHostile(b *testing.B) {
	for _, h := range hostileFiles {
		data := h.build(MaxFileSize)
		b.Run(h.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				Load(strings.NewReader(data), "h.yaml")
			}
		})
	}
}
