# Why a move is refused: the engine's reason codes. $card and $label are card
# names in this language already.

reason-forfeits_pending = vi venter på at laget leverer kort for snakk ved bordet

reason-not_in_hand = { $card } er ikke på hånden din

reason-corner_no_chip = { $space } er et åpent felt i hjørnet; der ligger ingen sjetong

reason-no_chip = det er ingen sjetong på { $space } å ta bort

reason-own_chip = du kan ikke ta bort ditt eget lags sjetong

reason-locked = sjetongen på { $space } er en del av en ferdig SEQUENCE

reason-corner = { $space } er et åpent felt i hjørnet; ingen legger sjetonger der

reason-taken = { $space } er allerede opptatt

reason-wrong_space = { $space } er { $label }, ikke { $card }

reason-one_dead = du kan bare bytte ett dødt kort per tur

reason-never_dead = { $card } er aldri et dødt kort

reason-not_dead = { $card } har fortsatt et ledig felt

reason-can_play = du har et kort du kan spille

reason-auto_draw = kortene trekkes automatisk i dette spillet

reason-no_draw = det er ikke noe kort du skal trekke nå

reason-talk_off = straffen for snakk ved bordet brukes ikke i dette spillet

reason-no_side = det er ikke noe lag { $side } i spillet

reason-talk_pending = en straff for snakk ved bordet er allerede i gang

reason-no_forfeit = du skylder ikke noe kort for snakk ved bordet

reason-rolled = du har allerede kastet; velg et felt

reason-roll_first = kast terningene først

reason-protected = en 10-er kan ikke fjerne sjetongen på { $space }: feltene 2 og 12 er beskyttet

reason-no_opponent_chip = { $space } har ingen motspillersjetong å ta bort

reason-wrong_number = { $space } er et { $label }-felt, ikke { $total }

reason-yours = { $space } er allerede ditt

reason-game_over = spillet er slutt

reason-not_a_move = { $move } er ikke et trekk i dette spillet

reason-off_board = { $space } er utenfor spillebrettet

reason-no_seat = det er ingen plass { $seat }
reason-not_your_turn = det er ikke din tur
reason-not_your_seat = det er ikke din plass
reason-not_player_move = { $move } gjøres av bordet, ikke av en spiller

reason-seat_out = plass { $seat } er ikke lenger med

reason-empty = trekket er tomt

reason-bad_move = { $text } er ikke et trekk; skriv et kort og et felt, f.eks. QS B3

reason-bad_space = { $text } er ikke et felt; skriv f.eks. B3

reason-bad_card = { $text } er ikke et kort

reason-bad_seat = { $text } er ikke en plass
