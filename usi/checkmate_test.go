package usi_test

import (
	"slices"
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/usi"
)

// TestGoMate checks the go mate commands read and refused.
func TestGoMate(t *testing.T) {
	for _, tt := range []struct {
		line string
		want usi.GoMate
		err  bool
	}{
		{"go mate 60000", usi.GoMate{Time: time.Minute}, false},
		{"go  mate   infinite", usi.GoMate{Infinite: true}, false},
		{"go mate 1", usi.GoMate{Time: time.Millisecond}, false},
		{"go mate 0", usi.GoMate{}, true},
		{"go mate -5", usi.GoMate{}, true},
		{"go mate", usi.GoMate{}, true},
		{"go mate 10 20", usi.GoMate{}, true},
		{"go mate 9223372036855", usi.GoMate{}, true},
		{"go infinite", usi.GoMate{}, true},
		{"mate 100", usi.GoMate{}, true},
	} {
		got, err := usi.ParseGoMate(tt.line)
		if (err != nil) != tt.err || got != tt.want {
			t.Errorf("ParseGoMate(%q) = %+v, %v; want %+v, error %v", tt.line, got, err, tt.want, tt.err)
		}
	}
}

// TestCheckmate checks the checkmate lines read, written and refused.
func TestCheckmate(t *testing.T) {
	for _, tt := range []struct {
		line string
		want usi.Checkmate
		err  bool
	}{
		{"checkmate 3e2d+ 1b1c 2d2e", usi.Checkmate{Moves: []string{"3e2d+", "1b1c", "2d2e"}}, false},
		{"checkmate nomate", usi.Checkmate{NoMate: true}, false},
		{"checkmate timeout", usi.Checkmate{Timeout: true}, false},
		{"checkmate notimplemented", usi.Checkmate{NotImplemented: true}, false},
		{"checkmate", usi.Checkmate{}, true},
		{"checkmate 7g7f nomate", usi.Checkmate{}, true},
		{"bestmove 7g7f", usi.Checkmate{}, true},
	} {
		got, err := usi.ParseCheckmate(tt.line)
		if (err != nil) != tt.err || !slices.Equal(got.Moves, tt.want.Moves) || got.NoMate != tt.want.NoMate ||
			got.Timeout != tt.want.Timeout || got.NotImplemented != tt.want.NotImplemented {
			t.Errorf("ParseCheckmate(%q) = %+v, %v; want %+v, error %v", tt.line, got, err, tt.want, tt.err)
			continue
		}
		if !tt.err && got.String() != tt.line {
			t.Errorf("%+v written %q, want %q", got, got.String(), tt.line)
		}
	}
}
