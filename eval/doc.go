// Package eval values pieces and positions of any variant from its rules:
// what each piece's compiled move does on the board, and what the rule
// hooks add, never from the piece's or the game's name.
//
// # Piece values
//
// [NewTable] estimates each piece's value the way H. G. Muller's
// Interactive Diagram does for any piece: by putting the piece on the
// board and counting what its move reaches. A piece is put on every file
// of evenly spread ranks, on a few random boards where each other square
// holds an enemy piece with a probability (the share of the board the
// setup fills, halved: the density of a game under way), each board with
// its mirror image. What it measures ([Moves]) is
//
//   - reach: the squares it attacks, a slide's far squares only as often
//     as the squares before them are empty;
//   - forwardness: the reach ahead of the piece less the reach behind it;
//   - range: the squares it attacks on an otherwise empty board;
//   - leaps: the squares it attacks on a full board, whatever stands
//     between;
//   - multiple captures: how many pieces beyond the first one move can
//     remove (a lion's double capture, several shots).
//
// These combine into a mobility in squares (reach weighted for
// forwardness, plus shares of range, leaps and multiple captures; the
// range counted is at most a queen's, the lines through the square, as a
// piece that turns corners or jumps whatever stands between, such as the
// hook mover, reaches a whole empty board), and the rule hooks add to the
// pieces they name: a burner the enemies it burns on average, a net the
// lines it freezes, a fog the shooters it stops. The value grows faster
// than mobility, as mobility × (1 + mobility/35) up to a mobility of 70,
// about twice chu shogi's lion's, and in proportion beyond, scaled so
// that a piece that steps one square forward is worth 100: far-reaching
// pieces are worth more than several short-range ones of the same total
// mobility, as players' exchange values of the large variants say (a chu
// shogi lion is worth about ten silver generals). A piece that promotes
// adds a share of what promoting gains: a fifth where it promotes in a far
// zone, half where the rules promote it on capture. Royal pieces are
// priceless: their value, [Table.RoyalValue], is twice the most valuable
// other piece's. A variant file may state a piece's value instead (the
// piece's value field, [variant.Piece.Value]).
//
// `largeshogi values -variant NAME` prints the table.
//
// Values and evaluations are on an internal scale, where the unit piece
// is worth 100. Scores that leave a search are in centipawns of the
// variant's pawn, as every GUI reads them ([Table.Pawn],
// [Table.Centipawns]): the piece of the setup that moves one step forward,
// promotion share included (chu shogi's pawn is 190 on the internal
// scale, so 190 reads as 100 centipawns); a variant without such a piece
// counts in its weakest piece of the setup.
//
// # Positions
//
// An [Evaluator] scores a position for the side to move: material (a
// royal piece counting what its moves are worth, at most RoyalValue: a
// side's last royal piece lost ends the game, and a second one is no
// priceless piece), a bonus for pieces that could promote as they advance
// toward the far ranks, placement (a piece that is not royal gains or
// loses a share of its value by how many more or fewer squares than its
// mean it reaches from its square on the sample boards: 15% for twice
// as many, 15% less for none, so that a stepper on the edge or in a corner
// counts less than in the middle), royal safety (each friendly piece
// next to a royal piece and, once an enemy piece has come within two king
// steps of it, each enemy piece
// that reaches it, found with rules.Position.Attackers), a share of each
// piece's value (of at most a quarter of the most valuable piece's) that
// grows as it nears the enemy royal pieces (a larger share on a board
// longer than 12 squares, up to twice, so that a step toward them earns
// what it earns across 12) and, where the bare-king hook
// is in force, a side left with only royal pieces. Where a side loses
// only when all its royal pieces are gone (rules.Rules.SpareRoyals), its
// safety and the net around it are those of its safest royal piece, and
// the enemy's pieces are drawn to the royal piece farthest from them: a
// prince that a drunk elephant has become in the enemy's camp draws no
// army to it and does not count as the side's king under attack there.
// A side whose pieces (royal pieces aside) are worth more than the
// enemy's counts its lead a quarter more for each time the material of
// the setup is the material left on the board, beyond the first (up to
// five times the lead), an eighth more on a board of 12 squares or fewer
// (up to three times): ahead, it trades pieces down toward a bare king
// and a royal piece it can hunt, and the side behind avoids the trades.
// A side whose pieces are worth more than the enemy's by more than 6/64
// of theirs counts its nearness to the enemy
// royal pieces and its attacks on them more, up to four times where it
// has twice the enemy's material: far ahead, it closes in on the pieces
// it must capture (every royal piece where the win rule asks for all of
// them) instead of collecting more material. Once its pieces are worth
// about a sixth more than the enemy's, it also counts, for each enemy
// royal piece, the squares within three king steps that the royal piece
// cannot walk to (off the board, reached by its pieces —
// rules.Position.Guarded — held by the royal piece's own side, or cut off
// behind those), and the nearness of its own royal pieces, weighted up to
// eight times: it closes the net and brings its royal pieces up, where
// the capture lies beyond the search's horizon. On a board longer than 12
// squares both sides count the net, weighted two to four times, once
// half the setup's material is gone, however even the material: two
// equal sides otherwise kept their royal pieces home while their
// long-range pieces roamed to the ply limit. Both sides count their
// nearness and attacks once more for each time the setup's material is
// the material left (up to four times): as the board empties, the royal
// pieces are what is left to play for, and two equal sides go for them
// rather than keep their pieces home to the ply limit.
//
// A search asks for the score of every position it visits, a move apart:
// an [Incremental] follows its position move by move, updating the
// material, advancement and tropism from the squares each move changed
// (rules.Position.LastChanges) and reading the board only around the
// royal pieces, and scores as [Evaluator.Evaluate] does.
package eval
