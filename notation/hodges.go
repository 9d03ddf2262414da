package notation

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/rules"
)

// writeHodges appends each of moves, legal moves of p (before they are
// made), to dst in Hodges notation (see [Hodges]). For a move of no piece
// it writes "?" and the move in USI. For a list of moves it costs one move
// generation and one PATH a move.
func writeHodges(dst []string, p *rules.Position, moves []rules.Move) []string {
	r := p.Rules()
	type key struct {
		kind rules.Kind
		path string
	}
	// The start square each kind and PATH is written from, and the kinds
	// and PATHs written from two squares; the moves that may promote.
	from := map[key]board.Square{}
	shared := map[key]bool{}
	promotable := map[rules.Move]bool{}
	var kind rules.Kind // the one kind of piece that makes moves, or 0
	for i, m := range moves {
		if k := kindAt(p, m.From); i == 0 || k == kind {
			kind = k
		} else {
			kind = 0
			break
		}
	}
	buf := make([]rules.Move, 0, 256)
	if kind == 0 {
		buf = p.AppendMoves(buf)
	} else {
		buf = p.AppendKindMoves(buf, kind)
	}
	for _, x := range buf {
		k := key{p.At(x.From).Kind(), hodgesPath(p, x)}
		if f, ok := from[k]; !ok {
			from[k] = x.From
		} else if f != x.From {
			shared[k] = true
		}
		if x.Promote {
			x.Promote = false
			promotable[x] = true
		}
	}
	geo := r.Geo
	var b strings.Builder
	for _, m := range moves {
		if kindAt(p, m.From) == 0 {
			dst = append(dst, "?"+m.String())
			continue
		}
		k := key{p.At(m.From).Kind(), hodgesPath(p, m)}
		b.Reset()
		b.WriteString(hodgesName(r, k.kind))
		if f, ok := from[k]; shared[k] || (ok && f != m.From) {
			b.WriteString(geo.Name(m.From))
		}
		b.WriteString(k.path)
		plain := m
		plain.Promote = false
		switch {
		case m.Promote:
			b.WriteByte('+')
		case promotable[plain]:
			b.WriteByte('=')
		}
		dst = append(dst, b.String())
	}
	return dst
}

// kindAt returns the kind of the piece on s, or 0 for an empty square or
// a square off the board.
func kindAt(p *rules.Position, s board.Square) rules.Kind {
	if !p.Rules().Geo.OnBoard(s) {
		return 0
	}
	return p.At(s).Kind()
}

// hodgesName returns the abbreviation Hodges notation writes for kind k: the
// first abbreviation of its face piece, after "+" if it has promoted.
func hodgesName(r *rules.Rules, k rules.Kind) string {
	face := r.Face(k)
	name := face.SFEN
	if len(face.Abbrev) > 0 {
		name = face.Abbrev[0]
	}
	if r.Promoted(k) {
		return "+" + name
	}
	return name
}

// hodgesAliases maps every abbreviation parseHodges reads to the kinds it
// may name: each kind's Hodges name; the face piece's other abbreviations
// ("N" and "獅" for a lion, "+Ky" for a promoted kirin); and for a promoted
// kind whose piece appears only by promotion, that piece's abbreviations
// ("+H" for a horned falcon). A kind's Hodges name names that kind alone.
func hodgesAliases(r *rules.Rules) map[string][]rules.Kind {
	names := map[string][]rules.Kind{}
	add := func(a string, k rules.Kind) {
		if !slices.Contains(names[a], k) {
			names[a] = append(names[a], k)
		}
	}
	for k := rules.Kind(1); int(k) <= r.Kinds(); k++ {
		promoted := r.Promoted(k)
		prefix := ""
		if promoted {
			prefix = "+"
		}
		for _, a := range r.Face(k).Abbrev {
			add(prefix+a, k)
		}
		if piece := r.Piece(k); promoted && piece.PromotedOnly {
			for _, a := range piece.Abbrev {
				add(a, k)
			}
		}
	}
	for k := rules.Kind(1); int(k) <= r.Kinds(); k++ {
		names[hodgesName(r, k)] = []rules.Kind{k}
	}
	return names
}

