package record

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func sq(file, rank int) KIFSquare { return KIFSquare{file, rank} }

func TestReadMoves(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		names      []string
		want       []KIFMove
	}{{
		name: "lishogi game export",
		text: "   1手目   7七金将 （←7八）",
		want: []KIFMove{{Number: 1, To: sq(7, 7), Piece: "金将", From: sq(7, 8)}},
	}, {
		name: "lishogi double move, 仝 on the first step",
		text: "  57手目一歩目 仝獅子 （←7七）\n  57手目二歩目 7七獅子 （←6六）",
		want: []KIFMove{
			{Number: 57, Step: 1, Same: true, Piece: "獅子", From: sq(7, 7)},
			{Number: 57, Step: 2, To: sq(7, 7), Piece: "獅子", From: sq(6, 6)},
		},
	}, {
		name: "lishogi analysis board: a space before 手目, じっと",
		text: "  3 手目一歩目 7九獅子 （←7十）\n  3 手目二歩目 7十獅子(じっと) （←7九）",
		want: []KIFMove{
			{Number: 3, Step: 1, To: sq(7, 9), Piece: "獅子", From: sq(7, 10)},
			{Number: 3, Step: 2, To: sq(7, 10), Piece: "獅子", Mark: Jitto, From: sq(7, 9)},
		},
	}, {
		name: "colour marks and 居食い, as shogiops reads them",
		text: "57手目一歩目 ▲6六獅子 （←7七）\n57手目二歩目 ☗7七獅子（居食い） （←6六）",
		want: []KIFMove{
			{Number: 57, Step: 1, Sign: BlackSign, To: sq(6, 6), Piece: "獅子", From: sq(7, 7)},
			{Number: 57, Step: 2, Sign: BlackSign, To: sq(7, 7), Piece: "獅子", Mark: Igui, From: sq(6, 6)},
		},
	}, {
		name: "promotion, ranks past 十",
		text: "123手目 △6十一金将成 （←5十二）",
		want: []KIFMove{{Number: 123, Sign: WhiteSign, To: sq(6, 11), Piece: "金将", Promotion: Promote, From: sq(5, 12)}},
	}, {
		name: "two-digit files",
		text: "  58手目   10九角行成 （←3二）\n  59手目   仝飛車 （←10十）",
		want: []KIFMove{
			{Number: 58, To: sq(10, 9), Piece: "角行", Promotion: Promote, From: sq(3, 2)},
			{Number: 59, Same: true, Piece: "飛車", From: sq(10, 10)},
		},
	}, {
		name: "standard KIF: full-width file, 同　, two-digit origin, 不成",
		text: "   1 ７六歩(77)\n   2 同　歩(76)\n   3 ２二角不成(88)",
		want: []KIFMove{
			{Number: 1, To: sq(7, 6), Piece: "歩", From: sq(7, 7)},
			{Number: 2, Same: true, Piece: "歩", From: sq(7, 6)},
			{Number: 3, To: sq(2, 2), Piece: "角", Promotion: Decline, From: sq(8, 8)},
		},
	}, {
		name: "clock fields",
		text: "   1手目   7八歩兵 （←7九）   (00:08/00:00:08)\n 4 ５四歩(53) ( 0:05/01:02:03)+\n 5 ５五歩(54) (00:01.5/)",
		want: []KIFMove{
			{Number: 1, To: sq(7, 8), Piece: "歩兵", From: sq(7, 9), Time: &Time{8 * time.Second, 8 * time.Second, true}},
			{Number: 4, To: sq(5, 4), Piece: "歩", From: sq(5, 3), Time: &Time{5 * time.Second, time.Hour + 2*time.Minute + 3*time.Second, true}},
			{Number: 5, To: sq(5, 5), Piece: "歩", From: sq(5, 4), Time: &Time{Spent: 2 * time.Second}},
		},
	}, {
		name: "comments, on the line and after it",
		text: " 3 ５六歩(57)*inline\n* after\n*no space",
		want: []KIFMove{{Number: 3, To: sq(5, 6), Piece: "歩", From: sq(5, 7), Comments: []string{"inline", "after", "no space"}}},
	}, {
		name: "numbers in kanji, or none",
		text: "十二手目 7七金将 （←7八）\n7六金将 （←7七）\n一歩目 7五獅子 （←7六）\n二歩目 7四獅子 （←7五）",
		want: []KIFMove{
			{Number: 12, To: sq(7, 7), Piece: "金将", From: sq(7, 8)},
			{Number: 13, To: sq(7, 6), Piece: "金将", From: sq(7, 7)},
			{Number: 14, Step: 1, To: sq(7, 5), Piece: "獅子", From: sq(7, 6)},
			{Number: 14, Step: 2, To: sq(7, 4), Piece: "獅子", From: sq(7, 5)},
		},
	}, {
		name: "squares in kanji and with rank letters, origins with ← only",
		text: "1手目 七七金将 ←七八\n2手目 7g金将 (7h)\n3手目 12aa歩兵 12bb",
		want: []KIFMove{
			{Number: 1, To: sq(7, 7), Piece: "金将", From: sq(7, 8)},
			{Number: 2, To: sq(7, 7), Piece: "金将", From: sq(7, 8)},
			{Number: 3, To: sq(12, 27), Piece: "歩兵", From: sq(12, 28)},
		},
	}, {
		name: "no origin",
		text: "1手目 7七金将",
		want: []KIFMove{{Number: 1, To: sq(7, 7), Piece: "金将"}},
	}, {
		name: "a まで after the last move's piece, as scalashogi's chu fixture has it",
		text: "129手目 ▲7三獅子まで （←7四）",
		want: []KIFMove{{Number: 129, Sign: BlackSign, To: sq(7, 3), Piece: "獅子", From: sq(7, 4)}},
	}, {
		name: "rank and name run together: the longest rank",
		text: "1手目 5十五里霧 （←5十六）",
		want: []KIFMove{{Number: 1, To: sq(5, 15), Piece: "里霧", From: sq(5, 16)}},
	}, {
		name:  "rank and name run together: the known name",
		text:  "1手目 5十五里霧 （←5十六）",
		names: []string{"五里霧", "獅子"},
		want:  []KIFMove{{Number: 1, To: sq(5, 10), Piece: "五里霧", From: sq(5, 16)}},
	}, {
		name:  "a name ending in 成 that is known",
		text:  "1手目 5五金成 （←5六）\n2手目 5四金成成 （←5五）",
		names: []string{"金成"},
		want: []KIFMove{
			{Number: 1, To: sq(5, 5), Piece: "金成", From: sq(5, 6)},
			{Number: 2, To: sq(5, 4), Piece: "金成", Promotion: Promote, From: sq(5, 5)},
		},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			kr := KIFReader{Names: tc.names}
			r, err := kr.Read("t.kif", []byte(tc.text))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, r.Moves, ignorePos); diff != "" {
				t.Errorf("moves (-want +got):\n%s", diff)
			}
		})
	}
}

