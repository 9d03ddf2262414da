package main

import (
	"fmt"
	"strings"

	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// variantFlags are the flags that choose a variant and configure it.
type variantFlags struct {
	name, file, profile, options string
}

// register defines -variant, -file and -options on f, and -rules if
// withProfile is set.
func (vf *variantFlags) register(f *flags, withProfile bool, optionsDoc string) {
	f.StringVar(&vf.name, "variant", "chu", "built-in variant: "+strings.Join(variants.Names(), ", ")+" (in any case, with or without spaces, hyphens or a final \"shogi\", or by its USI or XBoard name: chushogi is chu, kyoku taikyoku)")
	f.StringVar(&vf.file, "file", "", "variant file (YAML) instead of a built-in variant")
	if withProfile {
		f.StringVar(&vf.profile, "rules", "", "rule profile (default: the variant's first)")
	}
	f.StringVar(&vf.options, "options", "", optionsDoc)
}

// load loads the variant the flags name, with its profile and options.
// Unknown variants, profiles and options are errors that list the names
// there are.
func (vf *variantFlags) load() (*variant.Variant, error) {
	var v *variant.Variant
	var err error
	if vf.file != "" {
		v, err = variant.LoadFile(vf.file)
	} else {
		var name string
		if name, err = variants.Lookup(vf.name); err == nil {
			v, err = variants.Load(name)
		}
	}
	if err != nil {
		return nil, err
	}
	opts, err := optionList(vf.options)
	if err != nil {
		return nil, err
	}
	return v.Configure(vf.profile, opts...)
}

// compile loads the variant the flags name and compiles its rules.
func (vf *variantFlags) compile() (*rules.Rules, error) {
	v, err := vf.load()
	if err != nil {
		return nil, err
	}
	return rules.New(v)
}

// optionList splits a comma-separated list of option names, trimming the
// spaces around each.
func optionList(s string) ([]string, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	parts := strings.Split(s, ",")
	for i, p := range parts {
		parts[i] = strings.TrimSpace(p)
		if parts[i] == "" {
			return nil, fmt.Errorf("-options %q: an empty option name", s)
		}
	}
	return parts, nil
}