// hodgesEnemy reports whether square s holds a piece of the side not to move.
func hodgesEnemy(p *rules.Position, s board.Square) bool {
	return p.Rules().Geo.OnBoard(s) && p.At(s) != 0 && p.At(s).Color() != p.Side()
}

// hodgesPath writes the PATH part of move m (see [writeHodges]).
func hodgesPath(p *rules.Position, m rules.Move) string {
	geo := p.Rules().Geo
	mark := func(s board.Square) string {
		if s != m.From && hodgesEnemy(p, s) {
			return "x"
		}
		return "-"
	}
	if touches := p.AppendShotTouches(nil, m); len(touches) > 0 {
		return shotPath(geo, m, touches, mark)
	}
	switch {
	case m.NVia == 0:
		return mark(m.To) + geo.Name(m.To)
	case m.To == m.From && m.NVia == 1 && hodgesEnemy(p, m.Via[0]):
		return "x!" + geo.Name(m.Via[0])
	}
	var b strings.Builder
	for _, s := range m.Via[:m.NVia] {
		b.WriteString(mark(s) + geo.Name(s))
	}
	return b.String() + mark(m.To) + geo.Name(m.To)
}

// shotPath writes the PATH of a move that shoots, as ko shogi's notation
// extends Hodges': the squares the piece lands on, each after "-" or "x",
// and each piece it shoots as "!" and its square, in the order of the move
// ("Lb-11i!11f": step to 11i and shoot 11f).
func shotPath(geo *board.Geometry, m rules.Move, touches []betza.Touch, mark func(board.Square) string) string {
	var b strings.Builder
	landed := false
	for _, t := range touches {
		switch t.Kind {
		case betza.Shot:
			b.WriteString("!" + geo.Name(t.Square))
		case betza.Through, betza.Capture:
			b.WriteString(mark(t.Square) + geo.Name(t.Square))
			landed = true
		}
	}
	if !landed {
		// A piece that only shoots stays where it is: name its square.
		return "-" + geo.Name(m.From) + b.String()
	}
	return b.String()
}

// hodgesStep is one square of a PATH as parseHodges reads it.
type hodgesStep struct {
	capture bool         // written after x (else after -)
	sq      board.Square // the square
	col     int          // the column of its mark, from 1
}

// parseHodges reads a move written in Hodges notation (see [Hodges]) and
// returns the legal move it denotes in position p, which has rules. Its
// errors are [*rules.NotationError] values: an unknown abbreviation and
// bad syntax wrap [rules.ErrSyntax], a move no piece can make
// [rules.ErrIllegal].
func parseHodges(p *rules.Position, s string) (rules.Move, error) {
	if o, over := p.End(); over {
		return rules.Move{}, fmt.Errorf("%w (%s)", rules.ErrGameOver, o)
	}
	m, err := readHodges(p, s)
	if err != nil && strings.Contains(s, "!") {
		// Moves that shoot are read by writing every legal move.
		moves := p.AppendMoves(nil)
		for i, h := range writeHodges(nil, p, moves) {
			if h == s || strings.TrimSuffix(h, "=") == s {
				return moves[i], nil
			}
		}
	}
	return m, err
}

