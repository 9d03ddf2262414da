package variant

// CapturePromotion is the parameters of the "capture-promotion" hook:
// promotion as the result of capturing. A promoted piece has no promotion
// left, so a piece promotes by capture at most once.
type CapturePromotion struct {
	// Unpromoted is what capturing an unpromoted piece does.
	Unpromoted PromotionMode `yaml:"unpromoted"`
	// Promoted is what capturing a promoted piece does.
	Promoted PromotionMode `yaml:"promoted"`
}

func init() {
	mustRegister(HookSpec{
		Name: "capture-promotion", Doc: "promotion by capturing",
		Params: func() any { return &CapturePromotion{} },
	})
}
