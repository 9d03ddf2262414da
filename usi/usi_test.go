package usi_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/usi"
	"github.com/largeshogi/largeshogi/variants"
)

// chuRules returns chu shogi's rules under its default profile.
func chuRules(t testing.TB) *rules.Rules {
	t.Helper()
	v, err := variants.Load("chu")
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// lionSFEN has a Black lion on 6h with room for double moves.
const lionSFEN = "6k1g3/3p6p1/12/12/7p1P2/6p5/6p5/6N5/12/12/12/3G1K6 b - 1"

func TestParseInfo(t *testing.T) {
	tests := []struct {
		line    string
		want    usi.Info
		wantErr string
	}{
		{line: "info depth 7 seldepth 12 score cp -35 nodes 12345 nps 1000000 time 1500 multipv 2 pv 6h5h4h 9b9c",
			want: usi.Info{Depth: 7, SelDepth: 12, MultiPV: 2, Score: &usi.Score{Cp: -35}, Nodes: 12345, NPS: 1000000,
				Time: 1500 * time.Millisecond, PV: []string{"6h5h4h", "9b9c"}}},
		{line: "info score mate 5 lowerbound depth 3", want: usi.Info{Depth: 3, Score: &usi.Score{Mate: 5, Lower: true}}},
		{line: "info score mate -4 upperbound", want: usi.Info{Score: &usi.Score{Mate: -4, Upper: true}}},
		{line: "info score mate +", want: usi.Info{Score: &usi.Score{Mate: usi.UnknownMate}}},
		{line: "info score mate -", want: usi.Info{Score: &usi.Score{Mate: -usi.UnknownMate}}},
		{line: "info depth 2 currmove 6h6g6f currmovenumber 3 hashfull 500 cpuload 900 string pv is  not read here",
			want: usi.Info{Depth: 2, Message: "pv is not read here"}},
		{line: "info depth 2 pv 7g7f 3c3d string a b", want: usi.Info{Depth: 2, PV: []string{"7g7f", "3c3d"}, Message: "a b"}},
		{line: "info depth x", wantErr: `usi: info depth "x" is not a number`},
		{line: "info depth", wantErr: "usi: info depth without its number"},
		{line: "info score cp", wantErr: "usi: info score without cp or mate and a number"},
		{line: "info score mate 0", wantErr: `usi: info score mate "0" is not a number of plies, + or -`},
		{line: "info score dtz 5", wantErr: `usi: info score "dtz": want cp or mate`},
		{line: "info depth 3 refutation 7g7f", want: usi.Info{Depth: 3}, wantErr: `usi: unknown info field "refutation"`},
		{line: "bestmove 7g7f", wantErr: `usi: want info, not "bestmove 7g7f"`},
	}
	for _, tt := range tests {
		got, err := usi.ParseInfo(tt.line)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ParseInfo(%q) (-want +got):\n%s", tt.line, diff)
		}
		switch {
		case tt.wantErr == "" && err != nil:
			t.Errorf("ParseInfo(%q): %v", tt.line, err)
		case tt.wantErr != "" && (err == nil || !strings.HasPrefix(err.Error(), tt.wantErr)):
			t.Errorf("ParseInfo(%q) error = %v, want one starting %q", tt.line, err, tt.wantErr)
		}
	}
}

// TestReadPV reads a PV as moves of a position with a lion: a PV that
// turns illegal keeps the moves before it, and the position is not
// changed.
func TestReadPV(t *testing.T) {
	r := chuRules(t)
	p, err := r.ParseSFEN(lionSFEN)
	if err != nil {
		t.Fatal(err)
	}
	first, err := p.Clone().ParseUSI("6h5h4h")
	if err != nil {
		t.Fatal(err)
	}
	after := p.Clone()
	after.Make(first)
	reply, err := after.ParseUSI("9b9c")
	if err != nil {
		t.Fatal(err)
	}
	got, err := usi.ReadPV([]string{"6h5h4h", "9b9c"}, p)
	if err != nil || !slices.Equal(got, []rules.Move{first, reply}) {
		t.Errorf("ReadPV: %v, %v; want [%v %v]", got, err, first, reply)
	}
	got, err = usi.ReadPV([]string{"6h5h4h", "9b9c", "9b9c"}, p)
	if want := "usi: info pv move 3 (9b9c): illegal move"; err == nil || !strings.HasPrefix(err.Error(), want) || !slices.Equal(got, []rules.Move{first, reply}) {
		t.Errorf("ReadPV with an illegal third move: %v, %v; want the first two and an error starting %q", got, err, want)
	}
	if p.SFEN() != lionSFEN {
		t.Errorf("ReadPV changed the position to %s", p.SFEN())
	}
}

