# The bot's messages: lobbies, boards, hands, errors, commands' answers.

error-internal = Something went wrong on my side. Error reference: `{ $ref }`.
error-restarting = I am restarting; nothing was changed. Try again in a moment.
error-discord_busy = Discord did not take my answer just now (it is busy or having trouble). Please try again in a moment.
error-store_unavailable = I can't reach my database just now (it may be restarting). Please try again in a minute.
error-move_maybe_stored = I lost my database just as your move was being saved, so it may or may not count. If it counts, the board shows it within a minute; if not, please play it again then.
error-store_busy = The game is busy with another change just now, so nothing was saved. Please try again.
error-store_cannot_write = I can't save anything just now: the machine I run on needs its owner's attention. Nothing changed; please try again later.
play-shown_later = Your move counts. I couldn't show it just now (my database is having trouble); the board follows as soon as I can.
board-thread_gone = The thread of game #{ $game } is gone; the game goes on here.
error-rule = That is not allowed: { $reason }.
error-bad_move = I could not read that move: { $reason }.
error-bot_permissions = I am missing permissions in this channel. I need View Channel, Send Messages, Attach Files and Read Message History (and Create Public Threads for a game thread).
error-bot_missing = I am missing these permissions in this channel: { $permissions }.
error-guild_only = Sequence is played in a server channel, not in DMs.
error-not_allowed = You are not allowed to do that.
error-owner_only = Only the bot's owner can do that.
error-no_game = There is no game #{ $game }.
error-not_started = Game #{ $game } has not started yet.
error-unknown_variant = There is no game called { $variant }; choose classic, kids or dice.
error-player_count = Sequence { $variant } cannot be played by { $players ->
    [one] { $players } player
   *[other] { $players } players
}. Allowed: { $allowed }.
error-settings = Those options do not fit together: { $reason }.
error-clock = A turn clock of { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} is not offered; pick one from the list.
error-lobby_closed = Game #{ $game } is no longer taking players.
error-already_joined = You are already in this game.
error-lobby_full = This game is full ({ $players ->
    [one] { $players } player
   *[other] { $players } players
}).
error-no_team = That team does not exist in this game.
error-team_full = That team is full ({ $size ->
    [one] { $size } player
   *[other] { $size } players
}).
error-host_leave = The host cannot leave; cancel the game instead.
error-not_in_lobby = That player is not in this game.
error-host_only = Only the host can do that.
error-lobby_not_full = { $seated } of { $players } players have joined; wait for the rest.
error-not_over = That game is still running.
error-rematch_open = A rematch of that game is already open: game #{ $game }.
error-not_player = You are not playing in this game.
error-stale = That board is old; use the newest board of the game.
error-game_over = Game #{ $game } is over.
error-seat_out = You no longer play in this game.
error-wait_forfeits = First the table-talk penalty has to be paid: the team must forfeit.
error-not_your_turn = It is not your turn; it is { $player }'s turn.
error-not_your_seat = You can only do that for yourself.
error-not_player_move = `{ $move }` is not a move players make themselves.
error-no_games = You are not playing in any game right now.
error-which_game = You are in several games; say which one with the `game` option.
error-forged = That button is not one of mine, or it is damaged. Use the game's board.
error-unknown_action = That button no longer does anything.
error-no_talk = The table-talk penalty is not used in this game.
error-own_team = You cannot call table talk on your own team.
error-confirm_talk = Only a member of the accused team or the host can confirm.

lobby-title = **Sequence { $variant_name }** — game #{ $game }
lobby-host = Host: { $host }
lobby-players = Players ({ $seated }/{ $players }):
lobby-player = { $n }. { $name }
lobby-player_team = { $n }. { $name } — team { $team }
lobby-waiting = Waiting for { $missing } more. Press Join to play.
lobby-ready = Everyone is here. The host can press Start.
lobby-options = Options: { $options }
lobby-no_options = Options: none
game-choice = #{ $game } Sequence { $variant }
lobby-cancelled = Game #{ $game } was cancelled by the host.
lobby-expired = This lobby closed: nobody started it within 24 hours.
lobby-started = Game #{ $game } has started{ $where }.
lobby-started_in = { " " }in { $thread }

button-join = Join
button-leave = Leave
button-start = Start
button-cancel = Cancel
button-team = Team { $team }

select-kick = Host: remove a player…

option-advanced_jack = advanced jack
option-table_talk = table-talk penalty
option-strict_draw = strict draw
option-line_length = { $n } in a row
option-clock = turn clock { $length }
clock-minutes = { $n } min
clock-hours = { $n } h

