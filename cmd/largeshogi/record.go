package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/largeshogi/largeshogi/record"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/usi"
	"github.com/largeshogi/largeshogi/variants"
)

// stdin is what the record command reads when it is given no file.
var stdin io.Reader = os.Stdin

// recordFormats are the formats the record command converts between.
var recordFormats = []string{"kif", "usi", "pgn"}

func runRecord(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("record", "[-from FORMAT] [-to FORMAT] [variant flags] [FILE]", stdout, stderr)
	var vf variantFlags
	vf.register(fs, true, "comma-separated variant options to enable")
	from := fs.String("from", "", "the input's format: kif, usi or pgn (default: by the file's extension, else by its text)")
	to := fs.String("to", "kif", "the output's format: kif, usi or pgn")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) > 1 {
		return fs.errArgs(fmt.Sprintf("unexpected argument %q", pos[1]))
	}
	for _, f := range []string{*from, *to} {
		if f != "" && !slices.Contains(recordFormats, f) {
			return fmt.Errorf("record: format %q: want kif, usi or pgn", f)
		}
	}
	name, src, err := readInput(pos)
	if err != nil {
		return err
	}
	format := *from
	if format == "" {
		format = guessFormat(name, src)
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	chosen := set["variant"] || set["file"]
	if format == "pgn" && !chosen {
		if pg, err := record.ReadPGN(name, src); err == nil {
			vf.fromHeaders(pg.Tag)
		}
	}
	if format == "usi" {
		if rec, err := usi.Read(name, src); err == nil {
			vf.fromUSI(rec, set)
		}
	}
	if format == "kif" {
		if err := vf.fromKIF(name, src, set); err != nil {
			return err
		}
	}
	r, err := vf.compile()
	if err != nil {
		return err
	}
	g, given, err := readGame(format, name, src, r)
	if err != nil {
		return err
	}
	return writeGame(stdout, *to, g, given)
}

// fromKIF takes from the headers of a KIF record that name its rules
// ([record.KIF.Ruleset]) the variant, profile and options that no flag
// chose: the variant if neither -variant nor -file is set, and, for a
// built-in variant, the profile if -rules is not set and the options if
// -options is not, when the record's variant is the one chosen. A flag
// that names other rules than the record is left for [record.KIF.Game]
// to refuse at the header. A text that does not read is left for the
// reading that follows to report.
func (vf *variantFlags) fromKIF(name string, src []byte, set map[string]bool) error {
	rec, err := record.ReadKIF(name, src)
	if err != nil {
		return nil
	}
	rs, named, err := rec.Ruleset()
	if err != nil || !named {
		return inFile(err, name)
	}
	switch {
	case set["file"]:
		return nil
	case !set["variant"]:
		if _, err := variants.Lookup(rs.Variant); err != nil {
			return fmt.Errorf("%s: a game of %s, which is not built in: give its file with -file (%w)", name, rs.Variant, err)
		}
		vf.name = rs.Variant
	default:
		if chosen, err := variants.Lookup(vf.name); err != nil || chosen != rs.Variant {
			return nil
		}
	}
	if !set["rules"] {
		vf.profile = rs.Profile
	}
	if !set["options"] {
		vf.options = strings.Join(rs.Options, ",")
	}
	return nil
}

// inFile names file in a record error that has no file.
func inFile(err error, file string) error {
	if e := (*record.Error)(nil); errors.As(err, &e) && e.File == "" {
		e.File = file
	}
	return err
}

// readInput reads the file named by the only positional argument, or
// standard input when there is none or it is "-": at most
// [record.MaxKIFSize] bytes.
func readInput(pos []string) (string, []byte, error) {
	name, in := "<stdin>", stdin
	if len(pos) > 0 && pos[0] != "-" {
		f, err := os.Open(pos[0])
		if err != nil {
			return "", nil, err
		}
		defer f.Close()
		name, in = pos[0], f
	}
	src, err := io.ReadAll(io.LimitReader(in, record.MaxKIFSize+1))
	if err == nil && len(src) > record.MaxKIFSize {
		err = fmt.Errorf("%s: a record of more than %d bytes", name, record.MaxKIFSize)
	}
	return name, src, err
}

// guessFormat returns the format of a record by its file's extension, or
// else by its text: PGN starts with a tag pair, KIF has the move heading or
// a move line's 手目, anything else is USI.
func guessFormat(name string, src []byte) string {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".kif", ".kifu":
		return "kif"
	case ".pgn":
		return "pgn"
	case ".usi":
		return "usi"
	}
	text := strings.TrimSpace(string(src))
	switch {
	case strings.HasPrefix(text, "["):
		return "pgn"
	case strings.Contains(text, "手目") || strings.Contains(text, "手数"):
		return "kif"
	}
	return "usi"
}

// source is what the input says beside the moves: the names of the sides,
// if it gave them, and the KIF record it was, if it was one.
type source struct {
	black, white string
	kif          *record.KIF
}

