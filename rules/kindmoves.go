package rules

// AppendKindMoves appends the legal moves of the side to move's pieces of
// kind k to buf and returns it: the moves of [Position.AppendMoves] that
// such a piece makes, in the same order, at the cost of generating theirs
// alone. Kind 0 appends none.
func (p *Position) AppendKindMoves(buf []Move, k Kind) []Move {
	if p.r == nil || k == 0 {
		return buf
	}
	return p.appendKindMoves(buf, k)
}
