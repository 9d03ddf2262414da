package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// Hodges writes legal move m of the position (before it is made) in Hodges
// notation, the English-language notation of George Hodges (1976) as the
// rule texts describe it for the large variants:
//
//	PIECE [START] PATH [+|=]
//
// PIECE is the first abbreviation the variant gives the moving piece ("P",
// "GB", "Ln", "DH"); a promoted piece is written "+" and the abbreviation of
// the piece that promoted ("+P" for a tokin, "+G" for a promoted gold, "+Kr"
// for a promoted kirin, "+DH" for a horned falcon).
//
// START, the square the piece leaves, is written only when another piece of
// the same kind and colour could make a move written with the same PATH
// ("G10h-9h" beside "G8h-9h"). The comparison leaves out the promotion mark,
// as a reader may leave out "=".
//
// PATH is "-" for a move to an empty square or "x" for a capture, then the
// square the piece lands on ("P-7h", "Rx7c"). A move in two steps (a lion's,
// or a horned falcon's or soaring eagle's lion move) writes its first square
// too, each square after its own mark: "Ln-6h-5h" steps through the empty
// 6h, "Lnx7g-7f" captures on 7g and goes on to the empty 7f, "Lnx7gx6f"
// captures on both. A one-step move or jump to the same square is "Ln-5h",
// a different move with the same result. Igui, a capture without moving
// (the piece steps out, captures and returns), is "x!" and the square of the
// captured piece, as the texts write it: "Lnx!7g". A pass (jitto: the
// piece steps to an empty square and back) is written as the two steps it
// is, out and back to the square the piece stands on: "Ln-6h-7h" for a
// lion on 7h passing through 6h. The texts give no notation for a pass;
// "!" is theirs for igui alone.
//
// A move that shoots, as ko shogi's pieces do, writes the squares the piece
// lands on and each piece it shoots as "!" and its square, in order:
// "LB-11i!11f" steps to 11i and shoots 11f; a piece that shoots without
// moving names its own square first ("A-5e!5d").
//
// The mark after PATH is "+" if the piece promotes and "=" if the move
// could have promoted and did not ("P-3d+", "P-3d=", "Sx2d="); a move that
// cannot promote has none.
//
// Hodges does not check that m is legal; for a move of no piece it writes
// "?" and the move in USI.
func (p *Position) Hodges(m Move) string { return p.AppendHodges(nil, []Move{m})[0] }

