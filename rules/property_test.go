package rules

import (
	"errors"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/testkit/longtest"
	"pgregory.net/rapid"
)

// TestMain runs the package's rapid properties with 20 checks each, 100
// under LARGESHOGI_LONG_TESTS=1.
func TestMain(m *testing.M) { longtest.Main(m, 20) }

// chuProfiles are the rule profiles of chu shogi the properties run under.
var chuProfiles = []string{"jcsa", "lishogi"}

// playoutSFENs returns the positions of testdata/chu-playouts.json.
func playoutSFENs(t testing.TB) []string {
	t.Helper()
	records := readPlayouts(t)
	out := make([]string, len(records))
	for i, rec := range records {
		out[i] = rec.SFEN
	}
	return out
}

// drawStart draws a start for random play: the start position or one of
// the play-out positions, which reach promoted pieces, bare kings and the
// lion-capture square sooner than play from the start does.
func drawStart(t *rapid.T, r *Rules, sfens []string) *Position {
	if rapid.IntRange(0, 3).Draw(t, "from start") == 0 {
		return r.NewPosition()
	}
	s := rapid.SampledFrom(sfens).Draw(t, "play-out")
	p, err := r.ParseSFEN(s)
	if err != nil {
		t.Fatalf("play-out position %s: %v", s, err)
	}
	return p
}

// drawPosition draws a position reached by a few random legal moves from a
// drawn start.
func drawPosition(t *rapid.T, r *Rules, sfens []string) *Position {
	p := drawStart(t, r, sfens)
	var buf []Move
	for range rapid.IntRange(0, 24).Draw(t, "plies") {
		buf = p.AppendMoves(buf[:0])
		if len(buf) == 0 {
			break
		}
		p.Make(buf[rapid.IntRange(0, len(buf)-1).Draw(t, "move")])
	}
	return p
}

// gameMachine is the state of the make/unmake state machine: a game, and as
// its model the SFEN and hash of the position before each move played.
type gameMachine struct {
	r      *Rules
	g      *Game
	sfens  []string
	hashes []uint64
	buf    []Move
}

// play plays a random legal move through the game.
func (m *gameMachine) play(t *rapid.T) {
	p := m.g.Position()
	m.buf = p.AppendMoves(m.buf[:0])
	if len(m.buf) == 0 || m.g.Outcome().Over() {
		t.Skip("no move to play")
	}
	mv := m.buf[rapid.IntRange(0, len(m.buf)-1).Draw(t, "move")]
	sfen, hash := p.SFEN(), p.Hash()
	if err := m.g.Play(mv); err != nil {
		t.Fatalf("%s: Play(%s) of a generated move: %v", sfen, mv.String(), err)
	}
	m.sfens = append(m.sfens, sfen)
	m.hashes = append(m.hashes, hash)
}

// undo takes back the last move and checks it restores the position.
func (m *gameMachine) undo(t *rapid.T) {
	n := len(m.sfens)
	if n == 0 {
		t.Skip("no move to take back")
	}
	if !m.g.Undo() {
		t.Fatalf("Undo reports no move after %d moves", n)
	}
	p := m.g.Position()
	if got := p.SFEN(); got != m.sfens[n-1] {
		t.Fatalf("Undo restores %s, want %s", got, m.sfens[n-1])
	}
	if got := p.Hash(); got != m.hashes[n-1] {
		t.Fatalf("Undo restores hash %x, want %x", got, m.hashes[n-1])
	}
	m.sfens, m.hashes = m.sfens[:n-1], m.hashes[:n-1]
}

