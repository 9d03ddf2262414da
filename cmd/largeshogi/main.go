// Command largeshogi works with the large shogi variants from the command
// line: it counts moves (perft), lists legal moves, reports a game's status,
// finds mates, shows positions, converts game records, checks variant files, draws
// piece moves, referees matches between engines and plays as a USI or
// XBoard engine.
//
// Run "largeshogi help" for the list of commands and "largeshogi help
// COMMAND" (or "largeshogi COMMAND -h") for one command's flags. Flags may
// come before or after a command's arguments; "--" ends them. Help goes to
// standard output and exits 0; a bad command line exits 1 with a message
// on standard error.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/largeshogi/largeshogi/internal/textdist"
	"github.com/largeshogi/largeshogi/variant"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		report(os.Stderr, err)
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
		"engine":   {"play as a USI or XBoard engine on standard input and output", runEngine},
		"hooks":    {"list the rule hooks variant files may use", runHooks},
		"mate":     {"find the shortest mate of the side to move, or prove there is none within a bound", runMate},
		"match":    {"play a match between two engines under our rules, with records and Elo", runMatch},
		"moves":    {"list the moves a game accepts next (history rules included), in USI or another notation", runMoves},
		"perft":    {"count the move paths to a depth from a position (history rules aside)", runPerft},
		"record":   {"convert a game record between KIF, USI and PGN", runRecord},
		"serve":    {"serve a web page to play any variant on, in the browser", runServe},
		"show":     {"draw a position as text, SVG or a KIF diagram", runShow},
		"status":   {"tell whether a game is over, and how", runStatus},
		"summary":  {"add up the results files of a match's shards", runSummary},
		"validate": {"check a variant file and summarise it", runValidate},
		"values":   {"show the piece values the search estimates from the pieces' moves", runValues},
		"variants": {"list the built-in variants", runVariants},
		"help":     {"describe the commands", nil},
	}
}

// run executes the command line args (without the program name). Asking
// for help is a success: run writes it to stdout and returns nil.
func run(args []string, stdout, stderr io.Writer) error {
	cmds := commands()
	if len(args) == 0 {
		usage(stderr, cmds)
		return errors.New("no command given")
	}
	name, rest := args[0], args[1:]
	if name == "help" || isHelp(name) {
		if len(rest) == 0 || rest[0] == "help" || isHelp(rest[0]) {
			usage(stdout, cmds)
			return nil
		}
		c, ok := cmds[rest[0]]
		if !ok {
			return fmt.Errorf("help: unknown command %q (have %s)", rest[0], commandNames(cmds))
		}
		return helpful(c.run([]string{"-h"}, stdout, stderr))
	}
	c, ok := cmds[name]
	if !ok {
		if hint := textdist.Hint(name, strings.Split(commandNames(cmds), ", ")); hint != "" {
			return fmt.Errorf("unknown command %q%s", name, hint)
		}
		return fmt.Errorf("unknown command %q (try largeshogi help)", name)
	}
	return helpful(c.run(rest, stdout, stderr))
}

// helpful turns the error of a command that printed its help into success.
func helpful(err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	return err
}

func commandNames(cmds map[string]command) string {
	var names []string
	for n, c := range cmds {
		if c.run != nil {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
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
	fmt.Fprintln(w, "\nFlags may follow the arguments; -- ends the flags.")
	fmt.Fprintln(w, "Run 'largeshogi help COMMAND' or 'largeshogi COMMAND -h' for a command's flags.")
}

// report writes the error of a command line to w: every line of it, each
// after "largeshogi: ", and then, for a variant file with several
// problems, how many there are, as validate does.
func report(w io.Writer, err error) {
	for _, line := range strings.Split(err.Error(), "\n") {
		fmt.Fprintln(w, "largeshogi:", line)
	}
	var list variant.ErrorList
	if errors.As(err, &list) && len(list) > 1 {
		fmt.Fprintf(w, "largeshogi: %d problems\n", len(list))
	}
}