func TestParseBestMove(t *testing.T) {
	tests := []struct {
		line string
		want usi.BestMove
		ok   bool
	}{
		{"bestmove 7g7f", usi.BestMove{Move: "7g7f"}, true},
		{"bestmove 6h5h4h ponder 9b9c", usi.BestMove{Move: "6h5h4h", Ponder: "9b9c"}, true},
		{"bestmove resign", usi.BestMove{Resign: true}, true},
		{"bestmove win", usi.BestMove{Win: true}, true},
		{"  bestmove   7g7f  ", usi.BestMove{Move: "7g7f"}, true},
		{"bestmove", usi.BestMove{}, false},
		{"bestmove resign ponder 7g7f", usi.BestMove{}, false},
		{"bestmove 7g7f ponder", usi.BestMove{}, false},
		{"bestmove 7g7f 3c3d", usi.BestMove{}, false},
		{"move 7g7f", usi.BestMove{}, false},
	}
	for _, tt := range tests {
		got, err := usi.ParseBestMove(tt.line)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseBestMove(%q) = %+v, %v; want %+v, ok %v", tt.line, got, err, tt.want, tt.ok)
		}
	}
}

func TestParseOption(t *testing.T) {
	tests := []struct {
		line string
		want usi.Option
		ok   bool
	}{
		{"option name USI_Hash type spin default 256 min 1 max 4096", usi.Option{Name: "USI_Hash", Type: "spin", Default: "256", Min: 1, Max: 4096}, true},
		{"option name Book File type filename default my book.db", usi.Option{Name: "Book File", Type: "filename", Default: "my book.db"}, true},
		{"option name Style type combo default Normal var Solid var Normal var Risky", usi.Option{Name: "Style", Type: "combo", Default: "Normal", Vars: []string{"Solid", "Normal", "Risky"}}, true},
		{"option name Clear Hash type button", usi.Option{Name: "Clear Hash", Type: "button"}, true},
		{"option name Ponder type check default true", usi.Option{Name: "Ponder", Type: "check", Default: "true"}, true},
		{"option name Threads type spin default 1 min one max 8", usi.Option{}, false},
		{"option name Threads type integer default 1", usi.Option{}, false},
		{"option type spin name X", usi.Option{}, false},
		{"option name type check", usi.Option{}, false},
	}
	for _, tt := range tests {
		got, err := usi.ParseOption(tt.line)
		if (err == nil) != tt.ok {
			t.Errorf("ParseOption(%q) error = %v, want ok %v", tt.line, err, tt.ok)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ParseOption(%q) (-want +got):\n%s", tt.line, diff)
		}
	}
}

func TestParseID(t *testing.T) {
	tests := []struct{ line, field, value string }{
		{"id name HaChu 0.21", "name", "HaChu 0.21"},
		{"id author H.G. Muller", "author", "H.G. Muller"},
		{"id name", "name", ""},
		{"id version 3", "", ""},
		{"identity name x", "", ""},
	}
	for _, tt := range tests {
		field, value, err := usi.ParseID(tt.line)
		if field != tt.field || value != tt.value || (err == nil) != (tt.field != "") {
			t.Errorf("ParseID(%q) = %q, %q, %v; want %q, %q", tt.line, field, value, err, tt.field, tt.value)
		}
	}
}

func TestParseGo(t *testing.T) {
	sec := time.Second
	tests := []struct {
		line, wantErr string
		want          usi.Go
	}{
		{line: "go infinite", want: usi.Go{Infinite: true}},
		{line: "go movetime 1500", want: usi.Go{MoveTime: 1500 * time.Millisecond}},
		{line: "go depth 8 nodes 100000", want: usi.Go{Depth: 8, Nodes: 100000}},
		{line: "go btime 60000 wtime 50000 byoyomi 5000", want: usi.Go{Clock: true, BTime: 60 * sec, WTime: 50 * sec, Byoyomi: 5 * sec}},
		// shoginet's move work (WandererXII/shoginet src/engine.ts:226-251).
		{line: "go movetime 2000 depth 22 btime 300000 wtime 290000 byoyomi 0 binc 1000 winc 1000",
			want: usi.Go{Clock: true, BTime: 300 * sec, WTime: 290 * sec, BInc: sec, WInc: sec, MoveTime: 2 * sec, Depth: 22}},
		{line: "go ponder btime 0", want: usi.Go{Ponder: true, Clock: true}},
		{line: "go mate 3", wantErr: `"mate": want btime, wtime, byoyomi, binc, winc, movetime, depth, nodes, infinite or ponder`},
		{line: "go infinite depth 2", wantErr: "infinite with a limit"},
		{line: "go movetime 0", wantErr: `movetime: value "0", want a whole number from 1`},
		{line: "go btime -1", wantErr: `btime: value "-1", want a whole number from 0`},
		{line: "go btime", wantErr: "btime: no value"},
		{line: "go depth 2147483648", wantErr: `depth: value "2147483648", want a whole number from 1`},
		{line: "stop", wantErr: `want go, not "stop"`},
	}
	for _, tt := range tests {
		got, err := usi.ParseGo(tt.line)
		switch {
		case tt.wantErr != "" && (err == nil || err.Error() != tt.wantErr):
			t.Errorf("ParseGo(%q): %+v, %v; want the error %q", tt.line, got, err, tt.wantErr)
		case tt.wantErr == "" && (err != nil || got != tt.want):
			t.Errorf("ParseGo(%q) = %+v, %v; want %+v", tt.line, got, err, tt.want)
		}
	}
}

