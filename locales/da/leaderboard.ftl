# /sequence leaderboard, stats and history.

lb-cmd-leaderboard = Serverens bedste spillere i ét spil
lb-cmd-stats = En spillers statistik på denne server
lb-cmd-history = En spillers seneste spil med slutplader og genafspilninger
lb-opt-game = Hvilket spils rangliste (standard: klassisk)
lb-opt-page = Side i ranglisten (standard: 1)
lb-opt-history_page = Side i historikken, nyeste spil først (standard: 1)
lb-opt-member = Hvis (standard: din)
lb-title = 🏆 Rangliste — Sequence { $variant_name }
lb-legend = rating · spil · sejre–nederlag–uafgjorte · sejrsprocent
lb-row = **{ $rank }.** <@{ $user }> — **{ $rating }**{ $provisional } · { $games } · { $wins }–{ $losses }–{ $draws } · { $rate }
lb-empty = Ingen er på denne rangliste endnu. Spil et spil Sequence { $variant_name } færdigt mod andre mennesker for at få en rating.
lb-you = Din placering
lb-you_unrated = Du er ikke på denne rangliste endnu: spil et spil færdigt mod andre.
lb-footer = Side { $page }/{ $pages } · { $total ->
    [one] { $total } spiller med rating
   *[other] { $total } spillere med rating
} · rating = { $base } + { $scale } × (styrke − 3 × usikkerhed), *foreløbig* de første { $settled } spil med rating (spil mod computeren tæller ikke)
lb-prev = Forrige
lb-next = Næste

stats-title = 📊 Statistik — { $name }
stats-none = { $name } har ikke spillet et spil færdigt på denne server endnu.
stats-variant = Sequence { $variant_name }
stats-games = **{ $games }** spil · **{ $wins }** vundet · { $losses } tabt · { $draws } uafgjort ({ $rate })
stats-rating = Rating **{ $rating }**{ $provisional } — nr. { $rank } af { $total }
stats-unrated = Ingen rating (intet færdigt spil mod mennesker endnu)
stats-streak_win = Stime: **{ $n }** vundet i træk · længste sejrsstime { $best }
stats-streak_loss = Stime: { $n } tabt i træk · længste sejrsstime { $best }
stats-streak_none = Stime: ingen · længste sejrsstime { $best }
stats-play = Sequences { $sequences } · knægte spillet { $jacks } · døde kort byttet { $dead }
stats-length = Gennemsnitligt spil: { NUMBER($moves, minimumFractionDigits: 1, maximumFractionDigits: 1) } træk (heraf { NUMBER($turns, minimumFractionDigits: 1, maximumFractionDigits: 1) } dine)
stats-partner = Yndlingsmakker
stats-partner_line = <@{ $user }> — { $games } spil sammen, { $wins } vundet
stats-no_partner = Ingen holdspil endnu.

history-title = 🕑 Spilhistorik — { $name }
history-none = { $name } har ikke spillet et spil færdigt på denne server endnu.
history-row = `#{ $game }` Sequence { $variant_name } · { $outcome } · { $moves } træk · <t:{ $at }:R>
history-board_link = { " " }· [plade]({ $link })
history-pick = Se et spils slutplade og genafspilning…
history-option = #{ $game } Sequence { $variant_name } — { $outcome }
history-option_detail = { $moves } træk
history-footer = Vælg et spil nedenfor for at se slutpladen og en animeret genafspilning.
history-page = Side { $page }/{ $pages } · { $total } spil
history-newer = Nyere
history-older = Ældre
history-replay = Spil #{ $game } (Sequence { $variant_name }): slutplade og genafspilning.
history-no_moves = Spil #{ $game } har ingen træk at genafspille.
history-not_here = Spil #{ $game } blev ikke spillet på denne server.
history-not_finished = Spil #{ $game } er ikke slut endnu.

outcome-win = vundet
outcome-loss = tabt
outcome-draw = uafgjort

error-lb_guild_only = Ranglister hører til en server: brug kommandoen i en kanal på serveren.
error-lb_bad_game = Det er ikke et af mine spil. Brug menuen under beskeden.
error-lb_internal = Noget gik galt hos mig. Prøv igen senere.

history-vs_computer = { " " }· 🤖 mod computeren (ikke ratet)

# /sequence reset-ladder: en server starter ranglisten for et spil forfra.
season-admin_only = Kun medlemmer med tilladelsen Administrer server kan nulstille en rangliste.
season-confirm = Nulstil serverens rangliste for Sequence { $game }? Alle ratings på den forsvinder: hver spillers næste spil med rating starter en ny, foreløbig rating. Afsluttede spil, historik og statistik bliver. Det kan ikke fortrydes.
button-reset_ladder = Nulstil ranglisten for Sequence { $game }
season-done = Færdig: ranglisten for Sequence { $game } starter forfra ({ $count ->
    [one] { $count } rating
   *[other] { $count } ratings
} slettet).
season-announce = 🏁 En ny sæson: { $member } nulstillede serverens rangliste for Sequence { $game }. Alle starter forfra med deres næste spil med rating.
stats-rate = { NUMBER($share, style: "percent") }
