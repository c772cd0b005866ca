# Words drawn into the pictures (boards, hands, replays). Keep them short: they must
# fit their boxes (tests/test_render_*.py check), in the bundled DejaVu subset.

picture-title-classic = { -game-classic }
picture-title-kids = { -game-kids }
picture-title-dice = { -game-dice }

picture-move = Zet { $ply }

picture-player = Speler { $n }

picture-won = { $name } heeft gewonnen!

picture-won_resigned = { $name } heeft gewonnen! (de anderen gaven op)

picture-drawn = Gelijkspel

picture-over = { $termination ->
   *[other] Spel afgelopen
}

picture-rolled = { $name } gooide { $total }: kies een veld

picture-to_roll = { $name } moet gooien

picture-to_play = { $name } is aan de beurt

picture-out = { $name } (uit)

picture-start = Start

picture-safe = veilig

picture-free = VRIJ

picture-wild = { -card-wild(form: "label") }

picture-remove = { -card-remove(form: "label") }

picture-dead = DOOD

picture-you = Jij

picture-your_turn = { $name }: jouw beurt

picture-waiting = { $name }: wacht op { $other }

picture-game_over = { $name }: spel afgelopen

## Sequence Dice: the side panel and what the roll means

picture-pile = Stapel { $count }
picture-goal = { $n } op een rij
picture-roll-place = leg een fiche op een { $total }
picture-roll-replace = alle { $total }'s bezet: vervang een fiche
picture-roll-remove = 10: haal een fiche van de tegenstander weg
picture-roll-any = 11: elk vrij veld
picture-roll-any_replace = 11: vervang een fiche van de tegenstander
picture-roll-nothing = { $total }: niets te doen
picture-roll-again = gooi opnieuw

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
