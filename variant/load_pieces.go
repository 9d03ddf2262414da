package variant

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/clip"
	"go.yaml.in/yaml/v3"
)

func (l *loader) pieces(v *Variant, docs []pieceDoc, seq *yaml.Node) {
	if len(docs) == 0 {
		l.errorf(seq, "no pieces")
		return
	}
	l.byAbbrev = map[string]*Piece{}
	codes := map[string]int{} // SFEN code in lower case → index of its piece
	var taken [][2]int        // pieces whose code another piece has: the piece, the other
	for i, d := range docs {
		n := seq.Content[i]
		p := &Piece{ID: d.ID, Name: d.Name, Kanji: d.Kanji, Romaji: d.Romaji, Abbrev: d.Abbrev, SFEN: d.SFEN,
			Betza: d.Betza, Royal: d.Royal, Traits: d.Traits, PromotedOnly: d.PromotedOnly}
		l.names(p, d, n)
		if d.Value != nil {
			if *d.Value < 1 || *d.Value > MaxValue {
				l.errorf(at(n, "value"), "piece %s: value %d: want 1 to %d centipawns, or leave it out for the estimate", d.ID, *d.Value, MaxValue)
			} else {
				p.Value = *d.Value
			}
		}
		switch {
		case !idPattern.MatchString(d.ID):
			l.errorf(at(n, "id"), "piece id %q: want lower-case letters, digits and '-'", d.ID)
		case v.byID[d.ID] != nil:
			l.errorf(at(n, "id"), "duplicate piece id %q", d.ID)
		default:
			v.byID[d.ID] = p
		}
		if d.Name == "" {
			l.errorf(n, "piece %s: name is missing", d.ID)
		}
		if len(d.Abbrev) == 0 {
			l.errorf(n, "piece %s: abbrev is missing: give at least one abbreviation", d.ID)
		}
		abbrevs := at(n, "abbrev")
		for j, a := range d.Abbrev {
			an := abbrevs
			if an.Kind == yaml.SequenceNode && j < len(an.Content) {
				an = an.Content[j]
			}
			if a == "" || a == "." || strings.ContainsAny(a, " \t") {
				l.errorf(an, "piece %s: abbreviation %q: want a word without spaces, not \".\"", d.ID, a)
			} else if other, ok := l.byAbbrev[a]; !ok {
				l.byAbbrev[a] = p
			} else if other.ID != d.ID {
				l.errorf(an, "piece %s: abbreviation %q is also %s's", d.ID, a, other.ID)
			}
		}
		if d.SFEN != "" {
			if !sfenPattern.MatchString(d.SFEN) {
				l.errorf(at(n, "sfen"), "piece %s: SFEN code %q: want an upper-case letter, optionally followed by a lower-case one", d.ID, d.SFEN)
			} else if other, ok := codes[strings.ToLower(d.SFEN)]; ok {
				taken = append(taken, [2]int{i, other})
			} else {
				codes[strings.ToLower(d.SFEN)] = i
			}
		}
		for _, t := range d.Traits {
			if !traitPattern.MatchString(t) {
				l.errorf(at(n, "traits"), "piece %s: trait %q: want lower-case letters, digits and '-'", d.ID, t)
			}
		}
		if d.Betza == "" {
			l.errorf(keyNode(n, "betza"), "piece %s: betza is missing", d.ID)
		} else if prog, err := compileMove(d.Betza); err != nil {
			l.betzaError(at(n, "betza"), d.ID, err)
		} else {
			p.Move = prog
			b := at(n, "betza")
			v.betzaAt[d.ID] = [2]int{b.Line, b.Column}
		}
		v.Pieces = append(v.Pieces, p)
	}
	// Codes taken twice are reported once every code is known, so that the
	// code proposed is free.
	for _, pair := range taken {
		d := docs[pair[0]]
		l.errorf(at(seq.Content[pair[0]], "sfen"), "piece %s: SFEN code %q is also %s's%s", d.ID, d.SFEN, docs[pair[1]].ID, proposal(d, codes))
	}
	// A two-letter code XY is ambiguous only where X is a code too and some
	// code starts with Y: then "XY" could be X followed by another piece.
	starts := map[byte]bool{}
	for code := range codes {
		starts[code[0]] = true
	}
	for i, d := range docs {
		code := strings.ToLower(d.SFEN)
		if owner, ok := codes[code]; !ok || owner != i || len(code) != 2 {
			continue
		}
		if x, ok := codes[code[:1]]; ok && starts[code[1]] {
			l.errorf(at(seq.Content[i], "sfen"), "piece %s: SFEN code %q could also read as %s's code %q followed by a piece whose code starts with %q%s",
				d.ID, d.SFEN, docs[x].ID, docs[x].SFEN, code[1:], proposal(d, codes))
		}
	}
	for i, d := range docs {
		if d.Promotes == "" {
			continue
		}
		n := at(seq.Content[i], "promotes")
		switch target := v.byID[d.Promotes]; {
		case target == nil:
			l.errorf(n, "piece %s promotes to %q, which is not a piece of this file%s", d.ID, d.Promotes, suggestion{d.Promotes, func() []string { return v.pieceIDs(false) }})
		case d.Promotes == d.ID:
			l.errorf(n, "piece %s promotes to itself", d.ID)
		default:
			v.Pieces[i].Promotes = target
		}
	}
}

