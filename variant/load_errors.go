package variant

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/internal/textdist"
	"go.yaml.in/yaml/v3"
)

// Error is one problem in a variant file, at a line and column (both from
// 1; 0 when unknown).
type Error struct {
	File      string
	Line, Col int
	Msg       string
	// More is, for the entry that ends a list cut short ("and 12 more
	// problems", at the first of them), how many problems it stands for;
	// 0 for a problem of its own.
	More int
}

// Error returns "FILE:LINE:COL: MESSAGE".
func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// ErrorList is every problem found in a file, in file order.
type ErrorList []*Error

// Count returns how many problems the list reports, counting those an
// entry stands for with [Error.More].
func (l ErrorList) Count() int {
	n := 0
	for _, e := range l {
		n += max(1, e.More)
	}
	return n
}

// Error returns the problems, one a line.
func (l ErrorList) Error() string {
	s := make([]string, len(l))
	for i, e := range l {
		s[i] = e.Error()
	}
	return strings.Join(s, "\n")
}

// position returns the line and column of n, or 1:1 for the file as a
// whole.
func position(n *yaml.Node) (line, col int) {
	if n != nil && n.Line > 0 {
		return n.Line, n.Column
	}
	return 1, 1
}

func before(line, col int, e *Error) bool {
	return line < e.Line || (line == e.Line && col < e.Col)
}

// keep reports whether a problem found at line:col is among the first
// maxErrors in the file, making room for it if need be; if it is not, keep
// counts it. The caller adds a kept problem with add, and builds no
// message for the others.
func (l *loader) keep(line, col int) bool {
	if len(l.errs) < maxErrors {
		return true
	}
	// Found later, a problem at the same position as the last comes after it.
	if !before(line, col, l.errs[l.last]) {
		l.skip(line, col)
		return false
	}
	out := l.errs[l.last]
	l.skip(out.Line, out.Col)
	l.errs = slices.Delete(l.errs, l.last, l.last+1)
	l.last = 0
	for i, e := range l.errs {
		if !before(e.Line, e.Col, l.errs[l.last]) {
			l.last = i
		}
	}
	return true
}

func (l *loader) skip(line, col int) {
	if l.more == 0 || before(line, col, &l.next) {
		l.next = Error{File: l.file, Line: line, Col: col}
	}
	l.more++
}

// add adds a problem that keep kept.
func (l *loader) add(line, col int, msg string) {
	l.errs = append(l.errs, &Error{File: l.file, Line: line, Col: col, Msg: msg})
	if !before(line, col, l.errs[l.last]) {
		l.last = len(l.errs) - 1
	}
}

// errorf reports a problem at n, or at the start of the file if n is nil.
// String arguments, names and values from the file, are cut to maxQuote
// characters (clip.Cut).
func (l *loader) errorf(n *yaml.Node, format string, args ...any) {
	line, col := position(n)
	if !l.keep(line, col) {
		return
	}
	for i, a := range args {
		if s, ok := a.(string); ok {
			args[i] = clip.Cut(s, maxQuote)
		}
	}
	l.add(line, col, fmt.Sprintf(format, args...))
}

// suggestion is a "did you mean" hint for an unknown name among
// candidates, worked out only when a message that quotes it is kept.
type suggestion struct {
	name       string
	candidates func() []string
}

// String returns the hint as [textdist.Hint] writes it.
func (s suggestion) String() string { return textdist.Hint(s.name, s.candidates()) }

// list returns the kept problems in file order, and then one that counts
// the others, at the position of the first of them.
func (l *loader) list() ErrorList {
	out := slices.Clone(l.errs)
	slices.SortStableFunc(out, func(a, b *Error) int {
		if a.Line != b.Line {
			return a.Line - b.Line
		}
		return a.Col - b.Col
	})
	if l.more > 0 {
		e := l.next
		e.More = l.more
		e.Msg = fmt.Sprintf("and %d more problems", l.more)
		if l.more == 1 {
			e.Msg = "and 1 more problem"
		}
		out = append(out, &e)
	}
	return out
}

var yamlLine = regexp.MustCompile(`line (\d+)(?:, column (\d+))?: `)

// parserProblems are the messages of the YAML library's parser, as opposed
// to its scanner: the parser gives the line of the construct it was reading
// (the '[' of an unclosed flow sequence, say) counted from 0.
var parserProblems = map[string]bool{
	"did not find expected ',' or ']'":       true,
	"did not find expected ',' or '}'":       true,
	"did not find expected '-' indicator":    true,
	"did not find expected <document start>": true,
	"did not find expected <stream-start>":   true,
	"did not find expected key":              true,
	"did not find expected node content":     true,
	"found duplicate %TAG directive":         true,
	"found duplicate %YAML directive":        true,
	"found incompatible YAML document":       true,
	"found undefined tag handle":             true,
}

// yamlError turns a YAML library error into positioned errors.
func (l *loader) yamlError(err error) {
	var te *yaml.TypeError
	msgs := []string{err.Error()}
	if errors.As(err, &te) {
		msgs = te.Errors
	}
	for _, m := range msgs {
		m = strings.TrimPrefix(m, "yaml: ")
		line, col := 0, 0
		if loc := yamlLine.FindStringSubmatchIndex(m); loc != nil {
			line, _ = strconv.Atoi(m[loc[2]:loc[3]])
			if loc[4] >= 0 {
				col, _ = strconv.Atoi(m[loc[4]:loc[5]])
			}
			m = m[:loc[0]] + m[loc[1]:]
		}
		if parserProblems[m] {
			// The YAML library counts a parser error's line from 0 (and
			// leaves line 1 out), where it counts a scanner error's from 1.
			line++
		}
		if col == 0 && line > 0 {
			col = 1
		}
		if l.keep(line, col) {
			l.add(line, col, m)
		}
	}
}
