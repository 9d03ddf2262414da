package enginetest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/engine/transport"
)

// envFake is the environment variable that makes a test binary a fake
// engine: PROTOCOL:FAULT:AT:SEED.
const envFake = "LARGESHOGI_FAKE_ENGINE"

// Process returns the fake engine of protocol ("usi" or "xboard") playing
// as s, run as a process: the test binary, run again with an environment
// variable that makes [Main] run the fake. The test binary's TestMain must
// call Main before anything else.
func Process(protocol string, s Script) transport.Process {
	spec := fmt.Sprintf("%s:%s:%d:%d", protocol, s.Fault, s.At, s.Seed)
	return transport.Process{Path: os.Args[0], Args: []string{"-test.run=^$"}, Env: append(os.Environ(), envFake+"="+spec)}
}

// Main runs the fake engine that [Process] asks for, on standard input and
// output, and exits; it returns at once in a process that [Process] did
// not start. Call it first in TestMain:
//
//	func TestMain(m *testing.M) {
//		enginetest.Main()
//		os.Exit(m.Run())
//	}
func Main() {
	spec, ok := os.LookupEnv(envFake)
	if !ok {
		return
	}
	run, err := fromSpec(spec)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	err = run(context.Background(), os.Stdin, os.Stdout, os.Stderr)
	var exit *ExitError
	switch {
	case err == nil:
		os.Exit(0)
	case errors.As(err, &exit):
		os.Exit(exit.Code)
	}
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}

// fromSpec reads the value of envFake.
func fromSpec(spec string) (transport.Func, error) {
	f := strings.Split(spec, ":")
	if len(f) != 4 {
		return nil, fmt.Errorf("enginetest: %s=%q: want PROTOCOL:FAULT:AT:SEED", envFake, spec)
	}
	var s Script
	if err := s.Fault.UnmarshalText([]byte(f[1])); err != nil {
		return nil, err
	}
	at, err1 := strconv.Atoi(f[2])
	seed, err2 := strconv.ParseUint(f[3], 10, 64)
	if err := errors.Join(err1, err2); err != nil {
		return nil, fmt.Errorf("enginetest: %s=%q: %w", envFake, spec, err)
	}
	s.At, s.Seed = at, seed
	switch f[0] {
	case "usi":
		return USI(s), nil
	case "xboard":
		return XBoard(s), nil
	}
	return nil, fmt.Errorf("enginetest: %s=%q: protocol %q: want usi or xboard", envFake, spec, f[0])
}
