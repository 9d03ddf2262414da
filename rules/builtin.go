package rules

// The built-in hooks get their behaviour here, in the order their phases
// run: filters and promotion rules are asked in this order, effects change
// the position in this order (lion trading records the move's own captures
// before burning adds to them; reversion and loss of powers look at
// everything removed), end rules are checked in this order. Their
// parameters are declared in package variant, one file per hook
// (hook_<name>.go), and their behaviour in this package, in the file of the
// same name.
func init() {
	provide("zone-promotion", compileZonePromotion)
	provide("capture-promotion", compileCapturePromotion)
	provide("contagious-promotion", compileContagiousPromotion)
	provide("promote-on-capture", compilePromoteOnCapture)
	provide("lion-trading", compileLionTrading)
	provide("royal-capture", compileRoyalCapture)
	provide("capture-immunity", compileCaptureImmunity)
	provide("ranked-jumping", compileRankedJumping)
	provide("no-pass", compileNoPass)
	provide("shooting", compileShooting)
	provide("immobilising", compileImmobilising)
	provide("burning", compileBurning)
	provide("cascade-promotion", compileCascadePromotion)
	provide("reversion", compileReversion)
	provide("loss-of-power", compileLossOfPower)
	provide("win", compileWin)
	provide("bare-king", compileBareKing)
	provide("stalemate", compileStalemate)
	provide("repetition", compileRepetition)
}
