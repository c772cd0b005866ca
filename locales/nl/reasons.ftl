# Why a move is refused: the engine's reason codes. $card and $label are card
# names in this language already.

reason-forfeits_pending = we wachten tot het team kaarten inlevert voor overleg aan tafel

reason-not_in_hand = { $card } zit niet in je hand

reason-corner_no_chip = { $space } is een hoek; daar ligt geen fiche

reason-no_chip = er ligt geen fiche op { $space } om weg te halen

reason-own_chip = je kunt geen fiche van je eigen team weghalen

reason-locked = de fiche op { $space } hoort bij een voltooide reeks

reason-corner = { $space } is een hoek; daar legt niemand een fiche

reason-taken = { $space } is al bezet

reason-wrong_space = { $space } is { $label }, niet { $card }

reason-one_dead = je mag maar één dode kaart per beurt inruilen

reason-never_dead = { $card } is nooit een dode kaart

reason-not_dead = { $card } heeft nog een vrij vak

reason-can_play = je hebt een kaart die je kunt spelen

reason-auto_draw = in dit spel worden kaarten automatisch getrokken

reason-no_draw = er is nu geen kaart voor jou om te trekken

reason-talk_off = de straf voor overleg aan tafel wordt in dit spel niet gebruikt

reason-no_side = er is geen team { $side } in het spel

reason-talk_pending = er loopt al een straf voor overleg aan tafel

reason-no_forfeit = je hoeft geen kaart in te leveren voor overleg aan tafel

reason-rolled = je hebt al gegooid; kies een vak

reason-roll_first = gooi eerst de dobbelstenen

reason-protected = een 10 mag { $space } niet leegmaken: 2- en 12-vakken zijn beschermd

reason-no_opponent_chip = op { $space } ligt geen fiche van een tegenstander

reason-wrong_number = { $space } is een { $label }, geen { $total }

reason-yours = { $space } is al van jou

reason-game_over = het spel is voorbij

reason-not_a_move = { $move } is geen zet in dit spel

reason-off_board = { $space } ligt buiten het bord

reason-no_seat = er is geen plaats { $seat }
reason-not_your_turn = je bent niet aan de beurt
reason-not_your_seat = dat is niet jouw plaats
reason-not_player_move = { $move } doet de tafel, niet een speler

reason-seat_out = plaats { $seat } speelt niet meer mee

reason-empty = de zet is leeg

reason-bad_move = { $text } is geen zet; schrijf een kaart en een vak, zoals QS B3

reason-bad_space = { $text } is geen vak; noem er een zoals B3

reason-bad_card = { $text } is geen kaart

reason-bad_seat = { $text } is geen plaats