func TestReadResults(t *testing.T) {
	for _, tc := range []struct {
		text string
		want ResultLine
	}{
		{"   1手目   7八歩兵 （←7九）\n   2手目   投了", ResultLine{Number: 2, Termination: Resign}},
		{"  73手目   切れ負け", ResultLine{Number: 73, Termination: TimeUp}},
		{" 1 ７六歩(77)\n 2 Time-up", ResultLine{Number: 2, Termination: TimeUp}},
		{" 1 ７六歩(77)\n引分け\n* a draw", ResultLine{Number: 2, Termination: Draw, Comments: []string{"a draw"}}},
		{"  94 投了         ( 0:01/00:12:03)\nまで93手で先手の勝ち", ResultLine{Number: 94, Termination: Resign, Time: &Time{time.Second, 12*time.Minute + 3*time.Second, true}}},
		{"中断", ResultLine{Number: 1, Termination: Abort}},
		{"200 反則負け", ResultLine{Number: 200, Termination: IllegalLoss}},
	} {
		r, err := ReadKIF("t.kif", []byte(tc.text))
		if err != nil {
			t.Fatalf("%q: %v", tc.text, err)
		}
		if diff := cmp.Diff(&tc.want, r.Result, ignorePos); diff != "" {
			t.Errorf("%q: result (-want +got):\n%s", tc.text, diff)
		}
	}
}

