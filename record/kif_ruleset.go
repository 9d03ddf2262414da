package record

import (
	"fmt"
	"slices"
	"strings"

	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// Ruleset names the rules a game is played by: a variant, one of its rule
// profiles and the options enabled, as [variant.Variant.Configure] takes
// them.
type Ruleset struct {
	// Variant is the variant's name ([variant.Variant.Name]).
	Variant string
	// Profile is the rule profile; "" for the variant's default.
	Profile string
	// Options are the options enabled.
	Options []string
}

// RulesetOf returns the ruleset of variant v: its name, its profile and
// the options it has enabled.
func RulesetOf(v *variant.Variant) Ruleset {
	return Ruleset{Variant: v.Name, Profile: v.Profile, Options: slices.Clone(v.Enabled)}
}

// The header keys of a record's ruleset. lishogi's importer keeps a
// header it does not know as a tag of that name and ignores it otherwise.
const (
	variantKey = "変則将棋"
	profileKey = "ルール"
	optionsKey = "オプション"
)

// Ruleset returns the ruleset the record's headers name: 変則将棋 (the
// variant's name), ルール (its profile) and オプション (its options,
// separated by commas). It reports false if the record names none. A
// header given twice, a ルール or オプション header without a 変則将棋
// header, an empty name and an empty option are an [*Error] at the
// header's line.
func (rec *KIF) Ruleset() (Ruleset, bool, error) {
	var rs Ruleset
	seen := map[string]Header{}
	for _, h := range rec.Headers {
		switch h.Key {
		case variantKey, profileKey, optionsKey:
		default:
			continue
		}
		if first, twice := seen[h.Key]; twice {
			return Ruleset{}, false, &Error{Pos: h.Pos, Msg: fmt.Sprintf("a second %s header: the first is on line %d", h.Key, first.Pos.Line)}
		}
		seen[h.Key] = h
		switch h.Key {
		case variantKey:
			rs.Variant = h.Value
		case profileKey:
			rs.Profile = h.Value
		case optionsKey:
			for o := range strings.SplitSeq(h.Value, ",") {
				if o = strings.TrimSpace(o); o == "" {
					return Ruleset{}, false, &Error{Pos: h.Pos, Msg: fmt.Sprintf("%s %q: an empty option name", optionsKey, h.Value)}
				}
				rs.Options = append(rs.Options, o)
			}
		}
	}
	v, named := seen[variantKey]
	switch {
	case !named && len(seen) > 0:
		for _, h := range rec.Headers {
			if _, ok := seen[h.Key]; ok {
				return Ruleset{}, false, &Error{Pos: h.Pos, Msg: fmt.Sprintf("a %s header without a %s header naming the variant", h.Key, variantKey)}
			}
		}
	case named && v.Value == "":
		return Ruleset{}, false, &Error{Pos: v.Pos, Msg: fmt.Sprintf("a %s header without a name", variantKey)}
	case named && seen[profileKey].Value == "" && seen[profileKey].Key != "":
		return Ruleset{}, false, &Error{Pos: seen[profileKey].Pos, Msg: fmt.Sprintf("a %s header without a name", profileKey)}
	}
	return rs, named, nil
}

// SetRuleset sets the record's ruleset headers to rs, replacing those it
// has: 変則将棋 always, ルール for a profile, オプション for options, before
// the first player header (先手, 下手, 後手, 上手), so before a start
// diagram, or at the end if there is none.
func (rec *KIF) SetRuleset(rs Ruleset) {
	var headers []Header
	at := -1
	for _, h := range rec.Headers {
		switch {
		case h.Key == variantKey || h.Key == profileKey || h.Key == optionsKey:
			continue
		case isPlayerKey(h.Key) && at < 0:
			at = len(headers)
		}
		headers = append(headers, h)
	}
	if at < 0 {
		at = len(headers)
	}
	set := []Header{{Key: variantKey, Value: rs.Variant}}
	if rs.Profile != "" {
		set = append(set, Header{Key: profileKey, Value: rs.Profile})
	}
	if len(rs.Options) > 0 {
		set = append(set, Header{Key: optionsKey, Value: strings.Join(rs.Options, ",")})
	}
	rec.Headers = slices.Insert(headers, at, set...)
}

// checkRuleset returns an error at the header that names other rules than
// r's, if the record names a ruleset: another variant, another profile (a
// record that names none is under the default, the first), other options
// (in any order).
func (rec *KIF) checkRuleset(r *rules.Rules) error {
	rs, named, err := rec.Ruleset()
	if err != nil || !named {
		return err
	}
	v := r.Variant
	at := func(key string) Pos {
		for _, h := range rec.Headers {
			if h.Key == key {
				return h.Pos
			}
		}
		return Pos{}
	}
	profile := rs.Profile
	if profile == "" && len(v.Profiles) > 0 {
		profile = v.Profiles[0].Name
	}
	want, got := slices.Sorted(slices.Values(v.Enabled)), slices.Sorted(slices.Values(rs.Options))
	switch {
	case rs.Variant != v.Name:
		return &Error{Pos: at(variantKey), Msg: fmt.Sprintf("a game of %s, not of %s", rs.Variant, v.Name)}
	case rs.Profile != "" && len(v.Profiles) == 0:
		return &Error{Pos: at(profileKey), Msg: fmt.Sprintf("a game of %s under the rules %s, but %s has no rule profiles", v.Name, rs.Profile, v.Name)}
	case profile != v.Profile && rs.Profile == "":
		return &Error{Pos: at(variantKey), Msg: fmt.Sprintf("a game of %s under its default rules %s, not %s", v.Name, profile, v.Profile)}
	case profile != v.Profile:
		return &Error{Pos: at(profileKey), Msg: fmt.Sprintf("a game of %s under the rules %s, not %s", v.Name, profile, v.Profile)}
	case !slices.Equal(want, got):
		where := at(optionsKey)
		if len(got) == 0 {
			where = at(variantKey)
		}
		return &Error{Pos: where, Msg: fmt.Sprintf("a game of %s with the options %s, not %s", v.Name, optionList(got), optionList(want))}
	}
	return nil
}

// optionList lists options for a message: "none" for none.
func optionList(options []string) string {
	if len(options) == 0 {
		return "none"
	}
	return strings.Join(options, ", ")
}
