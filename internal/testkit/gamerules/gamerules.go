// Package gamerules compiles games for the module's tests: a built-in
// game by name, or a variant file, under its default profile or another,
// with options, failing the test on any error.
package gamerules

import (
	"testing"

	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// Builtin returns the built-in game name compiled for play, with options
// (see [variant.Variant.Configure]) when there are any.
func Builtin(tb testing.TB, name string, options ...string) *rules.Rules {
	tb.Helper()
	return Profile(tb, name, "", options...)
}

// Profile returns the built-in game name compiled for play under the rule
// profile named (the default one when it is empty), with options when
// there are any.
func Profile(tb testing.TB, name, profile string, options ...string) *rules.Rules {
	tb.Helper()
	v, err := variants.Load(name)
	if err != nil {
		tb.Fatal(err)
	}
	return compile(tb, v, profile, options)
}

// File returns the variant of the YAML file at path compiled for play,
// with options when there are any.
func File(tb testing.TB, path string, options ...string) *rules.Rules {
	tb.Helper()
	v, err := variant.LoadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	return compile(tb, v, "", options)
}

// compile configures v with profile and options, when it has any, and
// compiles it.
func compile(tb testing.TB, v *variant.Variant, profile string, options []string) *rules.Rules {
	tb.Helper()
	if profile != "" || len(options) > 0 {
		var err error
		if v, err = v.Configure(profile, options...); err != nil {
			tb.Fatal(err)
		}
	}
	r, err := rules.New(v)
	if err != nil {
		tb.Fatal(err)
	}
	return r
}
