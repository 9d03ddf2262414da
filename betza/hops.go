package betza

// Hops reports whether a move of the program can hop over pieces (a p
// modifier on some leg).
func (p *Program) Hops() bool {
	for i := range p.insts {
		if p.insts[i].hop != 0 {
			return true
		}
	}
	return false
}
