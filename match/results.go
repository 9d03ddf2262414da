package match

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// Entry is a game's line in a results file: what a summary needs of it.
// A results file holds one JSON object a line; the summary of any number
// of them, from any number of shards, is the summary of the whole match.
type Entry struct {
	// Game is the game's number in the schedule, from 0.
	Game int `json:"game"`
	// Engines are the match's first and second engine.
	Engines [2]string `json:"engines"`
	// FirstBlack says that the first engine had Black.
	FirstBlack bool `json:"first_black"`
	// Result and Termination are how the game ended.
	Result      rules.Result      `json:"result"`
	Termination rules.Termination `json:"termination"`
	// Detail is the referee's words on its end, if any.
	Detail string `json:"detail,omitempty"`
	// Plies is the number of moves played, the opening's included.
	Plies int `json:"plies"`
	// Opening is where the game started ([Opening.String]).
	Opening string `json:"opening"`
	// Variant, Profile, Options and TimeControl say what match it belongs to:
	// the summary refuses to merge games of different matches.
	Variant     string `json:"variant"`
	Profile     string `json:"profile,omitempty"`
	Options     string `json:"options,omitempty"`
	TimeControl string `json:"time_control"`
}

// Entry returns game g's line for a results file.
func (m *Match) Entry(g *GameResult) Entry {
	first, second := g.Names[board.White], g.Names[board.Black]
	if g.FirstBlack {
		first, second = second, first
	}
	o := g.Outcome()
	v := m.Rules.Variant
	return Entry{
		Game: g.Index, Engines: [2]string{first, second}, FirstBlack: g.FirstBlack,
		Result: o.Result, Termination: o.Termination, Detail: g.Detail,
		Plies: len(g.Game.Moves()), Opening: g.Opening.String(),
		Variant: v.Name, Profile: v.Profile, Options: strings.Join(v.Enabled, ","), TimeControl: m.TimeControl.String(),
	}
}

