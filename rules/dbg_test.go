package rules
import ("testing";"os";"fmt";"strings")
func TestDbgDivide(t *testing.T) {
	r := chuRules(t, "lishogi")
	p, err := r.ParseSFEN(os.Getenv("SFEN"))
	if err != nil { t.Fatal(err) }
	var d int; fmt.Sscan(os.Getenv("DEPTH"), &d)
	var lines []string
	for _, m := range p.AppendMoves(nil) { p.Make(m); lines = append(lines, fmt.Sprintf("%s: %d", r.USI(m), Perft(p, d-1))); p.Unmake() }
	os.WriteFile("/tmp/so/ours.txt", []byte(strings.Join(lines, "\n")+"\n"), 0o644)
}
func TestDbgAfter(t *testing.T) {
	r := chuRules(t, "lishogi")
	p, _ := r.ParseSFEN(os.Getenv("SFEN"))
	for _, u := range strings.Fields(os.Getenv("MOVES")) { m, err := p.ParseUSI(u); if err != nil { t.Fatal(err) }; p.Make(m) }
	os.WriteFile("/tmp/so/sfen.txt", []byte(p.SFEN()), 0o644)
}
