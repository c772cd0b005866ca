# Words drawn into the pictures (boards, hands, replays). Keep them short: they must
# fit their boxes (tests/test_render_*.py check), in the bundled DejaVu subset.

picture-title-classic = { -game-classic }
picture-title-kids = { -game-kids }
picture-title-dice = { -game-dice }

picture-move = Træk { $ply }

picture-player = Spiller { $n }

picture-won = { $name } vandt!

picture-won_resigned = { $name } vandt! (de andre opgav)

picture-drawn = Uafgjort

picture-over = { $termination ->
   *[other] Spillet er slut
}

picture-rolled = { $name } slog { $total }: vælg et felt

picture-to_roll = { $name } skal slå

picture-to_play = { $name } skal spille

picture-out = { $name } (ude)

picture-start = Start

picture-safe = sikker

picture-free = BONUS

picture-wild = { -card-wild(form: "label") }

picture-remove = { -card-remove(form: "label") }

picture-dead = DØDT

picture-you = Dig

picture-your_turn = { $name }: din tur

picture-waiting = { $name }: venter på { $other }

picture-game_over = { $name }: spillet er slut

## Sequence Dice: the side panel and what the roll means

picture-pile = Bunke { $count }
picture-goal = { $n } på stribe
picture-roll-place = læg en brik på et { $total }-felt
picture-roll-replace = alle { $total }-felter dækket: erstat en brik
picture-roll-remove = 10: fjern en modstanders brik
picture-roll-any = 11: et vilkårligt frit felt
picture-roll-any_replace = 11: erstat en modstanders brik
picture-roll-nothing = { $total }: intet at gøre
picture-roll-again = slå igen

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
