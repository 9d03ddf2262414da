package longtest

import (
	"flag"
	"os"
	"testing"
)

// TestSize checks that the variable alone decides the size, and that only
// "1" asks for the long runs.
func TestSize(t *testing.T) {
	for _, tt := range []struct {
		value string
		want  int
	}{
		{"", 1},
		{"0", 1},
		{"yes", 1},
		{"1", 10},
	} {
		t.Setenv(Variable, tt.value)
		if got := Size(1, 10); got != tt.want {
			t.Errorf("%s=%q: Size(1, 10) = %d, want %d", Variable, tt.value, got, tt.want)
		}
		if got := Enabled(); got != (tt.want == 10) {
			t.Errorf("%s=%q: Enabled() = %v", Variable, tt.value, got)
		}
	}
}

// TestRapidChecks checks that RapidChecks sets rapid's flag by default and
// leaves it alone for the long runs and when the command line gave it.
func TestRapidChecks(t *testing.T) {
	if _, ok := os.LookupEnv("RAPID_CHECKS"); ok {
		t.Skip("RAPID_CHECKS is set")
	}
	checks := flag.Int("rapid.checks", 100, "rapid's number of checks, as rapid declares it")
	for _, tt := range []struct {
		long  string
		given bool
		want  int
	}{
		{"", false, 20},
		{"1", false, 100},
		{"", true, 7},
	} {
		*checks = 100
		if tt.given {
			if err := flag.CommandLine.Parse([]string{"-rapid.checks=7"}); err != nil {
				t.Fatal(err)
			}
		}
		t.Setenv(Variable, tt.long)
		if err := RapidChecks(20); err != nil {
			t.Fatal(err)
		}
		if *checks != tt.want {
			t.Errorf("%s=%q, flag given %v: rapid.checks = %d, want %d", Variable, tt.long, tt.given, *checks, tt.want)
		}
	}
}
