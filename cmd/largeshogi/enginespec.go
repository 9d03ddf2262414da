package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/transport"
	"github.com/largeshogi/largeshogi/engine/usi"
	"github.com/largeshogi/largeshogi/engine/xboard"
	"github.com/largeshogi/largeshogi/match"
	"github.com/largeshogi/largeshogi/notation"
)

// engineSpec is an external engine as -engine describes it.
type engineSpec struct {
	text     string // the flag's value
	cmd      string
	args     []string
	dir      string
	proto    string // "usi" or "xboard"
	name     string
	variant  string // the engine's name for the variant
	notation notation.Notation
	memory   int
	options  map[string]string
}

// engineKeys describes the keys of -engine, for its help and errors.
const engineKeys = "cmd=PROGRAM (required), proto=usi|xboard (default xboard), name=NAME, arg=ARGUMENT (once an argument), " +
	"dir=DIRECTORY, variant=NAME (the engine's name for the variant), notation=NOTATION (the engine's moves), " +
	"memory=MB (XBoard), option.NAME=VALUE (an engine option)"

// parseEngineSpec reads -engine's value: comma-separated key=value pairs.
func parseEngineSpec(s string) (engineSpec, error) {
	spec := engineSpec{text: s, proto: "xboard", options: map[string]string{}}
	bad := func(format string, a ...any) (engineSpec, error) {
		return engineSpec{}, fmt.Errorf("-engine %q: %s (keys: %s)", s, fmt.Sprintf(format, a...), engineKeys)
	}
	seen := map[string]bool{}
	for _, kv := range strings.Split(s, ",") {
		key, value, ok := strings.Cut(kv, "=")
		key = strings.TrimSpace(key)
		switch {
		case !ok:
			return bad("%q is not key=value", kv)
		case seen[key] && key != "arg":
			return bad("%s given twice", key)
		}
		seen[key] = true
		switch {
		case key == "cmd":
			spec.cmd = value
		case key == "arg":
			spec.args = append(spec.args, value)
		case key == "dir":
			spec.dir = value
		case key == "proto":
			if value != "usi" && value != "xboard" {
				return bad("proto %q: want usi or xboard", value)
			}
			spec.proto = value
		case key == "name":
			spec.name = value
		case key == "variant":
			spec.variant = value
		case key == "notation":
			n, ok := notation.ByName(value)
			if !ok {
				return bad("notation %q: have %s", value, notationNames())
			}
			spec.notation = n
		case key == "memory":
			mb, err := strconv.Atoi(value)
			if err != nil || mb < 1 {
				return bad("memory %q: want a number of MB", value)
			}
			spec.memory = mb
		case strings.HasPrefix(key, "option.") && len(key) > len("option."):
			spec.options[strings.TrimPrefix(key, "option.")] = value
		default:
			return bad("unknown key %q", key)
		}
	}
	switch {
	case spec.cmd == "":
		return bad("no cmd")
	case spec.memory > 0 && spec.proto != "xboard":
		return bad("memory is for XBoard engines")
	}
	return spec, nil
}

// engineList is the repeatable -engine flag.
type engineList []engineSpec

func (l *engineList) String() string {
	var out []string
	for _, s := range *l {
		out = append(out, s.text)
	}
	return strings.Join(out, " ")
}

func (l *engineList) Set(s string) error {
	spec, err := parseEngineSpec(s)
	if err != nil {
		return err
	}
	*l = append(*l, spec)
	return nil
}

// externalEngine returns the match engine that starts the program spec
// describes and speaks its protocol to it, allowing it margin beyond its
// time as the referee does.
func externalEngine(spec engineSpec, margin time.Duration) match.Engine {
	proc := transport.Process{Path: spec.cmd, Args: spec.args, Dir: spec.dir}
	timeouts := engine.Timeouts{Margin: margin}
	start := func(ctx context.Context) (engine.Player, error) {
		if spec.proto == "usi" {
			return usi.Start(ctx, proc, usi.Config{Name: spec.name, Options: spec.options, Variant: spec.variant,
				Notation: spec.notation, Timeouts: timeouts})
		}
		return xboard.Start(ctx, proc, xboard.Config{Name: spec.name, Options: spec.options, Variant: spec.variant,
			Notation: spec.notation, Memory: spec.memory, Timeouts: timeouts})
	}
	return match.Engine{Name: spec.name, Start: start}
}
