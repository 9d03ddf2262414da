package notation

import (
	"flag"
	"os"
	"testing"

	"github.com/largeshogi/largeshogi/internal/longtest"
)

// TestMain runs the package's rapid properties with 20 checks each, 100
// under LARGESHOGI_LONG_TESTS=1.
func TestMain(m *testing.M) {
	flag.Parse()
	if err := longtest.RapidChecks(20); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}
