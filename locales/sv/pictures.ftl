# Words drawn into the pictures (boards, hands, replays). Keep them short: they must
# fit their boxes (tests/test_render_*.py check), in the bundled DejaVu subset.

picture-title-classic = { -game-classic }
picture-title-kids = { -game-kids }
picture-title-dice = { -game-dice }

picture-move = Drag { $ply }

picture-player = Spelare { $n }

picture-won = { $name } vann!

picture-won_resigned = { $name } vann! (de andra gav upp)

picture-drawn = Oavgjort

picture-over = { $termination ->
   *[other] Spelet är slut
}

picture-rolled = { $name } slog { $total }: välj en ruta

picture-to_roll = { $name } ska slå

picture-to_play = { $name } ska spela

picture-out = { $name } (ute)

picture-start = Start

picture-safe = säker

picture-free = BONUS

picture-wild = { -card-wild(form: "label") }

picture-remove = { -card-remove(form: "label") }

picture-dead = DÖTT

picture-you = Du

picture-your_turn = { $name }: din tur

picture-waiting = { $name }: väntar på { $other }

picture-game_over = { $name }: spelet är slut

## Sequence Dice: the side panel and what the roll means

picture-pile = Lek { $count }
picture-goal = { $n } i rad
picture-roll-place = lägg en bricka på en { $total }:a
picture-roll-replace = alla { $total }:or täckta: byt ut en bricka
picture-roll-remove = 10: ta bort en motståndares bricka
picture-roll-any = 11: valfri fri ruta
picture-roll-any_replace = 11: byt ut en motståndares bricka
picture-roll-nothing = { $total }: inget att göra
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