func TestReadHeaders(t *testing.T) {
	text := "#KIF version=2.0 encoding=UTF-8\n三番勝負：第1局\n開始日時：2024/02/28 01:02:28\n場所：https://lishogi.org/abcdefgh\n  先手:A\n後手： B 　\n手合割：\n&しおり\n手数----指手---------消費時間--\n* before the moves\n   1手目   7八歩兵 （←7九）"
	r, err := ReadKIF("t.kif", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	want := &KIF{
		Headers: []Header{
			{Key: "三番勝負", Value: "第1局"},
			{Key: "開始日時", Value: "2024/02/28 01:02:28"},
			{Key: "場所", Value: "https://lishogi.org/abcdefgh"},
			{Key: "先手", Value: "A"},
			{Key: "後手", Value: "B"},
			{Key: "手合割", Value: ""},
		},
		Comments: []string{"before the moves"},
		Moves:    []KIFMove{{Number: 1, To: sq(7, 8), Piece: "歩兵", From: sq(7, 9)}},
	}
	if diff := cmp.Diff(want, r, ignorePos); diff != "" {
		t.Errorf("record (-want +got):\n%s", diff)
	}
	if got := r.Headers[3].Pos; got != (Pos{5, 3}) {
		t.Errorf("先手 header at %v, want 5:3", got)
	}
}

// lishogiDiagram is the chu shogi diagram scalashogi's KifModelTest expects
// lishogi to write for the SFEN
// 12/9NN1/2+H+H8/12/9+o2/12/5N3N2/5+O6/9+H2/2+H9/2+H6+H2/12 b.
const lishogiDiagram = ` １２ １１ １０ ９  ８  ７  ６  ５  ４  ３  ２  １
+------------------------------------------------+
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・|一
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  獅  獅  ・|二
|  ・  ・  鷹  鷹  ・  ・  ・  ・  ・  ・  ・  ・|三
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・|四
|  ・  ・  ・  ・  ・  ・  ・  ・  ・v成獅  ・  ・|五
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・|六
|  ・  ・  ・  ・  ・  獅  ・  ・  ・  獅  ・  ・|七
|  ・  ・  ・  ・  ・ 成獅  ・  ・  ・  ・  ・  ・|八
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  鷹  ・  ・|九
|  ・  ・  鷹  ・  ・  ・  ・  ・  ・  ・  ・  ・|十
|  ・  ・  鷹  ・  ・  ・  ・  ・  ・  鷹  ・  ・|十一
|  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・  ・|十二
+------------------------------------------------+`

// lishogiDiagramBoard is lishogiDiagram's position, built from its SFEN:
// N lion 獅, +H horned falcon 鷹, +O a promoted kirin 成獅, lower case White.
func lishogiDiagramBoard(t *testing.T) *Diagram {
	t.Helper()
	names := map[string]string{"N": "獅", "+H": "鷹", "+O": "成獅"}
	b := &Diagram{}
	for _, row := range strings.Split("12/9NN1/2+H+H8/12/9+o2/12/5N3N2/5+O6/9+H2/2+H9/2+H6+H2/12", "/") {
		var cells []DiagramPiece
		for i := 0; i < len(row); i++ {
			var n int
			if _, err := fmt.Sscanf(row[i:], "%d", &n); err == nil {
				cells = append(cells, make([]DiagramPiece, n)...)
				i += len(fmt.Sprint(n)) - 1
				continue
			}
			code := row[i : i+1]
			if code == "+" {
				i++
				code += row[i : i+1]
			}
			white := strings.ToLower(code) == code
			cells = append(cells, DiagramPiece{Name: names[strings.ToUpper(code)], White: white})
		}
		b.Rows = append(b.Rows, cells)
	}
	return b
}

func TestReadDiagram(t *testing.T) {
	for _, tc := range []struct {
		turn              string
		white, handicap   bool
		indent, separator string
	}{
		{"", false, false, "", "\n"},
		{"後手番", true, false, "  ", "\r\n"},
		{"上手番", true, true, "", "\n"},
		{"下手番", false, false, "", "\n"},
	} {
		text := strings.ReplaceAll(lishogiDiagram+"\n"+tc.turn, "\n", tc.separator+tc.indent)
		r, err := ReadKIF("t.kif", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		want := lishogiDiagramBoard(t)
		want.WhiteToMove, want.Handicap = tc.white, tc.handicap
		if diff := cmp.Diff(want, r.Diagram, ignorePos); diff != "" {
			t.Errorf("turn %q: board (-want +got):\n%s", tc.turn, diff)
		}
		if r.Diagram.Pos != (Pos{3, 1 + len(tc.indent)}) {
			t.Errorf("board at %v, want 3:%d", r.Diagram.Pos, 1+len(tc.indent))
		}
	}
}

func TestReadVariations(t *testing.T) {
	text := `   1手目   7八歩兵 （←7九）
   2手目   7五歩兵 （←7四）
   3手目   投了

変化：2手
* the other line
   2手目   6五歩兵 （←6四）
   3手目一歩目 7九獅子 （←7十）
   3手目二歩目 7十獅子 （←7九）
変化：3手
   3手目   6八歩兵 （←6九）`
	r, err := ReadKIF("t.kif", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	want := []Variation{{
		Number:   2,
		Comments: []string{"the other line"},
		Moves: []KIFMove{
			{Number: 2, To: sq(6, 5), Piece: "歩兵", From: sq(6, 4)},
			{Number: 3, Step: 1, To: sq(7, 9), Piece: "獅子", From: sq(7, 10)},
			{Number: 3, Step: 2, To: sq(7, 10), Piece: "獅子", From: sq(7, 9)},
		},
	}, {
		Number: 3,
		Moves:  []KIFMove{{Number: 3, To: sq(6, 8), Piece: "歩兵", From: sq(6, 9)}},
	}}
	if diff := cmp.Diff(want, r.Variations, ignorePos); diff != "" {
		t.Errorf("variations (-want +got):\n%s", diff)
	}
}

func TestReadErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"1手目 歩兵 （←7九）", "t.kif:1:5: want a destination square (7七) or 仝"},
		{"1手目 7八 （←7九）", "t.kif:1:7: want a piece name after the destination"},
		{"1手目 仝 （←7九）", "t.kif:1:7: want a piece name after the destination"},
		{"1手目 7八歩兵打", "t.kif:1:9: a drop (打): no large shogi variant has drops"},
		{"1手目 7八歩兵 （←7九） xyz", `t.kif:1:16: unexpected "xyz"`},
		{"1手目 7八歩兵 （←）", "t.kif:1:12: want the origin square (7八)"},
		{"1手目 7八歩兵 （←7九", "t.kif:1:14: want ） after the origin square"},
		{"1手目 7七獅子（居食い （←6六）", "t.kif:1:14: want ） after 居食い"},
		{"1手目 7八歩兵 （←7九）   (00:75/00:01:15)", "t.kif:1:22: 75 minutes or seconds in the clock field, want below 60"},
		{"1手目 7八歩兵 （←7九）   (00:05/00:00:05", "t.kif:1:33: want ) to close the clock field"},
		{"1手目 7八歩兵 （←7九）   (10000:00/)", "t.kif:1:19: want a clock number of 1 to 4 digits"},
		{"12345678手目 7八歩兵", "t.kif:1:1: a move number of more than 7 digits"},
		{"9999999手目 7八歩兵\n7七歩兵", "t.kif:2:1: a move number beyond 9999999"},
		{"1手目一歩目 7九獅子 （←7十）\n2手目 7五歩兵 （←7四）", "t.kif:1:1: a 一歩目 line without its 二歩目 line"},
		{"1手目一歩目 7九獅子 （←7十）", "t.kif:1:1: a 一歩目 line without its 二歩目 line"},
		{"1手目一歩目 7九獅子 （←7十）\n2手目   投了", "t.kif:1:1: a 一歩目 line without its 二歩目 line"},
		{"1手目二歩目 7九獅子 （←7十）", "t.kif:1:1: a 二歩目 line without a 一歩目 line before it"},
		{"1手目一歩目 7九獅子 （←7十）\n2手目二歩目 7八獅子 （←7九）", "t.kif:2:1: a 二歩目 line numbered 2 after a 一歩目 line numbered 1"},
		{"1手目 7八歩兵 （←7九）\n  先手：A", "t.kif:2:3: a header line after the first move"},
		{"1手目 7八歩兵 （←7九）\n|  ・|一", "t.kif:2:1: a header or diagram line after the first move"},
		{"1手目 7八歩兵 （←7九）\n2手目 投了\n3手目 7五歩兵 （←7四）", "t.kif:3:1: a line after the result line"},
		{"1手目 7八歩兵 （←7九）\n2手目 投了\n 3手目 中断", "t.kif:3:2: a line after the result line"},
		{"|  ・  獅", "t.kif:1:8: want | to close the diagram row"},
		{"|  ・ v|", "t.kif:1:6: want a piece in the diagram cell"},
		{"|  ・  獅|一\n|  ・|二", "t.kif:2:1: a diagram row of 1 squares after rows of 2"},
		{"||", "t.kif:1:1: an empty diagram row"},
		{"先手の持駒：歩二", "t.kif:1:1: pieces in hand: no large shogi variant has drops"},
		{"変化：3手", "t.kif:1:1: a variation (変化) before the first move"},
		{"1手目 7八歩兵\n変化3手", "t.kif:2:3: want ： after 変化"},
		{"1手目 7八歩兵\n変化：手", "t.kif:2:4: want the number of the variation's first move"},
		{"1手目 7八歩兵\n変化：3手目", `t.kif:2:6: unexpected "目"`},
		{"hello", `t.kif:1:1: unrecognised line "hello"`},
		{"八八： 0", "t.kif:1:5: want the origin square (7八)"},
		{"：value", "t.kif:1:1: a header line without a key before its colon"},
		{"先手：A\n後手：\xff", "t.kif:2:4: not UTF-8 text"},
		{"▲投了", "t.kif:1:2: want a destination square (7七) or 仝"},
	} {
		_, err := ReadKIF("t.kif", []byte(tc.text))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q: error %v, want %s", tc.text, err, tc.want)
		}
	}
}

