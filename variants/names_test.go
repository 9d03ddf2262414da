package variants

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/variant"
)

// TestNotationNamesDistinct checks, for every built-in game under its
// default rules and each option alone, that the names the notations need
// to tell pieces apart do: every kind of piece (each piece as set up, and
// each that promotes, promoted) has a diagram and a western name of its
// own, and no two pieces share a KIF or short name. Promoted kinds may
// share the KIF and short names of the kind they move as (lishogi writes
// 金 for a gold general and a promoted pawn alike); Japanese notation tells
// them apart by their squares.
func TestNotationNamesDistinct(t *testing.T) {
	for _, name := range Names() {
		v := mustLoad(t, name)
		configs := []*variant.Variant{v}
		for _, o := range v.Options {
			c, err := v.Configure("", o.Name)
			if err != nil {
				t.Fatal(err)
			}
			configs = append(configs, c)
		}
		for i, c := range configs {
			where := name
			if i > 0 {
				where += " option " + c.Enabled[0]
			}
			checkDistinct(t, where, c)
		}
	}
}

func checkDistinct(t *testing.T, where string, v *variant.Variant) {
	t.Helper()
	diagrams, westerns := map[string]string{}, map[string]string{}
	kif, short := map[string]string{}, map[string]string{}
	claim := func(m map[string]string, what, name, owner string) {
		if name == "" {
			t.Errorf("%s: %s has no %s name", where, owner, what)
			return
		}
		if other, ok := m[name]; ok && other != owner {
			t.Errorf("%s: %s and %s have the same %s name %q", where, other, owner, what, name)
		}
		m[name] = owner
	}
	for _, p := range v.Pieces {
		claim(kif, "KIF", p.Names.KIF, p.ID)
		claim(short, "short", p.Names.Short, p.ID)
		if p.PromotedNames.KIF != "" {
			claim(kif, "KIF", p.PromotedNames.KIF, "promoted "+p.ID)
		}
		if p.PromotedNames.Short != "" {
			claim(short, "short", p.PromotedNames.Short, "promoted "+p.ID)
		}
		if !p.PromotedOnly {
			claim(diagrams, "diagram", p.Names.Diagram, p.ID)
			claim(westerns, "western", p.Names.Western, p.ID)
		}
		if p.Promotes != nil && !p.PromotedOnly {
			n := p.NamesOf(true)
			claim(diagrams, "diagram", n.Diagram, "promoted "+p.ID)
			claim(westerns, "western", n.Western, "promoted "+p.ID)
		}
	}
}

// TestChuNamesAreLishogis compares chu's names with lishogi's tables in
// WandererXII/shogiops src/notation/util.ts (commit 0f947888fa7e), role by
// role: roleToKanji (short), roleToFullKanji (KIF), roleToBoardKanji
// (diagram; for the promoted pawn the game export's 杏, from scalashogi's
// KifUtils.toKifBoard) and roleToWestern.
func TestChuNamesAreLishogis(t *testing.T) {
	type key struct {
		id       string
		promoted bool
	}
	// KIF, short, diagram, western.
	type names [4]string
	lishogi := map[key]names{
		{"pawn", false}:              {"歩兵", "歩", "歩", "P"},
		{"lance", false}:             {"香車", "香", "香", "L"},
		{"ferocious-leopard", false}: {"猛豹", "豹", "豹", "FL"},
		{"copper-general", false}:    {"銅将", "銅", "銅", "C"},
		{"silver-general", false}:    {"銀将", "銀", "銀", "S"},
		{"gold-general", false}:      {"金将", "金", "金", "G"},
		{"king", false}:              {"玉将", "玉", "玉", "K"},
		{"drunk-elephant", false}:    {"醉象", "象", "象", "DE"},
		{"reverse-chariot", false}:   {"反車", "反", "反", "RC"},
		{"bishop", false}:            {"角行", "角", "角", "B"},
		{"blind-tiger", false}:       {"盲虎", "虎", "虎", "BT"},
		{"kirin", false}:             {"麒麟", "麒", "麒", "Kr"},
		{"phoenix", false}:           {"鳳凰", "鳳", "鳳", "Ph"},
		{"side-mover", false}:        {"横行", "横", "横", "SM"},
		{"vertical-mover", false}:    {"竪行", "竪", "竪", "VM"},
		{"rook", false}:              {"飛車", "飛", "飛", "R"},
		{"dragon-horse", false}:      {"龍馬", "馬", "馬", "H"},
		{"dragon-king", false}:       {"龍王", "龍", "龍", "D"},
		{"lion", false}:              {"獅子", "獅", "獅", "Ln"},
		{"queen", false}:             {"奔王", "奔", "奔", "FK"},
		{"go-between", false}:        {"仲人", "仲", "仲", "GB"},
		// whitehorse, bishoppromoted, sidemoverpromoted, ...
		{"lance", true}:             {"白駒", "駒", "駒", "+L"},
		{"ferocious-leopard", true}: {"小角", "小角", "成角", "+FL"},
		{"copper-general", true}:    {"横行", "横", "成横", "+C"},
		{"silver-general", true}:    {"竪行", "竪", "成竪", "+S"},
		{"gold-general", true}:      {"金飛車", "金飛車", "成飛", "+G"},
		{"drunk-elephant", true}:    {"太子", "太", "太", "+DE"},
		{"reverse-chariot", true}:   {"鯨鯢", "鯨", "鯨", "+RC"},
		{"bishop", true}:            {"龍馬", "馬", "成馬", "+B"},
		{"blind-tiger", true}:       {"飛鹿", "鹿", "鹿", "+BT"},
		{"kirin", true}:             {"獅子", "獅", "成獅", "+Kr"},
		{"phoenix", true}:           {"奔王", "奔", "成奔", "+Ph"},
		{"side-mover", true}:        {"奔猪", "猪", "猪", "+SM"},
		{"vertical-mover", true}:    {"飛牛", "牛", "牛", "+VM"},
		{"dragon-horse", true}:      {"角鷹", "鷹", "鷹", "+H"},
		{"dragon-king", true}:       {"飛鷲", "鷲", "鷲", "+D"},
		{"rook", true}:              {"龍王", "龍", "成龍", "+R"},
		{"pawn", true}:              {"金将", "金", "杏", "+P"},
		{"go-between", true}:        {"醉象", "象", "成象", "+GB"},
	}
	v := mustLoad(t, "chu")
	got := map[key]names{}
	for _, p := range v.Pieces {
		for _, promoted := range []bool{false, true} {
			if promoted && p.Promotes == nil || !promoted && p.PromotedOnly {
				continue
			}
			n := p.NamesOf(promoted)
			got[key{p.ID, promoted}] = names{n.KIF, n.Short, n.Diagram, n.Western}
		}
	}
	if diff := cmp.Diff(lishogi, got); diff != "" {
		t.Errorf("chu names (-lishogi +got):\n%s", diff)
	}
}