start-title = **Game #{ $game } — Sequence { $variant_name }** begins!
start-cut_round = Cut for the deal: { $cuts }
start-cut_result = { $dealer } cut lowest and deals; { $first } starts (left of the dealer).
start-random = { $dealer } was drawn to deal; { $first } starts (left of the dealer).
start-dice_round = Roll for the start: { $rolls }
start-dice_result = { $first } rolled highest and starts.
start-seating = Seating (turn order): { $seating }
start-team = { $team }: { $members }
start-hands = Your cards come by DM; the My hand button always shows them too.
start-thread_name = Sequence #{ $game } ({ $variant_name })

event-place = { $player } played { $card } on { $space }.
event-remove = { $player } played { $card } and removed the chip on { $space }.
event-dead = { $player } turned in the dead card { $card } and drew a new one.
event-pass = { $player } had no playable card and passed.
event-roll = { $player } rolled { $a } + { $b } = { $total }.
event-nothing = { $player } rolled { $a } + { $b } = { $total }: nothing can be done with it.
event-dice_place = { $player } used { $total } to place a chip on { $space }.
event-dice_replace = { $player } used { $total } to replace the chip on { $space }.
event-dice_remove = { $player } used 10 to remove the chip on { $space }.
event-draw = { $player } drew a card.
event-talk = Table-talk penalty on team { $team }: each member forfeits one card.
event-forfeit = { $player } forfeited { $card }.
event-timeout = { $player } ran out of time; the turn passes.
event-timeout_forfeit = Time ran out for the table-talk forfeits; the newest cards go.
event-resign = { $player } resigned for { $team }.
event-drop = { $player } missed too many turns and was dropped.
event-abandon = The game was abandoned.
event-sequence = 🎉 { $team } completed { $new ->
    [one] a sequence
   *[other] { $new } sequences at once
}! ({ $count }/{ $needed })

turn-next = { $mention }, it is your turn.
turn-choose = { $mention }, choose a space for your { $total }.
turn-again = { $mention } rolled a { $total } and rolls again.
turn-forfeit = { $mentions }: pick a card to forfeit (Forfeit button).
turn-draw = { $mention }, draw your card (Draw button) before it is too late.

end-sequence = 🏆 **{ $team } wins** game #{ $game }!
end-draw = Game #{ $game } ends in a draw: nobody could play.
end-resignation = 🏆 **{ $team } wins** game #{ $game }: the others resigned or left.
end-abandonment = Game #{ $game } was abandoned: no winner, and it is not rated.
end-replay = Replay of game #{ $game }

button-play = Play
button-hand = My hand
button-roll = Roll the dice
button-draw = Draw
button-talk = Table talk!
button-forfeit = Forfeit a card
button-rematch = Rematch
button-pass = Pass
button-confirm = Confirm penalty
button-dismiss = Dismiss
button-continue = Continue the game
button-abandon = Abandon the game
button-resign = Yes, resign

select-dice_space = Choose a space for { $total } ({ $spaces })…
select-forfeit = Choose the card to forfeit…
select-talk = Which team talked?

card-dead = Turn in dead { $card }
card-kind-wild = { -card-wild }
card-kind-remove = { -card-remove }

hand-title = Your hand in game #{ $game } (move { $ply }):
hand-card = • { $card }
hand-card_dead = • { $card } — dead, can be turned in
hand-empty = (no cards)
hand-your_turn = It is your turn: choose a card below.
hand-your_turn_dm = It is your turn: choose your move below, or press Play on the board.
hand-not_turn = It is { $player }'s turn.
hand-dice = { -game-dice } has no cards: roll with the button on the board.
hand-pick_space = You chose { $card }. Now choose a space:
hand-played = Done: { $line }
hand-forfeit = Choose the card you forfeit to the table-talk penalty:
hand-dm = Game #{ $game } in { $channel } — your hand after move { $ply }:
hand-link = Board: { $link }
hand-no_dm_note = Your DMs are closed, so your hand is shown only here.
hand-moved_elsewhere = Played. The board is here: { $link }

talk-pick = Which team was coaching?
talk-called = { $caller } calls table talk on team { $team }. A member of that team or the host ({ $host }) must confirm.
talk-dismissed = The table-talk call on team { $team } was dismissed.

clock-reminder = ⏰ { $mention }, half of your time for game #{ $game } is gone: { $left } left.
clock-dropped = { $player } missed { $count ->
    [one] { $count } turn
   *[other] { $count } turns
} in a row and was dropped. { $players }: should the game go on? { $asked ->
    [one] You decide.
   *[other] Any of you may answer.
}
clock-continue = { $player } decided: the game goes on.

