package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// Kind is a piece as it stands on the board: a piece of the variant, and
// whether it has promoted. 0 is no piece.
type Kind uint16

// kindInfo describes one kind.
type kindInfo struct {
	face         *variant.Piece // the piece as set up (unpromoted side)
	moves        *variant.Piece // the piece whose move it has: face, or face's promotion
	promoted     bool
	promotesTo   Kind // 0 if it cannot promote
	prog         *betza.Program
	code         string // SFEN code for Black: "N", "+O"
	royal        bool
	lion         bool     // counts as a lion for the lion-trading rules
	legs         int      // the most legs a move of this kind has
	multi        bool     // its moves can touch more than their destination: several legs, or shots
	secondChance int      // far ranks where it may promote on a non-capture, even from inside the zone
	mustPromote  int      // far ranks where it must promote
	rays         [2][]ray // for a simple move: mailbox steps by colour; nil otherwise
}

// ray is a betza.Ray turned into a mailbox step for one colour.
type ray struct {
	delta board.Square
	max   int // 0: to the edge
	mode  betza.Mode
}

// Rules is a variant compiled for play: its piece kinds, Zobrist keys and the
// parameters of the rule hooks the engine implements.
type Rules struct {
	Variant *variant.Variant
	Geo     *board.Geometry
	kinds   []kindInfo
	byCode  map[string]Kind
	byFace  map[*variant.Piece]Kind

	zone       *variant.ZonePromotion
	inZone     [2][]bool  // by colour and square
	farDist    [2][]uint8 // by colour and square: ranks from the far edge, 0 on the last rank
	lions      *variant.LionTrading
	tsukegui   map[*variant.Piece]bool
	win        *variant.Win
	bareKing   string
	minor      map[*variant.Piece]bool // pieces that do not count against a bare king
	stalemate  string
	repetition *variant.Repetition

	capturePromotion *variant.CapturePromotion
	contagious       *variant.ContagiousPromotion
	contagionExempt  map[*variant.Piece]bool
	contagionTo      map[*variant.Piece]Kind // captured piece → what the capturer becomes
	royalCapturers   map[*variant.Piece]bool
	pathMoves        bool // moves name every middle square (lishogi's convention)
	ko               *koRules
	zobLost          [2][32]uint64

	zobrist []uint64 // by (kind*2+colour)*cells + square
	zobSide uint64
	zobLion []uint64 // by square: the lion-capture square of the counter-strike rule
}

// supported lists the hooks this engine gives behaviour to.
var supported = map[string]bool{
	"zone-promotion": true, "lion-trading": true, "win": true, "bare-king": true,
	"stalemate": true, "repetition": true, "capture-promotion": true,
	"contagious-promotion": true, "royal-capture": true, "shooting": true,
	"capture-immunity": true, "promote-on-capture": true, "cascade-promotion": true,
	"burning": true, "immobilising": true, "reversion": true, "loss-of-power": true,
}

