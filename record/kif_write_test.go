package record

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// TestWriteKIF checks whole texts: move lines and the diagram against what
// scalashogi's KifModelTest expects lishogi to write for chu shogi, the
// diagram placed before the players as lishogi places it, and comments
// whose line breaks start comment lines, runs of them counting once.
func TestWriteKIF(t *testing.T) {
	board := lishogiDiagramBoard(t)
	whiteFirst := *board
	whiteFirst.WhiteToMove, whiteFirst.Handicap = true, true
	for _, tc := range []struct {
		name string
		rec  Record
		want string
	}{{
		name: "moves",
		rec: Record{
			Headers: []Header{{Key: "先手"}, {Key: "後手"}},
			Moves: []Move{
				{Number: 1, To: sq(7, 7), Piece: "金将", From: sq(7, 8)},
				{Number: 2, To: sq(2, 8), Piece: "歩兵", From: sq(4, 9)},
				{Number: 3, Step: 1, Same: true, Piece: "龍馬", From: sq(5, 9)},
				{Number: 3, Step: 2, To: sq(1, 1), Piece: "龍馬", From: sq(2, 8)},
			},
		},
		want: "先手：\n後手：\n" + moveHeading + "\n   1手目   7七金将 （←7八）\n   2手目   2八歩兵 （←4九）\n" +
			"   3手目一歩目 仝龍馬 （←5九）\n   3手目二歩目 1一龍馬 （←2八）\n\n\n",
	}, {
		name: "diagram before the players",
		rec:  Record{Headers: []Header{{Key: "棋戦", Value: "x"}, {Key: "下手", Value: "A"}, {Key: "上手", Value: "B"}}, Board: &whiteFirst},
		want: "棋戦：x\n" + lishogiDiagram + "\n上手番\n下手：A\n上手：B\n" + moveHeading + "\n\n\n",
	}, {
		name: "diagram without players",
		rec:  Record{Headers: []Header{{Key: "棋戦", Value: "x"}}, Board: board},
		want: "棋戦：x\n" + lishogiDiagram + "\n" + moveHeading + "\n\n\n",
	}, {
		name: "comments",
		rec: Record{
			Comments: []string{"start"},
			Moves:    []Move{{Number: 1, To: sq(7, 8), Piece: "歩兵", Comments: []string{"a\n\nb\r\nc", ""}}},
			Result:   &Result{Number: 2, Comments: []string{"end"}},
		},
		want: moveHeading + "\n* start\n   1手目   7八歩兵\n* a\n* b\n* c\n* \n   2手目   投了\n* end\n\n\n",
	}, {
		name: "variations",
		rec: Record{
			Moves: []Move{{Number: 1, To: sq(7, 8), Piece: "歩兵", From: sq(7, 9)}},
			Variations: []Variation{{
				Number: 1, Comments: []string{"or"},
				Moves:  []Move{{Number: 1, To: sq(6, 8), Piece: "歩兵", From: sq(6, 9)}},
				Result: &Result{Number: 2, Termination: Abort},
			}},
		},
		want: moveHeading + "\n   1手目   7八歩兵 （←7九）\n\n変化：1手\n* or\n   1手目   6八歩兵 （←6九）\n   2手目   中断\n\n\n",
	}} {
		if got := string(write(t, &tc.rec)); got != tc.want {
			t.Errorf("%s: written:\n%s\nwant:\n%s", tc.name, got, tc.want)
		}
	}
}

func TestWriteFileNumbers(t *testing.T) {
	for files, want := range map[int]string{
		1:  " １",
		3:  " ３  ２  １",
		16: " １６ １５ １４ １３ １２ １１ １０ ９  ８  ７  ６  ５  ４  ３  ２  １",
	} {
		b := &Board{Rows: [][]Cell{make([]Cell, files)}}
		if got := appendDiagram(nil, b)[0]; got != want {
			t.Errorf("%d files: %q, want %q", files, got, want)
		}
	}
}