resign-confirm = Do you really want to resign game #{ $game } for your side?

games-none = No open games in this channel.
games-title = Open games here:
games-lobby = #{ $game } Sequence { $variant_name } — lobby, { $seated }/{ $players } players, host { $host }, opened { $since }
games-active = #{ $game } Sequence { $variant_name } — { $player } to act (last move { $since }), move { $ply } { $link }
games-away = may now be dropped: /sequence drop

sync-done = Commands synced { $where }. Top-level commands: { $count }.
sync-global = globally (may take a while to appear)
sync-guild = to this server

rules-commands = Play with the buttons under the board, or type `/sequence play` (it suggests your moves). `/sequence hand` shows your cards, `/sequence board` the board.
token-missing =
    No bot token found.
    1. Open https://discord.com/developers/applications and create an application.
    2. Under Bot, press Reset Token and copy the token.
    3. Copy .env.example to .env and set DISCORD_TOKEN=<your token>.
    4. Start the bot. Once connected it logs a link ('to add the bot to a server: …') that invites it with every permission a game needs: open it and choose your server.
    5. Write '@YourBot sync' in your server to register the commands.
    Without Discord, `.venv/bin/python demo.py` plays an offline demo, and `.venv/bin/python demo.py --play` lets you play against the computer in this terminal.

language-set = Game messages in this server are now in { $language }.
language-auto = Game messages in this server now follow the server's language in Discord (now { $language }).
language-admin_only = Only members with the Manage Server permission can choose the language.
default-admin_only = Only members with the Manage Server permission can set the server's turn clock.
default-clock_set = New games in this server now have a turn clock of { $length }, unless /sequence new chooses another (clock: off for none).
default-clock_off = New games in this server now have no turn clock, unless /sequence new sets one.

error-too_many_computers = At most { $most ->
    [one] { $most } computer player fits
   *[other] { $most } computer players fit
} in this game (you take a seat too).
error-level = Choose a computer level: { $levels }.
error-no_computer = There is no computer player to remove.
error-no_hints = Hints are off in game #{ $game }. Open a game with the hints option on to use them.

computer-name = Computer { $n } ({ $level })
computer-level_option = Computer, { $level }

level-easy = easy
level-medium = medium
level-hard = hard
level-expert = expert

button-remove_computer = Remove a computer

select-add_computer = Host: add a computer player…

turn-computer = { $name } is thinking…

option-hints = hints allowed

end-unrated = Not rated: a computer played in this game.

hint-nothing = You have nothing to do in game #{ $game } right now.
hint-text = 💡 Hint for game #{ $game }: { $advice }
hint-play = Play { $card } on { $space }.
hint-remove = Play { $card } to remove the chip on { $space }.
hint-dead = Turn in the dead card { $card }.
hint-pass = Pass.
hint-roll = Roll the dice.
hint-space = Use your roll on { $space }.
hint-draw = Draw your card.
hint-forfeit = Forfeit { $card }.
hint-win = { $move }: it wins.
hint-block = { $move }: it blocks a sequence.

## Limits, private boards, start-up refusals (issue 17)

error-no_games_here = You are not playing in any game in this server right now.
error-lobby_limit_member = You already host { $count } open lobbies here, the most one member may have open ({ $limit }). Start or cancel one first.
error-lobby_limit_channel = This channel already has { $count } open lobbies, the most a channel may have ({ $limit }). Start or cancel one first.
error-start_missing = I cannot start game #{ $game } here. I am missing these permissions in this channel: { $permissions }. Nothing was changed.
board-private_link = The current board: { $link }
board-reposted = The board of game #{ $game } is posted again in its channel: { $link }
start-rounds_left_out = … { $n ->
    [one] { $n } more tie round
   *[other] { $n } more tie rounds
} …
games-more = … and { $n } more. Name a game by its number, e.g. /sequence board game:…
lobby-no_thread = { " " }in this channel (no thread: I am missing { $permissions })
startup-refused = Not starting: { $reason }
startup-database_damaged = the database { $where } is damaged ({ $detail }); restore it from a backup, or point DATABASE_PATH or DATABASE_URL elsewhere

## The bot's channel permissions, as Discord's server settings name them

permission-view_channel = View Channels
permission-send_messages = Send Messages
permission-attach_files = Attach Files
permission-read_message_history = Read Message History
permission-send_messages_in_threads = Send Messages in Threads
permission-create_public_threads = Create Public Threads
permission-embed_links = Embed Links
