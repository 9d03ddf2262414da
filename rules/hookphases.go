package rules

import (
	"fmt"
	"reflect"
	"strings"
)

// phase is an interface a compiled hook may implement: joins tells whether
// implementing it makes the hook take part in play (an [Explainer] alone
// does not); own lists the methods that show a hook means to implement it,
// when not all of them do (a [HistoryFilter] is a [HistoryRule] with more).
type phase struct {
	iface reflect.Type
	joins bool
	own   []string
}

// phases are the interfaces the engine looks for in a compiled hook.
var phases = []phase{
	{reflect.TypeFor[PieceFilter](), true, nil},
	{reflect.TypeFor[moveSource](), true, nil},
	{reflect.TypeFor[MoveFilter](), true, nil},
	{reflect.TypeFor[PromotionRule](), true, nil},
	{reflect.TypeFor[Transformer](), true, nil},
	{reflect.TypeFor[Effect](), true, nil},
	{reflect.TypeFor[Stateful](), true, nil},
	{reflect.TypeFor[EndRule](), true, nil},
	{reflect.TypeFor[NoMoveRule](), true, nil},
	{reflect.TypeFor[HistoryRule](), true, nil},
	{reflect.TypeFor[HistoryFilter](), false, []string{"Forbids", "Blocked"}},
	{reflect.TypeFor[Explainer](), false, nil},
	{reflect.TypeFor[capturesOnly](), false, nil},
	{reflect.TypeFor[pathJudge](), false, nil},
}

// checkPhases reports a compiled hook that the engine would silently
// ignore in part or in whole: one with a method named as a phase's that
// does not implement the phase (a Candidate taken by value, a pointer
// receiver on a hook returned by value), or one that takes part in no
// phase.
func checkPhases(h Hook) error {
	t := reflect.TypeOf(h)
	joins := false
	for _, ph := range phases {
		if t.Implements(ph.iface) {
			joins = joins || ph.joins
			continue
		}
		for _, name := range ph.names() {
			if _, ok := t.MethodByName(name); ok {
				return fmt.Errorf("%v has a method %s but is not a %s, which wants %s", t, name, phaseName(ph.iface), methods(ph.iface))
			}
			if t.Kind() != reflect.Pointer {
				if _, ok := reflect.PointerTo(t).MethodByName(name); ok {
					return fmt.Errorf("%v's method %s has a pointer receiver, so the %v that Compile returns is not a %s: return a *%v", t, name, t, phaseName(ph.iface), t)
				}
			}
		}
	}
	if !joins {
		return fmt.Errorf("%v takes part in no phase: it implements none of PieceFilter, MoveFilter, PromotionRule, Transformer, Effect, Stateful, EndRule, NoMoveRule and HistoryRule", t)
	}
	return nil
}

// names returns the methods that show a hook means to implement the phase.
func (ph phase) names() []string {
	if ph.own != nil {
		return ph.own
	}
	var out []string
	for i := range ph.iface.NumMethod() {
		out = append(out, ph.iface.Method(i).Name)
	}
	return out
}

// phaseName names a phase interface as the documentation does.
func phaseName(t reflect.Type) string {
	if t.Name() == "capturesOnly" {
		return "MoveFilter that looks at captures only"
	}
	return t.Name()
}

// methods writes the methods interface t wants with their signatures:
// "Allow func(*rules.Position, *rules.Candidate) bool".
func methods(t reflect.Type) string {
	var out []string
	for i := range t.NumMethod() {
		m := t.Method(i)
		out = append(out, m.Name+" "+m.Type.String())
	}
	return strings.Join(out, ", ")
}

// oneOf is a phase a variant has one hook for: which, in words.
type oneOf struct {
	iface reflect.Type
	what  string
}

// oneOfPhases are the phases a variant has one hook for.
var oneOfPhases = []oneOf{
	{reflect.TypeFor[NoMoveRule](), "what happens to a side with no legal move (NoMoveRule)"},
	{reflect.TypeFor[HistoryRule](), "what the game's history decides (HistoryRule)"},
}
