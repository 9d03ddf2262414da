package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestValues checks the table of piece values: a row for each piece with
// its promotion, the unit piece at 100, royal pieces marked, a value the
// file states shown as the file's, and the pawn the search's scores count
// in (chu's, with its share of promoting).
func TestValues(t *testing.T) {
	stdout, _, err := runArgs(t, "values", "-variant", "chu")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`(?m)^ +pawn +gold-general +\d+ +100 +\d+ `,
		`(?m)^ +king +- +royal \(\d+\) `,
		`(?m)^ +lion +- +\d+ `,
		`(?m)^chu: .*; the search reports scores in pawns of 190 \(100 cp\)$`,
	} {
		if !regexp.MustCompile(want).MatchString(stdout) {
			t.Errorf("no line matching %q in\n%s", want, stdout)
		}
	}
	if n := len(lines(stdout)); n != 3+29 {
		t.Errorf("%d lines, want a title, a blank line, a header and 29 pieces", n)
	}

	data, err := os.ReadFile("../../variant/testdata/mini.yaml")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "mini.yaml")
	text := strings.Replace(string(data), "    betza: WfF\n", "    betza: WfF\n    value: 345\n", 1)
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, _, err = runArgs(t, "values", "-file", file)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stdout, "345 (file)") {
		t.Errorf("the stated value is not shown as the file's:\n%s", stdout)
	}
}
