package usi

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// UnknownMate is the number of plies a score reads as for "score mate +"
// (a mate found, its length not said), and its negation for "score mate -".
const UnknownMate = 1 << 20

// ParseInfo reads an engine's "info" line into an [engine.Info], the PV's
// moves read in USI as moves of position p, the position searched (p is
// not changed). It reads depth, seldepth, time (milliseconds), nodes, nps,
// multipv, score cp|mate N [lowerbound|upperbound], pv and the fields it
// does not keep: currmove, currmovenumber, hashfull, cpuload and string
// (the rest of the line). Any other word, or a number that does not read,
// is an error naming it; so is a PV move that is not legal where it is
// played, in which case the Info returned has the PV's moves before it.
// Info.Text is the whole line.
func ParseInfo(line string, p *rules.Position) (engine.Info, error) {
	info := engine.Info{Text: line}
	f := strings.Fields(line)
	if len(f) == 0 || f[0] != "info" {
		return info, fmt.Errorf("usi: want info, not %q", line)
	}
	num := func(i int, bits int) (int64, error) {
		if i+1 >= len(f) {
			return 0, fmt.Errorf("usi: info %s without its number", f[i])
		}
		n, err := strconv.ParseInt(f[i+1], 10, bits)
		if err != nil {
			return 0, fmt.Errorf("usi: info %s %q is not a number", f[i], f[i+1])
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
			i, err = readScore(f, i, &info.Score)
		case "string":
			return info, nil
		case "pv":
			return readPV(info, f[i+1:], p)
		default:
			return info, fmt.Errorf("usi: unknown info field %q", f[i])
		}
		if err != nil {
			return info, err
		}
	}
	return info, nil
}

// readScore reads "score cp N" or "score mate N|+|-", and a bound after it,
// at f[i]; it returns the index of the last word read.
func readScore(f []string, i int, s *engine.Score) (int, error) {
	if i+2 >= len(f) {
		return i, fmt.Errorf("usi: info score without cp or mate and a number")
	}
	switch f[i+1] {
	case "cp":
		n, err := strconv.ParseInt(f[i+2], 10, 32)
		if err != nil {
			return i, fmt.Errorf("usi: info score cp %q is not a number", f[i+2])
		}
		s.Centi = int(n)
	case "mate":
		switch f[i+2] {
		case "+":
			s.Mate = UnknownMate
		case "-":
			s.Mate = -UnknownMate
		default:
			n, err := strconv.ParseInt(f[i+2], 10, 32)
			if err != nil || n == 0 {
				return i, fmt.Errorf("usi: info score mate %q is not a number of plies, + or -", f[i+2])
			}
			s.Mate = int(n)
		}
	default:
		return i, fmt.Errorf("usi: info score %q: want cp or mate", f[i+1])
	}
	i += 2
	if i+1 < len(f) {
		switch f[i+1] {
		case "lowerbound":
			s.Bound, i = engine.Lower, i+1
		case "upperbound":
			s.Bound, i = engine.Upper, i+1
		}
	}
	return i, nil
}

// readPV reads the moves of a PV, each legal after the ones before it,
// from position p.
func readPV(info engine.Info, moves []string, p *rules.Position) (engine.Info, error) {
	if len(moves) == 0 {
		return info, nil
	}
	q := p.Clone()
	for k, s := range moves {
		m, err := q.ParseUSI(s)
		if err != nil {
			return info, fmt.Errorf("usi: info pv move %d (%s): %w", k+1, s, err)
		}
		info.PV = append(info.PV, m)
		q.Make(m)
	}
	return info, nil
}