func TestWriteLines(t *testing.T) {
	for _, tc := range []struct {
		got, want string
	}{
		{Move{Number: 130, To: sq(7, 3), Piece: "獅子", From: sq(7, 4)}.String(), " 130手目   7三獅子 （←7四）"},
		{Move{Number: 9, Step: 2, Sign: WhiteSign, To: sq(7, 8), Piece: "獅子", Mark: Igui, From: sq(7, 7)}.String(), "   9手目二歩目 △7八獅子（居食い） （←7七）"},
		{Move{Number: 3, Step: 2, To: sq(7, 10), Piece: "獅子", Mark: Jitto, From: sq(7, 9)}.String(), "   3手目二歩目 7十獅子(じっと) （←7九）"},
		{Move{Number: 12345, To: sq(10, 12), Piece: "歩兵", Promotion: Decline}.String(), "12345手目   10十二歩兵不成"},
		{Move{Number: 1, To: sq(1, 1), Piece: "香車", Time: &Time{Spent: 65 * time.Second}}.String(), "   1手目   1一香車   (01:05/)"},
		{Result{Number: 130, Termination: Resign}.String(), " 130手目   投了"},
		{Result{Number: 7, Termination: Draw, Time: &Time{Spent: 1500 * time.Millisecond, Total: 3723 * time.Second, HasTotal: true}}.String(), "   7手目   引き分け   (00:02/01:02:03)"},
		{(&Time{Spent: 9999*time.Minute + 59*time.Second, Total: 9999*time.Hour + 59*time.Minute + 59*time.Second, HasTotal: true}).String(), "   (9999:59/9999:59:59)"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

func TestWriteRefuses(t *testing.T) {
	move := Move{Number: 1, To: sq(7, 8), Piece: "歩兵"}
	with := func(f func(m *Move)) []Move {
		m := move
		f(&m)
		return []Move{m}
	}
	for _, tc := range []struct {
		name string
		rec  Record
		want string
	}{
		{"empty key", Record{Headers: []Header{{Key: ""}}}, `header ""`},
		{"colon in key", Record{Headers: []Header{{Key: "a：b"}}}, `header "a：b"`},
		{"line break in value", Record{Headers: []Header{{Key: "a", Value: "b\nc"}}}, `header "a"`},
		{"blank around value", Record{Headers: []Header{{Key: "a", Value: " b"}}}, `header "a"`},
		{"key of a comment", Record{Headers: []Header{{Key: "*a"}}}, `header "*a"`},
		{"key of a hand", Record{Headers: []Header{{Key: "先手の持駒"}}}, `header "先手の持駒"`},
		{"key of a move", Record{Headers: []Header{{Key: "7七金将"}}}, `header "7七金将"`},
		{"key of a move in kanji", Record{Headers: []Header{{Key: "十手目 7七金将", Value: ""}}}, `header "十手目 7七金将"`},
		{"empty diagram", Record{Board: &Board{}}, "diagram: 0 rows"},
		{"ragged diagram", Record{Board: &Board{Rows: [][]Cell{make([]Cell, 2), make([]Cell, 3)}}}, "row 2 has 3 squares"},
		{"long cell", Record{Board: &Board{Rows: [][]Cell{{{Name: "獅子"}}}}}, `"獅子" is not one character`},
		{"white empty cell", Record{Board: &Board{Rows: [][]Cell{{{White: true}}}}}, `"" is not one character`},
		{"bar in cell", Record{Board: &Board{Rows: [][]Cell{{{Name: "成|"}}}}}, `"成|"`},
		{"no piece", Record{Moves: with(func(m *Move) { m.Piece = "" })}, `piece name ""`},
		{"blank in piece", Record{Moves: with(func(m *Move) { m.Piece = "歩 兵" })}, `piece name "歩 兵"`},
		{"piece ending in 成 and the piece without it", Record{Moves: []Move{{Number: 1, To: sq(7, 8), Piece: "金", Promotion: Promote}, {Number: 2, To: sq(7, 7), Piece: "金成"}}}, `piece name "金成": the line "2手目   7七金成" reads as another move`},
		{"rank and name run together", Record{Moves: []Move{{Number: 1, To: sq(5, 15), Piece: "里霧"}, {Number: 2, To: sq(5, 10), Piece: "五里霧"}}}, `piece name "五里霧": the line "2手目   5十五里霧" reads as another move (5十五 里霧)`},
		{"piece ending in 不 before 成", Record{Moves: with(func(m *Move) { m.Piece, m.Promotion = "金不", Promote })}, `piece name "金不"`},
		{"piece ending in 打", Record{Moves: with(func(m *Move) { m.Piece = "歩打" })}, `piece name "歩打"`},
		{"piece ending in まで", Record{Moves: with(func(m *Move) { m.Piece = "歩まで" })}, `piece name "歩まで"`},
		{"no destination", Record{Moves: with(func(m *Move) { m.To = Square{} })}, "destination"},
		{"destination and 仝", Record{Moves: with(func(m *Move) { m.Same = true })}, "destination"},
		{"rank 37", Record{Moves: with(func(m *Move) { m.To = sq(1, 37) })}, "destination"},
		{"origin file 0", Record{Moves: with(func(m *Move) { m.From = sq(0, 3) })}, "origin"},
		{"step 7", Record{Moves: with(func(m *Move) { m.Step = 7 })}, "step 7"},
		{"number -1", Record{Moves: with(func(m *Move) { m.Number = -1 })}, "number -1"},
		{"number of 8 digits", Record{Moves: with(func(m *Move) { m.Number = 10_000_000 })}, "number 10000000"},
		{"bad mark", Record{Moves: with(func(m *Move) { m.Mark = 7 })}, "mark out of range"},
		{"10000 minutes", Record{Moves: with(func(m *Move) { m.Time = &Time{Spent: 10000 * time.Minute} })}, "clock field"},
		{"negative time", Record{Moves: with(func(m *Move) { m.Time = &Time{Total: -time.Second} })}, "clock field"},
		{"second step alone", Record{Moves: with(func(m *Move) { m.Step = 2 })}, "a move of several lines is"},
		{"first step alone", Record{Moves: with(func(m *Move) { m.Step = 1 })}, "without its 二歩目"},
		{"double move of two numbers", Record{Moves: []Move{{Number: 1, Step: 1, To: sq(1, 1), Piece: "獅子"}, {Number: 2, Step: 2, To: sq(1, 2), Piece: "獅子"}}}, "a move of several lines is"},
		{"bad termination", Record{Result: &Result{Termination: 99}}, "termination 99"},
		{"variation number", Record{Variations: []Variation{{Number: -2}}}, "variation 1: number -2"},
		{"variation move", Record{Variations: []Variation{{Number: 1, Moves: with(func(m *Move) { m.Piece = "" })}}}, `variation 1: move 1 (move line 1): piece name ""`},
	} {
		var b bytes.Buffer
		err := tc.rec.WriteKIF(&b)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
		if b.Len() != 0 {
			t.Errorf("%s: %d bytes written", tc.name, b.Len())
		}
	}
}

// TestWriteAmbiguousName checks that a name that runs into its rank is
// written, and read back by a reader that knows the game's names.
func TestWriteAmbiguousName(t *testing.T) {
	r := &Record{Moves: []Move{{Number: 1, To: sq(5, 10), Piece: "五里霧", From: sq(5, 16)}}}
	var b bytes.Buffer
	if err := r.WriteKIF(&b); err != nil {
		t.Fatal(err)
	}
	kr := KIFReader{Names: []string{"五里霧"}}
	back, err := kr.Read("t.kif", b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if back.Moves[0].To != sq(5, 10) || back.Moves[0].Piece != "五里霧" {
		t.Errorf("read back as %v", back.Moves[0])
	}
}
