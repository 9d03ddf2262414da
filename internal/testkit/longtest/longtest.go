// Package longtest says how large a test runs, for the module's tests. By default `go test ./...`
// runs every kind of test at a small size, so that the whole module tests
// in about two minutes on two cores; with the environment variable
// LARGESHOGI_LONG_TESTS=1 (as .ci/run sets it) the long runs take their
// full size: every variant, every rapid check, whole games, every browser
// test.
package longtest

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"testing"
)

// Variable is the environment variable that asks for the long runs.
const Variable = "LARGESHOGI_LONG_TESTS"

// Enabled reports whether the long runs are asked for: Variable is "1".
func Enabled() bool {
	return os.Getenv(Variable) == "1"
}

// Size returns long when the long runs are asked for, and short otherwise.
func Size[T any](short, long T) T {
	if Enabled() {
		return long
	}
	return short
}

// Skip skips t unless the long runs are asked for, saying why: for a test
// that another test of the same kind represents in the default run.
func Skip(t testing.TB, why string) {
	t.Helper()
	if !Enabled() {
		t.Skipf("%s: run with %s=1", why, Variable)
	}
}

// RapidChecks sets the number of checks of every rapid property of a test
// binary (rapid's -rapid.checks, 100 by default) to n, unless the long runs
// are asked for or the command line (-rapid.checks) or the environment
// (RAPID_CHECKS) chose a number. Call it from TestMain after flag.Parse.
func RapidChecks(n int) error {
	if Enabled() {
		return nil
	}
	if _, ok := os.LookupEnv("RAPID_CHECKS"); ok {
		return nil
	}
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "rapid.checks" })
	if given {
		return nil
	}
	if err := flag.Set("rapid.checks", strconv.Itoa(n)); err != nil {
		return fmt.Errorf("longtest: %w", err)
	}
	return nil
}

// Main runs the tests of m with RapidChecks(checks), as a package's
// TestMain: func TestMain(m *testing.M) { longtest.Main(m, 20) }.
func Main(m *testing.M, checks int) {
	flag.Parse()
	if err := RapidChecks(checks); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	os.Exit(m.Run())
}
