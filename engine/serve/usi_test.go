package serve

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
)

// TestUSITranscript holds a game of chu shogi over USI with the mover of
// the tests, which plays the first legal move in USI order: the
// handshake, the options, positions, go with each limit, a stop within
// the search, pondering, and the errors each command can meet.
func TestUSITranscript(t *testing.T) {
	m := &mover{name: "mover"}
	const (
		afterP3h     = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4IP2/PPPPPPPPP1PP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - 2"
		whiteInfo    = "info depth 1 score cp 10 nodes 36 pv 10a11b"
		whiteAnswer  = "bestmove 10a11b"
		blackInfo    = "info depth 1 score cp 10 nodes 40 pv 10i10h"
		blackAnswer  = "bestmove 10i10h"
		illegalWhite = "info string error: position:1:30: ply 2 (3h3g): illegal move 3h3g: the piece on 3h is black's, and white is to move"
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
		{"setoption name USI_Variant value chushogi", nil},
		{"setoption name LargeShogi_Profile value lishogi", nil},
		{"setoption name USI_Hash value 64", nil},
		{"isready", []string{"readyok"}},
		{"usinewgame", nil},
		{"position startpos moves 3i3h", nil},
		{"go btime 60000 wtime 50000 byoyomi 10000", []string{whiteInfo, whiteAnswer}},
		{"position startpos moves 3i3h 10a11b", nil},
		{"go movetime 500", []string{blackInfo, blackAnswer}},
		{"go depth 3", []string{blackInfo, blackAnswer}},
		{"go nodes 1000", []string{blackInfo, blackAnswer}},
		{"go btime 1000 wtime 2000 binc 100 winc 200", []string{blackInfo, blackAnswer}},
		{"go infinite", []string{blackInfo}},
		{"isready", []string{"readyok"}},
		{"ponderhit", []string{"info string error: ponderhit: not pondering"}},
		{"stop", []string{blackAnswer}},
		{"stop", nil},
		// An illegal move leaves no position: go resigns, where it had
		// played from the position before, until a position is accepted.
		{"position startpos moves 3i3h 3h3g", []string{illegalWhite}},
		{"go depth 1", []string{"info string error: go: no position: the last position command was refused", "bestmove resign"}},
		{"isready", []string{"readyok"}},
		{"go depth 1", []string{"info string error: go: no position: the last position command was refused", "bestmove resign"}},
		{"position sfen " + afterP3h + " moves 10a11b", nil},
		{"go depth 1", []string{blackInfo, blackAnswer}},
		{"position sfen 12/12 b - 1", []string{"info string error: position:1:10: sfen: 2 ranks, want 12"}},
		// The position reader takes the words position, startpos and moves
		// as optional.
		{"position", nil},
		{"go depth 2", []string{"info depth 1 score cp 10 nodes 36 pv 10i10h", "bestmove 10i10h"}},
		{"position startpos 3i3h", nil},
		{"go depth 2", []string{whiteInfo, whiteAnswer}},
		{"go mate 0", []string{`info string error: go: mate: value "0", want a whole number of milliseconds from 1, or infinite`, "checkmate nomate"}},
		{"go infinite depth 2", []string{"info string error: go: infinite with a limit", "bestmove resign"}},
		{"go movetime 0", []string{`info string error: go: movetime: value "0", want a whole number from 1`, "bestmove resign"}},
		{"go btime", []string{"info string error: go: btime: no value", "bestmove resign"}},
		{"setoption name USI_Variant value chess", []string{`info string error: setoption: no variant "chess" (have chushogi, daishogi, daidaishogi, koshogi, makadaidaishogi, shoshogi, taishogi, taikyokushogi, tenjikushogi, washogi, minishogi)`}},
		{"setoption name LargeShogi_Profile value nosuch", []string{`info string error: setoption: variant chu: no profile "nosuch" (have jcsa, lishogi)`}},
		{"setoption name Hash value 1", []string{`info string error: setoption: no option "Hash"`}},
		{"setoption name USI_Hash value 0", []string{`info string error: setoption: USI_Hash: value "0", want a whole number from 1 to 65536`}},
		{"setoption name USI_Ponder value true", nil},
		{"ponderhit", []string{"info string error: ponderhit: not pondering"}},
		{"frobnicate now", []string{"info string error: frobnicate: unknown command"}},
		{"go ponder btime 1000 wtime 1000", []string{whiteInfo}},
		{"ponderhit", []string{whiteInfo, whiteAnswer}},
		{"go ponder btime 1000 wtime 1000", []string{whiteInfo}},
		{"stop", []string{whiteAnswer}},
		{"gameover lose", nil},
		{"quit", nil},
	})
	clock := func(b, w, binc, winc, byoyomi time.Duration) *engine.Clock {
		c := &engine.Clock{Byoyomi: [2]time.Duration{byoyomi, byoyomi}}
		c.Left[board.Black], c.Left[board.White] = b, w
		c.Increment[board.Black], c.Increment[board.White] = binc, winc
		return c
	}
	s := time.Second
	ponder := engine.Limits{Clock: clock(s, s, 0, 0, 0)}
	wantLimits := []engine.Limits{
		{Clock: clock(60*s, 50*s, 0, 0, 10*s)},
		{MoveTime: s / 2},
		{Depth: 3},
		{Nodes: 1000},
		{Clock: clock(s, 2*s, s/10, s/5, 0)},
		{},
		{Depth: 1},
		{Depth: 2},
		{Depth: 2},
		{}, ponder,
		{},
	}
	if diff := cmp.Diff(wantLimits, m.limits); diff != "" {
		t.Errorf("the limits the player had (-want +got):\n%s", diff)
	}
	if len(m.made) != 1 || m.made[0] != (Settings{Hash: 64, MultiPV: 1, Threads: 1, Skill: MaxSkill}) {
		t.Errorf("players made with %+v, want one with a 64 MB table", m.made)
	}
	// A new player hears of a new game at isready, and again at usinewgame.
	if m.newGames != 2 || m.closed != 1 {
		t.Errorf("the player was told of %d new games and closed %d times, want 2 and 1", m.newGames, m.closed)
	}
}

