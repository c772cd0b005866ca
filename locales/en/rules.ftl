# The long rules of /sequence rules, in the words of this language's rule books.

rulebook-title = Rules of Sequence { $variant_name }

rulebook-options = In this game

rulebook-commands = Playing here

rulebook-classic-goal = Be the first player or team to make **two** sequences (with three sides: **one**). A sequence is an unbroken row of 5 chips of your colour: across, down or diagonally.
rulebook-classic-setup-title = Setup
rulebook-classic-setup = 2, 3, 4, 6, 8, 9, 10 or 12 players; more than three play in two or three equal teams, team members sitting alternately. Everyone cuts a card: the lowest deals (aces are high) and the player left of the dealer starts. Cards each: 2 players 7, 3–4 players 6, 6 players 5, 8–9 players 4, 10–12 players 3.
rulebook-classic-turn-title = Your turn
rulebook-classic-turn = Play a card from your hand face up on your own discard pile and put one of your chips on a free space showing that card: every card is on the board twice. Then draw a new card (I draw it for you).
rulebook-classic-jacks-title = Jacks
rulebook-classic-jacks = **Two-eyed jacks** (J♣ J♦) are wild: put a chip on any free space. **One-eyed jacks** (J♥ J♠) remove one opponent chip from the board; that is your whole turn. A chip in a completed sequence cannot be removed.
rulebook-classic-dead-title = Dead cards
rulebook-classic-dead = A card whose two spaces are both covered is dead. On your turn you may turn in one dead card, draw a new one and then play as usual.
rulebook-classic-corners-title = Corners
rulebook-classic-corners = The four corners count as a chip of every colour: a corner plus 4 chips is a sequence. A second sequence may share one space with the first.
rulebook-classic-optional-title = Optional rules
rulebook-classic-optional = **Table-talk penalty:** team members may not coach each other; if they do, every member of that team forfeits a card of their choice. **Advanced jack:** a one-eyed jack may also remove a chip from a completed sequence. **Strict draw:** you draw yourself, and lose the card if the next player plays and draws first.

rulebook-kids-goal = Be the first to get **four** of your own chips in a row: across, down or diagonally.
rulebook-kids-setup-title = Setup
rulebook-kids-setup = 2 to 4 players, each with a colour. Everyone gets 3 cards; the rest is the draw pile. The player left of the dealer starts.
rulebook-kids-turn-title = Your turn
rulebook-kids-turn = Play a card face up on your own discard pile and put a chip on that animal: every animal is on the board twice. Then draw, so that you always have 3 cards. A card whose spaces are both taken: discard it, draw a new one and play as usual.
rulebook-kids-dragon-title = Dragon
rulebook-kids-dragon = Put it on your discard pile and remove one opponent chip from the board. That ends your turn: you cannot put a chip on that space in the same turn.
rulebook-kids-unicorn-title = Unicorn
rulebook-kids-unicorn = Put it on your discard pile and put a chip on any free space.
rulebook-kids-corners-title = Corners
rulebook-kids-corners = The four corners count for everybody: a corner plus three chips in a row is a sequence. Nobody puts a chip on a corner.

rulebook-dice-goal = Be the first player or team with **{ $line }** of your own chips in a row: across, down or diagonally (the rule book recommends 6 when two sides play).
rulebook-dice-setup-title = Setup
rulebook-dice-setup = 2 to 4 players; with four, the first and third play against the second and fourth, and partners may not coach each other. Everyone rolls: the highest starts.
rulebook-dice-turn-title = Your turn
rulebook-dice-turn = Roll both dice and put a chip on a free space with the total. The board has the numbers 2–9 and 12 four times each. If all four are covered, replace an opponent's chip on one of them with yours; if all four are yours, nothing happens.
rulebook-dice-special-title = 10, 11, 2 and 12
rulebook-dice-special = **10:** remove an opponent's chip (not from a 2 or 12 space). **11:** wild, put a chip on any free space (on a full board, replace an opponent's chip). **2 or 12:** place as usual, then roll again.
