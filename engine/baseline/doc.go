// Package baseline holds weak players to measure a stronger one against:
// [Random], which plays any legal move, and [Greedy], which looks one ply
// ahead for the move that wins the most material. Both are
// engine.Players of any variant, built-in or YAML, and use no piece or
// game name: the greedy player weighs pieces with package eval's values.
//
// `largeshogi match -engine builtin=random` and `builtin=greedy` play
// them in a match.
package baseline
