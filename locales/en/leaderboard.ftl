# /sequence leaderboard, stats and history.

lb-cmd-leaderboard = The server's best players of one game
lb-cmd-stats = A player's statistics in this server
lb-cmd-history = A player's recent games, with final boards and replays
lb-opt-game = Which game's ladder (default: classic)
lb-opt-page = Page of the ladder (default: 1)
lb-opt-history_page = Page of the history, newest games first (default: 1)
lb-opt-member = Whose (default: you)
lb-title = 🏆 Leaderboard — Sequence { $variant_name }
lb-legend = rating · games · wins–losses–draws · win rate
lb-row = **{ $rank }.** <@{ $user }> — **{ $rating }**{ $provisional } · { $games } · { $wins }–{ $losses }–{ $draws } · { $rate }
lb-empty = Nobody is on this ladder yet. Finish a game of Sequence { $variant_name } against other people to be rated.
lb-you = Your rank
lb-you_unrated = You are not on this ladder yet: finish a game against other people.
lb-footer = Page { $page }/{ $pages } · { $total ->
    [one] { $total } rated player
   *[other] { $total } rated players
} · rating = { $base } + { $scale } × (skill − 3 × uncertainty), *provisional* for the first { $settled ->
    [one] rated game
   *[other] { $settled } rated games
} (games against the computer are not rated)
lb-prev = Previous
lb-next = Next

stats-title = 📊 Statistics — { $name }
stats-none = { $name } has not finished a game in this server yet.
stats-variant = Sequence { $variant_name }
stats-games = **{ $games }** { $games ->
    [one] game
   *[other] games
} · **{ $wins }** won · { $losses } lost · { $draws } drawn ({ $rate })
stats-rating = Rating **{ $rating }**{ $provisional } — #{ $rank } of { $total }
stats-unrated = Not rated (no finished game against people yet)
stats-streak_win = Streak: **{ $n }** won in a row · longest winning streak { $best }
stats-streak_loss = Streak: { $n } lost in a row · longest winning streak { $best }
stats-streak_none = Streak: none · longest winning streak { $best }
stats-play = Sequences { $sequences } · jacks played { $jacks } · dead cards turned in { $dead }
stats-length = Average game: { NUMBER($moves, minimumFractionDigits: 1, maximumFractionDigits: 1) } moves ({ NUMBER($turns, minimumFractionDigits: 1, maximumFractionDigits: 1) } of them yours)
stats-partner = Favourite partner
stats-partner_line = <@{ $user }> — { $games ->
    [one] { $games } game
   *[other] { $games } games
} together, { $wins } won
stats-no_partner = No team games yet.

history-title = 🕑 Game history — { $name }
history-none = { $name } has not finished a game in this server yet.
history-row = `#{ $game }` Sequence { $variant_name } · { $outcome } · { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} · <t:{ $at }:R>
history-board_link = { " " }· [board]({ $link })
history-pick = See a game's final board and replay…
history-option = #{ $game } Sequence { $variant_name } — { $outcome }
history-option_detail = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
history-footer = Pick a game below to see its final board and an animated replay.
history-page = Page { $page }/{ $pages } · { $total ->
    [one] { $total } game
   *[other] { $total } games
}
history-newer = Newer
history-older = Older
history-replay = Game #{ $game } (Sequence { $variant_name }): final board and replay.
history-no_moves = Game #{ $game } has no moves to replay.
history-not_here = Game #{ $game } was not played in this server.
history-not_finished = Game #{ $game } is not over yet.

outcome-win = won
outcome-loss = lost
outcome-draw = draw

error-lb_guild_only = Leaderboards belong to a server: use this command in a server channel.
error-lb_bad_game = That is not one of my games. Use the menu under the message.
error-lb_internal = Something went wrong on my side. Please try again later.

history-vs_computer = { " " }· 🤖 against the computer (not rated)

# /sequence reset-ladder: a server starts one game's ladder again.
season-admin_only = Only members with the Manage Server permission can reset a ladder.
season-confirm = Reset this server's Sequence { $game } leaderboard? Every rating on it goes: each player's next rated game starts a new, provisional rating. Finished games, history and statistics stay. This cannot be undone.
button-reset_ladder = Reset the Sequence { $game } leaderboard
season-done = Done: the Sequence { $game } leaderboard starts again ({ $count ->
    [one] { $count } rating
   *[other] { $count } ratings
} deleted).
season-announce = 🏁 A new season: { $member } reset this server's Sequence { $game } leaderboard. Every player starts again with their next rated game.
stats-rate = { NUMBER($share, style: "percent") }
