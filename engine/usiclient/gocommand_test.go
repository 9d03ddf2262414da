package usiclient

import (
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
)

// TestGoCommand checks the go command written for a player's limits: the
// side to move's byoyomi, and the clocks USI cannot say refused.
func TestGoCommand(t *testing.T) {
	sec := time.Second
	tests := []struct {
		limits engine.Limits
		side   board.Color
		want   string
	}{
		{engine.Limits{}, board.Black, "go infinite"},
		{engine.Limits{MoveTime: 1500 * time.Millisecond}, board.Black, "go movetime 1500"},
		{engine.Limits{Depth: 8, Nodes: 100000}, board.White, "go depth 8 nodes 100000"},
		{engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{60 * sec, 50 * sec}, Byoyomi: [2]time.Duration{10 * sec, 5 * sec}}}, board.White,
			"go btime 60000 wtime 50000 byoyomi 5000"},
		{engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{60 * sec, 50 * sec}, Increment: [2]time.Duration{2 * sec, 3 * sec}}}, board.Black,
			"go btime 60000 wtime 50000 binc 2000 winc 3000"},
		{engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{sec, sec}}, MoveTime: sec, Depth: 2}, board.Black,
			"go btime 1000 wtime 1000 movetime 1000 depth 2"},
		{engine.Limits{Clock: &engine.Clock{MovesToGo: 40}}, board.Black, ""},
		{engine.Limits{Clock: &engine.Clock{Byoyomi: [2]time.Duration{sec, sec}, Increment: [2]time.Duration{sec, sec}}}, board.Black, ""},
	}
	for _, tt := range tests {
		g, err := goCommand(tt.limits, tt.side)
		got := ""
		if err == nil {
			got = g.String()
		}
		if got != tt.want || (err == nil) != (tt.want != "") {
			t.Errorf("goCommand(%+v, %v) = %q, %v; want %q", tt.limits, tt.side, got, err, tt.want)
		}
	}
}
