package match

import (
	"fmt"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/record"
)

// Event names a match's games in their records.
const Event = "largeshogi match"

// headers returns what both records of a game say of it beside the moves
// and the rules: the game's number, its opening, how it ended (its
// outcome: "black wins: royal capture") and the referee's detail.
func (m *Match) headers(g *GameResult) [][2]string {
	h := [][2]string{{"Round", fmt.Sprint(g.Index + 1)}}
	if len(g.Opening.Moves) > 0 || g.Opening.SFEN != "" {
		h = append(h, [2]string{"Opening", g.Opening.String()})
	}
	h = append(h, [2]string{"Ending", g.Outcome().String()})
	if g.Detail != "" {
		h = append(h, [2]string{"Reason", g.Detail})
	}
	return h
}

// KIF returns game g as a KIF record ([record.KIFFromGame], whose headers
// name the variant, profile and options and whose result line a referee's
// end): the start time as 開始日時, the event as 棋戦, the time control as
// 持ち時間, the match's headers (Round, Opening, Ending, Reason) as keys of
// their own, the players' names as 先手 and 後手, each move's time, and the
// referee's detail as a comment at the end.
func (m *Match) KIF(g *GameResult) (*record.KIF, error) {
	rec, err := record.KIFFromGame(g.Game)
	if err != nil {
		return nil, err
	}
	headers := []record.Header{
		{Key: "開始日時", Value: g.Started.UTC().Format("2006/01/02 15:04:05")},
		{Key: "棋戦", Value: Event},
		{Key: "持ち時間", Value: m.TimeControl.String()},
	}
	for _, kv := range m.headers(g) {
		headers = append(headers, record.Header{Key: kv[0], Value: kv[1]})
	}
	for _, h := range rec.Headers {
		switch h.Key {
		case "先手":
			h.Value = g.Names[board.Black]
		case "後手":
			h.Value = g.Names[board.White]
		}
		headers = append(headers, h)
	}
	rec.Headers = headers
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

// PGN returns game g as a PGN game ([record.PGNFromGame], whose tags name
// the variant and a referee's end as the PGN standard's Termination): the
// seven tags of PGN's roster filled in (White is the side that moves
// first, shogi's Black, as XBoard names it), the profile and options as
// Profile and Options, TimeControl, and the match's headers as tags.
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
	v := m.Rules.Variant
	set("Event", Event)
	set("Date", g.Started.UTC().Format("2006.01.02"))
	set("White", g.Names[board.Black])
	set("Black", g.Names[board.White])
	if v.Profile != "" {
		set("Profile", v.Profile)
	}
	if len(v.Enabled) > 0 {
		set("Options", strings.Join(v.Enabled, ","))
	}
	set("TimeControl", m.TimeControl.String())
	for _, kv := range m.headers(g) {
		set(kv[0], kv[1])
	}
	return pg, nil
}

// addTimes writes on the last line of each move the engines played the
// time it took and its side's total so far, and the player's thinking
// ([thinkingText]) as a comment.
func addTimes(rec *record.KIF, g *GameResult) {
	first := len(g.Opening.Moves)
	side := g.Game.Start().Side()
	var total [2]time.Duration
	line := 0
	for j, mv := range g.Game.Moves() {
		line += int(mv.NVia) + 1
		if k := j - first; k >= 0 && k < len(g.Times) && line <= len(rec.Moves) {
			total[side] += g.Times[k]
			rec.Moves[line-1].Time = &record.Time{Spent: g.Times[k], Total: total[side], HasTotal: true}
			if k < len(g.Thinking) {
				if text := thinkingText(g.Thinking[k]); text != "" {
					rec.Moves[line-1].Comments = append(rec.Moves[line-1].Comments, text)
				}
			}
		}
		side = side.Other()
	}
}

// thinkingText writes a player's last report of thinking before its move
// as "depth 12, cp 35, 104000 nodes", and "" for a report without a
// depth (a player that said nothing).
func thinkingText(in engine.Info) string {
	if in.Depth == 0 {
		return ""
	}
	parts := []string{fmt.Sprintf("depth %d", in.Depth), in.Score.String()}
	if in.Nodes > 0 {
		parts = append(parts, fmt.Sprintf("%d nodes", in.Nodes))
	}
	return strings.Join(parts, ", ")
}
