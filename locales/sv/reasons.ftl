# Why a move is refused: the engine's reason codes. $card and $label are card
# names in this language already.

reason-forfeits_pending = vi väntar på att laget lämnar kort för prat vid bordet

reason-not_in_hand = { $card } finns inte på din hand

reason-corner_no_chip = { $space } är en hörnruta; där ligger ingen spelbricka

reason-no_chip = det finns ingen spelbricka på { $space } att ta bort

reason-own_chip = du kan inte ta bort ditt eget lags spelbricka

reason-locked = spelbrickan på { $space } ingår i en färdig sekvens

reason-corner = { $space } är en hörnruta; ingen lägger spelbrickor där

reason-taken = { $space } är redan upptagen

reason-wrong_space = { $space } är { $label }, inte { $card }

reason-one_dead = du får bara byta ett dött kort per tur

reason-never_dead = { $card } är aldrig ett dött kort

reason-not_dead = { $card } har fortfarande en ledig ruta

reason-can_play = du har ett kort som du kan spela

reason-auto_draw = korten dras automatiskt i det här spelet

reason-no_draw = det finns inget kort för dig att dra nu

reason-talk_off = straffet för prat vid bordet används inte i det här spelet

reason-no_side = det finns inget lag { $side } i spelet

reason-talk_pending = ett straff för prat vid bordet pågår redan

reason-no_forfeit = du är inte skyldig något kort för prat vid bordet

reason-rolled = du har redan slagit; välj en ruta

reason-roll_first = slå tärningarna först

reason-protected = en 10:a kan inte tömma { $space }: 2- och 12-rutor är skyddade

reason-no_opponent_chip = { $space } har ingen motståndarbricka att ta bort

reason-wrong_number = { $space } är ett { $label }-fält, inte { $total }

reason-yours = { $space } är redan din

reason-game_over = spelet är slut

reason-not_a_move = { $move } är inget drag i det här spelet

reason-off_board = { $space } ligger utanför spelplanen

reason-no_seat = det finns ingen plats { $seat }
reason-not_your_turn = det är inte din tur
reason-not_your_seat = det är inte din plats
reason-not_player_move = { $move } görs av bordet, inte av en spelare

reason-seat_out = plats { $seat } är inte längre med

reason-empty = draget är tomt

reason-bad_move = { $text } är inget drag; skriv ett kort och en ruta, t.ex. QS B3

reason-bad_space = { $text } är ingen ruta; skriv t.ex. B3

reason-bad_card = { $text } är inget kort

reason-bad_seat = { $text } är ingen plats
