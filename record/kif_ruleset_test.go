package record

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/rules"
)

// TestRulesetHeaders reads the headers that name a record's rules, and the
// ones that cannot, each refused at its line.
func TestRulesetHeaders(t *testing.T) {
	const moves = "手数----指手---------消費時間--\n"
	for _, tt := range []struct {
		headers string
		want    Ruleset
		named   bool
		err     string
	}{
		{"先手：A\n", Ruleset{}, false, ""},
		{"変則将棋：makadaidai\n", Ruleset{Variant: "makadaidai"}, true, ""},
		{"変則将棋：chu\nルール：lishogi\nオプション：no-bare-king, cvp-lion-trading\n",
			Ruleset{"chu", "lishogi", []string{"no-bare-king", "cvp-lion-trading"}}, true, ""},
		{"ルール: jcsa\n変則将棋 : chu\n", Ruleset{Variant: "chu", Profile: "jcsa"}, true, ""},
		{"変則将棋：chu\n変則将棋：dai\n", Ruleset{}, false, "2:1: a second 変則将棋 header: the first is on line 1"},
		{"先手：A\nルール：jcsa\n", Ruleset{}, false, "2:1: a ルール header without a 変則将棋 header naming the variant"},
		{"変則将棋：\n", Ruleset{}, false, "1:1: a 変則将棋 header without a name"},
		{"変則将棋：chu\nルール：\n", Ruleset{}, false, "2:1: a ルール header without a name"},
		{"変則将棋：chu\nオプション：a,,b\n", Ruleset{}, false, `2:1: オプション "a,,b": an empty option name`},
	} {
		rec, err := ReadKIF("", []byte(tt.headers+moves))
		if err != nil {
			t.Fatalf("%q: %v", tt.headers, err)
		}
		got, named, err := rec.Ruleset()
		switch {
		case tt.err != "":
			if err == nil || err.Error() != tt.err {
				t.Errorf("%q: %v, want %s", tt.headers, err, tt.err)
			}
		case err != nil:
			t.Errorf("%q: %v", tt.headers, err)
		case named != tt.named:
			t.Errorf("%q: named %v", tt.headers, named)
		default:
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("%q: ruleset (-want +got):\n%s", tt.headers, diff)
			}
		}
	}
}

// TestSetRuleset checks where SetRuleset puts the headers and that it
// replaces those the record has.
func TestSetRuleset(t *testing.T) {
	keys := func(rec *KIF) string {
		var out []string
		for _, h := range rec.Headers {
			out = append(out, h.Key+"="+h.Value)
		}
		return strings.Join(out, " ")
	}
	rec := &KIF{Headers: []Header{{Key: "棋戦", Value: "E"}, {Key: "先手", Value: "A"}, {Key: "後手", Value: "B"}}}
	rec.SetRuleset(Ruleset{"chu", "lishogi", []string{"no-bare-king"}})
	if got, want := keys(rec), "棋戦=E 変則将棋=chu ルール=lishogi オプション=no-bare-king 先手=A 後手=B"; got != want {
		t.Errorf("set: %s, want %s", got, want)
	}
	rec.SetRuleset(Ruleset{Variant: "ko"})
	if got, want := keys(rec), "棋戦=E 変則将棋=ko 先手=A 後手=B"; got != want {
		t.Errorf("replaced: %s, want %s", got, want)
	}
	rec = &KIF{Headers: []Header{{Key: "棋戦", Value: "E"}}}
	rec.SetRuleset(Ruleset{Variant: "ko"})
	if got, want := keys(rec), "棋戦=E 変則将棋=ko"; got != want {
		t.Errorf("without players: %s, want %s", got, want)
	}
}

// TestRulesetRoundTrip writes games of maka dai dai shogi and of chu shogi
// under lishogi's profile with two options, and reads back from the KIF
// text which rules they are played by: a record says which game it is.
func TestRulesetRoundTrip(t *testing.T) {
	for _, tt := range []struct {
		name string
		want Ruleset
	}{
		{"makadaidai", Ruleset{Variant: "makadaidai"}},
		{"chu", Ruleset{"chu", "lishogi", []string{"cvp-lion-trading", "no-bare-king"}}},
		{"sho", Ruleset{Variant: "sho", Options: []string{"no-bare-king"}}},
	} {
		r := builtinWith(t, tt.name, tt.want.Profile, tt.want.Options...)
		v := r.Variant
		src := kifOf(t, randomGame(r, 1, 6))
		rec, err := ReadKIF("g.kif", src)
		if err != nil {
			t.Fatal(err)
		}
		got, named, err := rec.Ruleset()
		if err != nil || !named {
			t.Fatalf("%s: %v, named %v\n%s", tt.name, err, named, src)
		}
		want := tt.want
		if want.Profile == "" {
			want.Profile = v.Profile
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: ruleset (-want +got):\n%s", tt.name, diff)
		}
		if _, err := rec.Game(r); err != nil {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}

// TestRulesetMismatch checks that a record replayed under other rules than
// those it names is refused at the header that names them.
func TestRulesetMismatch(t *testing.T) {
	const moves = "手数----指手---------消費時間--\n1 7八歩兵 （←7九）\n"
	chuWith := func(profile string, options ...string) *rules.Rules {
		return builtinWith(t, "chu", profile, options...)
	}
	for _, tt := range []struct {
		headers string
		r       *rules.Rules
		want    string
	}{
		{"変則将棋：makadaidai\n", builtin(t, "chu"), "g.kif:1:1: a game of makadaidai, not of chu"},
		{"変則将棋：chu\nルール：lishogi\n", builtin(t, "chu"), "g.kif:2:1: a game of chu under the rules lishogi, not jcsa"},
		{"変則将棋：chu\n", chuWith("lishogi"), "g.kif:1:1: a game of chu under its default rules jcsa, not lishogi"},
		{"変則将棋：chu\nオプション：no-bare-king\n", builtin(t, "chu"), "g.kif:2:1: a game of chu with the options no-bare-king, not none"},
		{"変則将棋：chu\n", chuWith("", "no-bare-king"), "g.kif:1:1: a game of chu with the options none, not no-bare-king"},
		{"変則将棋：chu\nオプション：okazaki-go-between\n", chuWith("", "no-bare-king"),
			"g.kif:2:1: a game of chu with the options okazaki-go-between, not no-bare-king"},
		{"変則将棋：sho\nルール：jcsa\n", builtin(t, "sho"), "g.kif:2:1: a game of sho under the rules jcsa, but sho has no rule profiles"},
	} {
		_, _, err := ReadKIFGame("g.kif", []byte(tt.headers+moves), tt.r)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%q: %v, want %s", tt.headers, err, tt.want)
		}
	}
	// The same options in another order are the same rules.
	src := "変則将棋：chu\nオプション：okazaki-go-between,no-bare-king\n" + moves
	if _, _, err := ReadKIFGame("g.kif", []byte(src), chuWith("", "no-bare-king", "okazaki-go-between")); err != nil {
		t.Error(err)
	}
}
