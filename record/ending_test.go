package record

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/rules"
)

// kifEnding returns the lines of a KIF text after its last move line (the
// last with an origin): the result line and the まで line, without the
// empty lines at the end.
func kifEnding(src []byte) []string {
	lines := strings.Split(strings.TrimRight(string(src), "\n"), "\n")
	i := len(lines)
	for i > 0 && !strings.Contains(lines[i-1], "（←") {
		i--
	}
	return lines[i:]
}

// TestEndingRoundTrip ends a chu game after 7i7h (White to move) by each end
// a referee or the players declare, writes it as KIF and as PGN, and reads
// it back to the same outcome. The KIF lines are those Kifu for Windows
// writes for the ends it knows (切れ負け and "まで1手で時間切れにより後手の
// 勝ち" for a time forfeit, "先手の反則勝ち" for an illegal move); the PGN
// Termination tags are the PGN standard's.
func TestEndingRoundTrip(t *testing.T) {
	tests := []struct {
		name        string
		o           rules.Outcome
		kif         []string
		termination string
		result      string
	}{
		{"White, to move, loses on time", rules.Outcome{Result: rules.BlackWins, Termination: rules.TimeForfeit},
			[]string{"   2手目   切れ負け"}, "time forfeit", "1-0"},
		{"Black, not to move, loses on time", rules.Outcome{Result: rules.WhiteWins, Termination: rules.TimeForfeit},
			[]string{"まで1手で時間切れにより後手の勝ち"}, "time forfeit", "0-1"},
		{"White, to move, sends an illegal move", rules.Outcome{Result: rules.BlackWins, Termination: rules.IllegalMove},
			[]string{"   2手目   反則負け"}, "rules infraction", "1-0"},
		{"Black, not to move, sent an illegal move", rules.Outcome{Result: rules.WhiteWins, Termination: rules.IllegalMove},
			[]string{"   2手目   反則勝ち"}, "rules infraction", "0-1"},
		{"White abandons", rules.Outcome{Result: rules.BlackWins, Termination: rules.Abandonment},
			[]string{"まで1手で対局放棄により先手の勝ち"}, "abandoned", "1-0"},
		{"abandoned, no contest", rules.Outcome{Result: rules.NoContest, Termination: rules.Abandonment},
			[]string{"   2手目   中断"}, "abandoned", "*"},
		{"adjudicated win", rules.Outcome{Result: rules.WhiteWins, Termination: rules.Adjudication},
			[]string{"まで1手で判定により後手の勝ち"}, "adjudication", "0-1"},
		{"adjudicated draw", rules.Outcome{Result: rules.Draw, Termination: rules.Adjudication},
			[]string{"   2手目   引き分け", "まで1手で判定により引き分け"}, "adjudication", "1/2-1/2"},
		{"adjudicated, no contest", rules.Outcome{Result: rules.NoContest, Termination: rules.Adjudication},
			[]string{"   2手目   中断", "まで1手で判定により無勝負"}, "adjudication", "*"},
		{"White resigns", rules.Outcome{Result: rules.BlackWins, Termination: rules.Resignation},
			[]string{"   2手目   投了"}, "", "1-0"},
		{"agreed draw", rules.Outcome{Result: rules.Draw, Termination: rules.Agreement},
			[]string{"   2手目   引き分け"}, "", "1/2-1/2"},
	}
	r := builtin(t, "chu")
	for _, tt := range tests {
		g := rules.NewGame(r.NewPosition())
		if err := g.PlayUSI("7i7h"); err != nil {
			t.Fatal(err)
		}
		if err := g.End(tt.o); err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		kif := kifOf(t, g)
		if diff := cmp.Diff(tt.kif, kifEnding(kif)); diff != "" {
			t.Errorf("%s: KIF ending (-want +got):\n%s", tt.name, diff)
		}
		if _, back, err := ReadKIFGame("g.kif", kif, r); err != nil || back.Outcome() != tt.o {
			t.Errorf("%s: KIF read back: %v, %v; want %v\n%s", tt.name, outcomeOf(back), err, tt.o, kif)
		}
		pgn := pgnOf(t, g)
		pg, back, err := ReadPGNGame("g.pgn", pgn, r)
		if err != nil || back.Outcome() != tt.o {
			t.Errorf("%s: PGN read back: %v, %v; want %v\n%s", tt.name, outcomeOf(back), err, tt.o, pgn)
			continue
		}
		if got, _ := pg.Tag("Termination"); got != tt.termination || pg.Result != tt.result {
			t.Errorf("%s: PGN Termination %q and result %s, want %q and %s", tt.name, got, pg.Result, tt.termination, tt.result)
		}
	}
}

// outcomeOf returns g's outcome, or "no game".
func outcomeOf(g *rules.Game) string {
	if g == nil {
		return "no game"
	}
	return g.Outcome().String()
}

