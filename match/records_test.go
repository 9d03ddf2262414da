package match

import (
	"bytes"
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/record"
	"github.com/largeshogi/largeshogi/rules"
)

// playOne plays a one-game match and returns it with its game.
func playOne(t *testing.T, m *Match) *GameResult {
	t.Helper()
	games, err := m.Run(context.Background())
	if err != nil || len(games) != 1 {
		t.Fatalf("Run: %d games, %v", len(games), err)
	}
	return games[0]
}

// TestRecordsReplay writes games as KIF and PGN and reads them back: the
// same moves, the players' names, the match's headers, each move's time.
func TestRecordsReplay(t *testing.T) {
	r := chuRules(t)
	var live atomic.Int32
	for _, tc := range []struct {
		name    string
		m       *Match
		headers map[string]string
	}{
		{"adjudicated from an opening", &Match{Rules: r, Games: 1, MaxPlies: 9, Openings: []Opening{{Moves: []string{"7i7h", "6d6e"}}},
			TimeControl: TimeControl{Base: time.Minute, Increment: time.Second},
			Engines:     [2]Engine{fakeEngine("A", &live, nil), fakeEngine("B", &live, nil)}},
			map[string]string{"Ending": "draw: adjudication", "Reason": "a draw at 9 plies", "TimeControl": "60+1", "Opening": "startpos moves 7i7h 6d6e"}},
		{"an illegal move", &Match{Rules: r, Games: 1, Openings: []Opening{{SFEN: protectedLion}},
			Engines: [2]Engine{fakeEngine("A", &live, playMove(1, "6g", "6e", "6g6e")), fakeEngine("B", &live, nil)}},
			map[string]string{"Ending": "white wins: illegal move", "TimeControl": "no limit"}},
		{"royal capture", &Match{Rules: r, Games: 1, Openings: []Opening{{SFEN: kingInReach}},
			Engines: [2]Engine{fakeEngine("A", &live, nil), fakeEngine("B", &live, nil)}},
			map[string]string{"Ending": "black wins: royal capture"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := playOne(t, tc.m)
			rec, err := tc.m.KIF(g)
			if err != nil {
				t.Fatal(err)
			}
			var kif bytes.Buffer
			if err := rec.Write(&kif); err != nil {
				t.Fatal(err)
			}
			back, game, err := record.ReadKIFGame("game.kif", kif.Bytes(), r)
			if err != nil {
				t.Fatalf("%v\n%s", err, kif.String())
			}
			if diff := cmp.Diff(moveTexts(g.Game), moveTexts(game)); diff != "" {
				t.Errorf("KIF moves (-played +read):\n%s", diff)
			}
			kv := map[string]string{}
			for _, h := range back.Headers {
				kv[h.Key] = h.Value
			}
			want := map[string]string{"先手": "A", "後手": "B", "棋戦": Event, "変則将棋": "chu", "ルール": "jcsa", "Round": "1"}
			for k, v := range tc.headers {
				if k == "TimeControl" {
					k = "持ち時間"
				}
				want[k] = v
			}
			for k, v := range want {
				if kv[k] != v {
					t.Errorf("KIF header %s: %q, want %q", k, kv[k], v)
				}
			}
			if g.Detail != "" && !strings.Contains(kif.String(), "* "+g.Detail) {
				t.Errorf("KIF does not comment %q:\n%s", g.Detail, kif.String())
			}
			if o := g.Outcome(); game.Outcome() != o {
				t.Errorf("KIF replays to %s, want %s", game.Outcome(), o)
			}
			timed, thought := 0, 0
			for _, l := range back.Moves {
				if l.Time != nil {
					timed++
				}
				for _, c := range l.Comments {
					if strings.HasPrefix(c, "depth 1, cp 0, ") && strings.HasSuffix(c, " nodes") {
						thought++
					}
				}
			}
			if want := len(g.Times); timed != want || thought != want {
				t.Errorf("%d KIF moves timed, %d with thinking, want %d", timed, thought, want)
			}

			pg, err := tc.m.PGN(g)
			if err != nil {
				t.Fatal(err)
			}
			var text bytes.Buffer
			if err := pg.Write(&text); err != nil {
				t.Fatal(err)
			}
			pgBack, pgGame, err := record.ReadPGNGame("game.pgn", text.Bytes(), r)
			if err != nil {
				t.Fatalf("%v\n%s", err, text.String())
			}
			if diff := cmp.Diff(moveTexts(g.Game), moveTexts(pgGame)); diff != "" {
				t.Errorf("PGN moves (-played +read):\n%s", diff)
			}
			if o := g.Outcome(); pgGame.Outcome() != o {
				t.Errorf("PGN replays to %s, want %s", pgGame.Outcome(), o)
			}
			want = map[string]string{"White": "A", "Black": "B", "Event": Event, "Round": "1", "Variant": "chu", "Profile": "jcsa"}
			for k, v := range tc.headers {
				want[k] = v
			}
			for k, v := range want {
				if got, _ := pgBack.Tag(k); got != v {
					t.Errorf("PGN tag %s: %q, want %q", k, got, v)
				}
			}
		})
	}
}

func moveTexts(g *rules.Game) []string {
	var out []string
	for _, m := range g.Moves() {
		out = append(out, m.String())
	}
	return out
}