func TestReadLimits(t *testing.T) {
	if _, err := ReadKIF("t.kif", make([]byte, MaxKIFSize+1)); err == nil || !strings.Contains(err.Error(), "at most") {
		t.Errorf("a text of MaxKIFSize+1 bytes: error %v", err)
	}
	lines := []byte(strings.Repeat("\n", MaxKIFLines))
	if _, err := ReadKIF("t.kif", lines); err != nil {
		t.Errorf("a text of MaxKIFLines lines: %v", err)
	}
	if _, err := ReadKIF("t.kif", append(lines, 'x')); err == nil || err.Error() != fmt.Sprintf("t.kif:%d:1: a KIF text of more than %d lines", MaxKIFLines+1, MaxKIFLines) {
		t.Errorf("a text of MaxKIFLines+1 lines: error %v", err)
	}
}

func TestTerminationText(t *testing.T) {
	for _, word := range []string{"投了", "Time-up", "引分け", "引き分け", "反則負け"} {
		var tm TerminationWord
		if err := tm.UnmarshalText([]byte(word)); err != nil {
			t.Fatal(err)
		}
		text, err := tm.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		if _, n := termination(word); string(text) != tm.String() || n != len(word) {
			t.Errorf("%s: %v marshals to %s", word, tm, text)
		}
	}
	var tm TerminationWord
	if err := tm.UnmarshalText([]byte("投了した")); err == nil || !strings.Contains(err.Error(), "want one of 投了, 中断, 切れ負け, Time-up") {
		t.Errorf("UnmarshalText(投了した): %v", err)
	}
	if _, err := TerminationWord(99).MarshalText(); err == nil {
		t.Errorf("TerminationWord(99) marshals")
	}
}
