package xboard_test

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/xboard"
)

// TestParseFeaturesHaChu reads HaChu 0.21's feature lines.
func TestParseFeaturesHaChu(t *testing.T) {
	tests := []struct {
		line string
		want []xboard.Feature
		ok   bool
	}{
		{`feature ping=1 setboard=1 myname="HaChu 0.21" variants="chu,dai"`,
			[]xboard.Feature{{"ping", "1"}, {"setboard", "1"}, {"myname", "HaChu 0.21"}, {"variants", "chu,dai"}}, true},
		{`feature option="Tsume -combo no /// Sente mates" done=1`, []xboard.Feature{{"option", "Tsume -combo no /// Sente mates"}, {"done", "1"}}, true},
		{`feature`, nil, true},
		{`feature myname="HaChu`, nil, false},
		{`feature ping`, nil, false},
		{`features ping=1`, nil, false},
	}
	for _, tt := range tests {
		got, err := xboard.ParseFeatures(tt.line)
		if (err == nil) != tt.ok {
			t.Errorf("ParseFeatures(%q) error = %v, want ok %v", tt.line, err, tt.ok)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ParseFeatures(%q) (-want +got):\n%s", tt.line, diff)
		}
	}
	o, err := xboard.ParseOption("Contempt -spin 0 -200 200")
	if want := (xboard.Option{Name: "Contempt", Type: "spin", Value: "0 -200 200"}); err != nil || o != want {
		t.Errorf("ParseOption = %+v, %v; want %+v", o, err, want)
	}
	if _, err := xboard.ParseOption("Contempt -integer 0"); err == nil {
		t.Error("ParseOption of an unknown type: no error")
	}
}

// TestParseThinkingHaChu reads HaChu's lines of thinking, as it wrote them in
// the first moves of chu shogi.
func TestParseThinkingHaChu(t *testing.T) {
	p := gamerules.Builtin(t, "chu").NewPosition()
	move := func(s ...string) []rules.Move {
		q := p.Clone()
		var out []rules.Move
		for _, x := range s {
			m, err := notation.XBoard.Parse(q, x)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, m)
			q.Make(m)
		}
		return out
	}
	tests := []struct {
		line     string
		want     xboard.Thinking
		thinking bool
		ok       bool
	}{
		{"1 127 0 38 h4h5 { root eval = 1.08 dif = 0.00; abs = 0.00 f=220 D=-1.25 0/0}",
			xboard.Thinking{Depth: 1, Score: 127, Nodes: 38, PV: move("h4h5")}, true, true},
		{"6 123 16 68571 h4h5 e9e8 e4e5 h9h8 i1i2",
			xboard.Thinking{Depth: 6, Score: 123, Time: 160 * time.Millisecond, Nodes: 68571, PV: move("h4h5", "e9e8", "e4e5", "h9h8", "i1i2")}, true, true},
		{"2 -126 0 507 (h4h5) h4h5 e9e8", xboard.Thinking{Depth: 2, Score: -126, Nodes: 507, PV: move("h4h5", "e9e8")}, true, true},
		{"3. 10 5 100 1. h4h5 e9e8", xboard.Thinking{Depth: 3, Score: 10, Time: 50 * time.Millisecond, Nodes: 100, PV: move("h4h5", "e9e8")}, true, true},
		{"4 10 5 100 h4h5 h4h5", xboard.Thinking{Depth: 4, Score: 10, Time: 50 * time.Millisecond, Nodes: 100, PV: move("h4h5")}, true, false},
		{"5 x 0 0", xboard.Thinking{Depth: 5}, true, false},
		{"move h4h5", xboard.Thinking{}, false, true},
	}
	for _, tt := range tests {
		got, thinking, err := xboard.ParseThinking(tt.line, p, notation.XBoard)
		if thinking != tt.thinking || (err == nil) != tt.ok {
			t.Errorf("ParseThinking(%q) = thinking %v, error %v; want %v, ok %v", tt.line, thinking, err, tt.thinking, tt.ok)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ParseThinking(%q) (-want +got):\n%s", tt.line, diff)
		}
	}
}
