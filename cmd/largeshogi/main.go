// Command largeshogi works with the large shogi variants from the command
// line: it counts moves (perft), lists legal moves, reports a game's status,
// shows positions, checks variant files and draws piece moves.
//
// Run "largeshogi help" for the list of commands and "largeshogi help
// COMMAND" for one command's flags.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "largeshogi:", oneLine(err.Error()))
		}
		os.Exit(1)
	}
}

// command is one subcommand.
type command struct {
	summary string
	run     func(args []string, stdout, stderr io.Writer) error
}

func commands() map[string]command {
	return map[string]command{
		"betza":    {"draw a Betza notation's moves on an empty board", runBetza},
		"diagram":  {"draw a piece's moves on its variant's empty board", runDiagram},
		"hooks":    {"list the rule hooks variant files may use", runHooks},
		"moves":    {"list the legal moves of a position in USI", runMoves},
		"perft":    {"count the move paths to a depth from a position", runPerft},
		"show":     {"draw a position as text", runShow},
		"status":   {"tell whether a game is over, and how", runStatus},
		"validate": {"check a variant file and summarise it", runValidate},
		"variants": {"list the built-in variants", runVariants},
		"help":     {"describe the commands", nil},
	}
}

// run executes the command line args (without the program name).
func run(args []string, stdout, stderr io.Writer) error {
	cmds := commands()
	if len(args) == 0 {
		usage(stderr, cmds)
		return errors.New("no command given")
	}
	name, rest := args[0], args[1:]
	if name == "help" || name == "-h" || name == "-help" || name == "--help" {
		if len(rest) > 0 {
			c, ok := cmds[rest[0]]
			if !ok || c.run == nil {
				return fmt.Errorf("help: unknown command %q", rest[0])
			}
			return c.run([]string{"-h"}, stdout, stdout)
		}
		usage(stdout, cmds)
		return nil
	}
	c, ok := cmds[name]
	if !ok {
		return fmt.Errorf("unknown command %q (try largeshogi help)", name)
	}
	return c.run(rest, stdout, stderr)
}

func usage(w io.Writer, cmds map[string]command) {
	fmt.Fprintln(w, "usage: largeshogi COMMAND [flags] [arguments]")
	fmt.Fprintln(w, "\ncommands:")
	names := make([]string, 0, len(cmds))
	for n := range cmds {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, cmds[n].summary)
	}
	fmt.Fprintln(w, "\nRun 'largeshogi help COMMAND' for a command's flags.")
}

// newFlags returns a flag set that prints its usage to stderr and returns
// errors instead of exiting.
func newFlags(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: largeshogi %s %s\n\nflags:\n", name, synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// oneLine keeps the first line of an error message for the command line.
func oneLine(s string) string {
	first, _, _ := strings.Cut(s, "\n")
	return first
}
