package notation

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
)

// hodgesPositions returns the positions the Hodges tests use, by name:
//
//   - start: the chu start;
//   - white: White to move after P-7h;
//   - mixed: a Black lion on 7h next to a White pawn (7g) with a White
//     silver behind it (6f), golds on 10h and 8h, pawns on 3e and 5b and a
//     silver on 2e before the promotion zone, a tokin on 11k and a promoted
//     kirin on 2j;
//   - twins: Black lions on 7h and 5h either side of a White pawn on 6g,
//     and a horned falcon on 2e below a White pawn on 2d.
func hodgesPositions(t testing.TB) (*rules.Rules, map[string]*rules.Position) {
	t.Helper()
	r := gamerules.Profile(t, "chu", "lishogi")
	sfens := map[string]string{
		"start": r.NewPosition().SFEN(),
		"white": "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I1P2I3/PPPPP1PPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - 2",
		"mixed": build(t, r, strings.Fields("7l:K 6a:k 7h:N 7g:p 6f:s 10h:G 8h:G 3e:P 5b:P 2e:S 2d:p 11k:+P 2j:+O b")),
		"twins": build(t, r, strings.Fields("7l:K 6a:k 7h:N 5h:N 6g:p 2e:+H 2d:p b")),
	}
	pos := map[string]*rules.Position{}
	for name, s := range sfens {
		p, err := r.ParseSFEN(s)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		pos[name] = p
	}
	return r, pos
}

// hodges writes legal move m of p in Hodges notation.
func hodges(p *rules.Position, m rules.Move) string { return Hodges.Write(p, m) }

// chuPlayout is a position of the lishogi chu shogi play-outs that package
// rules checks its move generation against.
type chuPlayout struct {
	Ply  int    `json:"ply"`
	SFEN string `json:"sfen"`
}

// readChuPlayouts reads the play-outs from package rules' test data.
func readChuPlayouts(t testing.TB) []chuPlayout {
	t.Helper()
	data, err := os.ReadFile("../rules/testdata/chu-playouts.json")
	if err != nil {
		t.Fatal(err)
	}
	var records []chuPlayout
	if err := json.Unmarshal(data, &records); err != nil {
		t.Fatal(err)
	}
	return records
}

// TestHodges writes moves of the test positions in Hodges notation and
// reads them back.
func TestHodges(t *testing.T) {
	_, pos := hodgesPositions(t)
	tests := []struct {
		pos, usi, want string
	}{
		{"start", "7i7h", "P-7h"},
		{"start", "9h9g", "GB-9g"},
		{"start", "7j7h", "Ln-7h"}, // a jump
		{"white", "7d7e", "P-7e"},
		{"white", "6c6e", "Ln-6e"},

		// Captures.
		{"mixed", "7h7g", "Lnx7g"},
		{"mixed", "8h7g", "Gx7g"},
		{"mixed", "7h6f", "Lnx6f"},

		// Promotion taken and declined; no mark where none is possible.
		{"mixed", "3e3d+", "P-3d+"},
		{"mixed", "3e3d", "P-3d="},
		{"mixed", "2e2d+", "Sx2d+"},
		{"mixed", "2e2d", "Sx2d="},
		{"mixed", "2e1f", "S-1f"},
		{"mixed", "5b5a", "P-5a="}, // the pawn's last-rank promotion
		{"mixed", "5b5a+", "P-5a+"},

		// Promoted pieces: + and the abbreviation of the piece that promoted.
		{"mixed", "11k11j", "+P-11j"},
		{"mixed", "2j2h", "+Kr-2h"},
		{"mixed", "2j2i2h", "+Kr-2i-2h"},

		// Lion moves.
		{"mixed", "7h7g6f", "Lnx7gx6f"}, // double capture
		{"mixed", "7h7g7f", "Lnx7g-7f"},
		{"mixed", "7h6h7g", "Ln-6hx7g"},
		{"mixed", "7h6h5h", "Ln-6h-5h"}, // two steps ...
		{"mixed", "7h5h", "Ln-5h"},      // ... and the jump to the same square
		{"mixed", "7h7g7h", "Lnx!7g"},   // igui
		{"mixed", "7h6h7h", "Ln-6h-7h"}, // pass (jitto)
		{"mixed", "7h7i7h", "Ln-7i-7h"}, // pass through another square

		// Disambiguation.
		{"mixed", "10h9h", "G10h-9h"},
		{"mixed", "8h9h", "G8h-9h"},
		{"mixed", "8h9g", "G8h-9g"},
		{"mixed", "10h11h", "G-11h"},
		{"twins", "7h6g7h", "Ln7hx!6g"},
		{"twins", "5h6g5h", "Ln5hx!6g"},
		{"twins", "7h6g", "Ln7hx6g"},
		{"twins", "7h6f", "Ln7h-6f"},
		{"twins", "5h6g6f", "Ln5hx6g-6f"},
		{"twins", "7h8g", "Ln-8g"},
		{"twins", "7h7g7h", "Ln-7g-7h"}, // a pass: the other lion cannot write it

		// The horned falcon's lion move forward.
		{"twins", "2e2d2e", "+DHx!2d"},
		{"twins", "2e2d2c", "+DHx2d-2c"},
		{"twins", "2e2c", "+DH-2c"},
	}
	for _, tc := range tests {
		p := pos[tc.pos]
		m, err := p.ParseUSI(tc.usi)
		if err != nil {
			t.Errorf("%s %s: %v", tc.pos, tc.usi, err)
			continue
		}
		if got := hodges(p, m); got != tc.want {
			t.Errorf("%s: Hodges(%s) = %q, want %q", tc.pos, tc.usi, got, tc.want)
		}
		back, err := parseHodges(p, tc.want)
		if err != nil {
			t.Errorf("%s: ParseHodges(%q): %v", tc.pos, tc.want, err)
			continue
		}
		if back != m {
			t.Errorf("%s: ParseHodges(%q) = %s, want %s", tc.pos, tc.want, back.String(), tc.usi)
		}
	}
}