// TestReadErrors checks that each problem of a USI text is an *usi.Error
// at its line and column, with the ply of a move.
func TestReadErrors(t *testing.T) {
	r := chuRules(t)
	tests := []struct {
		src        string
		line, col  int
		ply        int
		is         error
		msgContain string
	}{
		{"setoption USI_Variant value chu\nposition startpos", 1, 11, 0, nil, "want setoption name NAME"},
		{"setoption name value chu\n", 1, 16, 0, nil, "setoption without a name"},
		{"position startpos moves 7i7h\nsetoption name X value y", 2, 1, 0, nil, "setoption after the position"},
		{"position sfen", 1, 10, 0, nil, "no SFEN after sfen"},
		{"\n\nposition sfen 12/12 b - 1", 3, 10, 0, rules.ErrSyntax, ""},
		{"position startpos moves\n7i7h\n  6d6e 7h7f\n", 3, 8, 3, rules.ErrIllegal, ""},
		{"setoption name USI_Variant value chu\n7i7h 6d6e 7h7zz", 2, 11, 3, rules.ErrSyntax, ""},
	}
	for _, tt := range tests {
		_, err := usi.ReadGame("f.usi", []byte(tt.src), r)
		var ue *usi.Error
		if !errors.As(err, &ue) {
			t.Errorf("ReadGame(%q) = %v, want an *usi.Error", tt.src, err)
			continue
		}
		if ue.Name != "f.usi" || ue.Line != tt.line || ue.Col != tt.col || ue.Ply != tt.ply ||
			(tt.is != nil && !errors.Is(err, tt.is)) || !strings.Contains(err.Error(), tt.msgContain) {
			t.Errorf("ReadGame(%q) = %v (line %d col %d ply %d), want line %d col %d ply %d, wrapping %v, saying %q",
				tt.src, err, ue.Line, ue.Col, ue.Ply, tt.line, tt.col, tt.ply, tt.is, tt.msgContain)
		}
	}
}

// TestRead checks the settings, start and moves of a USI text, with names
// and values that hold spaces.
func TestRead(t *testing.T) {
	src := "\nsetoption name USI_Variant value chu\nsetoption name Book File value my book.db\nsetoption name Clear Hash\n" +
		"position sfen " + lionSFEN + " moves 6h5h4h\n 9b9c\n"
	rec, err := usi.Read("f.usi", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var settings [][2]string
	for _, s := range rec.Settings {
		settings = append(settings, [2]string{s.Name, s.Value})
	}
	want := [][2]string{{"USI_Variant", "chu"}, {"Book File", "my book.db"}, {"Clear Hash", ""}}
	if diff := cmp.Diff(want, settings); diff != "" {
		t.Errorf("settings (-want +got):\n%s", diff)
	}
	if v, ok := rec.Setting(usi.OptionVariant); v != "chu" || !ok {
		t.Errorf("Setting(USI_Variant) = %q, %v", v, ok)
	}
	if _, ok := rec.Setting(usi.OptionProfile); ok {
		t.Error("Setting of a profile the text does not set is found")
	}
	if rec.SFEN != lionSFEN {
		t.Errorf("SFEN = %q, want %q", rec.SFEN, lionSFEN)
	}
	wantMoves := []usi.Token{{Text: "6h5h4h", Line: 5, Col: 78}, {Text: "9b9c", Line: 6, Col: 2}}
	if diff := cmp.Diff(wantMoves, rec.Moves); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
}
