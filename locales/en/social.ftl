# The social rules of the table (issue 18): who decides after a drop, a team's resignation,
# rematches, readable ratings.

error-not_remaining = You are no longer playing in game #{ $game }: the players still in it decide.
error-not_in_lobby_you = You are not in game #{ $game }.
error-resign_needs_team = Resigning ends game #{ $game } for your whole side, so { $asked ->
    [one] your teammate
   *[other] your teammates
} ({ $players }) must agree first: use /sequence resign to ask.
error-resign_no_team = Nobody else on your side has to agree: use /sequence resign.
error-resign_gone = That request to resign is no longer open. Ask again with /sequence resign.
error-resign_own = Your teammates answer this question, not you.
error-resign_not_asked = Only { $players } can answer this question.

resign-confirm_team = Resigning ends game #{ $game } for all of { $team }, so { $players } { $asked ->
    [one] has
   *[other] have
} to agree. Ask, or leave the game on your own: { $team } then plays on without you.
resign-asked = Asked { $players }. If { $asked ->
    [one] they agree
   *[other] they all agree
}, { $team } resigns; if not, you leave the game and { $team } plays on.
resign-ask_team = { $players }: { $player } wants to resign game #{ $game } for { $team }. { $asked ->
    [one] Do you agree?
   *[other] Do you all agree?
} If not, { $player } leaves the game and { $team } plays on.
resign-waiting = Still waiting for { $players }.
resign-agreed = { $player } agreed: { $leaver } resigned for { $team }.
resign-refused = { $player } wants to play on: { $leaver } left the game and { $team } plays on.
button-resign_ask = Ask my team
button-leave_game = Leave the game
button-resign_agree = Resign together
button-resign_refuse = Play on without { $player }

event-left = { $player } left the game.

error-rematch_host_limit = { $host } already hosts { $count } open lobbies here, the most one member may have open ({ $limit }): the rematch can open once they start or cancel one.
rematch-opened = 🔁 Rematch: game #{ $game }, hosted by { $host }: { $where }

rematch-thread_gone = The lobby of game #{ $game } was cancelled: its thread was deleted. Press Rematch again to open a new one.

rating-provisional = { " " }*(provisional)*
stats-provisional = Provisional: { $left ->
    [one] { $left } more rated game
   *[other] { $left } more rated games
} until it settles.
stats-play_kids = Sequences { $sequences } · unicorns and dragons played { $jacks } · dead cards turned in { $dead }
stats-play_dice = Sequences { $sequences }

# /sequence drop: a game without a turn clock that has waited three days for a player.
away-confirm = Game #{ $game } has waited for { $player } since { $since }. Drop them? They lose the turn and leave the game, as after a turn clock's last missed turn. { $ends ->
    [yes] Your side is then the only one left: it wins, and the game is rated.
   *[no] The others still playing then decide whether the game goes on.
}
away-confirm_forfeits = Game #{ $game } has waited since { $since } for { $players } to give up a card for table talk. Take { $asked ->
    [one] their newest card
   *[other] their newest cards
}, as a turn clock would?
away-reminder = ⏰ { $mention }, game #{ $game } has waited { $days } days for you. It has no turn clock, so the other players may now drop you (/sequence drop): play to stay in the game.
button-away = Drop { $player }
button-away_forfeits = Take the newest cards
away-done = You dropped { $player } from game #{ $game }.
away-done_forfeits = The table-talk cards of game #{ $game } were taken.
away-dropped = { $player } had not played for { $days } days and was dropped. { $players }: should the game go on? { $asked ->
    [one] You decide.
   *[other] Any of you may answer.
}
event-away = { $player } had not played for { $days } days; the turn passes.
event-away_forfeit = The table-talk forfeits waited { $days } days; the newest cards go.
event-drop_away = { $player } was dropped from the game.
error-away_clock = Game #{ $game } has a turn clock: it drops a player who misses { $count } turns in a row by itself.
error-away_yours = Game #{ $game } is waiting for you: it is your turn.
error-away_nobody = Game #{ $game } is waiting for a computer player, which always plays: there is nobody to drop.
error-away_too_soon = Game #{ $game } has waited for { $players } since { $since_at }. In a game without a turn clock, a player who has not played for { $days } days may be dropped: { $drop_at }.
error-away_moved = Game #{ $game } moved on since you asked: nobody was dropped.