// readHodges is parseHodges for a move that does not shoot.
func readHodges(p *rules.Position, s string) (rules.Move, error) {
	r := p.Rules()
	geo := r.Geo
	report := func(err error, col int, format string, args ...any) (rules.Move, error) {
		if col > 0 {
			col = runeColumn(s, col-1) // a byte column until here
		}
		return rules.Move{}, &rules.NotationError{Notation: "hodges", Input: s, Col: col, Msg: fmt.Sprintf(format, args...), Err: err}
	}
	fail := func(format string, args ...any) (rules.Move, error) { return report(nil, 0, format, args...) }
	wrongMark := func(col int, format string, args ...any) (rules.Move, error) {
		return report(nil, col, format, args...)
	}
	illegal := func(format string, args ...any) (rules.Move, error) {
		return report(rules.ErrIllegal, 0, format, args...)
	}
	bad := func(col int, format string, args ...any) (rules.Move, error) {
		return report(rules.ErrSyntax, col, format, args...)
	}
	aliases := hodgesAliases(r)

	// PIECE: up to the first digit, "-", "!", "+" or "=", or an "x" that
	// follows an abbreviation or comes before a digit or "!".
	i := 0
	if strings.HasPrefix(s, "+") {
		i = 1
	}
	for ; i < len(s); i++ {
		c := s[i]
		if hodgesDigit(c) || c == '-' || c == '!' || c == '+' || c == '=' {
			break
		}
		if c == 'x' && i > 0 && (aliases[s[:i]] != nil || (i+1 < len(s) && (hodgesDigit(s[i+1]) || s[i+1] == '!'))) {
			break
		}
	}
	token := s[:i]
	switch {
	case token == "" || token == "+":
		return bad(1, "missing the piece: Hodges notation starts with the piece's abbreviation, as in P-7h or +Kr-5f")
	case aliases[token] == nil:
		return bad(1, "unknown piece abbreviation %s in %s", clip.Quote(token), r.Variant.Name)
	case len(aliases[token]) > 1:
		var names []string
		for _, k := range aliases[token] {
			names = append(names, hodgesName(r, k))
		}
		return fail("the abbreviation %q names several pieces in %s (%s)", token, r.Variant.Name, strings.Join(names, ", "))
	}
	kind := aliases[token][0]
	name := hodgesName(r, kind)

	// START
	pos := i
	start := board.NoSquare
	if pos < len(s) && hodgesDigit(s[pos]) {
		q, n, err := geo.ScanSquare(s[pos:])
		if err != nil {
			return bad(pos+1, "start square: %s", strings.TrimPrefix(err.Error(), "board: "))
		}
		start, pos = q, pos+n
	}
	pathAt := pos

	// PATH
	var steps []hodgesStep
	still := false
	for pos < len(s) && (s[pos] == '-' || s[pos] == 'x') {
		switch {
		case still:
			return bad(pos+1, "igui (x!) and a pass (-!) name one square: only + or = may follow it")
		case len(steps) == rules.MaxVia+1:
			return bad(pos+1, "a move takes at most %d steps", rules.MaxVia+1)
		}
		st := hodgesStep{capture: s[pos] == 'x', col: pos + 1}
		pos++
		if pos < len(s) && s[pos] == '!' {
			if len(steps) > 0 {
				return bad(pos+1, "! (igui) comes right after the piece or its start square")
			}
			still = true
			pos++
		}
		if pos == len(s) {
			return bad(pos+1, "want a square after %s", clip.Quote(s[st.col-1:pos]))
		}
		q, n, err := geo.ScanSquare(s[pos:])
		if err != nil {
			return bad(pos+1, "%s", strings.TrimPrefix(err.Error(), "board: "))
		}
		st.sq = q
		steps = append(steps, st)
		pos += n
	}
	if len(steps) == 0 {
		if pos == len(s) {
			return bad(pos+1, "want - or x and a square after %s", clip.Quote(s[:pos]))
		}
		return bad(pos+1, "want - (a move) or x (a capture), not %q", s[pos:pos+1])
	}
	pathEnd := pos
	suffix := byte(0)
	if pos < len(s) && (s[pos] == '+' || s[pos] == '=') {
		suffix = s[pos]
		pos++
	}
	if pos < len(s) {
		return bad(pos+1, "unexpected %s after the move", clip.Quote(s[pos:]))
	}
	path := s[pathAt:pathEnd]

	// The marks.
	for _, st := range steps {
		sq := geo.Name(st.sq)
		enemy := hodgesEnemy(p, st.sq)
		switch {
		case still && st.capture && !enemy:
			return wrongMark(st.col, "x! marks igui, a capture without moving, but %s holds no %s piece", sq, p.Side().Other())
		case still && !st.capture && enemy:
			return wrongMark(st.col, "-! marks a pass, but %s holds %s's %s: igui is written x!%s", sq, p.Side().Other(), hodgesName(r, p.At(st.sq).Kind()), sq)
		case st.capture && !enemy:
			return wrongMark(st.col, "x marks a capture, but %s holds no %s piece", sq, p.Side().Other())
		case !st.capture && enemy:
			return wrongMark(st.col, "%s holds %s's %s: a capture is written x%s", sq, p.Side().Other(), hodgesName(r, p.At(st.sq).Kind()), sq)
		}
	}

	// The legal moves it can denote.
	follows := func(m rules.Move) bool {
		if still {
			return m.To == m.From && m.NVia == 1 && m.Via[0] == steps[0].sq
		}
		if int(m.NVia) != len(steps)-1 || m.To != steps[len(steps)-1].sq {
			return false
		}
		for i, v := range m.Via[:m.NVia] {
			if v != steps[i].sq {
				return false
			}
		}
		return true
	}
	var froms []board.Square
	var match []rules.Move
	for _, m := range p.AppendKindMoves(make([]rules.Move, 0, 256), kind) {
		if (start != board.NoSquare && m.From != start) || !follows(m) {
			continue
		}
		match = append(match, m)
		if !slices.Contains(froms, m.From) {
			froms = append(froms, m.From)
		}
	}
	side := p.Side().String()
	switch {
	case len(froms) == 0 && start != board.NoSquare:
		c := p.At(start)
		switch {
		case c == 0:
			return illegal("there is no piece on %s", geo.Name(start))
		case c.Color() != p.Side():
			return illegal("the piece on %s is %s's, and %s is to move", geo.Name(start), c.Color(), side)
		case c.Kind() != kind:
			return illegal("the piece on %s is %s, not %s", geo.Name(start), hodgesName(r, c.Kind()), name)
		}
		return illegal("the %s on %s cannot play %s%s", name, geo.Name(start), name, path)
	case len(froms) == 0:
		for _, q := range geo.Squares() {
			if c := p.At(q); c != 0 && c.Color() == p.Side() && c.Kind() == kind {
				return illegal("no %s %s can play %s%s", side, name, name, path)
			}
		}
		return illegal("%s has no %s", side, name)
	case len(froms) > 1:
		var at, alts []string
		for _, q := range froms {
			at = append(at, geo.Name(q))
			alts = append(alts, name+geo.Name(q)+s[pathAt:])
		}
		list := strings.Join(at[:len(at)-1], ", ") + " and " + at[len(at)-1]
		return fail("ambiguous: %s's %s on %s can each play %s%s; write %s", side, name, list, name, path, strings.Join(alts, " or "))
	}
	var plain, promote *rules.Move
	for i := range match {
		if match[i].Promote {
			promote = &match[i]
		} else {
			plain = &match[i]
		}
	}
	from := geo.Name(froms[0])
	switch {
	case suffix == '+' && promote == nil:
		return illegal("the %s on %s cannot promote on this move", name, from)
	case suffix == '+':
		return *promote, nil
	case suffix == '=' && promote == nil:
		return fail("= marks a declined promotion, but the %s on %s cannot promote on this move", name, from)
	case plain == nil:
		return illegal("the %s on %s must promote on this move: write %s+", name, from, s[:pathEnd])
	}
	return *plain, nil
}

func hodgesDigit(c byte) bool { return c >= '0' && c <= '9' }

// runeColumn returns the column, in characters from 1, of byte i of s.
func runeColumn(s string, i int) int { return utf8.RuneCountInString(s[:min(i, len(s))]) + 1 }
