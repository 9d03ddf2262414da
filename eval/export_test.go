package eval

// GameRules lends the package's external tests gameRules.
var GameRules = gameRules
