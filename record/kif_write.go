package record

import (
	"errors"
	"fmt"
	"io"
	"reflect"
	"regexp"
	"strings"
	"time"
	"unicode"
)

// moveHeading is the line between the headers and the moves.
const moveHeading = "手数----指手---------消費時間--"

// Write writes r as lishogi's game export writes a chu shogi game: the
// headers in r's order, with the diagram before the first player's header
// (先手, 下手, 後手 or 上手); the move heading; the comments before the first
// move; a line a move, numbered "%4d手目", a double move on its 一歩目 and
// 二歩目 lines; the result line; the まで line, if r has one; the
// variations; and, as the export ends, two empty lines. A comment's line breaks start new comment lines, as
// lishogi writes them.
//
// Write writes nothing and returns an error if r holds what a KIF text
// cannot say so that a [KIFReader] whose Names are r's piece names reads it
// back. [ReadKIF], which knows no names, may read a piece name that starts
// with a kanji numeral (五里霧) or ends with 成 otherwise.
func (r *KIF) Write(w io.Writer) error {
	if err := r.check(); err != nil {
		return err
	}
	var lines []string
	board := r.Diagram != nil
	for _, h := range r.Headers {
		if board && isPlayerKey(h.Key) {
			lines, board = appendDiagram(lines, r.Diagram), false
		}
		lines = append(lines, h.Key+"："+h.Value)
	}
	if board {
		lines = appendDiagram(lines, r.Diagram)
	}
	lines = append(lines, moveHeading)
	lines = appendSequence(lines, r.Comments, r.Moves, r.Result)
	if r.Summary != nil {
		lines = append(lines, r.Summary.String())
	}
	for _, v := range r.Variations {
		lines = append(lines, "", fmt.Sprintf("変化：%d手", v.Number))
		lines = appendSequence(lines, v.Comments, v.Moves, v.Result)
	}
	_, err := io.WriteString(w, strings.Join(lines, "\n")+"\n\n\n")
	return err
}

// isPlayerKey reports whether key names a player: lishogi writes the start
// position's diagram before the first of these.
func isPlayerKey(key string) bool {
	switch key {
	case "先手", "下手", "後手", "上手":
		return true
	}
	return false
}

// appendSequence writes comments, moves and a result.
func appendSequence(lines, comments []string, moves []KIFMove, result *ResultLine) []string {
	lines = appendComments(lines, comments)
	for _, m := range moves {
		lines = append(lines, m.String())
		lines = appendComments(lines, m.Comments)
	}
	if result != nil {
		lines = append(lines, result.String())
		lines = appendComments(lines, result.Comments)
	}
	return lines
}

// lineBreaks are the runs of line breaks in a comment: one comment line
// ends at each.
var lineBreaks = regexp.MustCompile(`[\r\n]+`)

// appendComments writes each comment as "* " lines.
func appendComments(lines, comments []string) []string {
	for _, c := range comments {
		for _, l := range lineBreaks.Split(c, -1) {
			lines = append(lines, "* "+l)
		}
	}
	return lines
}

// String returns the move's line as [KIF.Write] writes it, without its
// comments.
func (m KIFMove) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%4d手目", m.Number)
	if m.Step > 0 {
		b.WriteString(stepMark(m.Step) + " ")
	} else {
		b.WriteString("   ")
	}
	b.WriteString(m.Sign.String())
	if m.Same {
		b.WriteString("仝")
	} else {
		b.WriteString(m.To.String())
	}
	b.WriteString(m.Piece + m.Promotion.String() + m.Mark.written())
	if !m.From.IsZero() {
		b.WriteString(" （←" + m.From.String() + "）")
	}
	b.WriteString(m.Time.String())
	return b.String()
}

// String returns the result's line as [KIF.Write] writes it, without
// its comments.
func (r ResultLine) String() string {
	return fmt.Sprintf("%4d手目   %s%s", r.Number, r.Termination, r.Time.String())
}

