package match

import (
	"fmt"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/record"
)

// Event names a match's games in their records.
const Event = "largeshogi match"

// headers returns what a game's records say of it beside the moves: in
// order, the event, the start, the variant, its profile and options, the
// time control, the opening, how the game ended, and the referee's detail.
func (m *Match) headers(g *GameResult) [][2]string {
	v := m.Rules.Variant
	h := [][2]string{
		{"Event", Event},
		{"Date", g.Started.UTC().Format("2006.01.02")},
		{"Round", fmt.Sprint(g.Index + 1)},
		{"Variant", v.Name},
	}
	if v.Profile != "" {
		h = append(h, [2]string{"Profile", v.Profile})
	}
	if len(v.Enabled) > 0 {
		h = append(h, [2]string{"Options", strings.Join(v.Enabled, ",")})
	}
	h = append(h, [2]string{"TimeControl", m.TimeControl.String()})
	if len(g.Opening.Moves) > 0 || g.Opening.SFEN != "" {
		h = append(h, [2]string{"Opening", g.Opening.String()})
	}
	h = append(h, [2]string{"Termination", g.Outcome().Termination.String()})
	if g.Detail != "" {
		h = append(h, [2]string{"Reason", g.Detail})
	}
	return h
}

// KIF returns game g as a KIF record ([record.FromGame]): the players'
// names as 先手 and 後手, the start time as 開始日時, the event as 棋戦, the
// time control as 持ち時間, and the match's own headers (Round, Variant,
// Profile, Options, Opening, Termination, Reason) as keys of their own,
// with each move's time and the detail of a referee's end as a comment.
func (m *Match) KIF(g *GameResult) (*record.Record, error) {
	rec, err := record.FromGame(g.Game)
	if err != nil {
		return nil, err
	}
	rec.Headers = []record.Header{
		{Key: "開始日時", Value: g.Started.UTC().Format("2006/01/02 15:04:05")},
		{Key: "棋戦", Value: Event},
		{Key: "持ち時間", Value: m.TimeControl.String()},
	}
	for _, kv := range m.headers(g) {
		if kv[0] != "Event" && kv[0] != "Date" && kv[0] != "TimeControl" {
			rec.Headers = append(rec.Headers, record.Header{Key: kv[0], Value: kv[1]})
		}
	}
	rec.Headers = append(rec.Headers,
		record.Header{Key: "先手", Value: g.Names[board.Black]},
		record.Header{Key: "後手", Value: g.Names[board.White]})
	addTimes(rec, g)
	if g.Detail != "" {
		if rec.Result != nil {
			rec.Result.Comments = append(rec.Result.Comments, g.Detail)
		} else if n := len(rec.Moves); n > 0 {
			rec.Moves[n-1].Comments = append(rec.Moves[n-1].Comments, g.Detail)
		} else {
			rec.Comments = append(rec.Comments, g.Detail)
		}
	}
	return rec, nil
}

// PGN returns game g as a PGN game ([record.PGNFromGame]): the seven tags
// of PGN's roster (White is the side that moves first, shogi's Black, as
// XBoard names it) and the match's headers as tags.
func (m *Match) PGN(g *GameResult) (*record.PGN, error) {
	pg, err := record.PGNFromGame(g.Game)
	if err != nil {
		return nil, err
	}
	set := func(name, value string) {
		for i, t := range pg.Tags {
			if t.Name == name {
				pg.Tags[i].Value = value
				return
			}
		}
		pg.Tags = append(pg.Tags, record.Tag{Name: name, Value: value})
	}
	set("White", g.Names[board.Black])
	set("Black", g.Names[board.White])
	for _, kv := range m.headers(g) {
		set(kv[0], kv[1])
	}
	return pg, nil
}

// addTimes writes on the last line of each move the engines played the
// time it took and its side's total so far.
func addTimes(rec *record.Record, g *GameResult) {
	first := len(g.Opening.Moves)
	side := g.Game.Start().Side()
	var total [2]time.Duration
	line := 0
	for j, mv := range g.Game.Moves() {
		line += int(mv.NVia) + 1
		if k := j - first; k >= 0 && k < len(g.Times) && line <= len(rec.Moves) {
			total[side] += g.Times[k]
			rec.Moves[line-1].Time = &record.Time{Spent: g.Times[k], Total: total[side], HasTotal: true}
		}
		side = side.Other()
	}
}