// check tests the invariants of the current position.
func (m *gameMachine) check(t *rapid.T) {
	p := m.g.Position()
	sfen, hash := p.SFEN(), p.Hash()
	if want := p.computeHash(); hash != want {
		t.Fatalf("%s: incremental hash %x, recomputed %x", sfen, hash, want)
	}
	q, err := m.r.ParseSFEN(sfen)
	if err != nil {
		t.Fatalf("SFEN %s does not parse: %v", sfen, err)
	}
	if got := q.SFEN(); got != sfen {
		t.Fatalf("SFEN %s parses and writes back as %s", sfen, got)
	}
	if q.Hash() != hash {
		t.Fatalf("%s: parsed hash %x, want %x", sfen, q.Hash(), hash)
	}
	if len(m.g.Moves()) != len(m.sfens) {
		t.Fatalf("game has %d moves, model %d", len(m.g.Moves()), len(m.sfens))
	}
	moves := p.AppendMoves(nil)
	if len(moves) == 0 {
		return
	}
	over := m.g.Outcome().Over()
	for i := range rapid.IntRange(1, 3).Draw(t, "samples") {
		mv := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "sample")]
		usi := mv.String()
		if !p.Legal(mv) {
			t.Fatalf("%s: generated move %s is not Legal", sfen, usi)
		}
		flip := mv
		flip.Promote = !mv.Promote
		if want := contains(moves, flip); p.Legal(flip) != want {
			t.Fatalf("%s: Legal(%s) = %t, but AppendMoves lists it: %t", sfen, flip.String(), !want, want)
		}
		if i == 0 { // Play judges the outcome first, which costs more than the rest
			if err := NewGame(p.Clone()).Play(mv); err != nil && !(over && errors.Is(err, ErrGameOver)) {
				t.Fatalf("%s: Play(%s) on a clone: %v", sfen, usi, err)
			}
		}
		p.Make(mv)
		if got, want := p.Hash(), p.computeHash(); got != want {
			t.Fatalf("%s: after %s incremental hash %x, recomputed %x (%s)", sfen, usi, got, want, p.SFEN())
		}
		p.Unmake()
		if got := p.SFEN(); got != sfen {
			t.Fatalf("%s: Make and Unmake of %s leave %s", sfen, usi, got)
		}
		if p.Hash() != hash {
			t.Fatalf("%s: Make and Unmake of %s leave hash %x, want %x", sfen, usi, p.Hash(), hash)
		}
	}
}

func contains(moves []Move, m Move) bool {
	for _, x := range moves {
		if x == m {
			return true
		}
	}
	return false
}

// TestMakeUnmakeMachine plays and takes back random moves in chu games and
// checks after every step that the hash kept move by move is the hash
// computed from scratch, that SFEN reads back to the same position, that
// sampled generated moves are legal and playable, and that taking a move
// back restores the position exactly.
func TestMakeUnmakeMachine(t *testing.T) {
	for _, profile := range chuProfiles {
		t.Run(profile, func(t *testing.T) {
			r := chuRules(t, profile)
			sfens := playoutSFENs(t)
			rapid.Check(t, func(t *rapid.T) {
				m := &gameMachine{r: r, g: NewGame(drawStart(t, r, sfens))}
				t.Repeat(map[string]func(*rapid.T){
					"play": m.play,
					"undo": m.undo,
					"":     m.check,
				})
			})
		})
	}
}

// rankTokens splits one rank of an SFEN board into its squares: a piece
// code, or "" for an empty square.
func rankTokens(r *Rules, row string) ([]string, error) {
	var out []string
	for i := 0; i < len(row); {
		if row[i] >= '0' && row[i] <= '9' {
			j := i
			for j < len(row) && row[j] >= '0' && row[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(row[i:j])
			if err != nil || n < 1 || n > r.Geo.Files() {
				return nil, errors.New("bad count " + row[i:j])
			}
			for range n {
				out = append(out, "")
			}
			i = j
			continue
		}
		_, n, err := r.scanCode(row[i:])
		if err != nil {
			return nil, err
		}
		out = append(out, row[i:i+n])
		i += n
	}
	return out, nil
}

// joinRank writes squares as rankTokens reads them.
func joinRank(squares []string) string {
	var b strings.Builder
	empty := 0
	for _, s := range squares {
		if s == "" {
			empty++
			continue
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
			empty = 0
		}
		b.WriteString(s)
	}
	if empty > 0 {
		b.WriteString(strconv.Itoa(empty))
	}
	return b.String()
}

// swapCase changes the colour of a piece code: the case of its first letter.
func swapCase(code string) string {
	i := strings.IndexFunc(code, func(c rune) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' })
	if i < 0 {
		return code
	}
	c := code[i]
	if c >= 'a' {
		c -= 'a' - 'A'
	} else {
		c += 'a' - 'A'
	}
	return code[:i] + string(c) + code[i+1:]
}

// transformSFEN rewrites an SFEN for the board reflected left to right
// (rotate false) or turned half round with the colours swapped (rotate
// true): each rank's squares reversed, and when rotating the ranks reversed,
// the case of every code and the side to move swapped. The lion-capture
// square moves with the board.
func transformSFEN(t rapid.TB, r *Rules, sfen string, rotate bool) string {
	t.Helper()
	f := strings.Fields(sfen)
	if len(f) != 4 {
		t.Fatalf("SFEN %q: want 4 fields", sfen)
	}
	rows := strings.Split(f[0], "/")
	for y, row := range rows {
		sq, err := rankTokens(r, row)
		if err != nil {
			t.Fatalf("SFEN %q: %v", sfen, err)
		}
		for i, j := 0, len(sq)-1; i < j; i, j = i+1, j-1 {
			sq[i], sq[j] = sq[j], sq[i]
		}
		if rotate {
			for i := range sq {
				sq[i] = swapCase(sq[i])
			}
		}
		rows[y] = joinRank(sq)
	}
	move := r.Geo.Mirror
	if rotate {
		for i, j := 0, len(rows)-1; i < j; i, j = i+1, j-1 {
			rows[i], rows[j] = rows[j], rows[i]
		}
		f[1] = map[string]string{"b": "w", "w": "b"}[f[1]]
		move = r.Geo.Rotate
	}
	f[0] = strings.Join(rows, "/")
	if f[2] != "-" {
		// The hooks' entries: a square (the lion-trading rule's) moves with
		// the board; a side's entry (a lost power, "w:pawn") changes side
		// with the colours.
		entries := strings.Split(f[2], ",")
		for i, e := range entries {
			if side, rest, ok := strings.Cut(e, ":"); ok && (side == "b" || side == "w") {
				if rotate {
					entries[i] = map[string]string{"b": "w", "w": "b"}[side] + ":" + rest
				}
				continue
			}
			s, err := r.Geo.ParseSquare(e)
			if err != nil {
				t.Fatalf("SFEN %q: %v", sfen, err)
			}
			entries[i] = r.Geo.Name(move(s))
		}
		f[2] = strings.Join(entries, ",")
	}
	return strings.Join(f, " ")
}

// usiSet returns the moves in USI, each square mapped through move, sorted.
func usiSet(r *Rules, moves []Move, move func(board.Square) board.Square) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		m.From, m.To = move(m.From), move(m.To)
		for i := range m.Via[:m.NVia] {
			m.Via[i] = move(m.Via[i])
		}
		out[i] = m.String()
	}
	sort.Strings(out)
	return out
}

