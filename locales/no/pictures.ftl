# Words drawn into the pictures (boards, hands, replays). Keep them short: they must
# fit their boxes (tests/test_render_*.py check), in the bundled DejaVu subset.

picture-title-classic = { -game-classic }
picture-title-kids = { -game-kids }
picture-title-dice = { -game-dice }

picture-move = Trekk { $ply }

picture-player = Spiller { $n }

picture-won = { $name } vant!

picture-won_resigned = { $name } vant! (de andre ga opp)

picture-drawn = Uavgjort

picture-over = { $termination ->
   *[other] Spillet er over
}

picture-rolled = { $name } kastet { $total }: velg et felt

picture-to_roll = { $name } skal kaste

picture-to_play = { $name } skal spille

picture-out = { $name } (ute)

picture-start = Start

picture-safe = trygg

picture-free = ÅPENT

picture-wild = { -card-wild(form: "label") }

picture-remove = { -card-remove(form: "label") }

picture-dead = DØDT

picture-you = Du

picture-your_turn = { $name }: din tur

picture-waiting = { $name }: venter på { $other }

picture-game_over = { $name }: spillet er over

## Sequence Dice: the side panel and what the roll means

picture-pile = Bunke { $count }
picture-goal = { $n } på rad
picture-roll-place = legg en brikke på en { $total }-er
picture-roll-replace = alle { $total }-ere dekket: bytt ut en brikke
picture-roll-remove = 10: fjern en motstanders brikke
picture-roll-any = 11: et valgfritt ledig felt
picture-roll-any_replace = 11: bytt ut en motstanders brikke
picture-roll-nothing = { $total }: ingenting å gjøre
picture-roll-again = kast igjen

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
