package main

import (
	"bytes"
	"errors"
	"flag"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFlagsParse checks where parse finds flags, values and positional
// arguments.
func TestFlagsParse(t *testing.T) {
	type result struct {
		Positional []string
		S          string
		B          bool
		N          int
	}
	for _, tt := range []struct {
		args []string
		want result
		err  string
	}{
		{nil, result{}, ""},
		{[]string{"a", "b"}, result{Positional: []string{"a", "b"}}, ""},
		{[]string{"-b", "a"}, result{Positional: []string{"a"}, B: true}, ""},
		{[]string{"a", "-b"}, result{Positional: []string{"a"}, B: true}, ""},
		{[]string{"a", "-s", "x", "b"}, result{Positional: []string{"a", "b"}, S: "x"}, ""},
		{[]string{"a", "-s=x", "b", "--n", "3"}, result{Positional: []string{"a", "b"}, S: "x", N: 3}, ""},
		{[]string{"-b=false", "a"}, result{Positional: []string{"a"}}, ""},
		// A boolean flag takes no value from the next argument.
		{[]string{"-b", "false"}, result{Positional: []string{"false"}, B: true}, ""},
		// A flag's value is the next argument, whatever it looks like.
		{[]string{"-s", "-b", "a"}, result{Positional: []string{"a"}, S: "-b"}, ""},
		{[]string{"-s", "--", "a"}, result{Positional: []string{"a"}, S: "--"}, ""},
		{[]string{"-s", "-h"}, result{S: "-h"}, ""},
		{[]string{"-n", "-1"}, result{N: -1}, ""},
		// -- ends the flags; - alone is an argument.
		{[]string{"a", "--", "-b", "--"}, result{Positional: []string{"a", "-b", "--"}}, ""},
		{[]string{"-", "-b"}, result{Positional: []string{"-"}, B: true}, ""},
		{[]string{"a", "-x"}, result{}, "t: flag provided but not defined: -x"},
		{[]string{"a", "-s"}, result{}, "t: flag needs an argument: -s"},
		{[]string{"-n", "z"}, result{}, `t: invalid value "z" for flag -n: parse error`},
	} {
		var stdout, stderr bytes.Buffer
		f := newFlags("t", "[-s S] [-b] [-n N] ARGS", &stdout, &stderr)
		var got result
		f.StringVar(&got.S, "s", "", "a string")
		f.BoolVar(&got.B, "b", false, "a boolean")
		f.IntVar(&got.N, "n", 0, "a number")
		pos, err := f.parse(tt.args)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("parse(%q) error %v, want %q", tt.args, err, tt.err)
			}
			if !strings.HasPrefix(stderr.String(), "usage: largeshogi t ") || stdout.Len() > 0 {
				t.Errorf("parse(%q): stdout %q, stderr %q; want the usage on stderr", tt.args, stdout.String(), stderr.String())
			}
			continue
		}
		if err != nil {
			t.Errorf("parse(%q): %v", tt.args, err)
			continue
		}
		got.Positional = pos
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("parse(%q) (-want +got):\n%s", tt.args, diff)
		}
		if stdout.Len()+stderr.Len() > 0 {
			t.Errorf("parse(%q) wrote %q and %q", tt.args, stdout.String(), stderr.String())
		}
	}
}

// TestFlagsHelp checks that help, wherever it stands among the flags,
// prints the usage to stdout and returns flag.ErrHelp.
func TestFlagsHelp(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"-help"}, {"--help"}, {"--h"}, {"a", "-b", "-h"}, {"-x", "-h"}} {
		var stdout, stderr bytes.Buffer
		f := newFlags("t", "ARGS", &stdout, &stderr)
		f.Bool("b", false, "a boolean")
		_, err := f.parse(args)
		if !errors.Is(err, flag.ErrHelp) {
			t.Errorf("parse(%q) error %v, want flag.ErrHelp", args, err)
		}
		want := "usage: largeshogi t ARGS\n\nflags:\n  -b\ta boolean\n"
		if diff := cmp.Diff(want, stdout.String()); diff != "" {
			t.Errorf("parse(%q) stdout (-want +got):\n%s", args, diff)
		}
		if stderr.Len() > 0 {
			t.Errorf("parse(%q) wrote to stderr: %q", args, stderr.String())
		}
	}
}
