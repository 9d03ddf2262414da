package variant

import (
	"fmt"
	"strings"
)

// names is the table of an enumeration's names, indexed by value: the one
// place a parameter's spellings are written, read by the loader's errors,
// by String and by UnmarshalText alike.
type names []string

// text returns the name of value v.
func text[T ~uint8](n names, v T) string {
	if int(v) < len(n) {
		return n[v]
	}
	return fmt.Sprintf("%d", v)
}

// decode reads a name into *v, or explains which names are allowed.
func decode[T ~uint8](n names, b []byte, v *T) error {
	for i, name := range n {
		if name == string(b) {
			*v = T(i)
			return nil
		}
	}
	return fmt.Errorf("%q is not one of [%s]", b, strings.Join(n, " "))
}

// PromotionMode says whether a move promotes the moving piece: not at all,
// at the player's option, or compulsorily. The modes are ordered: a stronger
// one wins where two apply.
type PromotionMode uint8

// Promotion modes, weakest first.
const (
	PromotionNone PromotionMode = iota
	PromotionOptional
	PromotionCompulsory
)

var promotionModes = names{"none", "optional", "compulsory"}

func (m PromotionMode) String() string { return text(promotionModes, m) }

// UnmarshalText reads "none", "optional" or "compulsory".
func (m *PromotionMode) UnmarshalText(b []byte) error { return decode(promotionModes, b, m) }