// TestParseHodges checks what the reader reads besides what Hodges writes,
// and its errors.
func TestParseHodges(t *testing.T) {
	_, pos := hodgesPositions(t)
	tests := []struct {
		pos, in string
		want    string // the move in USI, or "" for an error
		err     string // a part of the error
		illegal bool   // the error wraps ErrIllegal
		syntax  bool   // the error wraps ErrSyntax
	}{
		// What Hodges writes, and what else ParseHodges reads.
		{pos: "start", in: "P-7h", want: "7i7h"},
		{pos: "start", in: "P7i-7h", want: "7i7h"},     // a start square not needed
		{pos: "start", in: "N-7h", want: "7j7h"},       // the WinBoard letter
		{pos: "mixed", in: "P-3d", want: "3e3d"},       // without =
		{pos: "mixed", in: "+Ky-2h", want: "2j2h"},     // another abbreviation of the kirin
		{pos: "mixed", in: "+O-2h", want: "2j2h"},      // and its WinBoard letter
		{pos: "mixed", in: "Lnx7g-7h", want: "7h7g7h"}, // igui as two steps
		{pos: "mixed", in: "Ln-!6h", want: "7h6h7h"},   // a pass with -!
		{pos: "twins", in: "+H-2c", want: "2e2c"},      // the horned falcon's own abbreviation
		{pos: "twins", in: "Ln7hx!6g", want: "7h6g7h"},

		// Syntax.
		{pos: "start", in: "", err: "missing the piece", syntax: true},
		{pos: "start", in: "-7h", err: "missing the piece", syntax: true},
		{pos: "start", in: "+", err: "missing the piece", syntax: true},
		{pos: "start", in: "P", err: `column 2: want - or x and a square after "P"`, syntax: true},
		{pos: "start", in: "P-", err: `column 3: want a square after "-"`, syntax: true},
		{pos: "start", in: "P/7h", err: `unknown piece abbreviation "P/"`, syntax: true},
		{pos: "start", in: "P7h", err: `column 4: want - or x and a square after "P7h"`, syntax: true},
		{pos: "start", in: "P-7h!", err: `column 5: unexpected "!"`, syntax: true},
		{pos: "start", in: "P-7h++", err: `column 6: unexpected "+"`, syntax: true},
		{pos: "start", in: "P-7", err: "column 3: bad square", syntax: true},
		{pos: "start", in: "P-13a", err: "column 3: square \"13a\" is off the 12x12 board", syntax: true},
		{pos: "start", in: "P0h-7h", err: "column 2: start square", syntax: true},
		{pos: "mixed", in: "Ln-6h-5h-4h-3h-2h-1h-1i", err: "column 21: a move takes at most 6 steps", syntax: true},
		{pos: "mixed", in: "Lnx!7g-6g", err: "column 7: igui (x!) and a pass (-!) name one square", syntax: true},
		{pos: "mixed", in: "Ln-6h-!7h", err: "column 7: ! (igui) comes right after", syntax: true},

		// Pieces.
		{pos: "start", in: "Zz-7h", err: `unknown piece abbreviation "Zz" in chu`, syntax: true},
		{pos: "start", in: "p-7h", err: `unknown piece abbreviation "p"`, syntax: true},
		{pos: "start", in: "+K-7h", err: `unknown piece abbreviation "+K"`, syntax: true},
		{pos: "start", in: "+DH-7h", err: "black has no +DH", illegal: true},

		// Marks.
		{pos: "start", in: "Px7h", err: "column 2: x marks a capture, but 7h holds no white piece"},
		{pos: "mixed", in: "Ln-7g", err: "column 3: 7g holds white's P: a capture is written x7g"},
		{pos: "mixed", in: "Lnx!6h", err: "column 3: x! marks igui, a capture without moving, but 6h holds no white piece"},
		{pos: "mixed", in: "Ln-!7g", err: "column 3: -! marks a pass, but 7g holds white's P: igui is written x!7g"},
		{pos: "mixed", in: "Lnx7g-6f", err: "column 6: 6f holds white's S: a capture is written x6f"},

		// Moves no piece can make.
		{pos: "start", in: "P-7g", err: "no black P can play P-7g", illegal: true},
		{pos: "start", in: "P7h-7g", err: "there is no piece on 7h", illegal: true},
		{pos: "start", in: "P7d-7e", err: "the piece on 7d is white's, and black is to move", illegal: true},
		{pos: "start", in: "P7j-7h", err: "the piece on 7j is Ln, not P", illegal: true},
		{pos: "start", in: "P8i-7h", err: "the P on 8i cannot play P-7h", illegal: true},
		{pos: "mixed", in: "S-1f+", err: "the S on 2e cannot promote on this move", illegal: true},
		{pos: "mixed", in: "S-1f=", err: "= marks a declined promotion, but the S on 2e cannot promote on this move"},
		{pos: "mixed", in: "Ln-7h-7h", err: "no black Ln can play Ln-7h-7h", illegal: true},

		// Ambiguity.
		{pos: "mixed", in: "G-9h", err: "ambiguous: black's G on 10h and 8h can each play G-9h; write G10h-9h or G8h-9h"},
		{pos: "twins", in: "Lnx!6g", err: "ambiguous: black's Ln on 7h and 5h can each play Lnx!6g; write Ln7hx!6g or Ln5hx!6g"},
		{pos: "twins", in: "Lnx6g-6f", err: "write Ln7hx6g-6f or Ln5hx6g-6f"},
	}
	for _, tc := range tests {
		p := pos[tc.pos]
		m, err := parseHodges(p, tc.in)
		switch {
		case tc.want != "" && err != nil:
			t.Errorf("%s: ParseHodges(%q): %v", tc.pos, tc.in, err)
		case tc.want != "":
			if got := m.String(); got != tc.want {
				t.Errorf("%s: ParseHodges(%q) = %s, want %s", tc.pos, tc.in, got, tc.want)
			}
		case err == nil:
			t.Errorf("%s: ParseHodges(%q) = %s, want an error containing %q", tc.pos, tc.in, m.String(), tc.err)
		case !strings.Contains(err.Error(), tc.err):
			t.Errorf("%s: ParseHodges(%q): error %q, want it to contain %q", tc.pos, tc.in, err, tc.err)
		case errors.Is(err, rules.ErrIllegal) != tc.illegal:
			t.Errorf("%s: ParseHodges(%q): error %q wraps ErrIllegal: %v, want %v", tc.pos, tc.in, err, !tc.illegal, tc.illegal)
		case errors.Is(err, rules.ErrSyntax) != tc.syntax:
			t.Errorf("%s: ParseHodges(%q): error %q wraps ErrSyntax: %v, want %v", tc.pos, tc.in, err, !tc.syntax, tc.syntax)
		}
	}
}

