package variant

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
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
