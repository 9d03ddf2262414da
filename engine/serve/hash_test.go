package serve

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// TestHashLimit checks the table size a server takes: it offers the
// machine's limit (Config.MaxHash) as USI_Hash's maximum and refuses more
// over both protocols, and it makes the player when the size is set, so
// that a size the player cannot have is refused then, clearly, and the
// size in force stays as it was. Before, USI_Hash offered 65536, which
// killed the engine, and the player was made at the next search.
func TestHashLimit(t *testing.T) {
	m := &mover{name: "mover"}
	cfg := testConfig(t, m)
	cfg.MaxHash = 100
	cfg.NewPlayer = func(r *rules.Rules, s Settings) (engine.Player, error) {
		if s.Hash > 50 {
			return nil, fmt.Errorf("no table of %d MiB here", s.Hash)
		}
		return m.factory(r, s)
	}
	converse(t, cfg, []exchange{
		{"usi", []string{
			"id name mover",
			"id author the tests",
			"option name USI_Variant type combo default chushogi var chushogi var daishogi var daidaishogi var koshogi var makadaidaishogi var shoshogi var taishogi var taikyokushogi var tenjikushogi var washogi var minishogi",
			"option name LargeShogi_Profile type string default <empty>",
			"option name LargeShogi_Options type string default <empty>",
			"option name USI_Hash type spin default 16 min 1 max 100",
			"option name Threads type spin default 1 min 1 max 256",
			"option name Skill_Level type spin default 20 min -9 max 20",
			"option name USI_AnalyseMode type check default false",
			"usiok",
		}},
		{"setoption name USI_Hash value 65536", []string{`info string error: setoption: USI_Hash: value "65536", want a whole number from 1 to 100`}},
		{"setoption name USI_Hash value 40", nil},
		{"setoption name USI_Hash value 80", []string{"info string error: setoption: no table of 80 MiB here"}},
		{"isready", []string{"readyok"}},
		{"quit", nil},
	})
	// The player of 40 MiB is closed to make room for the one refused,
	// and made again at isready.
	want := []Settings{{Hash: 40, MultiPV: 1, Threads: 1, Skill: MaxSkill}, {Hash: 40, MultiPV: 1, Threads: 1, Skill: MaxSkill}}
	if diff := cmp.Diff(want, m.made); diff != "" {
		t.Errorf("players made (-want +got):\n%s", diff)
	}
	converse(t, cfg, []exchange{
		{"xboard", nil},
		{"memory 65536", []string{"Error (want a whole number from 1 to 100): memory 65536"}},
		{"quit", nil},
	})
}