// TestHodgesPlayouts writes every legal move of every position of the
// lishogi play-outs and reads it back. It also checks that the start square
// is written only when needed (leaving it out makes the notation
// ambiguous), that an unneeded start square and a missing "=" are read, and
// that no two moves are written alike.
func TestHodgesPlayouts(t *testing.T) {
	r := gamerules.Profile(t, "chu", "lishogi")
	geo := r.Geo
	total := 0
	for _, rec := range readChuPlayouts(t) {
		p, err := r.ParseSFEN(rec.SFEN)
		if err != nil {
			t.Fatalf("ply %d: %v", rec.Ply, err)
		}
		written := map[string]rules.Move{}
		for _, m := range p.AppendMoves(nil) {
			total++
			h := hodges(p, m)
			if other, ok := written[h]; ok {
				t.Errorf("ply %d (%s): %s and %s are both written %s", rec.Ply, rec.SFEN, other.String(), m.String(), h)
			}
			written[h] = m
			check := func(s string) {
				t.Helper()
				back, err := parseHodges(p, s)
				if err != nil {
					t.Errorf("ply %d (%s): %s: ParseHodges(%q): %v", rec.Ply, rec.SFEN, m.String(), s, err)
				} else if back != m {
					t.Errorf("ply %d (%s): ParseHodges(%q) = %s, want %s", rec.Ply, rec.SFEN, s, back.String(), m.String())
				}
			}
			check(h)
			if !m.Promote {
				check(strings.TrimSuffix(h, "="))
			}
			name := hodgesName(r, p.At(m.From).Kind())
			rest := strings.TrimPrefix(h, name)
			if _, n, err := geo.ScanSquare(rest); err == nil {
				short := name + rest[n:]
				if _, err := parseHodges(p, short); err == nil || !strings.Contains(err.Error(), "ambiguous") {
					t.Errorf("ply %d (%s): %s writes its start square, but ParseHodges(%q) gives error %v, want ambiguous", rec.Ply, rec.SFEN, h, short, err)
				}
			} else {
				check(name + geo.Name(m.From) + rest)
			}
		}
	}
	if total < 10000 {
		t.Errorf("only %d moves checked", total)
	}
}

