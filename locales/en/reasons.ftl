# Why a move is refused: the engine's reason codes. $card and $label are card
# names in this language already.

reason-forfeits_pending = waiting for the table-talk forfeits

reason-not_in_hand = { $card } is not in your hand

reason-corner_no_chip = { $space } is a free corner; it holds no chip

reason-no_chip = there is no chip on { $space } to remove

reason-own_chip = you cannot remove your own side's chip

reason-locked = the chip on { $space } is part of a completed sequence

reason-corner = { $space } is a free corner; nobody puts a chip there

reason-taken = { $space } is already taken

reason-wrong_space = { $space } is { $label }, not { $card }

reason-one_dead = only one dead card may be turned in per turn

reason-never_dead = { $card } is never a dead card

reason-not_dead = { $card } still has a free space

reason-can_play = you have a card you can play

reason-auto_draw = cards are drawn automatically in this game

reason-no_draw = there is no card for you to draw now

reason-talk_off = the table-talk penalty is not used in this game

reason-no_side = there is no team { $side } in play

reason-talk_pending = a table-talk penalty is already being paid

reason-no_forfeit = you owe no card to the table-talk penalty

reason-rolled = you have rolled already; choose a space

reason-roll_first = roll the dice first

reason-protected = a 10 cannot clear { $space }: 2 and 12 spaces are protected

reason-no_opponent_chip = { $space } holds no opponent chip to remove

reason-wrong_number = { $space } is numbered { $label }, not { $total }

reason-yours = { $space } is already yours

reason-game_over = the game is over

reason-not_a_move = { $move } is not a move in this game

reason-off_board = { $space } is off the board

reason-no_seat = there is no seat { $seat }
reason-not_your_turn = it is not your turn
reason-not_your_seat = that is not your seat
reason-not_player_move = { $move } is made by the table, not by a player

reason-seat_out = seat { $seat } no longer plays

reason-empty = the move is empty

reason-bad_move = { $text } is not a move; write a card and a space, like QS B3

reason-bad_space = { $text } is not a space; name one like B3

reason-bad_card = { $text } is not a card

reason-bad_seat = { $text } is not a seat
