package usi

import (
	"fmt"
	"github.com/largeshogi/largeshogi/internal/clip"
	"strconv"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/rules"
)

// UnknownMate is the number of plies a score reads as for "score mate +"
// (a mate found, its length not said), and its negation for "score mate -".
const UnknownMate = 1 << 20

// Info is an engine's "info" line: a report of its thinking. Fields not
// given are zero.
type Info struct {
	Depth, SelDepth int
	MultiPV         int // the rank of the line: 1 for the best
	Score           *Score
	Nodes, NPS      int64
	Time            time.Duration // whole milliseconds on the wire
	// PV is the principal variation, its moves as written.
	PV []string
	// Message is the text of "info string", its words separated by one
	// space.
	Message string
}

// Score is an info line's score, from the side to move's point of view.
type Score struct {
	// Cp is the score in centipawns (hundredths of a pawn) when Mate is 0.
	Cp int
	// Mate, when not 0, is a mate in Mate plies for the side to move, or
	// against it when negative; ±UnknownMate for "mate +" and "mate -".
	Mate int
	// Lower and Upper say the score is a bound: at least, at most.
	Lower, Upper bool
}

// String writes the info line: "info", then depth, seldepth, multipv,
// score (cp N or mate N, lowerbound or upperbound), nodes, nps, time and
// pv where set, then string and the message where set.
func (in Info) String() string {
	var b strings.Builder
	b.WriteString("info")
	field := func(name string, n int64) {
		if n != 0 {
			b.WriteString(" " + name + " " + strconv.FormatInt(n, 10))
		}
	}
	field("depth", int64(in.Depth))
	field("seldepth", int64(in.SelDepth))
	field("multipv", int64(in.MultiPV))
	if s := in.Score; s != nil {
		switch {
		case s.Mate == UnknownMate:
			b.WriteString(" score mate +")
		case s.Mate == -UnknownMate:
			b.WriteString(" score mate -")
		case s.Mate != 0:
			b.WriteString(" score mate " + strconv.Itoa(s.Mate))
		default:
			b.WriteString(" score cp " + strconv.Itoa(s.Cp))
		}
		switch {
		case s.Lower:
			b.WriteString(" lowerbound")
		case s.Upper:
			b.WriteString(" upperbound")
		}
	}
	field("nodes", in.Nodes)
	field("nps", in.NPS)
	field("time", in.Time.Milliseconds())
	if len(in.PV) > 0 {
		b.WriteString(" pv " + strings.Join(in.PV, " "))
	}
	if in.Message != "" {
		b.WriteString(" string " + in.Message)
	}
	return b.String()
}

// ParseInfo reads an engine's info line. It reads depth, seldepth, time
// (milliseconds), nodes, nps, multipv, score cp|mate N
// [lowerbound|upperbound], pv (the words up to string or the end),
// string (the rest of the line) and the fields it does not keep:
// currmove, currmovenumber, hashfull and cpuload. Any other word, or a
// number that does not read, is an error naming it; the Info returned
// then holds what was read before it.
func ParseInfo(line string) (Info, error) {
	var info Info
	f := strings.Fields(line)
	if len(f) == 0 || f[0] != "info" {
		return info, fmt.Errorf("usi: want info, not %s", clip.Quote(line))
	}
	num := func(i int, bits int) (int64, error) {
		if i+1 >= len(f) {
			return 0, fmt.Errorf("usi: info %s without its number", f[i])
		}
		n, err := strconv.ParseInt(f[i+1], 10, bits)
		if err != nil {
			return 0, fmt.Errorf("usi: info %s %s is not a number", f[i], clip.Quote(f[i+1]))
		}
		return n, nil
	}
	for i := 1; i < len(f); i++ {
		var n int64
		var err error
		switch f[i] {
		case "depth", "seldepth", "multipv", "currmovenumber", "hashfull", "cpuload":
			n, err = num(i, 32)
			switch f[i] {
			case "depth":
				info.Depth = int(n)
			case "seldepth":
				info.SelDepth = int(n)
			case "multipv":
				info.MultiPV = int(n)
			}
			i++
		case "time":
			n, err = num(i, 64)
			if err == nil && (n > maxMillis || n < -maxMillis) {
				err = fmt.Errorf("usi: info time %d is out of range", n)
			}
			info.Time = time.Duration(n) * time.Millisecond
			i++
		case "nodes":
			n, err = num(i, 64)
			info.Nodes = n
			i++
		case "nps":
			n, err = num(i, 64)
			info.NPS = n
			i++
		case "currmove":
			if i+1 >= len(f) {
				return info, fmt.Errorf("usi: info currmove without its move")
			}
			i++
		case "score":
			var s Score
			if i, err = readScore(f, i, &s); err == nil {
				info.Score = &s
			}
		case "string":
			info.Message = strings.Join(f[i+1:], " ")
			return info, nil
		case "pv":
			j := i + 1
			for j < len(f) && f[j] != "string" {
				j++
			}
			info.PV = append([]string(nil), f[i+1:j]...)
			if len(info.PV) == 0 {
				info.PV = nil
			}
			i = j - 1
		default:
			return info, fmt.Errorf("usi: unknown info field %s", clip.Quote(f[i]))
		}
		if err != nil {
			return info, err
		}
	}
	return info, nil
}

// readScore reads "score cp N" or "score mate N|+|-", and a bound after it,
// at f[i]; it returns the index of the last word read.
func readScore(f []string, i int, s *Score) (int, error) {
	if i+2 >= len(f) {
		return i, fmt.Errorf("usi: info score without cp or mate and a number")
	}
	switch f[i+1] {
	case "cp":
		n, err := strconv.ParseInt(f[i+2], 10, 32)
		if err != nil {
			return i, fmt.Errorf("usi: info score cp %s is not a number", clip.Quote(f[i+2]))
		}
		s.Cp = int(n)
	case "mate":
		switch f[i+2] {
		case "+":
			s.Mate = UnknownMate
		case "-":
			s.Mate = -UnknownMate
		default:
			n, err := strconv.ParseInt(f[i+2], 10, 32)
			if err != nil || n == 0 {
				return i, fmt.Errorf("usi: info score mate %s is not a number of plies, + or -", clip.Quote(f[i+2]))
			}
			s.Mate = int(n)
		}
	default:
		return i, fmt.Errorf("usi: info score %s: want cp or mate", clip.Quote(f[i+1]))
	}
	i += 2
	if i+1 < len(f) {
		switch f[i+1] {
		case "lowerbound":
			s.Lower, i = true, i+1
		case "upperbound":
			s.Upper, i = true, i+1
		}
	}
	return i, nil
}

// ReadPV reads the moves of a PV in USI as moves of position p (not
// changed), each legal after the ones before it. On error it returns the
// moves before the one that does not read.
func ReadPV(pv []string, p *rules.Position) ([]rules.Move, error) {
	var moves []rules.Move
	q := p.Clone()
	for k, s := range pv {
		m, err := q.ParseUSI(s)
		if err != nil {
			return moves, fmt.Errorf("usi: info pv move %d (%s): %w", k+1, s, err)
		}
		moves = append(moves, m)
		q.Make(m)
	}
	return moves, nil
}