// TestHodgesAbbreviations checks that every kind of chu has its own Hodges
// name, which reads back as that kind.
func TestHodgesAbbreviations(t *testing.T) {
	r := gamerules.Profile(t, "chu", "lishogi")
	aliases := hodgesAliases(r)
	got := map[string]string{}
	for k := rules.Kind(1); int(k) <= r.Kinds(); k++ {
		name := hodgesName(r, k)
		if ks := aliases[name]; len(ks) != 1 || ks[0] != k {
			t.Errorf("%s (%s) reads as kinds %v", name, r.Piece(k).ID, ks)
		}
		got[r.Code(rules.NewCell(k, 0))] = name
	}
	want := map[string]string{
		"L": "L", "F": "FL", "C": "C", "S": "S", "G": "G", "K": "K", "E": "DE", "A": "RC", "B": "B",
		"T": "BT", "O": "Kr", "X": "Ph", "M": "SM", "V": "VM", "R": "R", "H": "DH", "D": "DK",
		"N": "Ln", "Q": "Q", "P": "P", "I": "GB",
		"+L": "+L", "+F": "+FL", "+C": "+C", "+S": "+S", "+G": "+G", "+E": "+DE", "+A": "+RC",
		"+B": "+B", "+T": "+BT", "+O": "+Kr", "+X": "+Ph", "+M": "+SM", "+V": "+VM", "+R": "+R",
		"+H": "+DH", "+D": "+DK", "+P": "+P", "+I": "+GB",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Hodges names by SFEN code (-want +got):\n%s", diff)
	}
	for a, ks := range aliases {
		if len(ks) != 1 {
			t.Errorf("chu abbreviation %q names %d kinds", a, len(ks))
		}
	}
}

// TestHodgesErrorColumns checks that a Hodges text that does not read is
// a *rules.NotationError naming the column (in characters) where reading
// stops and wrapping what kind of problem it is: bad syntax, a wrong
// capture mark, or a move no piece can make.
func TestHodgesErrorColumns(t *testing.T) {
	start := gamerules.Profile(t, "chu", "lishogi").NewPosition()
	tests := []struct {
		in  string
		col int
		err error
	}{
		{"Zz-7h", 1, rules.ErrSyntax},
		{"P7h", 4, rules.ErrSyntax},   // 7h read as the start square
		{"Px7h", 2, nil},              // an x before an empty square
		{"P-5e", 0, rules.ErrIllegal}, // no pawn reaches 5e
		{"獅-7h7", 5, rules.ErrSyntax}, // columns count characters
	}
	for _, tc := range tests {
		_, err := parseHodges(start, tc.in)
		var ne *rules.NotationError
		if !errors.As(err, &ne) {
			t.Errorf("%q: error %v (%T), want a *rules.NotationError", tc.in, err, err)
			continue
		}
		if ne.Notation != "hodges" || ne.Input != tc.in || ne.Col != tc.col || ne.Err != tc.err {
			t.Errorf("%q: %+v, want column %d and error %v", tc.in, *ne, tc.col, tc.err)
		}
	}
}

