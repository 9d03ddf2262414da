package xboard_test

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/enginetest"
	"github.com/largeshogi/largeshogi/engine/xboard"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
)

func TestParseFeatures(t *testing.T) {
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
	if want := (xboard.EngineOption{Name: "Contempt", Type: "spin", Value: "0 -200 200"}); err != nil || o != want {
		t.Errorf("ParseOption = %+v, %v; want %+v", o, err, want)
	}
	if _, err := xboard.ParseOption("Contempt -integer 0"); err == nil {
		t.Error("ParseOption of an unknown type: no error")
	}
}

// TestParseThinking reads HaChu's lines of thinking, as it wrote them in
// the first moves of chu shogi.
func TestParseThinking(t *testing.T) {
	p := enginetest.NewGame(t, "chu").Position()
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
		want     engine.Info
		thinking bool
		ok       bool
	}{
		{"1 127 0 38 h4h5 { root eval = 1.08 dif = 0.00; abs = 0.00 f=220 D=-1.25 0/0}",
			engine.Info{Depth: 1, Score: engine.Score{Centi: 127}, Nodes: 38, PV: move("h4h5")}, true, true},
		{"6 123 16 68571 h4h5 e9e8 e4e5 h9h8 i1i2",
			engine.Info{Depth: 6, Score: engine.Score{Centi: 123}, Time: 160 * time.Millisecond, Nodes: 68571, PV: move("h4h5", "e9e8", "e4e5", "h9h8", "i1i2")}, true, true},
		{"2 -126 0 507 (h4h5) h4h5 e9e8", engine.Info{Depth: 2, Score: engine.Score{Centi: -126}, Nodes: 507, PV: move("h4h5", "e9e8")}, true, true},
		{"3. 10 5 100 1. h4h5 e9e8", engine.Info{Depth: 3, Score: engine.Score{Centi: 10}, Time: 50 * time.Millisecond, Nodes: 100, PV: move("h4h5", "e9e8")}, true, true},
		{"4 10 5 100 h4h5 h4h5", engine.Info{Depth: 4, Score: engine.Score{Centi: 10}, Time: 50 * time.Millisecond, Nodes: 100, PV: move("h4h5")}, true, false},
		{"5 x 0 0", engine.Info{Depth: 5}, true, false},
		{"move h4h5", engine.Info{}, false, true},
	}
	for _, tt := range tests {
		got, thinking, err := xboard.ParseThinking(tt.line, p, notation.XBoard)
		tt.want.Text = tt.line
		if thinking != tt.thinking || (err == nil) != tt.ok {
			t.Errorf("ParseThinking(%q) = thinking %v, error %v; want %v, ok %v", tt.line, thinking, err, tt.thinking, tt.ok)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ParseThinking(%q) (-want +got):\n%s", tt.line, diff)
		}
	}
}
