package main

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/render"
	"github.com/largeshogi/largeshogi/variants"
)

var update = flag.Bool("update", false, "update the golden SVG files in testdata")

// checkSVG fails the test unless data is a well-formed XML document whose
// root is an SVG element.
func checkSVG(t *testing.T, data []byte) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(data))
	depth, roots := 0, 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				roots++
				if tok.Name.Space != "http://www.w3.org/2000/svg" || tok.Name.Local != "svg" {
					t.Errorf("root element %v, want svg in the SVG namespace", tok.Name)
				}
			}
			depth++
		case xml.EndElement:
			depth--
		case xml.CharData:
			if depth == 0 && len(bytes.TrimSpace(tok)) > 0 {
				t.Errorf("text outside the root element: %q", tok)
			}
		}
	}
	if roots != 1 {
		t.Errorf("%d root elements, want 1", roots)
	}
}

// golden compares got with testdata/name, or writes it there under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o666); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(want, got) {
		t.Errorf("%s differs from the drawing (run go test -update after checking it):\n%s", path, firstDifference(string(want), string(got)))
	}
}

// firstDifference shows the first line where want and got differ.
func firstDifference(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range max(len(wl), len(gl)) {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return "line " + strconv.Itoa(i+1) + ":\n- " + w + "\n+ " + g
		}
	}
	return "(same lines)"
}

// The start positions: chu through the rules engine and "show -svg", the
// games the engine does not play yet from their variant files' setups.
func TestStartPositionSVG(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			var got []byte
			if name == "chu" {
				stdout, stderr, err := runArgs(t, "show", "-svg", "-variant", name)
				if err != nil {
					t.Fatal(err)
				}
				if stderr != "" {
					t.Errorf("stderr: %q", stderr)
				}
				got = []byte(stdout)
			} else {
				v, err := variants.Load(name)
				if err != nil {
					t.Fatal(err)
				}
				var buf bytes.Buffer
				if err := render.WriteBoard(&buf, render.SetupBoard(v)); err != nil {
					t.Fatal(err)
				}
				got = buf.Bytes()
			}
			checkSVG(t, got)
			golden(t, name+".svg", got)

			v, err := variants.Load(name)
			if err != nil {
				t.Fatal(err)
			}
			n := len(v.Setup)
			if c := strings.Count(string(got), `<g class="piece `); c != n {
				t.Errorf("%d pieces drawn, want %d", c, n)
			}
			var white int
			for _, p := range v.Setup {
				if p.Color == board.White {
					white++
				}
			}
			if c := strings.Count(string(got), "rotate(180)"); c != white {
				t.Errorf("%d pieces turned round, want White's %d", c, white)
			}
			if strings.Contains(string(got), render.PromotedColor) {
				t.Errorf("a piece of the start position is drawn promoted")
			}
			for _, label := range []string{">" + strconv.Itoa(v.Geometry.Files()) + "</text>", ">1</text>", ">a</text>", ">" + board.RankName(v.Geometry.Ranks()) + "</text>"} {
				if !strings.Contains(string(got), label) {
					t.Errorf("no label %q", label)
				}
			}
		})
	}
}

// The file numbers run from the highest on the left, the rank letters down
// the right-hand side.
func TestSVGLabels(t *testing.T) {
	stdout, _, err := runArgs(t, "show", "-svg")
	if err != nil {
		t.Fatal(err)
	}
	i12 := strings.Index(stdout, ">12</text>")
	i1 := strings.Index(stdout, ">1</text>")
	if i12 < 0 || i1 < 0 || i12 > i1 {
		t.Errorf("file 12 at %d, file 1 at %d: want 12 written first (on the left)", i12, i1)
	}
	want := `<text x="32" y="18">12</text>`
	if !strings.Contains(stdout, want) {
		t.Errorf("no %s: file 12 is not above the left-hand column", want)
	}
	want = `<text x="505" y="51">a</text>`
	if !strings.Contains(stdout, want) {
		t.Errorf("no %s: rank a is not right of the top row", want)
	}
}

// A promoted piece shows the kanji of what it has promoted to, in red.
func TestShowSVGPromoted(t *testing.T) {
	stdout, _, err := runArgs(t, "show", "-svg", "-sfen", "6k5/12/12/12/12/12/12/12/12/12/+P11/6K5 b - 1")
	if err != nil {
		t.Fatal(err)
	}
	checkSVG(t, []byte(stdout))
	v, err := variants.Load("chu")
	if err != nil {
		t.Fatal(err)
	}
	gold := v.Piece("pawn").Promotes
	if gold == nil {
		t.Fatal("the chu pawn does not promote")
	}
	red := strings.Count(stdout, `fill="`+render.PromotedColor+`"`)
	if want := len([]rune(gold.Kanji)); red != want {
		t.Errorf("%d red characters, want %d (%s)", red, want, gold.Kanji)
	}
	for _, r := range gold.Kanji {
		if !strings.Contains(stdout, `fill="`+render.PromotedColor+`">`+string(r)+"</text>") {
			t.Errorf("%c is not drawn in red", r)
		}
	}
	if strings.Contains(stdout, ">歩</text>") {
		t.Error("the promoted pawn still shows 歩")
	}
	if c := strings.Count(stdout, "rotate(180)"); c != 1 {
		t.Errorf("%d pieces turned round, want White's king alone", c)
	}
}

// If an SVG renderer is at hand, it turns the drawings into PNG images.
func TestSVGToPNG(t *testing.T) {
	dir := t.TempDir()
	var cmds [][]string
	if path, err := exec.LookPath("rsvg-convert"); err == nil {
		cmds = append(cmds, []string{path, "-o"})
	}
	if path, err := exec.LookPath("convert"); err == nil {
		// Only ImageMagick itself: some machines have a stand-in by that name.
		if out, err := exec.Command(path, "-version").CombinedOutput(); err == nil && bytes.Contains(out, []byte("ImageMagick")) {
			cmds = append(cmds, []string{path})
		}
	}
	if len(cmds) == 0 {
		t.Skip("neither rsvg-convert nor ImageMagick's convert is installed")
	}
	board, _, err := runArgs(t, "show", "-svg")
	if err != nil {
		t.Fatal(err)
	}
	diagram, _, err := runArgs(t, "diagram", "-svg", "lion")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []struct{ name, svg string }{{"board", board}, {"diagram", diagram}} {
		name, svg := f.name, f.svg
		in := filepath.Join(dir, name+".svg")
		if err := os.WriteFile(in, []byte(svg), 0o666); err != nil {
			t.Fatal(err)
		}
		for i, c := range cmds {
			out := filepath.Join(dir, name+strconv.Itoa(i)+".png")
			var args []string
			if len(c) == 2 { // rsvg-convert -o OUT IN
				args = []string{c[1], out, in}
			} else { // convert IN OUT
				args = []string{in, out}
			}
			if msg, err := exec.Command(c[0], args...).CombinedOutput(); err != nil {
				t.Errorf("%s %s: %v\n%s", filepath.Base(c[0]), strings.Join(args, " "), err, msg)
				continue
			}
			png, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(png, []byte("\x89PNG\r\n\x1a\n")) || len(png) < 1000 {
				t.Errorf("%s made %d bytes that are not a PNG image", filepath.Base(c[0]), len(png))
			}
		}
	}
}
