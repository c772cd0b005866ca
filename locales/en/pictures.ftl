# Words drawn into the pictures (boards, hands, replays). Keep them short: they must
# fit their boxes (tests/test_render_*.py check), in the bundled DejaVu subset.

picture-title-classic = { -game-classic }
picture-title-kids = { -game-kids }
picture-title-dice = { -game-dice }

picture-move = Move { $ply }

picture-player = Player { $n }

picture-won = { $name } won!

picture-won_resigned = { $name } won! (others resigned)

picture-drawn = Game drawn

picture-over = Game over ({ $termination })

picture-rolled = { $name } rolled { $total }: choose a space

picture-to_roll = { $name } to roll

picture-to_play = { $name } to play

picture-out = { $name } (out)

picture-start = Start

picture-safe = safe

picture-free = FREE

picture-wild = { -card-wild(form: "label") }

picture-remove = { -card-remove(form: "label") }

picture-dead = DEAD

picture-you = You

picture-your_turn = { $name }: your turn

picture-waiting = { $name }: waiting for { $other }

picture-game_over = { $name }: game over

## Sequence Dice: the side panel and what the roll means

picture-pile = Pile { $count }
picture-goal = { $n } in a row
picture-roll-place = place a chip on a { $total }
picture-roll-replace = all { $total }s covered: replace a chip
picture-roll-remove = 10: remove an opponent's chip
picture-roll-any = 11: any free space
picture-roll-any_replace = 11: replace any opponent's chip
picture-roll-nothing = { $total }: nothing to do
picture-roll-again = roll again

## Sequence for Kids: the animals' names under their pictures

picture-animal-tiger = { -animal-tiger }
picture-animal-kangaroo = { -animal-kangaroo }
picture-animal-giraffe = { -animal-giraffe }
picture-animal-wolf = { -animal-wolf }
picture-animal-turtle = { -animal-turtle }
picture-animal-hippo = { -animal-hippo }
picture-animal-gorilla = { -animal-gorilla }
picture-animal-zebra = { -animal-zebra }
picture-animal-alligator = { -animal-alligator }
picture-animal-lion = { -animal-lion }
picture-animal-fox = { -animal-fox }
picture-animal-moose = { -animal-moose }
picture-animal-panda = { -animal-panda }
picture-animal-shark = { -animal-shark }
picture-animal-camel = { -animal-camel }
picture-animal-ostrich = { -animal-ostrich }
picture-animal-whale = { -animal-whale }
picture-animal-elephant = { -animal-elephant }
picture-animal-penguin = { -animal-penguin }
picture-animal-unicorn = { -animal-unicorn }
picture-animal-dragon = { -animal-dragon }
