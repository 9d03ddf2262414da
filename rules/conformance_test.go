package rules

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/variants"
)

type playout struct {
	Ply          int    `json:"ply"`
	USI          string `json:"usi"`
	SFEN         string `json:"sfen"`
	Children     int    `json:"children"`
	ChildrenHash string `json:"childrenHash"`
}

// readPlayouts reads testdata/chu-playouts.json.
func readPlayouts(t testing.TB) []playout {
	t.Helper()
	data, err := os.ReadFile("testdata/chu-playouts.json")
	if err != nil {
		t.Fatal(err)
	}
	var records []playout
	if err := json.Unmarshal(data, &records); err != nil {
		t.Fatal(err)
	}
	return records
}

func chuRules(t testing.TB, profile string) *Rules {
	t.Helper()
	v, err := variants.Load("chu")
	if err != nil {
		t.Fatal(err)
	}
	if v, err = v.Configure(profile); err != nil {
		t.Fatal(err)
	}
	r, err := New(v)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// children returns the distinct positions reachable in one legal move, each
// as the first two SFEN fields.
func children(p *Position) []string {
	seen := map[string]bool{}
	var out []string
	for _, m := range p.AppendMoves(nil) {
		p.Make(m)
		f := strings.Fields(p.SFEN())
		key := f[0] + " " + f[1]
		p.Unmake()
		if !seen[key] {
			seen[key] = true
			out = append(out, key)
		}
	}
	sort.Strings(out)
	return out
}

func childrenHash(list []string) string {
	sum := sha256.Sum256([]byte(strings.Join(list, "\n")))
	return hex.EncodeToString(sum[:])[:16]
}

// TestLishogiPlayouts checks every position of the lishogi play-outs: its
// SFEN reads and writes back, replaying its moves from the start reaches
// it, and the positions one move away are exactly lishogi's.
func TestLishogiPlayouts(t *testing.T) {
	r := chuRules(t, "lishogi")
	for _, rec := range readPlayouts(t) {
		p, err := r.ParseSFEN(rec.SFEN)
		if err != nil {
			t.Errorf("ply %d: %v", rec.Ply, err)
			continue
		}
		if got := p.SFEN(); got != rec.SFEN {
			t.Errorf("ply %d: SFEN writes back as %s, want %s", rec.Ply, got, rec.SFEN)
		}
		replay := r.NewPosition()
		for _, u := range strings.Fields(rec.USI) {
			m, err := replay.ParseUSI(u)
			if err != nil {
				t.Errorf("ply %d: replaying %s: %v", rec.Ply, u, err)
				break
			}
			replay.Make(m)
		}
		if replay.SFEN() != rec.SFEN {
			t.Errorf("ply %d: replay reaches %s, want %s", rec.Ply, replay.SFEN(), rec.SFEN)
		}
		list := children(p)
		if len(list) != rec.Children || childrenHash(list) != rec.ChildrenHash {
			t.Errorf("ply %d (%s): %d children (hash %s), want %d (%s)", rec.Ply, rec.SFEN, len(list), childrenHash(list), rec.Children, rec.ChildrenHash)
		}
	}
}
