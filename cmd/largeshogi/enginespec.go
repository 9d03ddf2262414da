package main

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/baseline"
	"github.com/largeshogi/largeshogi/engine/transport"
	"github.com/largeshogi/largeshogi/engine/usiclient"
	"github.com/largeshogi/largeshogi/engine/xboardclient"
	"github.com/largeshogi/largeshogi/match"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
)

// engineSpec is an engine as -engine describes it: an external program,
// or a player built in.
type engineSpec struct {
	text     string // the flag's value
	builtin  string // "search", "random" or "greedy"; empty for a program
	hash     int    // the built-in search's table, in MiB
	threads  int    // the built-in search's threads
	seed     uint64 // the random and greedy players' seed
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
const engineKeys = "cmd=PROGRAM (an external engine), proto=usi|xboard (default xboard), name=NAME, arg=ARGUMENT (once an argument), " +
	"dir=DIRECTORY, variant=NAME (the engine's name for the variant), notation=NOTATION (the engine's moves), " +
	"memory=MB (XBoard), option.NAME=VALUE (an engine option); " +
	"or builtin=search|random|greedy (a player run in the referee's process), with hash=MB and threads=N (search) or seed=N (random, greedy)"

// builtinKeys are the keys a built-in player takes, by player.
var builtinKeys = map[string][]string{
	"search": {"builtin", "name", "hash", "threads"},
	"random": {"builtin", "name", "seed"},
	"greedy": {"builtin", "name", "seed"},
}

// parseEngineSpec reads -engine's value: comma-separated key=value pairs.
func parseEngineSpec(s string) (engineSpec, error) {
	spec := engineSpec{text: s, proto: "xboard", options: map[string]string{}, seed: 1}
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
		case key == "builtin":
			if builtinKeys[value] == nil {
				return bad("builtin %q: want search, random or greedy", value)
			}
			spec.builtin = value
		case key == "hash" || key == "threads":
			n, err := strconv.Atoi(value)
			if err != nil || n < 1 {
				return bad("%s %q: want a number from 1", key, value)
			}
			if key == "hash" {
				spec.hash = n
			} else {
				spec.threads = n
			}
		case key == "seed":
			n, err := strconv.ParseUint(value, 10, 64)
			if err != nil {
				return bad("seed %q: want a number", value)
			}
			spec.seed = n
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
				return bad("notation %q: have %s", value, strings.Join(notationNames(), ", "))
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
	if spec.builtin != "" {
		for key := range seen {
			if !slices.Contains(builtinKeys[spec.builtin], key) {
				return bad("%s is not a key of builtin=%s, which takes %s", key, spec.builtin, strings.Join(builtinKeys[spec.builtin], ", "))
			}
		}
		spec.proto = ""
		return spec, nil
	}
	switch {
	case seen["hash"] || seen["threads"] || seen["seed"]:
		return bad("hash, threads and seed are for builtin players")
	case spec.cmd == "":
		return bad("no cmd or builtin")
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
			return usiclient.Start(ctx, proc, usiclient.Config{Name: spec.name, Options: spec.options, Variant: spec.variant,
				Notation: spec.notation, Timeouts: timeouts})
		}
		return xboardclient.Start(ctx, proc, xboardclient.Config{Name: spec.name, Options: spec.options, Variant: spec.variant,
			Notation: spec.notation, Memory: spec.memory, Timeouts: timeouts})
	}
	return match.Engine{Name: spec.name, Start: start}
}

// builtinEngine returns the match engine of a built-in player of rules r.
// Each player started gets a seed of its own, spec's seed plus the number
// of players started before it, so that concurrent games differ.
func builtinEngine(spec engineSpec, r *rules.Rules) match.Engine {
	var started atomic.Uint64
	start := func(ctx context.Context) (engine.Player, error) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		seed := spec.seed + started.Add(1) - 1
		switch spec.builtin {
		case "random":
			return baseline.NewRandom(cmp.Or(spec.name, "random"), seed), nil
		case "greedy":
			return baseline.NewGreedy(r, cmp.Or(spec.name, "greedy"), seed), nil
		}
		return search.New(r, search.Options{Name: spec.name, Hash: spec.hash, Threads: spec.threads})
	}
	return match.Engine{Name: spec.name, Start: start}
}
