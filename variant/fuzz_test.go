package variant

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func FuzzLoad(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.yaml")
	bad, _ := filepath.Glob("testdata/bad/*.yaml")
	for _, p := range append(files, bad...) {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Fuzz(func(t *testing.T, data string) {
		v, err := Load(strings.NewReader(data), "fuzz.yaml")
		if err != nil {
			var list ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("Load error %T %v, want a non-empty ErrorList", err, err)
			}
			return
		}
		if v.Geometry == nil || len(v.Pieces) == 0 || len(v.Setup) == 0 {
			t.Fatalf("Load succeeded with an incomplete variant")
		}
	})
}
