package web

import (
	"path"
	"slices"
	"strings"
	"testing"
)

// fetchedUnder names, by file extension, the Content-Security-Policy
// directives a browser fetches the page's files under, each list in the
// order the browser falls back (to default-src last): a script is loaded
// by a <script> tag or started as a worker, the WebAssembly file fetched
// (by the page and by the engine worker), a font loaded by @font-face.
var fetchedUnder = map[string][][]string{
	".js":   {{"script-src", "default-src"}, {"worker-src", "child-src", "script-src", "default-src"}},
	".css":  {{"style-src", "default-src"}},
	".wasm": {{"connect-src", "default-src"}},
	".otf":  {{"font-src", "default-src"}},
	".html": nil, // navigated to
	".txt":  nil, // the font's licence, read by people
}

// Every file the handler serves may be loaded the way the page loads it
// under ContentSecurityPolicy: the directive that governs it allows 'self'.
func TestPolicyAllowsEveryFile(t *testing.T) {
	directives := map[string][]string{}
	for d := range strings.SplitSeq(ContentSecurityPolicy, ";") {
		f := strings.Fields(d)
		if len(f) > 0 {
			directives[f[0]] = f[1:]
		}
	}
	entries, err := files.ReadDir("static")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := strings.TrimSuffix(e.Name(), ".gz")
		chains, ok := fetchedUnder[path.Ext(name)]
		if !ok {
			t.Errorf("%s: no entry in fetchedUnder for how the page loads it", e.Name())
			continue
		}
		for _, chain := range chains {
			for _, d := range chain {
				sources, set := directives[d]
				if !set {
					continue
				}
				if !slices.Contains(sources, "'self'") {
					t.Errorf("%s: loaded under %s, which is %q: 'self' is not allowed", name, d, strings.Join(sources, " "))
				}
				break
			}
		}
	}
}
