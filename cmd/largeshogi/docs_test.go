package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// docCommand is a largeshogi command line written in README.md or a page
// of docs/.
type docCommand struct {
	where string   // file:line
	args  []string // after "largeshogi"
	block bool     // in a code block, rather than in a line of text
}

// docFiles returns README.md and docs/*.md, by their paths from the
// module's root.
func docFiles(t *testing.T) map[string]string {
	t.Helper()
	pages, err := filepath.Glob("../../docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, p := range append([]string{"../../README.md"}, pages...) {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		files[strings.TrimPrefix(p, "../../")] = string(src)
	}
	return files
}

// codeSpan matches a span of code in a line of text.
var codeSpan = regexp.MustCompile("`([^`]+)`")

// docCommands returns the largeshogi command lines of a Markdown file: each
// line of its shell code blocks (lines ending in a backslash joined to the
// next) and each code span of its text that runs largeshogi.
func docCommands(file, src string) []docCommand {
	var out []docCommand
	lang, inBlock := "", false
	var pending string
	for i, line := range strings.Split(src, "\n") {
		where := fmt.Sprintf("%s:%d", file, i+1)
		if fence, ok := strings.CutPrefix(line, "```"); ok {
			inBlock, lang = !inBlock, strings.TrimSpace(fence)
			continue
		}
		if !inBlock {
			for _, m := range codeSpan.FindAllStringSubmatch(line, -1) {
				if args := commandArgs(m[1]); args != nil {
					out = append(out, docCommand{where, args, false})
				}
			}
			continue
		}
		if lang != "" && lang != "sh" {
			continue
		}
		if cont, ok := strings.CutSuffix(line, `\`); ok {
			pending += cont + " "
			continue
		}
		line, pending = pending+line, ""
		if args := commandArgs(line); args != nil {
			out = append(out, docCommand{where, args, true})
		}
	}
	return out
}

// commandArgs returns the arguments after "largeshogi" (or "go run
// ./cmd/largeshogi") in a shell command line, up to the end of the command
// (a pipe, a redirection, a comment), or nil when the line does not run
// largeshogi with a command.
func commandArgs(line string) []string {
	words := shellWords(line)
	for i, w := range words {
		if strings.HasPrefix(w, "#") {
			return nil
		}
		switch {
		case w == "./cmd/largeshogi" && i >= 2 && words[i-2] == "go" && words[i-1] == "run":
		case w == "largeshogi" && (i == 0 || commandStart[words[i-1]]):
		default:
			continue
		}
		var args []string
		for _, a := range words[i+1:] {
			if a == "|" || a == ";" || a == "&&" || strings.HasPrefix(a, "#") || strings.HasPrefix(a, ">") || strings.HasPrefix(a, "2>") {
				break
			}
			args = append(args, a)
		}
		if len(args) == 0 {
			return nil
		}
		return args
	}
	return nil
}

// commandStart are the words after which a shell line's next word is a
// command.
var commandStart = map[string]bool{"|": true, ";": true, "&&": true, "parallel": true, "sudo": true}

// shellWords splits a command line into words as a shell does, for the
// simple lines the documentation writes: single and double quotes group,
// and the quotes go.
func shellWords(line string) []string {
	var words []string
	var w strings.Builder
	inWord := false
	var quote rune
	for _, r := range line {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			w.WriteRune(r)
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		default:
			w.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		words = append(words, w.String())
	}
	return words
}

// commandFlags returns, for every command, the names of its flags, from
// its help.
func commandFlags(t *testing.T) map[string]map[string]bool {
	t.Helper()
	flagLine := regexp.MustCompile(`(?m)^  -(\S+)`)
	out := map[string]map[string]bool{}
	for name, c := range commands() {
		names := map[string]bool{"h": true, "help": true}
		out[name] = names
		if c.run == nil {
			continue
		}
		var help, errOut bytes.Buffer
		if err := helpful(c.run([]string{"-h"}, &help, &errOut)); err != nil {
			t.Fatalf("%s -h: %v", name, err)
		}
		for _, m := range flagLine.FindAllStringSubmatch(help.String(), -1) {
			names[m[1]] = true
		}
	}
	return out
}

// placeholder matches an argument the reader is to replace: SFEN, FILE,
// ENGINE1, "...", a shell variable.
var placeholder = regexp.MustCompile(`^[A-Z][A-Z0-9_]{2,}$|\.\.\.|[$*]|\{\}|[A-Z]{3,}\.`)

// runnable are the commands TestDocCommands runs: those that answer at
// once, start no engine or server and write no file.
var runnable = map[string]bool{
	"betza": true, "diagram": true, "help": true, "hooks": true, "moves": true, "perft": true,
	"record": true, "show": true, "status": true, "validate": true,
	"values": true, "variants": true,
}

// TestDocCommands checks every largeshogi command line that README.md and
// docs/*.md write: the command exists, every flag it gives is one of the
// command's, and every flag written alone in the text (`-margin`) is one of
// some command's. The lines of code blocks whose command answers at once
// and whose arguments are all given (no placeholder such as SFEN or FILE,
// every file there) are run from the module's root, and must succeed.
func TestDocCommands(t *testing.T) {
	flags := commandFlags(t)
	anyFlag := map[string]bool{}
	for _, names := range flags {
		for n := range names {
			anyFlag[n] = true
		}
	}
	files := docFiles(t)
	var toRun []docCommand
	for file, src := range files {
		cmds := docCommands(file, src)
		if file == "README.md" && len(cmds) == 0 {
			t.Errorf("README.md: no largeshogi command found")
		}
		for _, c := range cmds {
			names, ok := flags[c.args[0]]
			if !ok {
				t.Errorf("%s: largeshogi %s: no such command", c.where, c.args[0])
				continue
			}
			complete := true
			for _, a := range c.args[1:] {
				if a == "--" {
					break
				}
				if placeholder.MatchString(a) {
					complete = false
				}
				name, isFlag := strings.CutPrefix(a, "-")
				if !isFlag || name == "" {
					if strings.HasSuffix(a, "/") || filepath.Ext(a) != "" && !strings.Contains(a, " ") {
						if _, err := os.Stat(filepath.Join("../..", a)); err != nil {
							complete = false
						}
					}
					continue
				}
				name, _, _ = strings.Cut(name, "=")
				if !names[name] {
					t.Errorf("%s: largeshogi %s: no flag -%s", c.where, c.args[0], name)
				}
			}
			if c.block && complete && runnable[c.args[0]] {
				toRun = append(toRun, c)
			}
		}
		for i, line := range strings.Split(src, "\n") {
			for _, m := range codeSpan.FindAllStringSubmatch(line, -1) {
				w := strings.Fields(m[1])
				if len(w) == 0 || !flagWord.MatchString(w[0]) {
					continue
				}
				if name := w[0][1:]; !anyFlag[name] && !otherFlags[name] {
					t.Errorf("%s:%d: %s is no flag of any command", file, i+1, w[0])
				}
			}
		}
	}
	if len(toRun) == 0 {
		t.Fatal("no command of the documentation ran")
	}
	t.Chdir("../..")
	for _, c := range toRun {
		var out, errOut bytes.Buffer
		if err := run(c.args, &out, &errOut); err != nil {
			t.Errorf("%s: largeshogi %s: %v", c.where, strings.Join(c.args, " "), err)
		} else if out.Len() == 0 {
			t.Errorf("%s: largeshogi %s: no output", c.where, strings.Join(c.args, " "))
		}
	}
}

// flagWord matches a flag written alone in a code span.
var flagWord = regexp.MustCompile(`^-[a-z][a-z0-9-]*$`)

// otherFlags are the flags the documentation names that are not
// largeshogi's: go test's.
var otherFlags = map[string]bool{"run": true, "short": true, "bench": true, "race": true}

// TestDocCommandsRead checks the reading of command lines that
// TestDocCommands relies on.
func TestDocCommandsRead(t *testing.T) {
	for _, tt := range []struct {
		line string
		want []string
	}{
		{`go run ./cmd/largeshogi perft -variant chu -depth 4`, []string{"perft", "-variant", "chu", "-depth", "4"}},
		{`go run ./cmd/largeshogi moves -notation japanese -moves "７八歩 ６五歩"   # in Japanese`, []string{"moves", "-notation", "japanese", "-moves", "７八歩 ６五歩"}},
		{`go run ./cmd/largeshogi show -svg -variant makadaidai > start.svg`, []string{"show", "-svg", "-variant", "makadaidai"}},
		{`printf 'usi\nquit\n' | largeshogi engine`, []string{"engine"}},
		{`go run ./cmd/largeshogi betza 'BrlbRf[avW]fD' -json`, []string{"betza", "BrlbRf[avW]fD", "-json"}},
		{`id author the largeshogi authors`, nil},
		{`go install github.com/largeshogi/largeshogi/cmd/largeshogi@latest      # the largeshogi command`, nil},
		{`parallel largeshogi match -engine cmd=./a -shard {}/8`, []string{"match", "-engine", "cmd=./a", "-shard", "{}/8"}},
		{`go test ./...`, nil},
	} {
		if got := commandArgs(tt.line); !slices.Equal(got, tt.want) {
			t.Errorf("commandArgs(%q) = %q, want %q", tt.line, got, tt.want)
		}
	}
}

// TestDocMapCommands checks that the module's map, doc.go, names every
// command.
func TestDocMapCommands(t *testing.T) {
	src, err := os.ReadFile("../../doc.go")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(src), "// # Commands\n")
	if !ok {
		t.Fatal("doc.go has no section Commands")
	}
	section, _, _ = strings.Cut(section, "// #")
	words := map[string]bool{}
	for _, w := range regexp.MustCompile(`[a-z]+`).FindAllString(section, -1) {
		words[w] = true
	}
	for name, c := range commands() {
		if c.run != nil && !words[name] {
			t.Errorf("doc.go's Commands do not name %s", name)
		}
	}
}
