# The hand panel (cogs/panel.py) and /sequence notify.
panel-pending = **{ $move }** counts in { $seconds } s. Press Undo to take it back.
panel-over = The game is over.
panel-clock = Time runs out { $when }.
panel-your_turn = Your turn: choose your move below.
panel-draw = Draw your card to end your turn.
panel-hand = Your hand: { $cards }
panel-stopped = This panel of game #{ $game } stops updating now (Discord allows 15 minutes). Press Refresh for a current one.
panel-was_stale = That was out of date; here is the game as it is now.
panel-too_late = Too late to undo: the move already counts.
panel-undone = Taken back. Choose again.
panel-note-win = wins the game
panel-note-sequence = completes a sequence
panel-note-block = blocks a sequence
panel-note-break = breaks a line of { $length }
panel-note-line = makes a line of { $length }
panel-note-dead = dead: turn it in and draw
select-move = Choose your move…
button-undo = Undo
button-refresh = Refresh
button-other_space = { $card } on another space…
form-space_title = { $card }: any space
form-space_label = Space (for example D4)
error-move_waiting = A move is already waiting to count; undo it first.
error-bad_space = “{ $space }” is not a space: write a letter A–J and a number 1–10, like D4.
error-space_not_for_card = { $card } cannot go on { $space }.
notify-set-turn = I will DM you your hand when it is your turn, unless you used your hand panel in the last two minutes (it shows your turn already).
notify-set-all = I will DM you your hand after every move of the other players.
notify-set-never = I will not DM you your hand; use My hand or /sequence hand.

# The board card (cogs/boards.py): alt text of the pictures, the turn clock.
board-alt = Sequence { $variant } game #{ $game } after move { $ply }. { $sides } { $next }
board-alt_side = { $colour } ({ $players }): { $chips ->
    [one] one chip
   *[other] { $chips } chips
  }, { $sequences ->
    [one] one sequence
   *[other] { $sequences } sequences
  }.
board-alt_next = { $player } to play.
board-replay_alt = Replay of game #{ $game }, { $moves } moves, one picture per move.
turn-clock = Time runs out { $when }.
event-roll_again = { $player } rolls again: { $a } + { $b } = { $total }.
board-since = Since { $player }’s last turn:
panel-replaced = A newer panel of game #{ $game } is open; this one no longer changes.