// TestBigHodges writes every legal move of positions of random dai dai,
// maka dai dai and ko shogi games in Hodges notation and reads it back.
func TestBigHodges(t *testing.T) {
	for _, name := range []string{"daidai", "makadaidai", "ko"} {
		r := gamerules.Builtin(t, name)
		rapid.Check(t, func(t *rapid.T) {
			p := r.NewPosition()
			for range rapid.IntRange(0, 30).Draw(t, "plies") {
				moves := p.AppendMoves(nil)
				if len(moves) == 0 {
					break
				}
				p.Make(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			}
			moves := p.AppendMoves(nil)
			for i, h := range Hodges.Append(nil, p, moves) {
				got, err := parseHodges(p, h)
				if err != nil || got != moves[i] {
					t.Fatalf("%s: %s written %s reads back as %s (%v)", name, moves[i], h, got, err)
				}
			}
		})
	}
}

// koPosition returns a ko shogi position, Black to move, with the kings
// and their middle troops in the corners and the pieces given ("10j:Lb").
func koPosition(t *testing.T, pieces ...string) (*rules.Rules, *rules.Position) {
	t.Helper()
	r := gamerules.Builtin(t, "ko")
	p, err := r.ParseSFEN(build(t, r, append([]string{"19s:G", "18s:Ma", "1a:g", "2a:ma"}, append(pieces, "b")...)))
	if err != nil {
		t.Fatal(err)
	}
	return r, p
}

// TestKoHodges checks ko shogi's notation: "MAx7c= indicates a middle troop
// capturing on 7c without promoting", and shots written with "!".
func TestKoHodges(t *testing.T) {
	_, p := koPosition(t, "10j:Lb", "11f:p", "9i:P", "9k:P", "11k:P", "7d:Ma", "7c:p")
	for usi, want := range map[string]string{"10j11f11i": "LB-11i!11f", "7d7c": "MAx7c="} {
		m, err := p.ParseUSI(usi)
		if err != nil {
			t.Fatal(err)
		}
		if got := hodges(p, m); got != want {
			t.Errorf("%s: Hodges %s, want %s", usi, got, want)
		}
		if back, err := parseHodges(p, want); err != nil || back != m {
			t.Errorf("parseHodges(%s) = %s, %v", want, back, err)
		}
	}
}

// TestKoThunderclapHodges checks the thunderclap (a!5W: five orthogonal
// steps, capturing on each) among White pawns on 10i, 10h, 10g and 9h:
// moves that take different pawns are different moves, and each has a
// Hodges notation of its own that reads back to it. (Writing only the
// first two middle squares gave nine pairs of moves one notation.)
func TestKoThunderclapHodges(t *testing.T) {
	r, p := koPosition(t, "10j:+D", "10i:p", "10h:p", "10g:p", "9h:p")
	sq := func(name string) board.Square {
		s, err := r.Geo.ParseSquare(name)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	from := sq("10j")
	moves := slices.DeleteFunc(p.AppendMoves(nil), func(m rules.Move) bool { return m.From != from })
	written := map[string]rules.Move{}
	for i, h := range Hodges.Append(nil, p, moves) {
		m := moves[i]
		if x, dup := written[h]; dup {
			t.Errorf("%s and %s are both written %s", x, m, h)
		}
		written[h] = m
		if back, err := parseHodges(p, h); err != nil || back != m {
			t.Errorf("%s reads back as %s (%v), want %s", h, back, err, m)
		}
	}
	// Up the file over the three pawns, taking each, then two steps to 9f.
	want := rules.NewMove(from, sq("9f"), sq("10i"), sq("10h"), sq("10g"))
	if got := written["+Dx10ix10hx10g-9f"]; got != want {
		t.Errorf("+Dx10ix10hx10g-9f is %s, want %s", got, want)
	}
}