// readGame reads a record in format and plays it under rules r.
func readGame(format, name string, src []byte, r *rules.Rules) (*rules.Game, source, error) {
	var pl source
	switch format {
	case "kif":
		rec, g, err := record.ReadKIFGame(name, src, r)
		if err != nil {
			return nil, pl, err
		}
		pl.kif = rec
		for _, h := range rec.Headers {
			switch h.Key {
			case "先手", "下手":
				pl.black = h.Value
			case "後手", "上手":
				pl.white = h.Value
			}
		}
		return g, pl, nil
	case "pgn":
		pg, g, err := record.ReadPGNGame(name, src, r)
		if err != nil {
			return nil, pl, err
		}
		// XBoard names the side that moves first White.
		pl.black, _ = pg.Tag("White")
		pl.white, _ = pg.Tag("Black")
		pl.black, pl.white = strings.Trim(pl.black, "?"), strings.Trim(pl.white, "?")
		return g, pl, nil
	}
	rec, err := usi.Read(name, src)
	if err != nil {
		return nil, pl, err
	}
	g, err := rec.Game(name, r)
	var ue *usi.Error
	if errors.As(err, &ue) && ue.Ply > 0 {
		err = fmt.Errorf("%s:%d:%d: %w", ue.Name, ue.Line, ue.Col, &plyError{ue.Ply, ue.Move, ue.Err})
	}
	return g, pl, err
}

// fromUSI takes the variant, profile and options a USI record sets
// (usi.OptionVariant, usi.OptionProfile, usi.OptionOptions) where no flag
// chose them: the variant if neither -variant nor -file is set, the
// profile if -rules is not and the options if -options is not. A
// built-in variant named without a profile is played under its
// usi-profile, as an engine plays it (chushogi: lishogi's rules).
func (vf *variantFlags) fromUSI(rec *usi.Record, set map[string]bool) {
	if v, ok := rec.Setting(usi.OptionVariant); ok && !set["variant"] && !set["file"] {
		vf.name = v
		if name, err := variants.Lookup(v); err == nil && !set["rules"] {
			if loaded, err := variants.Load(name); err == nil {
				vf.profile = loaded.USIProfile
			}
		}
	}
	if p, ok := rec.Setting(usi.OptionProfile); ok && !set["rules"] {
		vf.profile = p
	}
	if o, ok := rec.Setting(usi.OptionOptions); ok && !set["options"] {
		vf.options = o
	}
}

// fromHeaders takes the variant, profile and options a PGN's tags name
// (Variant, and Profile and Options as the match command writes them);
// the command line's profile and options come first.
func (vf *variantFlags) fromHeaders(tag func(string) (string, bool)) {
	if v, ok := tag("Variant"); ok {
		vf.name = v
	}
	if p, ok := tag("Profile"); ok && vf.profile == "" {
		vf.profile = p
	}
	if o, ok := tag("Options"); ok && vf.options == "" {
		vf.options = o
	}
}

// writeGame writes game g in format.
func writeGame(w io.Writer, format string, g *rules.Game, pl source) error {
	var b bytes.Buffer
	switch format {
	case "kif":
		rec, err := record.KIFFromGame(g)
		if err != nil {
			return err
		}
		for i, h := range rec.Headers {
			switch h.Key {
			case "先手":
				rec.Headers[i].Value = pl.black
			case "後手":
				rec.Headers[i].Value = pl.white
			}
		}
		if pl.kif != nil {
			keepAnnotations(rec, pl.kif)
		}
		if err := rec.Write(&b); err != nil {
			return err
		}
	case "pgn":
		pg, err := record.PGNFromGame(g)
		if err != nil {
			return err
		}
		for i, t := range pg.Tags {
			switch {
			case t.Name == "White" && pl.black != "":
				pg.Tags[i].Value = pl.black
			case t.Name == "Black" && pl.white != "":
				pg.Tags[i].Value = pl.white
			}
		}
		if err := pg.Write(&b); err != nil {
			return err
		}
	default:
		if err := usi.WriteGame(&b, g); err != nil {
			return err
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

// keepAnnotations gives rec, written from the game that the KIF record in
// was read into, what in says beside the moves: its headers (those naming
// the rules are the game's), comments and clock fields, and its result line
// where the game's end gives none or the same. The lines correspond one to
// one: each move takes as many lines in both.
func keepAnnotations(rec, in *record.KIF) {
	rs, _, _ := rec.Ruleset()
	rec.Headers, rec.Comments = in.Headers, in.Comments
	rec.SetRuleset(rs)
	for i := range min(len(rec.Moves), len(in.Moves)) {
		rec.Moves[i].Time, rec.Moves[i].Comments = in.Moves[i].Time, in.Moves[i].Comments
	}
	if in.Result != nil && (rec.Result == nil || rec.Result.Termination == in.Result.Termination) {
		rec.Result = in.Result
	}
}
