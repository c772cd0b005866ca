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