// TestUSIVariantSettings chooses the mini variant's options and profile
// over USI, the lines of analysis, the threads and the skill: the player
// is made anew for each change, and a game that is over is answered with
// a resignation.
func TestUSIVariantSettings(t *testing.T) {
	m := &mover{name: "mover"}
	cfg := fuzzConfig(t)
	cfg.NewPlayer = m.factory
	converse(t, cfg, []exchange{
		{"usi", []string{"id name mover", "option name USI_Variant type combo default minishogi var minishogi",
			"option name LargeShogi_Profile type string default <empty>", "option name LargeShogi_Options type string default <empty>",
			"option name USI_Hash type spin default 16 min 1 max 65536", "option name Threads type spin default 1 min 1 max 256",
			"option name MultiPV type spin default 1 min 1 max 4", "option name USI_MultiPV type spin default 1 min 1 max 4",
			"option name Skill_Level type spin default 20 min -9 max 20", "option name USI_AnalyseMode type check default false", "usiok"}},
		{"position startpos", nil},
		{"go depth 1", []string{"info depth 1 score cp 10 nodes 12 pv 1d1c", "bestmove 1d1c"}},
		// Pawns that move as golds have more moves: 21, the pawn on 2d
		// stepping back to 2e too.
		{"setoption name LargeShogi_Options value strong-pawns", nil},
		{"position startpos", nil},
		{"go depth 1", []string{"info depth 1 score cp 10 nodes 21 pv 1d1c", "bestmove 1d1c"}},
		{"setoption name LargeShogi_Options value weak-pawns", []string{`info string error: setoption: variant mini: no option "weak-pawns" (have strong-pawns)`}},
		{"setoption name LargeShogi_Profile value drawish", nil},
		{"setoption name MultiPV value 3", nil},
		{"setoption name MultiPV value 5", []string{`info string error: setoption: MultiPV: value "5", want a whole number from 1 to 4`}},
		{"isready", []string{"readyok"}},
		// Black's king is gone: the game is over.
		{"position sfen 4k/5/5/5/5 b - 1", nil},
		{"go depth 1", []string{"bestmove resign"}},
		// lishogi's names of the options, as shoginet sets them.
		{"setoption name USI_MultiPV value 2", nil},
		{"setoption name Threads value 2", nil},
		{"setoption name Skill_Level value -9", nil},
		{"isready", []string{"readyok"}},
		// Analysis mode changes nothing: no new player.
		{"setoption name USI_AnalyseMode value true", nil},
		{"isready", []string{"readyok"}},
		{"setoption name Skill_Level value -10", []string{`info string error: setoption: Skill_Level: value "-10", want a whole number from -9 to 20`}},
		{"setoption name Threads value 0", []string{`info string error: setoption: Threads: value "0", want a whole number from 1 to 256`}},
		{"setoption name USI_AnalyseMode value yes", []string{`info string error: setoption: USI_AnalyseMode: value "yes", want true or false`}},
		{"setoption name USI_AnalyseMode value false", nil},
		{"setoption name Skill_Level value 3", nil},
		{"isready", []string{"readyok"}},
	})
	want := []Settings{{Hash: 16, MultiPV: 1, Threads: 1, Skill: 20}, {Hash: 16, MultiPV: 1, Threads: 1, Skill: 20}, {Hash: 16, MultiPV: 3, Threads: 1, Skill: 20},
		{Hash: 16, MultiPV: 2, Threads: 2, Skill: -9}, {Hash: 16, MultiPV: 2, Threads: 2, Skill: 3}}
	if diff := cmp.Diff(want, m.made); diff != "" {
		t.Errorf("the players made (-want +got):\n%s", diff)
	}
}