// String returns the まで line: "まで64手で時間切れにより後手の勝ち".
func (s Summary) String() string { return fmt.Sprintf("まで%d手で%s", s.Moves, s.Text) }

// String returns the clock field as lishogi writes it, after three spaces:
// "   (MM:SS/HH:MM:SS)", seconds rounded, the total left out if not known.
// Empty for no clock field.
func (t *Time) String() string {
	if t == nil {
		return ""
	}
	spent := seconds(t.Spent)
	total := ""
	if t.HasTotal {
		s := seconds(t.Total)
		total = fmt.Sprintf("%02d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("   (%02d:%02d/%s)", spent/60, spent%60, total)
}

// check returns what in r a KIF text cannot say.
func (r *KIF) check() error {
	var errs []error
	for _, h := range r.Headers {
		if h.Key == "" || strings.ContainsAny(h.Key, ":：\r\n") || strings.TrimFunc(h.Key, unicode.IsSpace) != h.Key ||
			strings.ContainsAny(h.Value, "\r\n") || strings.TrimFunc(h.Value, unicode.IsSpace) != h.Value ||
			!readsAsHeader(h.Key+"："+h.Value) {
			errs = append(errs, fmt.Errorf("header %q: not a key and value of one line", h.Key))
		}
	}
	if b := r.Diagram; b != nil {
		errs = append(errs, b.check())
	}
	names := r.pieceNames()
	errs = append(errs, checkSequence("", r.Moves, r.Result, names))
	if s := r.Summary; s != nil && (s.Moves < 0 || s.Moves > maxNumber || strings.ContainsAny(s.Text, "\r\n") || strings.TrimFunc(s.Text, unicode.IsSpace) != s.Text) {
		errs = append(errs, fmt.Errorf("まで line: %d moves and %q, want at most %d moves and a text of one line without blanks around it", s.Moves, s.Text, maxNumber))
	}
	for i, v := range r.Variations {
		if v.Number < 0 || v.Number > maxNumber {
			errs = append(errs, fmt.Errorf("variation %d: number %d", i+1, v.Number))
		}
		errs = append(errs, checkSequence(fmt.Sprintf("variation %d: ", i+1), v.Moves, v.Result, names))
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	return nil
}

// readsAsHeader reports whether the reader takes the line s for a header:
// a line of a header's shape that, if it starts with a kanji numeral, is not
// a move line with a kanji move number.
func readsAsHeader(s string) bool {
	if classify(s) != headerLine {
		return false
	}
	c := &cursor{text: s}
	if !isKanjiNumeral(c.peek()) {
		return true
	}
	_, err := parseStep(c, nil)
	return err != nil
}

// check returns what in b a diagram cannot say.
func (b *Diagram) check() error {
	if len(b.Rows) == 0 || len(b.Rows) > maxCoordinate || len(b.Rows[0]) == 0 || len(b.Rows[0]) > maxCoordinate {
		return fmt.Errorf("diagram: %d rows, want 1 to %d of 1 to %d squares", len(b.Rows), maxCoordinate, maxCoordinate)
	}
	for y, row := range b.Rows {
		if len(row) != len(b.Rows[0]) {
			return fmt.Errorf("diagram: row %d has %d squares, row 1 %d", y+1, len(row), len(b.Rows[0]))
		}
		for x, c := range row {
			if c.Name != "" && !validCellName(c.Name) || c.Name == "" && c.White {
				return fmt.Errorf("diagram: row %d, square %d: %q is not one character after an optional 成", y+1, x+1, c.Name)
			}
		}
	}
	return nil
}

// pieceNames returns the names of the pieces r's moves move.
func (r *KIF) pieceNames() map[string]bool {
	names := map[string]bool{}
	for _, m := range r.Moves {
		names[m.Piece] = true
	}
	for _, v := range r.Variations {
		for _, m := range v.Moves {
			names[m.Piece] = true
		}
	}
	return names
}

// checkSequence returns what in moves and result KIF lines cannot say;
// names are the record's piece names.
func checkSequence(where string, moves []KIFMove, result *ResultLine, names map[string]bool) error {
	var errs []error
	for i, m := range moves {
		if err := m.check(names); err != nil {
			errs = append(errs, fmt.Errorf("%smove %d (move line %d): %w", where, m.Number, i+1, err))
		}
		prev := 0
		if i > 0 {
			prev = moves[i-1].Step
		}
		if m.Step >= 2 && (prev != m.Step-1 || m.Number != moves[i-1].Number) || m.Step < 2 && prev == 1 {
			errs = append(errs, fmt.Errorf("%smove %d (move line %d): a move of several lines is a 一歩目 line, a 二歩目 line and so on, all of the same number", where, m.Number, i+1))
		}
	}
	if n := len(moves); n > 0 && moves[n-1].Step == 1 {
		errs = append(errs, fmt.Errorf("%smove %d: a 一歩目 line without its 二歩目 line", where, moves[n-1].Number))
	}
	if result != nil {
		if result.Number < 0 || result.Number > maxNumber || int(result.Termination) >= len(terminations) {
			errs = append(errs, fmt.Errorf("%sresult: number %d, termination %d", where, result.Number, result.Termination))
		}
		errs = append(errs, result.Time.check())
	}
	return errors.Join(errs...)
}

// check returns what in m a move line cannot say so that a [KIFReader]
// knowing names reads it back.
func (m KIFMove) check(names map[string]bool) error {
	switch {
	case m.Number < 0 || m.Number > maxNumber:
		return fmt.Errorf("number %d", m.Number)
	case m.Step < 0 || m.Step > maxSteps:
		return fmt.Errorf("step %d, want 0 to %d", m.Step, maxSteps)
	case m.Sign > WhiteSign || m.Promotion > Decline || m.Mark > Jitto:
		return errors.New("sign, promotion or mark out of range")
	case m.Same != m.To.IsZero() || !m.To.IsZero() && !m.To.valid():
		return fmt.Errorf("destination %v (same: %v)", m.To, m.Same)
	case !m.From.IsZero() && !m.From.valid():
		return fmt.Errorf("origin %v", m.From)
	}
	if err := m.Time.check(); err != nil {
		return err
	}
	line := m.String()
	back, err := parseStep(&cursor{text: line}, names)
	want := m
	want.Pos, want.Comments, back.move.Pos = Pos{}, nil, Pos{}
	if m.Time != nil {
		want.Time = &Time{time.Duration(seconds(m.Time.Spent)) * time.Second, time.Duration(seconds(m.Time.Total)) * time.Second, m.Time.HasTotal}
		if !m.Time.HasTotal {
			want.Time.Total = 0
		}
	}
	switch {
	case err != nil || back.result != nil:
		return fmt.Errorf("piece name %q: the line %q does not read as a move", m.Piece, strings.TrimSpace(line))
	case !reflect.DeepEqual(back.move, want):
		return fmt.Errorf("piece name %q: the line %q reads as another move (%v %s)", m.Piece, strings.TrimSpace(line), back.move.To, back.move.Piece)
	}
	return nil
}

// valid reports whether s is on a board of at most 36×36 squares.
func (s KIFSquare) valid() bool {
	return 1 <= s.File && s.File <= maxCoordinate && 1 <= s.Rank && s.Rank <= maxCoordinate
}

// check returns what in t a clock field cannot say.
func (t *Time) check() error {
	if t != nil && (t.Spent < 0 || t.Total < 0 || seconds(t.Spent) > maxSpent || seconds(t.Total) > maxTotal) {
		return fmt.Errorf("clock field %v/%v, want at most 9999:59/9999:59:59", t.Spent, t.Total)
	}
	return nil
}

// seconds returns d in whole seconds, rounded.
func seconds(d time.Duration) int64 { return int64(d.Round(time.Second) / time.Second) }
