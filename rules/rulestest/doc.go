// Package rulestest gives rapid generators for property-testing code that
// works with largeshogi: your own move generators, engines, notations and
// variant files, checked against package
// [github.com/largeshogi/largeshogi/rules].
//
// # Generators
//
//   - [Position]: a legal position, reached by random legal play from the
//     start of a variant.
//   - [LegalMove] and [IllegalMove]: a move that is, or is not, legal in a
//     position.
//   - [Notation]: a small Betza notation that [betza.Compile] accepts.
//   - [Variant] and [HookedVariant]: a small variant file, as [YAML], that
//     [github.com/largeshogi/largeshogi/variant.Load] and [rules.New]
//     accept.
//
// Every choice is drawn through rapid, so a failing case shrinks: a position
// to fewer moves and earlier moves in the list [rules.Position.AppendMoves]
// gives, a notation to fewer and plainer legs, a variant to a smaller board
// with fewer pieces. Shrinking never leaves what the generator promises: a
// shrunk position is still reached by legal moves.
//
// # Use
//
// In a test, draw from the generators inside [rapid.Check]:
//
//	func TestMyGenerator(t *testing.T) {
//		v, _ := variants.Load("chu")
//		r, _ := rules.New(v)
//		rapid.Check(t, func(t *rapid.T) {
//			p := rulestest.Position(r, 40).Draw(t, "position")
//			want := p.AppendMoves(nil)
//			got := myGenerator(p.SFEN())
//			// compare got and want
//		})
//	}
//
// The directory examples/proptest of the module holds a complete test of
// this kind, ready to copy.
//
// # Failures
//
// rapid logs every drawn value with %#v. A position prints as the SFEN
// that reads it back ([rules.Position.GoString]), a move as its USI, a
// variant ([YAML]) as its file, line by line: a failure fits a screen, and
// the fail file rapid writes under testdata/rapid replays it with
// -rapid.failfile.
package rulestest