// AppendHodges appends each of moves, written as [Position.Hodges] writes
// it, to dst and returns it: for a list of moves it costs one move
// generation and one PATH a move, where Hodges costs a generation each.
func (p *Position) AppendHodges(dst []string, moves []Move) []string {
	if p.r == nil {
		for _, m := range moves {
			dst = append(dst, "?"+m.String())
		}
		return dst
	}
	type key struct {
		kind Kind
		path string
	}
	// The start square each kind and PATH is written from, and the kinds
	// and PATHs written from two squares; the moves that may promote.
	from := map[key]board.Square{}
	shared := map[key]bool{}
	promotable := map[Move]bool{}
	var kind Kind // the one kind of piece that makes moves, or 0
	for i, m := range moves {
		if k := p.pieceKind(m.From); i == 0 || k == kind {
			kind = k
		} else {
			kind = 0
			break
		}
	}
	for _, x := range p.appendKindMoves(make([]Move, 0, 256), kind) {
		k := key{p.cells[x.From].Kind(), p.hodgesPath(x)}
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
	geo := p.r.Geo
	var b strings.Builder
	for _, m := range moves {
		if !geo.OnBoard(m.From) || p.cells[m.From] == 0 {
			dst = append(dst, "?"+m.String())
			continue
		}
		k := key{p.cells[m.From].Kind(), p.hodgesPath(m)}
		b.Reset()
		b.WriteString(p.r.hodgesName(k.kind))
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

// pieceKind returns the kind of the piece on s, or 0 for an empty square
// or a square off the board.
func (p *Position) pieceKind(s board.Square) Kind {
	if !p.r.Geo.OnBoard(s) {
		return 0
	}
	return p.cells[s].Kind()
}

// hodgesName returns the abbreviation Hodges notation writes for kind k: the
// first abbreviation of its face piece, after "+" if it has promoted.
func (r *Rules) hodgesName(k Kind) string {
	face := r.kinds[k].face
	name := face.SFEN
	if len(face.Abbrev) > 0 {
		name = face.Abbrev[0]
	}
	if r.kinds[k].promoted {
		return "+" + name
	}
	return name
}

// hodgesAliases maps every abbreviation ParseHodges reads to the kinds it
// may name: each kind's Hodges name; the face piece's other abbreviations
// ("N" and "獅" for a lion, "+Ky" for a promoted kirin); and for a promoted
// kind whose piece appears only by promotion, that piece's abbreviations
// ("+H" for a horned falcon). A kind's Hodges name names that kind alone.
func (r *Rules) hodgesAliases() map[string][]Kind {
	names := map[string][]Kind{}
	add := func(a string, k Kind) {
		if !slices.Contains(names[a], k) {
			names[a] = append(names[a], k)
		}
	}
	for i := 1; i < len(r.kinds); i++ {
		k, info := Kind(i), &r.kinds[i]
		prefix := ""
		if info.promoted {
			prefix = "+"
		}
		for _, a := range info.face.Abbrev {
			add(prefix+a, k)
		}
		if info.promoted && info.moves.PromotedOnly {
			for _, a := range info.moves.Abbrev {
				add(a, k)
			}
		}
	}
	for i := 1; i < len(r.kinds); i++ {
		names[r.hodgesName(Kind(i))] = []Kind{Kind(i)}
	}
	return names
}

// hodgesEnemy reports whether square s holds a piece of the side not to move.
func (p *Position) hodgesEnemy(s board.Square) bool {
	return p.r.Geo.OnBoard(s) && p.cells[s] != 0 && p.cells[s].Color() != p.side
}

// hodgesPath writes the PATH part of move m (see [Position.Hodges]).
func (p *Position) hodgesPath(m Move) string {
	geo := p.r.Geo
	mark := func(s board.Square) string {
		if s != m.From && p.hodgesEnemy(s) {
			return "x"
		}
		return "-"
	}
	if o := p.outcomeOf(m); o != nil && o.Shots() {
		return p.shotPath(m, o, mark)
	}
	switch {
	case m.NVia == 0:
		return mark(m.To) + geo.Name(m.To)
	case m.To == m.From && m.NVia == 1 && p.hodgesEnemy(m.Via[0]):
		return "x!" + geo.Name(m.Via[0])
	}
	var b strings.Builder
	for _, s := range m.Via[:m.NVia] {
		b.WriteString(mark(s) + geo.Name(s))
	}
	return b.String() + mark(m.To) + geo.Name(m.To)
}

// outcomeOf finds the outcome of the piece on m.From that move m makes
// when the piece shoots, or nil. It is valid until the next generation.
func (p *Position) outcomeOf(m Move) *betza.Outcome {
	c := p.cells[m.From]
	info := &p.r.kinds[c.Kind()]
	_, prog := p.pieceMoves(c)
	if !info.multi || !prog.Shoots() {
		return nil
	}
	p.scratch = p.gen.Append(p.scratch[:0], prog, m.From, p.side, p.occ, p.r.pathMoves)
	want := m
	want.Promote = false
	for i := range p.scratch {
		x := Move{From: m.From, To: p.scratch[i].To}
		p.middleSquares(&p.scratch[i], &x)
		if x == want {
			return &p.scratch[i]
		}
	}
	return nil
}

// shotPath writes the PATH of a move that shoots, as ko shogi's notation
// extends Hodges': the squares the piece lands on, each after "-" or "x",
// and each piece it shoots as "!" and its square, in the order of the move
// ("Lb-11i!11f": step to 11i and shoot 11f).
func (p *Position) shotPath(m Move, o *betza.Outcome, mark func(board.Square) string) string {
	geo := p.r.Geo
	var b strings.Builder
	landed := false
	for _, t := range o.Touches() {
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

// hodgesStep is one square of a PATH as ParseHodges reads it.
type hodgesStep struct {
	capture bool         // written after x (else after -)
	sq      board.Square // the square
	col     int          // the column of its mark, from 1
}

// ParseHodges reads a move written in Hodges notation (see
// [Position.Hodges]) and returns the legal move it denotes in the position.
// Besides what Hodges writes it reads
//
//   - the start square where it is not needed ("P7i-7h" for "P-7h");
//   - a move that could promote without "=" ("P-3d" for "P-3d=");
//   - the piece's other abbreviations in the variant ("N-7h" for "Ln-7h",
//     "+Ky" for "+Kr", "+H" for "+DH");
//   - igui written as the two steps it is ("Lnx7g-7h" for "Lnx!7g" with the
//     lion on 7h), and a pass written as "-!" and the empty square the piece
//     steps to and back from ("Ln-!6h" for "Ln-6h-7h").
//
// The marks must be right: "x" before a square that holds an enemy piece,
// "-" before any other. ParseHodges reports, as a [*NotationError], an
// unknown abbreviation and bad syntax (both wrapping [ErrSyntax]), a wrong
// mark (these with the column), a move no piece can make (wrapping
// [ErrIllegal]), a notation two pieces could play (naming their squares),
// and "+" or "=" on a move that cannot promote.
func (p *Position) ParseHodges(s string) (Move, error) {
	if p.r == nil {
		return Move{}, errNoRules
	}
	if o, over := p.End(); over {
		return Move{}, fmt.Errorf("%w (%s)", ErrGameOver, o)
	}
	m, err := p.parseHodges(s)
	if err != nil && strings.Contains(s, "!") {
		// Moves that shoot are read by writing every legal move.
		moves := p.AppendMoves(nil)
		for i, h := range p.AppendHodges(nil, moves) {
			if h == s || strings.TrimSuffix(h, "=") == s {
				return moves[i], nil
			}
		}
	}
	return m, err
}

func (p *Position) parseHodges(s string) (Move, error) {
	geo := p.r.Geo
	report := func(err error, col int, format string, args ...any) (Move, error) {
		return Move{}, &NotationError{Notation: "hodges", Input: s, Col: col, Msg: fmt.Sprintf(format, args...), Err: err}
	}
	fail := func(format string, args ...any) (Move, error) { return report(nil, 0, format, args...) }
	wrongMark := func(col int, format string, args ...any) (Move, error) { return report(nil, col, format, args...) }
	illegal := func(format string, args ...any) (Move, error) { return report(ErrIllegal, 0, format, args...) }
	bad := func(col int, format string, args ...any) (Move, error) {
		return report(ErrSyntax, col, format, args...)
	}
	aliases := p.r.hodgesAliases()

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
		return bad(1, "unknown piece abbreviation %q in %s", token, p.r.Variant.Name)
	case len(aliases[token]) > 1:
		var names []string
		for _, k := range aliases[token] {
			names = append(names, p.r.hodgesName(k))
		}
		return fail("the abbreviation %q names several pieces in %s (%s)", token, p.r.Variant.Name, strings.Join(names, ", "))
	}
	kind := aliases[token][0]
	name := p.r.hodgesName(kind)

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
		case len(steps) == MaxVia+1:
			return bad(pos+1, "a move takes at most %d steps", MaxVia+1)
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
			return bad(pos+1, "want a square after %q", s[st.col-1:pos])
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
			return bad(pos+1, "want - or x and a square after %q", s[:pos])
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
		return bad(pos+1, "unexpected %q after the move", s[pos:])
	}
	path := s[pathAt:pathEnd]

	// The marks.
	for _, st := range steps {
		sq := geo.Name(st.sq)
		enemy := p.hodgesEnemy(st.sq)
		switch {
		case still && st.capture && !enemy:
			return wrongMark(st.col, "x! marks igui, a capture without moving, but %s holds no %s piece", sq, p.side.Other())
		case still && !st.capture && enemy:
			return wrongMark(st.col, "-! marks a pass, but %s holds %s's %s: igui is written x!%s", sq, p.side.Other(), p.r.hodgesName(p.cells[st.sq].Kind()), sq)
		case st.capture && !enemy:
			return wrongMark(st.col, "x marks a capture, but %s holds no %s piece", sq, p.side.Other())
		case !st.capture && enemy:
			return wrongMark(st.col, "%s holds %s's %s: a capture is written x%s", sq, p.side.Other(), p.r.hodgesName(p.cells[st.sq].Kind()), sq)
		}
	}

	// The legal moves it can denote.
	follows := func(m Move) bool {
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
	var match []Move
	for _, m := range p.appendKindMoves(make([]Move, 0, 256), kind) {
		if (start != board.NoSquare && m.From != start) || !follows(m) {
			continue
		}
		match = append(match, m)
		if !slices.Contains(froms, m.From) {
			froms = append(froms, m.From)
		}
	}
	side := p.side.String()
	switch {
	case len(froms) == 0 && start != board.NoSquare:
		c := p.cells[start]
		switch {
		case c == 0:
			return illegal("there is no piece on %s", geo.Name(start))
		case c.Color() != p.side:
			return illegal("the piece on %s is %s's, and %s is to move", geo.Name(start), c.Color(), side)
		case c.Kind() != kind:
			return illegal("the piece on %s is %s, not %s", geo.Name(start), p.r.hodgesName(c.Kind()), name)
		}
		return illegal("the %s on %s cannot play %s%s", name, geo.Name(start), name, path)
	case len(froms) == 0:
		for _, q := range geo.Squares() {
			if c := p.cells[q]; c != 0 && c.Color() == p.side && c.Kind() == kind {
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
	var plain, promote *Move
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