// TestSummaryMergesShards writes each shard's games to a results file of
// its own, reads them back and checks that their summary is that of the
// whole match.
func TestSummaryMergesShards(t *testing.T) {
	r := chuRules(t)
	var live atomic.Int32
	sometimes := resignsEvery(3)
	newMatch := func(sh Shard) *Match {
		return &Match{Rules: r, Games: 12, MaxPlies: 8, RandomPlies: 2, Seed: 5, Shard: sh,
			Engines: [2]Engine{fakeEngine("A", &live, sometimes), fakeEngine("B", &live, nil)}}
	}
	var files []string
	var all []Entry
	for i := 1; i <= 3; i++ {
		m := newMatch(Shard{i, 3})
		games, err := m.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		for _, g := range games {
			e := m.Entry(g)
			all = append(all, e)
			if err := WriteEntry(&b, e); err != nil {
				t.Fatal(err)
			}
		}
		files = append(files, b.String())
	}
	var read []Entry
	for i, f := range files {
		es, err := ReadEntries("shard.jsonl", strings.NewReader(f))
		if err != nil {
			t.Fatalf("shard %d: %v", i+1, err)
		}
		read = append(read, es...)
	}
	if diff := cmp.Diff(all, read); diff != "" {
		t.Errorf("entries read back (-written +read):\n%s", diff)
	}
	s, err := Summarize(read)
	if err != nil {
		t.Fatal(err)
	}
	// 12 games, 6 pairs: every count is the games', whatever the order.
	if s.Score.Games() != 12 || s.Score.Wins+s.Score.Losses == 0 || s.Score.Draws == 0 {
		t.Errorf("score %+v: want 12 games, some won or lost and some drawn", s.Score)
	}
	pairs := 0
	for _, p := range s.Score.Pairs {
		pairs += p
	}
	if pairs != 6 {
		t.Errorf("%d pairs, want 6", pairs)
	}
	var report bytes.Buffer
	if err := s.Write(&report, &SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"A vs B: chu (jcsa), no limit", "Games: 12", "pentanomial", "SPRT [0, 10]", "draw: adjudication"} {
		if !strings.Contains(report.String(), w) {
			t.Errorf("report does not say %q:\n%s", w, report.String())
		}
	}

	if _, err := Summarize(append(read, read[0])); err == nil || !strings.Contains(err.Error(), "given twice") {
		t.Errorf("a game twice: %v", err)
	}
	other := read[1]
	other.Engines[1] = "C"
	if _, err := Summarize([]Entry{read[0], other}); err == nil || !strings.Contains(err.Error(), "not A and B") {
		t.Errorf("another engine: %v", err)
	}
}

// TestReadEntriesErrors checks that a results file's bad line is named.
func TestReadEntriesErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{`{"game":1}` + "\n" + `{"game":2,"colour":"black"}`, `f.jsonl:2: json: unknown field "colour"`},
		{"\n" + `{"game":1} {}`, "f.jsonl:2: text after the entry"},
		{`{"game":1,"result":"black won"}`, `f.jsonl:1: rules: result "black won"`},
		{`[1]`, "f.jsonl:1: json: cannot unmarshal"},
	} {
		_, err := ReadEntries("f.jsonl", strings.NewReader(tc.text))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("ReadEntries(%q): %v, want %q...", tc.text, err, tc.want)
		}
	}
}

// TestReadEntriesLongLine checks that a results file reads whole when an
// engine's words make a game's line long: control bytes of 1.5 MB in a
// detail, escaped to 9 MB. Such a line had the whole file refused
// ("bufio.Scanner: token too long").
func TestReadEntriesLongLine(t *testing.T) {
	var b bytes.Buffer
	long := Entry{Game: 1, Engines: [2]string{"a", "b"}, Result: rules.WhiteWins, Termination: rules.Abandonment,
		Detail: "protocol: " + strings.Repeat("\x00\x1b\x7f", 1<<19)}
	for _, e := range []Entry{{Game: 0, Engines: [2]string{"a", "b"}, Result: rules.Draw, Termination: rules.Adjudication}, long, {Game: 2}} {
		if err := WriteEntry(&b, e); err != nil {
			t.Fatal(err)
		}
	}
	got, err := ReadEntries("f.jsonl", &b)
	if err != nil || len(got) != 3 || got[1].Detail != long.Detail {
		t.Errorf("ReadEntries: %d entries, %v; want 3, the second with its %d-byte detail", len(got), err, len(long.Detail))
	}
}

// FuzzReadEntries: no input makes ReadEntries panic, and what it reads
// writes and reads back the same.
func FuzzReadEntries(f *testing.F) {
	f.Add(`{"game":1,"detail":"\u001b\u0000\ufffd"}` + "\n" + `{"game":2}`)
	for _, s := range []string{`{"game":3,"engines":["a","b"],"first_black":true,"result":"draw","termination":"adjudication","plies":9}`,
		`{"game":1}` + "\n\n" + `{"game":2}`, `{"result":"nope"}`, `[]`, `{"game":1} x`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		entries, err := ReadEntries("f", strings.NewReader(src))
		if err != nil {
			return
		}
		var b bytes.Buffer
		for _, e := range entries {
			if err := WriteEntry(&b, e); err != nil {
				t.Fatal(err)
			}
		}
		back, err := ReadEntries("f", &b)
		if err != nil {
			t.Fatalf("written entries do not read: %v\n%s", err, b.String())
		}
		if diff := cmp.Diff(entries, back); diff != "" {
			t.Errorf("entries (-read +read again):\n%s", diff)
		}
	})
}