// New compiles variant v for play. It returns an error if v uses a rule hook
// the engine does not implement yet, or a move of more than two legs.
func New(v *variant.Variant) (*Rules, error) {
	r := &Rules{Variant: v, Geo: v.Geometry, kinds: []kindInfo{{}}, byCode: map[string]Kind{}, byFace: map[*variant.Piece]Kind{}}
	names := make([]string, 0, len(v.Rules))
	for name := range v.Rules {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if !supported[name] {
			return nil, fmt.Errorf("rules: variant %s uses the rule hook %q, which the rules engine does not implement yet", v.Name, name)
		}
	}

	if z, ok := v.Rule("zone-promotion").(*variant.ZonePromotion); ok {
		r.zone = z
	}
	if l, ok := v.Rule("lion-trading").(*variant.LionTrading); ok {
		r.lions = l
		r.tsukegui = map[*variant.Piece]bool{}
		for _, id := range l.TsukeguiExempt {
			r.tsukegui[v.Piece(id)] = true
		}
	}
	r.win, _ = v.Rule("win").(*variant.Win)
	r.pathMoves = r.lions != nil
	r.capturePromotion, _ = v.Rule("capture-promotion").(*variant.CapturePromotion)
	r.royalCapturers = map[*variant.Piece]bool{}
	if rc, ok := v.Rule("royal-capture").(*variant.RoyalCapture); ok {
		for _, id := range rc.Pieces {
			r.royalCapturers[v.Piece(id)] = true
		}
	}
	r.minor = map[*variant.Piece]bool{}
	if b, ok := v.Rule("bare-king").(*variant.BareKing); ok {
		r.bareKing = b.Mode
		for _, p := range v.Pieces {
			for _, m := range b.Minor {
				if p.ID == m || p.Has(m) {
					r.minor[p] = true
				}
			}
		}
	}
	if s, ok := v.Rule("stalemate").(*variant.Stalemate); ok {
		r.stalemate = s.Result
	}
	r.repetition, _ = v.Rule("repetition").(*variant.Repetition)
	for _, p := range v.Pieces {
		if p.PromotedOnly {
			continue
		}
		if p.SFEN == "" {
			return nil, fmt.Errorf("rules: piece %s has no SFEN code", p.ID)
		}
		u := r.addKind(p, p, false, p.SFEN)
		r.byFace[p] = u
		if p.Promotes != nil {
			pk := r.addKind(p, p.Promotes, true, "+"+p.SFEN)
			r.kinds[u].promotesTo = pk
		}
	}
	for k := range r.kinds[1:] {
		if r.kinds[k+1].legs > maxMiddle+1 {
			return nil, fmt.Errorf("rules: piece %s moves in %d legs; the rules engine handles %d", r.kinds[k+1].moves.ID, r.kinds[k+1].legs, maxMiddle+1)
		}
	}
	if r.zone != nil {
		for k := range r.kinds[1:] {
			info := &r.kinds[k+1]
			if slices.Contains(r.zone.LastRank, info.face.ID) {
				info.secondChance = 1
			}
			info.secondChance = max(info.secondChance, r.zone.SecondChance[info.face.ID])
			info.mustPromote = r.zone.MustPromote[info.face.ID]
		}
	}
	if c, ok := v.Rule("contagious-promotion").(*variant.ContagiousPromotion); ok {
		if err := r.compileContagion(c); err != nil {
			return nil, err
		}
	}
	for _, c := range []board.Color{board.Black, board.White} {
		r.inZone[c] = make([]bool, r.Geo.Cells())
		r.farDist[c] = make([]uint8, r.Geo.Cells())
		for _, s := range r.Geo.Squares() {
			_, y := r.Geo.XY(s)
			if c == board.White {
				y = r.Geo.Ranks() - 1 - y
			}
			r.inZone[c][s] = r.zone != nil && y < r.zone.Depth
			r.farDist[c][s] = uint8(y)
		}
	}
	if err := r.compileKo(v); err != nil {
		return nil, err
	}
	r.seedZobrist()
	return r, nil
}

func (r *Rules) addKind(face, moves *variant.Piece, promoted bool, code string) Kind {
	info := kindInfo{face: face, moves: moves, promoted: promoted, prog: moves.Move, code: code, royal: moves.Royal}
	if r.lions != nil {
		info.lion = moves.Has(r.lions.Lions)
	}
	info.legs = maxLegs(moves.Move)
	info.multi = info.legs > 1 || moves.Move.Shoots()
	if rays, ok := moves.Move.Rays(); ok {
		for _, c := range []board.Color{board.Black, board.White} {
			info.rays[c] = []ray{}
			for _, x := range rays {
				info.rays[c] = append(info.rays[c], ray{board.Square(r.Geo.Delta(x.DX, x.DY, c)), x.Max, x.Mode})
			}
		}
	}
	r.kinds = append(r.kinds, info)
	k := Kind(len(r.kinds) - 1)
	r.byCode[code] = k
	return k
}

