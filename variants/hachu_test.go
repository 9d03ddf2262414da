package variants

import (
	"context"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// hachu is where Debian's hachu package installs HaChu.
const hachu = "/usr/games/hachu"

// TestHaChuVariantNames asks HaChu, when it is installed, which variants it
// plays (its "feature variants" after "protover 2"), and checks the
// xboard-variant of each built-in variant against the list: those HaChu
// plays are in it under the name the file gives, the others are not.
func TestHaChuVariantNames(t *testing.T) {
	if _, err := os.Stat(hachu); err != nil {
		t.Skipf("HaChu is not installed: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, hachu)
	cmd.Stdin = strings.NewReader("xboard\nprotover 2\nquit\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v", hachu, err)
	}
	m := regexp.MustCompile(`feature variants="([^"]*)"`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("HaChu names no variants:\n%s", out)
	}
	played := strings.Split(string(m[1]), ",")
	plays := map[string]bool{"chu": true, "dai": true, "tenjiku": true, "sho": true, "wa": true}
	for _, name := range Names() {
		v, err := Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := slices.Contains(played, v.XBoardVariant); got != plays[name] {
			t.Errorf("%s: xboard-variant %q in HaChu's list %v: %v, want %v", name, v.XBoardVariant, played, got, plays[name])
		}
	}
}
