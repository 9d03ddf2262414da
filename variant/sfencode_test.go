package variant

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestSFENCodeProposal gives pieces of the largest built-in game (302
// kinds, two-letter codes) another piece's code, and pieces of chu shogi
// (one-letter codes) a code that could be misread, and checks that the
// loader proposes a code that, put in its place, loads.
func TestSFENCodeProposal(t *testing.T) {
	codeLine := regexp.MustCompile(`(?m)^    sfen: (\S+)$`)
	proposed := regexp.MustCompile(`a code free and unambiguous: "(\w+)"`)
	for _, tt := range []struct {
		file      string
		piece, to int // the piece whose code changes, and the piece whose code it takes
		misread   string
	}{
		{"taikyoku.yaml", 5, 0, ""},
		{"taikyoku.yaml", 100, 101, ""},
		{"taikyoku.yaml", 208, 3, ""},
		{"chu.yaml", 3, 0, ""},
		{"chu.yaml", 2, -1, "Lp"}, // L followed by a pawn, or a code "Lp"
	} {
		data, err := os.ReadFile("../variants/" + tt.file)
		if err != nil {
			t.Fatal(err)
		}
		locs := codeLine.FindAllSubmatchIndex(data, -1)
		code := tt.misread
		if tt.to >= 0 {
			code = string(data[locs[tt.to][2]:locs[tt.to][3]])
		}
		at := locs[tt.piece]
		broken := string(data[:at[2]]) + code + string(data[at[3]:])
		_, err = Load(strings.NewReader(broken), tt.file)
		m := proposed.FindStringSubmatch(errString(err))
		if m == nil {
			t.Errorf("%s: piece %d with code %s: %v, want an error proposing a code", tt.file, tt.piece, code, err)
			continue
		}
		fixed := string(data[:at[2]]) + m[1] + string(data[at[3]:])
		if _, err := Load(bytes.NewReader([]byte(fixed)), tt.file); err != nil {
			t.Errorf("%s: the proposed code %s does not load: %v", tt.file, m[1], err)
		}
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
