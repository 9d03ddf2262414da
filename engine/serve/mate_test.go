package serve

import (
	"bytes"
	"context"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/mate"
	"github.com/largeshogi/largeshogi/rules"
)

// TestUSIGoMate holds mate searches over USI: a tsume found (its moves),
// none (no check at the start), a game already over, and the errors of
// the command, each answered by one checkmate line.
func TestUSIGoMate(t *testing.T) {
	m := &mover{name: "mover"}
	const (
		inThree = "lfcsge1gscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/5k6/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1"
		noKing  = "11g/12/12/12/12/12/12/12/12/12/12/5K6 b - 1"
	)
	converse(t, testConfig(t, m), []exchange{
		{"usi", []string{
			"id name mover",
			"id author the tests",
			"option name USI_Variant type combo default chushogi var chushogi var daishogi var daidaishogi var koshogi var makadaidaishogi var shoshogi var taishogi var taikyokushogi var tenjikushogi var washogi var minishogi",
			"option name LargeShogi_Profile type string default <empty>",
			"option name LargeShogi_Options type string default <empty>",
			"option name USI_Hash type spin default 16 min 1 max 65536",
			"option name Threads type spin default 1 min 1 max 256",
			"option name Skill_Level type spin default 20 min -9 max 20",
			"option name USI_AnalyseMode type check default false",
			"usiok",
		}},
		{"isready", []string{"readyok"}},
		{"position sfen " + inThree, nil},
		{"go mate infinite", []string{"checkmate 7j7h 7f7e 7h6h6g"}},
		{"go mate 600000", []string{"checkmate 7j7h 7f7e 7h6h6g"}},
		{"position startpos", nil},
		{"go mate infinite", []string{"checkmate nomate"}},
		{"position sfen " + noKing, nil},
		{"go mate infinite", []string{"info string error: go mate: mate: the game is over (black wins: royal capture)", "checkmate nomate"}},
		{"go mate", []string{"info string error: go: mate: want one value, milliseconds or infinite", "checkmate nomate"}},
		{"go mate soon", []string{`info string error: go: mate: value "soon", want a whole number of milliseconds from 1, or infinite`, "checkmate nomate"}},
	})
}

// TestCheckmateAnswer checks the answer to each way a mate search ends,
// the stopped one included, which a transcript cannot time.
func TestCheckmateAnswer(t *testing.T) {
	geo := board.MustGeometry(12, 12)
	sq := func(name string) board.Square {
		s, err := geo.ParseSquare(name)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	line := []rules.Move{rules.NewMove(sq("7j"), sq("6h")), rules.NewMove(sq("7f"), sq("7e")), rules.NewMove(sq("6h"), sq("8g"))}
	for _, tt := range []struct {
		res  mate.Result
		err  error
		want string
	}{
		{mate.Result{Verdict: mate.Found, Plies: 3, Line: line}, nil, "checkmate 7j6h 7f7e 6h8g\n"},
		{mate.Result{Verdict: mate.Found, Plies: 3, Line: line[:1]}, nil, "checkmate timeout\n"},
		{mate.Result{Verdict: mate.NoMate}, nil, "checkmate nomate\n"},
		{mate.Result{Verdict: mate.Unknown}, nil, "checkmate timeout\n"},
		{mate.Result{Verdict: mate.Unknown}, context.Canceled, "checkmate timeout\n"},
		{mate.Result{}, mate.ErrNoRoyal, "info string error: go mate: " + mate.ErrNoRoyal.Error() + "\ncheckmate nomate\n"},
	} {
		var b bytes.Buffer
		w := &writer{w: &b}
		u := &usiServer{host: &host{out: w}}
		u.warn = func(msg string) { w.printf("info string error: %s", msg) }
		res := tt.res
		u.checkmate(&search{mate: &res, err: tt.err})
		if b.String() != tt.want {
			t.Errorf("%+v, %v: %q, want %q", tt.res, tt.err, b.String(), tt.want)
		}
	}
}