// maxLegs measures the most legs a move of program p takes, by walking it
// on an empty board from the centre of a 9×9 board.
func maxLegs(p *betza.Program) int {
	geo := board.MustGeometry(9, 9)
	most := 0
	for _, o := range betza.NewGenerator(geo).Append(nil, p, geo.Centre(), board.Black, geo.NewOccupancy(), true) {
		n := 0
		for _, t := range o.Touches() {
			if t.Kind != betza.Hop {
				n++
			}
		}
		most = max(most, n)
	}
	return most
}

func (r *Rules) seedZobrist() {
	cells := r.Geo.Cells()
	rng := rand.New(rand.NewPCG(0x6c617267, 0x6573686f))
	r.zobrist = make([]uint64, len(r.kinds)*2*cells)
	for i := range r.zobrist {
		r.zobrist[i] = rng.Uint64()
	}
	r.zobSide = rng.Uint64()
	r.zobLion = make([]uint64, cells)
	for i := range r.zobLion {
		r.zobLion[i] = rng.Uint64()
	}
	for c := range r.zobLost {
		for i := range r.zobLost[c] {
			r.zobLost[c][i] = rng.Uint64()
		}
	}
}

func (r *Rules) key(c Cell, s board.Square) uint64 {
	return r.zobrist[int(c)*r.Geo.Cells()+int(s)]
}

// Cell is what a square holds: a kind and a colour, or 0 for empty.
type Cell uint16

// NewCell returns the cell for a piece of kind k and colour c.
func NewCell(k Kind, c board.Color) Cell { return Cell(k)<<1 | Cell(c) }

// Kind returns the cell's kind, 0 if empty.
func (c Cell) Kind() Kind { return Kind(c >> 1) }

// Color returns the colour of the cell's piece.
func (c Cell) Color() board.Color { return board.Color(c & 1) }

// Piece returns the variant piece whose move kind k has.
func (r *Rules) Piece(k Kind) *variant.Piece { return r.kinds[k].moves }

// Face returns the variant piece kind k is as set up: itself, or the piece
// that promoted.
func (r *Rules) Face(k Kind) *variant.Piece { return r.kinds[k].face }

// Promoted reports whether kind k has promoted.
func (r *Rules) Promoted(k Kind) bool { return r.kinds[k].promoted }

// Code returns the SFEN code of cell c: upper case for Black, lower case for
// White, "+" before a promoted piece.
func (r *Rules) Code(c Cell) string {
	code := r.kinds[c.Kind()].code
	if c.Color() == board.White {
		i := strings.IndexFunc(code, func(r rune) bool { return r >= 'A' && r <= 'Z' })
		code = code[:i] + strings.ToLower(code[i:i+1]) + code[i+1:]
	}
	return code
}

// KindOf returns the kind of a piece of the variant, promoted or not, or 0.
func (r *Rules) KindOf(p *variant.Piece, promoted bool) Kind {
	k := r.byFace[p]
	if promoted && k != 0 {
		return r.kinds[k].promotesTo
	}
	return k
}

// compileContagion maps each contagious piece to the kind its capturer
// becomes: the promoted kind that moves as the rule's piece.
func (r *Rules) compileContagion(c *variant.ContagiousPromotion) error {
	v := r.Variant
	r.contagious = c
	r.contagionExempt = map[*variant.Piece]bool{}
	r.contagionTo = map[*variant.Piece]Kind{}
	for _, id := range c.Exempt {
		r.contagionExempt[v.Piece(id)] = true
	}
	for _, rule := range c.Rules {
		var to Kind
		for k := range r.kinds[1:] {
			if r.kinds[k+1].moves.ID == rule.Becomes && (to == 0 || r.kinds[k+1].promoted) {
				to = Kind(k + 1)
			}
		}
		if to == 0 {
			return fmt.Errorf("rules: contagious promotion to %s: no piece can be one", rule.Becomes)
		}
		for _, id := range rule.Captured {
			r.contagionTo[v.Piece(id)] = to
		}
	}
	return nil
}
