package largeshogi_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// readmeLines is the most lines README.md may have: it says what a
// newcomer needs first, and links docs/ for the rest.
const readmeLines = 300

// docs returns README.md and docs/*.md by their paths.
func docs(t *testing.T) map[string]string {
	t.Helper()
	pages, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) == 0 {
		t.Fatal("no docs/*.md")
	}
	out := map[string]string{}
	for _, p := range append([]string{"README.md"}, pages...) {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out[p] = string(src)
	}
	return out
}

// TestREADME checks that README.md is at most readmeLines long and links
// every page of docs/.
func TestREADME(t *testing.T) {
	files := docs(t)
	readme := files["README.md"]
	if n := strings.Count(readme, "\n"); n > readmeLines {
		t.Errorf("README.md has %d lines, more than %d: move reference to docs/", n, readmeLines)
	}
	for p := range files {
		if p != "README.md" && !strings.Contains(readme, "]("+p+")") {
			t.Errorf("README.md does not link %s", p)
		}
	}
}

// mdLink matches a Markdown link's target.
var mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestDocLinks checks that every relative link of README.md and docs/*.md
// names a file or directory of the module, and that a link to a heading
// (#anchor) names a heading of its page.
func TestDocLinks(t *testing.T) {
	files := docs(t)
	for file, src := range files {
		for _, m := range mdLink.FindAllStringSubmatch(src, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			path, anchor, _ := strings.Cut(target, "#")
			if path == "" {
				path = file
			} else {
				path = filepath.Join(filepath.Dir(file), path)
			}
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s: link %s: %v", file, target, err)
				continue
			}
			if anchor == "" {
				continue
			}
			page, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Contains(headingAnchors(string(page)), anchor) {
				t.Errorf("%s: link %s: %s has no heading #%s (has %v)", file, target, path, anchor, headingAnchors(string(page)))
			}
		}
	}
}

// headingAnchors returns the anchors of a Markdown page's headings, as
// GitHub makes them: lower case, spaces as hyphens, other punctuation
// dropped.
func headingAnchors(page string) []string {
	var out []string
	inBlock := false
	for _, line := range strings.Split(page, "\n") {
		if strings.HasPrefix(line, "```") {
			inBlock = !inBlock
		}
		if inBlock || !strings.HasPrefix(line, "#") {
			continue
		}
		title := strings.ToLower(strings.TrimSpace(strings.TrimLeft(line, "#")))
		var b strings.Builder
		for _, r := range title {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127:
				b.WriteRune(r)
			}
		}
		out = append(out, b.String())
	}
	return out
}

// moduleName is a name a package of the module declares, with its members
// when it is a type: methods, struct fields and interface methods.
type moduleName struct {
	members map[string]bool
}

// modulePackages returns, by package name, the exported names the
// module's packages declare outside their tests, the package directories,
// and by directory, the module's packages it imports (by directory).
func modulePackages(t *testing.T) (names map[string]map[string]*moduleName, dirs []string, imports map[string][]string) {
	t.Helper()
	names = map[string]map[string]*moduleName{}
	imports = map[string][]string{}
	fset := token.NewFileSet()
	seen := map[string]bool{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && path != ".") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		dir := filepath.ToSlash(filepath.Dir(path))
		if !seen[dir] {
			seen[dir] = true
			dirs = append(dirs, dir)
		}
		for _, imp := range f.Imports {
			if q, ok := strings.CutPrefix(strings.Trim(imp.Path.Value, `"`), module+"/"); ok && !slices.Contains(imports[dir], q) {
				imports[dir] = append(imports[dir], q)
			}
		}
		pkg := names[f.Name.Name]
		if pkg == nil {
			pkg = map[string]*moduleName{}
			names[f.Name.Name] = pkg
		}
		declare := func(name string) *moduleName {
			n := pkg[name]
			if n == nil {
				n = &moduleName{members: map[string]bool{}}
				pkg[name] = n
			}
			return n
		}
		for _, decl := range f.Decls {
			switch decl := decl.(type) {
			case *ast.FuncDecl:
				if decl.Recv == nil {
					declare(decl.Name.Name)
					continue
				}
				declare(receiverType(decl.Recv.List[0].Type)).members[decl.Name.Name] = true
			case *ast.GenDecl:
				for _, spec := range decl.Specs {
					switch spec := spec.(type) {
					case *ast.TypeSpec:
						n := declare(spec.Name.Name)
						var fields *ast.FieldList
						switch typ := spec.Type.(type) {
						case *ast.StructType:
							fields = typ.Fields
						case *ast.InterfaceType:
							fields = typ.Methods
						}
						if fields != nil {
							for _, field := range fields.List {
								for _, name := range field.Names {
									n.members[name.Name] = true
								}
							}
						}
					case *ast.ValueSpec:
						for _, name := range spec.Names {
							declare(name.Name)
						}
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return names, dirs, imports
}

// module is the module's path.
const module = "github.com/largeshogi/largeshogi"

// receiverType returns the name of a method's receiver type.
func receiverType(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}

// qualified matches a name qualified by a package, and a member of it:
// rules.New, search.Options.Yield, record.MaxPlies.
var qualified = regexp.MustCompile(`\b([a-z][a-z0-9]*)\.([A-Z][A-Za-z0-9_]*)(?:\.([A-Z][A-Za-z0-9_]*))?`)

// TestDocNames checks that every name README.md and docs/*.md qualify by
// one of the module's packages (rules.New, search.Options.Yield) is
// declared there, and so is the member of a type they name.
func TestDocNames(t *testing.T) {
	names, _, _ := modulePackages(t)
	checked := 0
	for file, src := range docs(t) {
		for i, line := range strings.Split(src, "\n") {
			for _, m := range qualified.FindAllStringSubmatch(line, -1) {
				pkg, ok := names[m[1]]
				if !ok || m[1] == "main" {
					continue
				}
				checked++
				n, ok := pkg[m[2]]
				if !ok {
					t.Errorf("%s:%d: %s.%s: package %s declares no %s", file, i+1, m[1], m[2], m[1], m[2])
					continue
				}
				if m[3] != "" && len(n.members) > 0 && !n.members[m[3]] {
					t.Errorf("%s:%d: %s.%s.%s: %s has no member %s", file, i+1, m[1], m[2], m[3], m[2], m[3])
				}
			}
		}
	}
	if checked < 50 {
		t.Errorf("%d qualified names found in the documentation, want at least 50: is the pattern right?", checked)
	}
}

// testName matches the name of a test, benchmark, fuzz target or example.
var testName = regexp.MustCompile(`\b(Test|Benchmark|Fuzz|Example)[A-Z][A-Za-z0-9_]*`)

// TestDocTestNames checks that every test, benchmark, fuzz target and
// example README.md and docs/*.md name is a function of the module's tests.
func TestDocTestNames(t *testing.T) {
	funcs := map[string]bool{}
	decl := regexp.MustCompile(`(?m)^func ((?:Test|Benchmark|Fuzz|Example)\w*)\(`)
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return err
		}
		src, err := os.ReadFile(path)
		for _, m := range decl.FindAllSubmatch(src, -1) {
			funcs[string(m[1])] = true
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for file, src := range docs(t) {
		for i, line := range strings.Split(src, "\n") {
			for _, name := range testName.FindAllString(line, -1) {
				if !funcs[name] {
					t.Errorf("%s:%d: no test function %s", file, i+1, name)
				}
			}
		}
	}
}

// TestDocVariants checks every YAML block of README.md and docs/*.md:
// each is YAML, and one that defines a variant (it has a name) loads and
// compiles under each of its profiles and with each of its options.
func TestDocVariants(t *testing.T) {
	loaded := 0
	for file, src := range docs(t) {
		for _, block := range strings.Split(src, "```yaml\n")[1:] {
			text, _, ok := strings.Cut(block, "```")
			if !ok {
				t.Errorf("%s: a YAML block without its end", file)
				continue
			}
			var doc map[string]any
			if err := yaml.Unmarshal([]byte(text), &doc); err != nil {
				t.Errorf("%s: a YAML block that is not YAML: %v\n%s", file, err, text)
				continue
			}
			if _, ok := doc["name"]; !ok {
				continue
			}
			v, err := variant.Load(strings.NewReader(text), file)
			if err != nil {
				t.Errorf("%s: %v", file, err)
				continue
			}
			loaded++
			configs := [][]string{}
			for _, p := range v.Profiles {
				configs = append(configs, []string{p.Name})
			}
			for _, o := range v.Options {
				configs = append(configs, []string{"", o.Name})
			}
			for _, c := range append(configs, []string{""}) {
				w, err := v.Configure(c[0], c[1:]...)
				if err == nil {
					_, err = rules.New(w)
				}
				if err != nil {
					t.Errorf("%s: variant %s %q: %v", file, v.Name, c, err)
				}
			}
		}
	}
	if loaded == 0 {
		t.Error("no variant defined in the documentation: the schema guide (docs/variants.md) has lost its example")
	}
}

// TestDocMap checks that the module's map, doc.go, names every package
// directory of the module.
func TestDocMap(t *testing.T) {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	words := map[string]bool{}
	for _, w := range regexp.MustCompile(`[a-z][a-z0-9/]*`).FindAllString(string(src), -1) {
		words[w] = true
	}
	_, dirs, _ := modulePackages(t)
	for _, dir := range dirs {
		if dir != "." && !words[dir] {
			t.Errorf("doc.go does not name package %s", dir)
		}
	}
}

// TestDocMapOrder checks the order of doc.go's packages: each listed
// package imports only packages listed above it (or in its own entry) and
// the helpers of internal/.
func TestDocMapOrder(t *testing.T) {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(src), "// # Packages")
	section, _, _ = strings.Cut(section, "// Helpers")
	rank := map[string]int{}
	for i, m := range regexp.MustCompile(`(?m)^//   - ([a-z/, ]+):`).FindAllStringSubmatch(section, -1) {
		for _, p := range strings.Split(m[1], ", ") {
			rank[p] = i + 1
		}
	}
	if len(rank) < 20 {
		t.Fatalf("doc.go lists %d packages in its section Packages, want every package", len(rank))
	}
	_, _, imports := modulePackages(t)
	for p, r := range rank {
		for _, q := range imports[p] {
			if strings.HasPrefix(q, "internal/") || strings.Contains(q, "/internal/") {
				continue
			}
			if rank[q] == 0 || rank[q] > r {
				t.Errorf("%s imports %s, which doc.go lists below it or not at all", p, q)
			}
		}
	}
}

// TestCIRunsREADMETests checks that .ci/run runs README's test commands:
// go test ./... with the long runs asked for.
func TestCIRunsREADMETests(t *testing.T) {
	ci, err := os.ReadFile(".ci/run")
	if err != nil {
		t.Fatal(err)
	}
	readme := docs(t)["README.md"]
	for _, want := range []string{"`go test ./...`", "`LARGESHOGI_LONG_TESTS=1 go test ./...`"} {
		if !strings.Contains(readme, want) {
			t.Errorf("README.md does not give the test command %s", want)
		}
	}
	for _, want := range []string{"\nexport LARGESHOGI_LONG_TESTS=1\n", "\ngo test ./...\n"} {
		if !strings.Contains(string(ci), want) {
			t.Errorf(".ci/run does not run %q", strings.TrimSpace(want))
		}
	}
	if long, test := strings.Index(string(ci), "LARGESHOGI_LONG_TESTS=1\n"), strings.Index(string(ci), "\ngo test ./...\n"); long > test {
		t.Error(".ci/run runs go test ./... before it asks for the long runs")
	}
}