// WriteEntry writes e as one line of a results file.
func WriteEntry(w io.Writer, e Entry) error {
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// ReadEntries reads a results file, named file in errors: one [Entry] a
// line, empty lines skipped, each line of any length (an engine's words in
// a game's detail may make one long). A line that does not read, or that
// has a field no Entry has, is an error at its line.
func ReadEntries(file string, r io.Reader) ([]Entry, error) {
	var out []Entry
	br := bufio.NewReader(r)
	for n := 1; ; n++ {
		line, err := br.ReadBytes('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("%s:%d: %w", file, n, err)
		}
		if text := bytes.TrimSpace(line); len(text) > 0 {
			e, derr := readEntry(text)
			if derr != nil {
				return nil, fmt.Errorf("%s:%d: %v", file, n, derr)
			}
			out = append(out, e)
		}
		if err != nil {
			return out, nil
		}
	}
}

// readEntry reads one line of a results file.
func readEntry(line []byte) (Entry, error) {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	var e Entry
	if err := dec.Decode(&e); err != nil {
		return Entry{}, err
	}
	if dec.More() {
		return Entry{}, errors.New("text after the entry")
	}
	return e, nil
}

// Summary is what a match's games add up to.
type Summary struct {
	// Engines are the first and second engine.
	Engines [2]string
	// Match describes the games: variant, profile, options, time control.
	Match string
	// Score is the first engine's tally.
	Score Score
	// NoContest is the number of games nobody won or drew.
	NoContest int
	// Endings counts the games by how they ended ("white wins: royal
	// capture" style, from the first engine's side: "first wins: ...").
	Endings map[string]int
}

// Summarize adds up the entries of a match, in any order and from any
// number of shards. Entries of another match (other engines, variant,
// profile, options or time control) and two entries of the same game are
// errors.
func Summarize(entries []Entry) (*Summary, error) {
	if len(entries) == 0 {
		return nil, errors.New("summary: no games")
	}
	s := &Summary{Engines: entries[0].Engines, Match: entries[0].describe(), Endings: map[string]int{}}
	seen := map[int]bool{}
	firsts := map[int]float64{}
	sorted := slices.Clone(entries)
	slices.SortStableFunc(sorted, func(a, b Entry) int { return a.Game - b.Game })
	for _, e := range sorted {
		switch {
		case e.Engines != s.Engines:
			return nil, fmt.Errorf("summary: game %d is between %s and %s, not %s and %s", e.Game+1, e.Engines[0], e.Engines[1], s.Engines[0], s.Engines[1])
		case e.describe() != s.Match:
			return nil, fmt.Errorf("summary: game %d is of %s, not %s", e.Game+1, e.describe(), s.Match)
		case seen[e.Game]:
			return nil, fmt.Errorf("summary: game %d is given twice", e.Game+1)
		}
		seen[e.Game] = true
		pts, ok := e.firstScore()
		if !ok {
			s.NoContest++
		} else {
			s.Score = s.Score.addPoints(e.Game, pts, firsts)
		}
		s.Endings[e.ending()]++
	}
	return s, nil
}

// describe names the match an entry belongs to.
func (e Entry) describe() string {
	s := e.Variant
	if e.Profile != "" {
		s += " (" + e.Profile + ")"
	}
	if e.Options != "" {
		s += " with " + e.Options
	}
	return s + ", " + e.TimeControl
}

// firstScore returns the first engine's points, and false for no contest.
func (e Entry) firstScore() (float64, bool) {
	o := rules.Outcome{Result: e.Result, Termination: e.Termination}
	if w, won := o.Winner(); won {
		if (w == board.Black) == e.FirstBlack {
			return 1, true
		}
		return 0, true
	}
	return 0.5, o.Result == rules.Draw
}

// ending says how the game ended from the first engine's side.
func (e Entry) ending() string {
	pts, ok := e.firstScore()
	switch {
	case !ok:
		return "no contest: " + e.Termination.String()
	case pts == 1:
		return "first wins: " + e.Termination.String()
	case pts == 0:
		return "second wins: " + e.Termination.String()
	}
	return "draw: " + e.Termination.String()
}

// addPoints counts a game of the first engine's points pts in the score.
func (s Score) addPoints(game int, pts float64, firsts map[int]float64) Score {
	switch pts {
	case 1:
		s.Wins++
	case 0:
		s.Losses++
	default:
		s.Draws++
	}
	k := game / 2
	if other, ok := firsts[k]; ok {
		s.Pairs[int(math.Round(2*(other+pts)))]++
		delete(firsts, k)
	} else {
		firsts[k] = pts
	}
	return s
}

// Names returns the first and second engine's names for a report: the
// engines' own, or "NAME (1)" and "NAME (2)" when they have the same.
func (s *Summary) Names() (first, second string) {
	first, second = s.Engines[0], s.Engines[1]
	if first == second {
		first, second = first+" (1)", second+" (2)"
	}
	return first, second
}

// Write writes the summary as a report: the engines and the match, the
// score, the Elo difference with its interval, how the games ended, and
// the SPRT's state when test is not nil.
func (s *Summary) Write(w io.Writer, test *SPRT) error {
	a, b := s.Names()
	sc := s.Score
	var out strings.Builder
	fmt.Fprintf(&out, "%s vs %s: %s\n", a, b, s.Match)
	fmt.Fprintf(&out, "Games: %d, %s: %d wins, %d draws, %d losses; points %.1f (%.1f%%)\n",
		sc.Games()+s.NoContest, a, sc.Wins, sc.Draws, sc.Losses, sc.Points(), 100*sc.Ratio())
	if s.NoContest > 0 {
		fmt.Fprintf(&out, "No contest: %d (not counted)\n", s.NoContest)
	}
	fmt.Fprintf(&out, "Pairs (0, ½, 1, 1½, 2 points): %v\n", sc.Pairs)
	fmt.Fprintf(&out, "Elo difference: %s\n", sc.Elo())
	if test != nil {
		lower, upper := test.Bounds()
		fmt.Fprintf(&out, "SPRT [%g, %g], alpha %g, beta %g: LLR %.2f (%.2f, %.2f): %s\n",
			test.Elo0, test.Elo1, test.Alpha, test.Beta, test.LLR(sc), lower, upper, test.Verdict(sc))
	}
	var ends []string
	for k := range s.Endings {
		ends = append(ends, k)
	}
	sort.Strings(ends)
	out.WriteString("Endings:\n")
	for _, k := range ends {
		fmt.Fprintf(&out, "  %-40s %d\n", k, s.Endings[k])
	}
	_, err := io.WriteString(w, out.String())
	return err
}
