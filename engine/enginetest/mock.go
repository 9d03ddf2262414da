package enginetest

import (
	"context"
	"io"
	"strings"

	"github.com/largeshogi/largeshogi/engine/transport"
)

// Mock returns an engine in memory that answers each line it reads with
// the lines script gives for it: for the whole line if script has it, else
// for its first word; a line script has no answer for gets none. It ends
// at quit or when killed. Mock scripts a protocol exchange for a test, as
// python-chess's MockTransport does.
func Mock(script map[string][]string) transport.Func {
	return func(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer) error {
		return lines(ctx, stdin, func(line string) error {
			answer, ok := script[line]
			if !ok {
				word, _, _ := strings.Cut(line, " ")
				answer = script[word]
			}
			for _, a := range answer {
				if _, err := io.WriteString(stdout, a+"\n"); err != nil {
					return err
				}
			}
			if line == "quit" {
				return errQuit
			}
			return nil
		})
	}
}