// betzaError reports a notation error at its column inside the YAML line.
// proposal suggests an SFEN code for piece d that no piece has and that
// no SFEN can misread: an upper-case letter of its name followed by a
// lower-case letter of its name (or of the alphabet). A two-letter code XY
// is misread when X is a one-letter code and some code starts with Y; and a
// new code starting with X makes an existing code ZX misread when Z is a
// one-letter code. It returns "" if there is none.
func proposal(d pieceDoc, codes map[string]int) string {
	starts, seconds := map[byte]bool{}, map[byte]bool{}
	for code := range codes {
		starts[code[0]] = true
		if _, one := codes[code[:1]]; one && len(code) == 2 {
			seconds[code[1]] = true
		}
	}
	letters := func(s string) []byte {
		var out []byte
		for _, c := range []byte(strings.ToLower(s)) {
			if c >= 'a' && c <= 'z' {
				out = append(out, c)
			}
		}
		return out
	}
	name := letters(d.Name + d.ID)
	for i, x := range name {
		if seconds[x] {
			continue
		}
		_, one := codes[string(x)]
		for _, y := range append(name[i+1:], letters("abcdefghijklmnopqrstuvwxyz")...) {
			if _, taken := codes[string([]byte{x, y})]; !taken && !(one && starts[y]) {
				return fmt.Sprintf(" (a code free and unambiguous: %q)", strings.ToUpper(string(x))+string(y))
			}
		}
	}
	return ""
}

// compileMove compiles a piece's move and refuses one of more legs than
// the rules engine handles ([MaxLegs]).
func compileMove(notation string) (*betza.Program, error) {
	prog, err := betza.Compile(notation)
	if err == nil && prog.MaxLegs() > MaxLegs {
		return nil, &betza.Error{Notation: notation, Col: 1, Msg: fmt.Sprintf("a move of up to %d legs: the rules engine plays at most %d", prog.MaxLegs(), MaxLegs)}
	}
	return prog, err
}

func (l *loader) betzaError(n *yaml.Node, id string, err error) {
	col := n.Column
	var be *betza.Error
	if errors.As(err, &be) {
		if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 {
			col++
		}
		col += be.Col - 1 // both count characters
		if l.keep(n.Line, col) {
			l.add(n.Line, col, fmt.Sprintf("piece %s: betza %s: column %d: %s", clip.Cut(id, maxQuote), clip.Cut(be.Notation, maxQuote), be.Col, be.Msg))
		}
		return
	}
	l.errorf(n, "piece %s: %v", id, err)
}

// royals checks that each side starts with a royal piece, unless the win
// hook names objectives instead.
func (l *loader) royals(v *Variant, setup *yaml.Node) {
	params, _, err := decodeRules(v.rules)
	if err == nil {
		if w, ok := params["win"].(*Win); ok && len(w.Objectives) > 0 {
			return
		}
	}
	for _, c := range []board.Color{board.Black, board.White} {
		if len(v.Setup) > 0 && !slices.ContainsFunc(v.Setup, func(p Placement) bool { return p.Color == c && p.Piece.Royal }) {
			l.errorf(setup, "setup: %s has no royal piece (mark the king royal: true, or give the win hook objectives)", c)
		}
	}
}

// reachable checks that every piece that appears only by promotion is the
// promotion of some piece, in the file or under an option.
func (l *loader) reachable(v *Variant, seq *yaml.Node) {
	target := map[string]bool{}
	for _, p := range v.Pieces {
		if p.Promotes != nil {
			target[p.Promotes.ID] = true
		}
	}
	for _, o := range v.Options {
		for _, od := range o.Pieces {
			if od.Promotes != nil {
				target[*od.Promotes] = true
			}
		}
	}
	for i, p := range v.Pieces {
		if p.PromotedOnly && !target[p.ID] {
			l.errorf(keyNode(seq.Content[i], "promoted-only"), "piece %s appears only by promotion, but nothing promotes to it", p.ID)
		}
	}
}
