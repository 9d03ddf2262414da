// Command genfont writes the font the web page draws kanji in, as
// `go generate ./web` asks: the subset of Noto Serif CJK JP (SIL Open Font
// License, Debian's fonts-noto-cjk) that holds every character the page
// needs, as an OpenType file DIR/kanji.otf. The characters are those of
// every built-in variant's KIF, short and diagram names, set up and
// promoted (see [web.KanjiRunes]), and every character beyond ASCII in the
// page's own HTML and JavaScript.
//
// The subsetting is done by fontTools' pyftsubset (Debian's fonttools),
// which genfont runs; the font file and pyftsubset are needed to generate,
// not to build or test.
//
// Usage:
//
//	go run ./internal/genfont [-o DIR] [-font FILE]
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/largeshogi/largeshogi/web"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "genfont:", err)
		os.Exit(1)
	}
}

func run(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("genfont", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("o", "static", "the directory to write kanji.otf to")
	font := fs.String("font", "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc", "the Noto Serif CJK collection to take the glyphs from")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return errors.New("no arguments wanted")
	}
	runes, err := web.KanjiRunes()
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "genfont")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	text := filepath.Join(tmp, "text.txt")
	if err := os.WriteFile(text, []byte(string(runes)), 0o644); err != nil {
		return err
	}
	cmd := exec.Command("pyftsubset", *font,
		"--font-number=0", // Noto Serif CJK JP in the collection
		"--text-file="+text,
		"--layout-features=vert,vrt2", // no features the board uses beyond vertical forms
		"--no-hinting",
		"--desubroutinize",               // smaller here, as the subset shares few subroutines
		"--name-IDs=0,1,2,3,4,5,6,13,14", // the copyright and the licence stay with the glyphs
		"--output-file="+filepath.Join(*dir, "kanji.otf"))
	cmd.Stdout = stderr
	cmd.Stderr = stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("pyftsubset (apt-get install fonttools fonts-noto-cjk): %w", err)
	}
	return nil
}
