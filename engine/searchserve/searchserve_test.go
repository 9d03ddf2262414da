package searchserve

import (
	"context"
	"slices"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/serve"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// TestOffer checks the variants offered: the one played first, then the
// built-in ones without another of its name.
func TestOffer(t *testing.T) {
	all, err := variants.All()
	if err != nil {
		t.Fatal(err)
	}
	sho, err := variants.Load("sho")
	if err != nil {
		t.Fatal(err)
	}
	own := *sho
	own.Name = "own"
	names := func(vs []*variant.Variant) []string {
		var s []string
		for _, v := range vs {
			s = append(s, v.Name)
		}
		return s
	}
	without := func(name string) []string {
		return slices.DeleteFunc(variants.Names(), func(n string) bool { return n == name })
	}
	for _, tc := range []struct {
		first *variant.Variant
		want  []string
	}{
		{nil, variants.Names()},
		{sho, append([]string{"sho"}, without("sho")...)},
		{&own, append([]string{"own"}, variants.Names()...)},
	} {
		got := Offer(tc.first, all)
		if !slices.Equal(names(got), tc.want) {
			t.Errorf("Offer(%v) = %v, want %v", tc.first != nil, names(got), tc.want)
		}
		if tc.first != nil && got[0] != tc.first {
			t.Errorf("Offer: the first variant offered is not the one given")
		}
	}
}

// TestConfig checks the configuration's fields and that its player is the
// search, with the settings and the yield function given.
func TestConfig(t *testing.T) {
	sho, err := variants.Load("sho")
	if err != nil {
		t.Fatal(err)
	}
	yields := 0
	cfg := Config([]*variant.Variant{sho}, Options{Hash: 3, MaxHash: 64, Yield: func() { yields++ }})
	if cfg.Name != search.DefaultName || cfg.Author != Author || cfg.Hash != 3 || cfg.MaxHash != 64 || cfg.MaxMultiPV != MaxMultiPV || len(cfg.Variants) != 1 || cfg.Variants[0] != sho {
		t.Errorf("Config = %+v", cfg)
	}
	r, err := rules.New(sho)
	if err != nil {
		t.Fatal(err)
	}
	p, err := cfg.NewPlayer(r, serve.Settings{Hash: 1, MultiPV: 1, Threads: 1, Skill: serve.MaxSkill})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if _, ok := p.(*search.Searcher); !ok {
		t.Fatalf("NewPlayer made a %T, want a *search.Searcher", p)
	}
	if _, err := p.Go(context.Background(), rules.NewGame(r.NewPosition()), engine.Limits{Depth: 4}, nil); err != nil {
		t.Fatal(err)
	}
	if yields == 0 {
		t.Errorf("the search never called Options.Yield")
	}
	if _, err := cfg.NewPlayer(r, serve.Settings{Hash: search.MaxHash * 2, MultiPV: 1, Threads: 1, Skill: serve.MaxSkill}); err == nil {
		t.Errorf("NewPlayer with a table of %d MiB: no error", search.MaxHash*2)
	}
}