// TestEndingErrors checks the まで lines and Termination tags that cannot
// end the game they follow: each is an error at its line.
func TestEndingErrors(t *testing.T) {
	r := builtin(t, "chu")
	const head = "手数----指手---------消費時間--\n1 7八歩兵 （←7九）\n"
	kingTaken := chuDiagram("6,1:v玉", "7,12:玉", "6,2:金") + "手数----指手---------消費時間--\n1 6一金将 （←6二）\n"
	for _, tt := range []struct {
		name, kif, want string
	}{
		{"count", head + "まで2手で時間切れにより後手の勝ち", "g.kif:3:1: まで2手: the game's last move is move 1"},
		{"a drawn time forfeit", head + "まで1手で時間切れにより引き分け",
			"g.kif:3:1: rules: draw by time forfeit: time forfeit ends a game with black wins or white wins"},
		{"after the rules' end", kingTaken + "まで1手で時間切れにより後手の勝ち", "g.kif:15:1: the game is over (black wins: royal capture)"},
		{"a move after it", head + "まで1手で判定により先手の勝ち\n2 7五歩兵 （←7四）", "g.kif:4:1: a line after the まで line"},
		{"a result after it", head + "まで1手で判定により先手の勝ち\n2 投了", "g.kif:4:1: a line after the まで line"},
		{"two", head + "まで1手で判定により先手の勝ち\nまで1手で判定により後手の勝ち", "g.kif:4:1: a second まで line: the first is on line 3"},
	} {
		_, _, err := ReadKIFGame("g.kif", []byte(tt.kif+"\n"), r)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s: %v, want %s", tt.name, err, tt.want)
		}
	}
	const pgnHead = "[Variant \"chu\"]\n"
	for _, tt := range []struct {
		name, pgn, want string
	}{
		{"a drawn time forfeit", pgnHead + "[Termination \"time forfeit\"]\n\n1. f4f5 1/2-1/2", "g.pgn:2:1: rules: draw by time forfeit"},
		{"an illegal move with no contest", pgnHead + "[Termination \"Rules infraction\"]\n\n1. f4f5 *", "g.pgn:2:1: rules: no contest by illegal move"},
	} {
		_, _, err := ReadPGNGame("g.pgn", []byte(tt.pgn+"\n"), r)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %s...", tt.name, err, tt.want)
		}
	}
}

// TestSummaryLeftToRecord checks that a まで line naming no end a referee
// declares is kept in the record and ends nothing: "先手の勝ち" after a
// 投了 line, which ends the game by resignation, and alone.
func TestSummaryLeftToRecord(t *testing.T) {
	r := builtin(t, "chu")
	const head = "手数----指手---------消費時間--\n1 7八歩兵 （←7九）\n"
	for _, tt := range []struct {
		kif  string
		want rules.Outcome
	}{
		{head + "2 投了\nまで1手で先手の勝ち", rules.Outcome{Result: rules.BlackWins, Termination: rules.Resignation}},
		{head + "まで1手で先手の勝ち", rules.Outcome{}},
		{head + "まで1手で時間切れにより先手の勝ち", rules.Outcome{Result: rules.BlackWins, Termination: rules.TimeForfeit}},
		{head + "まで1手で時間切れにより上手の勝ち", rules.Outcome{Result: rules.WhiteWins, Termination: rules.TimeForfeit}},
	} {
		rec, g, err := ReadKIFGame("g.kif", []byte(tt.kif+"\n"), r)
		if err != nil {
			t.Errorf("%q: %v", tt.kif, err)
			continue
		}
		if got := g.Outcome(); got != tt.want {
			t.Errorf("%q: outcome %v, want %v", tt.kif, got, tt.want)
		}
		if want := strings.TrimPrefix(tt.kif[strings.LastIndex(tt.kif, "\n")+1:], "まで1手で"); rec.Summary == nil || rec.Summary.Text != want || rec.Summary.Moves != 1 {
			t.Errorf("%q: summary %+v, want 1 move and %q", tt.kif, rec.Summary, want)
		}
	}
}

// TestSummaryWriteErrors checks that KIF.Write refuses a まで line it cannot
// write so that it reads back.
func TestSummaryWriteErrors(t *testing.T) {
	for _, s := range []Summary{{Moves: -1, Text: "中断"}, {Moves: 1, Text: "a\nb"}, {Moves: 1, Text: " 中断"}} {
		rec := &KIF{Summary: &s}
		var b strings.Builder
		if err := rec.Write(&b); err == nil || !strings.Contains(err.Error(), "まで line") || b.Len() != 0 {
			t.Errorf("%+v: %v, wrote %q", s, err, b.String())
		}
	}
}
