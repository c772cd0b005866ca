# /sequence leaderboard, stats and history.

lb-cmd-leaderboard = Serverens beste spillere i ett spill
lb-cmd-stats = En spillers statistikk på denne serveren
lb-cmd-history = En spillers siste spill, med sluttbrett og reprise
lb-opt-game = Hvilket spills toppliste (standard: klassisk)
lb-opt-page = Side i topplisten (standard: 1)
lb-opt-history_page = Side i historikken, nyeste spill først (standard: 1)
lb-opt-member = Hvem sin (standard: din)
lb-title = 🏆 Toppliste — Sequence { $variant_name }
lb-legend = rating · spill · seire–tap–uavgjort · seiersprosent
lb-row = **{ $rank }.** <@{ $user }> — **{ $rating }**{ $provisional } · { $games } · { $wins }–{ $losses }–{ $draws } · { $rate }
lb-empty = Ingen er på denne topplisten ennå. Spill ferdig et spill Sequence { $variant_name } mot andre mennesker for å få rating.
lb-you = Din plassering
lb-you_unrated = Du er ikke på denne topplisten ennå: spill ferdig et spill mot andre.
lb-footer = Side { $page }/{ $pages } · { $total ->
    [one] { $total } spiller med rating
   *[other] { $total } spillere med rating
} · rating = { $base } + { $scale } × (ferdighet − 3 × usikkerhet), *foreløpig* de første { $settled } spillene med rating (spill mot datamaskinen teller ikke)
lb-prev = Forrige
lb-next = Neste

stats-title = 📊 Statistikk — { $name }
stats-none = { $name } har ikke spilt ferdig noe spill på denne serveren ennå.
stats-variant = Sequence { $variant_name }
stats-games = **{ $games }** spill · **{ $wins }** vunnet · { $losses } tapt · { $draws } uavgjort ({ $rate })
stats-rating = Rating **{ $rating }**{ $provisional } — nr. { $rank } av { $total }
stats-unrated = Ingen rating (ingen ferdige spill mot mennesker ennå)
stats-streak_win = Rekke: **{ $n }** { $n ->
    [one] seier
   *[other] seire
} på rad · lengste seiersrekke { $best }
stats-streak_loss = Rekke: { $n } tap på rad · lengste seiersrekke { $best }
stats-streak_none = Rekke: ingen · lengste seiersrekke { $best }
stats-play = SEQUENCE-er { $sequences } · knekter spilt { $jacks } · døde kort byttet { $dead }
stats-length = Gjennomsnittlig spill: { NUMBER($moves, minimumFractionDigits: 1, maximumFractionDigits: 1) } trekk ({ NUMBER($turns, minimumFractionDigits: 1, maximumFractionDigits: 1) } av dem dine)
stats-partner = Favorittmakker
stats-partner_line = <@{ $user }> — { $games } spill sammen, { $wins } vunnet
stats-no_partner = Ingen lagspill ennå.

history-title = 🕑 Spillhistorikk — { $name }
history-none = { $name } har ikke spilt ferdig noe spill på denne serveren ennå.
history-row = `#{ $game }` Sequence { $variant_name } · { $outcome } · { $moves } trekk · <t:{ $at }:R>
history-board_link = { " " }· [brett]({ $link })
history-pick = Se et spills sluttbrett og reprise…
history-option = #{ $game } Sequence { $variant_name } — { $outcome }
history-option_detail = { $moves } trekk
history-footer = Velg et spill nedenfor for å se sluttbrettet og en animert reprise.
history-page = Side { $page }/{ $pages } · { $total } spill
history-newer = Nyere
history-older = Eldre
history-replay = Spill #{ $game } (Sequence { $variant_name }): sluttbrett og reprise.
history-no_moves = Spill #{ $game } har ingen trekk å vise i reprise.
history-not_here = Spill #{ $game } ble ikke spilt på denne serveren.
history-not_finished = Spill #{ $game } er ikke over ennå.

outcome-win = vunnet
outcome-loss = tapt
outcome-draw = uavgjort

error-lb_guild_only = Topplister hører til en server: bruk kommandoen i en kanal på serveren.
error-lb_bad_game = Det er ikke et av spillene mine. Bruk menyen under meldingen.
error-lb_internal = Noe gikk galt hos meg. Prøv igjen senere.

history-vs_computer = { " " }· 🤖 mot datamaskinen (ikke rangert)

# /sequence reset-ladder: en server starter topplisten for et spill på nytt.
season-admin_only = Bare medlemmer med tillatelsen Administrer server kan nullstille en toppliste.
season-confirm = Nullstille serverens toppliste for Sequence { $game }? Alle rangeringer på den forsvinner: hver spillers neste rangerte spill starter en ny, foreløpig rangering. Ferdige spill, historikk og statistikk blir. Det kan ikke angres.
button-reset_ladder = Nullstill topplisten for Sequence { $game }
season-done = Ferdig: topplisten for Sequence { $game } starter på nytt ({ $count ->
    [one] { $count } rangering
   *[other] { $count } rangeringer
} slettet).
season-announce = 🏁 En ny sesong: { $member } nullstilte serverens toppliste for Sequence { $game }. Alle starter på nytt med sitt neste rangerte spill.
stats-rate = { NUMBER($share, style: "percent") }