// testSymmetry checks that transforming random positions transforms their
// legal moves alike, and that transforming twice gives the position back.
func testSymmetry(t *testing.T, rotate bool) {
	for _, profile := range chuProfiles {
		t.Run(profile, func(t *testing.T) {
			r := chuRules(t, profile)
			sfens := playoutSFENs(t)
			move := r.Geo.Mirror
			if rotate {
				move = r.Geo.Rotate
			}
			rapid.Check(t, func(t *rapid.T) {
				p := drawPosition(t, r, sfens)
				sfen := p.SFEN()
				image := transformSFEN(t, r, sfen, rotate)
				q, err := r.ParseSFEN(image)
				if err != nil {
					t.Fatalf("%s: transformed SFEN %s does not parse: %v", sfen, image, err)
				}
				if back := transformSFEN(t, r, image, rotate); back != sfen {
					t.Fatalf("%s transforms twice to %s", sfen, back)
				}
				want := usiSet(r, p.AppendMoves(nil), move)
				got := usiSet(r, q.AppendMoves(nil), func(s board.Square) board.Square { return s })
				if diff := cmp.Diff(want, got); diff != "" {
					t.Fatalf("%s\ntransformed to %s: moves differ (-want +got):\n%s", sfen, image, diff)
				}
			})
		})
	}
}

// TestMirror checks that the position reflected left to right has exactly
// the reflected moves. The chu setup itself is not symmetric (king and drunk
// elephant change places), which does not matter: the whole position is
// reflected.
func TestMirror(t *testing.T) { testSymmetry(t, false) }

// TestColourSwap checks that the position turned half round, with the
// colours and the side to move swapped, has exactly the turned moves.
func TestColourSwap(t *testing.T) { testSymmetry(t, true) }

// TestTransformSFEN pins the helpers on the start position.
func TestTransformSFEN(t *testing.T) {
	r := chuRules(t, "lishogi")
	start := r.NewPosition().SFEN()
	tests := []struct {
		sfen   string
		rotate bool
		want   string
	}{
		{start, false, "lfcsgkegscfl/a1b1toxt1b1a/mvrhdnqdhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDQNDHRVM/A1B1TXOT1B1A/LFCSGEKGSCFL b - 1"},
		{start, true, strings.Replace(start, " b ", " w ", 1)}, // the setup is symmetric under rotation
		{"12/12/12/12/12/12/12/2+B9/12/12/12/11k w 3d 7", false, "12/12/12/12/12/12/12/9+B2/12/12/12/k11 w 10d 7"},
		{"12/12/12/12/12/12/12/2+B9/12/12/12/11k w 3d 7", true, "K11/12/12/12/9+b2/12/12/12/12/12/12/12 b 10i 7"},
	}
	for _, tt := range tests {
		if got := transformSFEN(t, r, tt.sfen, tt.rotate); got != tt.want {
			t.Errorf("transformSFEN(%s, rotate %t)\n got %s\nwant %s", tt.sfen, tt.rotate, got, tt.want)
		}
	}
}
