package variant

import (
	"errors"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestHookChecks gives the mini variant's rules one hook with parameters
// that break a rule the hook's checks state, and compares the errors, their
// file positions left out.
func TestHookChecks(t *testing.T) {
	src, err := os.ReadFile("testdata/mini.yaml")
	if err != nil {
		t.Fatal(err)
	}
	const anchor = "  stalemate: {result: loss}\n"
	if !strings.Contains(string(src), anchor) {
		t.Fatalf("testdata/mini.yaml has no line %q", anchor)
	}
	position := regexp.MustCompile(`^mini\.yaml:\d+:\d+: `)
	const zone = "  zone-promotion: {depth: 1, enter: true, capture-from-zone: true, capture-into-zone: true}\n"
	tests := []struct {
		name, hook string
		cut        string // a line of the file to leave out, if any
		want       []string
	}{
		{"burning radius 0", "burning: {pieces: [lion], radius: 0}", "",
			[]string{"burning: radius: want a radius from 1 to the board's size"}},
		{"burning radius past the board", "burning: {pieces: [lion], radius: 11}", "",
			[]string{"burning: radius: want a radius from 1 to the board's size"}},
		{"contagion to a promoted-only piece a capturer may promote to", "contagious-promotion: {rules: [{captured: [lion], becomes: tokin}]}", "",
			nil},
		{"contagion to a promoted-only piece nothing promotes to", "contagious-promotion: {rules: [{captured: [lion], becomes: tokin}]}", "    promotes: tokin\n",
			[]string{
				"piece tokin appears only by promotion, but nothing promotes to it",
				"contagious-promotion: rules: no piece promotes to tokin or is one, so no capturer can become one",
			}},
		{"contagion to an unknown piece", "contagious-promotion: {rules: [{captured: [lion], becomes: dragon}]}", "",
			[]string{`contagious-promotion: rules: no piece "dragon"`}},
		{"net that does not slide", "immobilising: {nets: [{piece: gold, directions: NaN}]}", "",
			[]string{"immobilising: nets: net gold: directions NaN must be plain slides"}},
		{"lion trait nobody has", "lion-trading: {lions: tiger}", "",
			[]string{`lion-trading: lions: no piece has the trait "tiger"`}},
		{"loss of move without a betza", "loss-of-power: [{piece: gold, trigger: [king], loses: move}]", "",
			[]string{"loss-of-power: gold: loses: move needs the betza of the move that remains"}},
		{"loss of move to a bad betza", "loss-of-power: [{piece: gold, trigger: [king], loses: move, betza: fX}]", "",
			[]string{`loss-of-power: gold: betza fX: column 2: unexpected "X" where an atom was expected`}},
		{"loss of move to a move of too many legs", "loss-of-power: [{piece: gold, trigger: [king], loses: move, betza: a7W}]", "",
			[]string{"loss-of-power: gold: betza a7W: column 1: a move of up to 7 legs: the rules engine plays at most 6"}},
		{"loss of promotion with a betza", "loss-of-power: [{piece: pawn, trigger: [king], loses: promotion, betza: W}]", "",
			[]string{"loss-of-power: pawn: loses: promotion takes no betza"}},
		{"one loss-of-power rule too many", "loss-of-power: [" + strings.Repeat("{piece: pawn, trigger: [king], loses: promotion}, ", MaxLossRules+1) + "]", "",
			[]string{"loss-of-power: 33 rules: at most 32"}},
		{"no-recurrence with a perpetual-check verdict", "repetition: {mode: no-recurrence, perpetual-check: loss}", "",
			[]string{"repetition: mode: no-recurrence forbids every repetition: perpetual-check, perpetual-attack and pass-first-deviates do nothing with it"}},
		{"reversion on capture by either side", "reversion: [{piece: tokin, reverts-to: pawn, when: captured, trigger: [king], trigger-side: any}]", "",
			[]string{"reversion: tokin: trigger-side any is implemented for when: within only"}},
		{"reversion to a promoted-only piece", "reversion: [{piece: gold, reverts-to: tokin, when: within, trigger: [king]}]", "",
			[]string{"reversion: gold reverts to tokin, which appears only by promotion"}},
		{"a piece of two ranks", "ranked-jumping: {ranks: [[king], [gold, king]]}", "",
			[]string{"ranked-jumping: ranks: king is given two ranks"}},
		{"a jumper that hops nothing", "ranked-jumping: {jumpers: [gold]}", "",
			[]string{"ranked-jumping: jumpers: gold's move (WfF) hops over nothing"}},
		{"a target class not defined", "shooting: {target-classes: {royals: [king]}, shooters: [{piece: lion, targets: [royals, golds]}]}", "",
			[]string{`shooting: shooters: no target class "golds"`}},
		{"a target class near one defined", "shooting: {target-classes: {royals: [king]}, shooters: [{piece: lion, targets: [royal]}]}", "",
			[]string{`shooting: shooters: no target class "royal" (did you mean "royals"?)`}},
		{"zone deeper than the board", "zone-promotion: {depth: 6}", zone,
			[]string{"zone-promotion: depth: depth 6 outside 1 to 5"}},
		{"second chance for a piece that does not promote", "zone-promotion: {depth: 1, second-chance: {gold: 1}}", zone,
			[]string{"zone-promotion: second-chance: gold does not promote"}},
		{"must-promote deeper than the board", "zone-promotion: {depth: 1, must-promote: {pawn: 6}}", zone,
			[]string{"zone-promotion: must-promote: pawn: 6 ranks outside 1 to 5"}},
		{"a piece in last-rank and second-chance", "zone-promotion: {depth: 1, last-rank: [pawn], second-chance: {pawn: 1}}", zone,
			[]string{"zone-promotion: second-chance: pawn is also in last-rank: give its depth once"}},
	}
	for _, tt := range tests {
		text := strings.Replace(string(src), anchor, anchor+"  "+tt.hook+"\n", 1)
		if tt.cut != "" {
			if !strings.Contains(text, tt.cut) {
				t.Fatalf("%s: testdata/mini.yaml has no line %q", tt.name, tt.cut)
			}
			text = strings.Replace(text, tt.cut, "", 1)
		}
		_, err := Load(strings.NewReader(text), "mini.yaml")
		var got []string
		if err != nil {
			var list ErrorList
			if !errors.As(err, &list) {
				t.Errorf("%s: Load returned %v, want an ErrorList", tt.name, err)
				continue
			}
			for _, line := range strings.Split(list.Error(), "\n") {
				got = append(got, position.ReplaceAllString(line, ""))
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: errors (-want +got):\n%s", tt.name, diff)
		}
	}
}

// TestHookFieldDocs checks that every text, list and mapping parameter of
// the built-in hooks says in its doc tag what it names, so that largeshogi
// hooks can say it.
func TestHookFieldDocs(t *testing.T) {
	var walk func(hook string, typ reflect.Type)
	walk = func(hook string, typ reflect.Type) {
		for typ.Kind() == reflect.Pointer || typ.Kind() == reflect.Slice {
			typ = typ.Elem()
		}
		if typ.Kind() != reflect.Struct {
			return
		}
		for i := range typ.NumField() {
			f := typ.Field(i)
			switch k := f.Type.Kind(); {
			case f.Type.Implements(textUnmarshaler) || reflect.PointerTo(f.Type).Implements(textUnmarshaler):
			case k == reflect.String || k == reflect.Map || (k == reflect.Slice && f.Type.Elem().Kind() != reflect.Struct):
				if f.Tag.Get("doc") == "" {
					t.Errorf("%s: %s (%s) has no doc tag", hook, f.Tag.Get("yaml"), f.Type)
				}
			case k == reflect.Struct || k == reflect.Slice:
				walk(hook, f.Type)
			}
		}
	}
	for _, h := range Hooks() {
		walk(h.Name, reflect.TypeOf(h.Params()))
	}
}
