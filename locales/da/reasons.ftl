# Why a move is refused: the engine's reason codes. $card and $label are card
# names in this language already.

reason-forfeits_pending = vi venter på, at holdet afleverer kort for snak ved bordet

reason-not_in_hand = { $card } er ikke på din hånd

reason-corner_no_chip = { $space } er et hjørne; der ligger ingen jeton

reason-no_chip = der er ingen jeton på { $space } at fjerne

reason-own_chip = du kan ikke fjerne dit eget holds jeton

reason-locked = jetonen på { $space } er en del af en færdig sekvens

reason-corner = { $space } er et hjørne; ingen lægger jetoner der

reason-taken = { $space } er allerede optaget

reason-wrong_space = { $space } er { $label }, ikke { $card }

reason-one_dead = du må kun bytte ét dødt kort pr. tur

reason-never_dead = { $card } er aldrig et dødt kort

reason-not_dead = { $card } har stadig et frit felt

reason-can_play = du har et kort, du kan spille

reason-auto_draw = kort trækkes automatisk i dette spil

reason-no_draw = der er intet kort, du skal trække nu

reason-talk_off = straffen for snak ved bordet bruges ikke i dette spil

reason-no_side = der er intet hold { $side } i spil

reason-talk_pending = en straf for snak ved bordet er allerede i gang

reason-no_forfeit = du skylder intet kort for snak ved bordet

reason-rolled = du har allerede slået; vælg et felt

reason-roll_first = slå med terningerne først

reason-protected = et 10-slag kan ikke rydde { $space }: 2- og 12-felter er beskyttede

reason-no_opponent_chip = { $space } har ingen modstanderjeton at fjerne

reason-wrong_number = { $space } er et { $label }-felt, ikke { $total }

reason-yours = { $space } er allerede dit

reason-game_over = spillet er slut

reason-not_a_move = { $move } er ikke et træk i dette spil

reason-off_board = { $space } ligger uden for spillepladen

reason-no_seat = der er ingen plads { $seat }
reason-not_your_turn = det er ikke din tur
reason-not_your_seat = det er ikke din plads
reason-not_player_move = { $move } foretages af bordet, ikke af en spiller

reason-seat_out = plads { $seat } er ikke længere med

reason-empty = trækket er tomt

reason-bad_move = { $text } er ikke et træk; skriv et kort og et felt, fx QS B3

reason-bad_space = { $text } er ikke et felt; skriv fx B3

reason-bad_card = { $text } er ikke et kort

reason-bad_seat = { $text } er ikke en plads
