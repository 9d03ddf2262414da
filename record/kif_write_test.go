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
		rec  KIF
		want string
	}{{
		name: "moves",
		rec: KIF{
			Headers: []Header{{Key: "先手"}, {Key: "後手"}},
			Moves: []KIFMove{
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
		rec:  KIF{Headers: []Header{{Key: "棋戦", Value: "x"}, {Key: "下手", Value: "A"}, {Key: "上手", Value: "B"}}, Diagram: &whiteFirst},
		want: "棋戦：x\n" + lishogiDiagram + "\n上手番\n下手：A\n上手：B\n" + moveHeading + "\n\n\n",
	}, {
		name: "diagram without players",
		rec:  KIF{Headers: []Header{{Key: "棋戦", Value: "x"}}, Diagram: board},
		want: "棋戦：x\n" + lishogiDiagram + "\n" + moveHeading + "\n\n\n",
	}, {
		name: "comments",
		rec: KIF{
			Comments: []string{"start"},
			Moves:    []KIFMove{{Number: 1, To: sq(7, 8), Piece: "歩兵", Comments: []string{"a\n\nb\r\nc", ""}}},
			Result:   &ResultLine{Number: 2, Comments: []string{"end"}},
		},
		want: moveHeading + "\n* start\n   1手目   7八歩兵\n* a\n* b\n* c\n* \n   2手目   投了\n* end\n\n\n",
	}, {
		name: "variations",
		rec: KIF{
			Moves: []KIFMove{{Number: 1, To: sq(7, 8), Piece: "歩兵", From: sq(7, 9)}},
			Variations: []Variation{{
				Number: 1, Comments: []string{"or"},
				Moves:  []KIFMove{{Number: 1, To: sq(6, 8), Piece: "歩兵", From: sq(6, 9)}},
				Result: &ResultLine{Number: 2, Termination: Abort},
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
		b := &Diagram{Rows: [][]DiagramPiece{make([]DiagramPiece, files)}}
		if got := appendDiagram(nil, b)[0]; got != want {
			t.Errorf("%d files: %q, want %q", files, got, want)
		}
	}
}

func TestWriteLines(t *testing.T) {
	for _, tc := range []struct {
		got, want string
	}{
		{KIFMove{Number: 130, To: sq(7, 3), Piece: "獅子", From: sq(7, 4)}.String(), " 130手目   7三獅子 （←7四）"},
		{KIFMove{Number: 9, Step: 2, Sign: WhiteSign, To: sq(7, 8), Piece: "獅子", Mark: Igui, From: sq(7, 7)}.String(), "   9手目二歩目 △7八獅子（居食い） （←7七）"},
		{KIFMove{Number: 3, Step: 2, To: sq(7, 10), Piece: "獅子", Mark: Jitto, From: sq(7, 9)}.String(), "   3手目二歩目 7十獅子(じっと) （←7九）"},
		{KIFMove{Number: 12345, To: sq(10, 12), Piece: "歩兵", Promotion: Decline}.String(), "12345手目   10十二歩兵不成"},
		{KIFMove{Number: 1, To: sq(1, 1), Piece: "香車", Time: &Time{Spent: 65 * time.Second}}.String(), "   1手目   1一香車   (01:05/)"},
		{ResultLine{Number: 130, Termination: Resign}.String(), " 130手目   投了"},
		{ResultLine{Number: 7, Termination: Draw, Time: &Time{Spent: 1500 * time.Millisecond, Total: 3723 * time.Second, HasTotal: true}}.String(), "   7手目   引き分け   (00:02/01:02:03)"},
		{(&Time{Spent: 9999*time.Minute + 59*time.Second, Total: 9999*time.Hour + 59*time.Minute + 59*time.Second, HasTotal: true}).String(), "   (9999:59/9999:59:59)"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

func TestWriteRefuses(t *testing.T) {
	move := KIFMove{Number: 1, To: sq(7, 8), Piece: "歩兵"}
	with := func(f func(m *KIFMove)) []KIFMove {
		m := move
		f(&m)
		return []KIFMove{m}
	}
	for _, tc := range []struct {
		name string
		rec  KIF
		want string
	}{
		{"empty key", KIF{Headers: []Header{{Key: ""}}}, `header ""`},
		{"colon in key", KIF{Headers: []Header{{Key: "a：b"}}}, `header "a：b"`},
		{"line break in value", KIF{Headers: []Header{{Key: "a", Value: "b\nc"}}}, `header "a"`},
		{"blank around value", KIF{Headers: []Header{{Key: "a", Value: " b"}}}, `header "a"`},
		{"key of a comment", KIF{Headers: []Header{{Key: "*a"}}}, `header "*a"`},
		{"key of a hand", KIF{Headers: []Header{{Key: "先手の持駒"}}}, `header "先手の持駒"`},
		{"key of a move", KIF{Headers: []Header{{Key: "7七金将"}}}, `header "7七金将"`},
		{"key of a move in kanji", KIF{Headers: []Header{{Key: "十手目 7七金将", Value: ""}}}, `header "十手目 7七金将"`},
		{"empty diagram", KIF{Diagram: &Diagram{}}, "diagram: 0 rows"},
		{"ragged diagram", KIF{Diagram: &Diagram{Rows: [][]DiagramPiece{make([]DiagramPiece, 2), make([]DiagramPiece, 3)}}}, "row 2 has 3 squares"},
		{"long cell", KIF{Diagram: &Diagram{Rows: [][]DiagramPiece{{{Name: "獅子"}}}}}, `"獅子" is not one character`},
		{"white empty cell", KIF{Diagram: &Diagram{Rows: [][]DiagramPiece{{{White: true}}}}}, `"" is not one character`},
		{"bar in cell", KIF{Diagram: &Diagram{Rows: [][]DiagramPiece{{{Name: "成|"}}}}}, `"成|"`},
		{"no piece", KIF{Moves: with(func(m *KIFMove) { m.Piece = "" })}, `piece name ""`},
		{"blank in piece", KIF{Moves: with(func(m *KIFMove) { m.Piece = "歩 兵" })}, `piece name "歩 兵"`},
		{"piece ending in 成 and the piece without it", KIF{Moves: []KIFMove{{Number: 1, To: sq(7, 8), Piece: "金", Promotion: Promote}, {Number: 2, To: sq(7, 7), Piece: "金成"}}}, `piece name "金成": the line "2手目   7七金成" reads as another move`},
		{"rank and name run together", KIF{Moves: []KIFMove{{Number: 1, To: sq(5, 15), Piece: "里霧"}, {Number: 2, To: sq(5, 10), Piece: "五里霧"}}}, `piece name "五里霧": the line "2手目   5十五里霧" reads as another move (5十五 里霧)`},
		{"piece ending in 不 before 成", KIF{Moves: with(func(m *KIFMove) { m.Piece, m.Promotion = "金不", Promote })}, `piece name "金不"`},
		{"piece ending in 打", KIF{Moves: with(func(m *KIFMove) { m.Piece = "歩打" })}, `piece name "歩打"`},
		{"piece ending in まで", KIF{Moves: with(func(m *KIFMove) { m.Piece = "歩まで" })}, `piece name "歩まで"`},
		{"no destination", KIF{Moves: with(func(m *KIFMove) { m.To = KIFSquare{} })}, "destination"},
		{"destination and 仝", KIF{Moves: with(func(m *KIFMove) { m.Same = true })}, "destination"},
		{"rank 37", KIF{Moves: with(func(m *KIFMove) { m.To = sq(1, 37) })}, "destination"},
		{"origin file 0", KIF{Moves: with(func(m *KIFMove) { m.From = sq(0, 3) })}, "origin"},
		{"step 7", KIF{Moves: with(func(m *KIFMove) { m.Step = 7 })}, "step 7"},
		{"number -1", KIF{Moves: with(func(m *KIFMove) { m.Number = -1 })}, "number -1"},
		{"number of 8 digits", KIF{Moves: with(func(m *KIFMove) { m.Number = 10_000_000 })}, "number 10000000"},
		{"bad mark", KIF{Moves: with(func(m *KIFMove) { m.Mark = 7 })}, "mark out of range"},
		{"10000 minutes", KIF{Moves: with(func(m *KIFMove) { m.Time = &Time{Spent: 10000 * time.Minute} })}, "clock field"},
		{"negative time", KIF{Moves: with(func(m *KIFMove) { m.Time = &Time{Total: -time.Second} })}, "clock field"},
		{"second step alone", KIF{Moves: with(func(m *KIFMove) { m.Step = 2 })}, "a move of several lines is"},
		{"first step alone", KIF{Moves: with(func(m *KIFMove) { m.Step = 1 })}, "without its 二歩目"},
		{"double move of two numbers", KIF{Moves: []KIFMove{{Number: 1, Step: 1, To: sq(1, 1), Piece: "獅子"}, {Number: 2, Step: 2, To: sq(1, 2), Piece: "獅子"}}}, "a move of several lines is"},
		{"bad termination", KIF{Result: &ResultLine{Termination: 99}}, "termination 99"},
		{"variation number", KIF{Variations: []Variation{{Number: -2}}}, "variation 1: number -2"},
		{"variation move", KIF{Variations: []Variation{{Number: 1, Moves: with(func(m *KIFMove) { m.Piece = "" })}}}, `variation 1: move 1 (move line 1): piece name ""`},
	} {
		var b bytes.Buffer
		err := tc.rec.Write(&b)
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
	r := &KIF{Moves: []KIFMove{{Number: 1, To: sq(5, 10), Piece: "五里霧", From: sq(5, 16)}}}
	var b bytes.Buffer
	if err := r.Write(&b); err != nil {
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
