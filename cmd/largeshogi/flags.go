package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// flags is a command's flag set. Unlike [flag.FlagSet.Parse], its parse
// takes flags before, between and after the positional arguments, and it
// prints help to stdout.
type flags struct {
	*flag.FlagSet
	synopsis       string
	stdout, stderr io.Writer
}

// newFlags returns the flag set of the command name, whose usage line is
// "largeshogi NAME SYNOPSIS".
func newFlags(name, synopsis string, stdout, stderr io.Writer) *flags {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return &flags{FlagSet: fs, synopsis: synopsis, stdout: stdout, stderr: stderr}
}

// usage writes the command's usage line and flags to w.
func (f *flags) usage(w io.Writer) {
	fmt.Fprintln(w, strings.TrimSpace("usage: largeshogi "+f.Name()+" "+f.synopsis))
	hasFlags := false
	f.VisitAll(func(*flag.Flag) { hasFlags = true })
	if !hasFlags {
		return
	}
	fmt.Fprint(w, "\nflags:\n")
	f.SetOutput(w)
	f.PrintDefaults()
	f.SetOutput(io.Discard)
}

// isHelp reports whether arg asks for help: -h, -help, --h or --help.
func isHelp(arg string) bool {
	switch arg {
	case "-h", "-help", "--h", "--help":
		return true
	}
	return false
}

// takesValue reports whether arg names a flag of f that takes its value
// from the next argument: a defined flag that is not boolean and is not
// written -name=value.
func (f *flags) takesValue(arg string) bool {
	name := strings.TrimLeft(arg, "-")
	if strings.Contains(name, "=") {
		return false
	}
	fl := f.Lookup(name)
	if fl == nil {
		return false
	}
	b, ok := fl.Value.(interface{ IsBoolFlag() bool })
	return !ok || !b.IsBoolFlag()
}

// parse reads the command line args and returns its positional arguments.
// Flags may come anywhere; "--" ends them, and "-" alone is an argument.
// For -h, -help or --help it writes the usage to stdout and returns
// [flag.ErrHelp]; for a bad flag it writes the usage to stderr and returns
// the error, naming the command.
func (f *flags) parse(args []string) ([]string, error) {
	var flagArgs, positional []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			positional = append(positional, args[i+1:]...)
			i = len(args)
		case len(a) < 2 || a[0] != '-':
			positional = append(positional, a)
		case isHelp(a) && f.Lookup(strings.TrimLeft(a, "-")) == nil:
			f.usage(f.stdout)
			return nil, flag.ErrHelp
		default:
			flagArgs = append(flagArgs, a)
			if f.takesValue(a) && i+1 < len(args) {
				flagArgs = append(flagArgs, args[i+1])
				i++
			}
		}
	}
	if err := f.Parse(flagArgs); err != nil {
		f.usage(f.stderr)
		return nil, fmt.Errorf("%s: %w", f.Name(), err)
	}
	return positional, nil
}

// errArgs reports a wrong number of positional arguments after writing the
// usage to stderr.
func (f *flags) errArgs(msg string) error {
	f.usage(f.stderr)
	return errors.New(f.Name() + ": " + msg)
}

// noArgs parses the command line of a command that takes no arguments.
func noArgs(f *flags, args []string) error {
	pos, err := f.parse(args)
	if err == nil && len(pos) > 0 {
		err = f.errArgs(fmt.Sprintf("unexpected argument %q", pos[0]))
	}
	return err
}
