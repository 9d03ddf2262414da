package web

import (
	"io/fs"
	"slices"
	"unicode/utf8"

	"github.com/largeshogi/largeshogi/variants"
)

// notationRunes are the characters beyond piece names that the notations
// and game records write: full-width files and kanji ranks, the words of
// Japanese move notation, and KIF's headers, results and marks.
const notationRunes = "０１２３４５６７８９〇一二三四五六七八九十百千" +
	"同仝成不打生右左直上下引寄入跳射喰食居切分反変化駒" +
	"先後手数指消費時間開始日局棋戦持対番目中断投了詰勝負無判則定千放棄" +
	"子丑寅卯辰巳午未申酉戌亥将玉歩獅" +
	"いきけしじちっでとなにのまみよりれオシナプョルン・ー" +
	"×…←→▲△☖☗　。（）＊："

// KanjiRunes returns, sorted and each once, the characters the page's font
// must hold: every built-in variant's KIF, short and diagram names of its
// pieces, set up and promoted, the characters of Japanese notation, and
// every character beyond ASCII in the page's HTML and JavaScript. The
// generated static/kanji.otf holds them.
func KanjiRunes() ([]rune, error) {
	seen := map[rune]bool{}
	add := func(s string) {
		for _, r := range s {
			if r >= utf8.RuneSelf {
				seen[r] = true
			}
		}
	}
	add(notationRunes)
	all, err := variants.All()
	if err != nil {
		return nil, err
	}
	for _, v := range all {
		for _, p := range v.Pieces {
			for _, promoted := range []bool{false, true} {
				n := p.NamesOf(promoted)
				add(n.KIF)
				add(n.Short)
				add(n.Diagram)
			}
		}
	}
	scripts, err := fs.Glob(files, "static/*.js")
	if err != nil {
		return nil, err
	}
	for _, page := range append([]string{"static/index.html"}, scripts...) {
		b, err := fs.ReadFile(files, page)
		if err != nil {
			return nil, err
		}
		add(string(b))
	}
	runes := make([]rune, 0, len(seen))
	for r := range seen {
		runes = append(runes, r)
	}
	slices.Sort(runes)
	return runes, nil
}
