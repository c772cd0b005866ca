# /sequence leaderboard, stats and history.

lb-cmd-leaderboard = Serverns bästa spelare i ett spel
lb-cmd-stats = En spelares statistik på den här servern
lb-cmd-history = En spelares senaste spel, med slutställningar och repriser
lb-opt-game = Vilket spels topplista (standard: klassiskt)
lb-opt-page = Sida i topplistan (standard: 1)
lb-opt-history_page = Sida i historiken, nyaste spelen först (standard: 1)
lb-opt-member = Vems (standard: din)
lb-title = 🏆 Topplista — Sequence { $variant_name }
lb-legend = rating · spel · vinster–förluster–oavgjorda · vinstprocent
lb-row = **{ $rank }.** <@{ $user }> — **{ $rating }**{ $provisional } · { $games } · { $wins }–{ $losses }–{ $draws } · { $rate }
lb-empty = Ingen finns på den här topplistan än. Spela klart ett spel Sequence { $variant_name } mot andra människor för att få en rating.
lb-you = Din placering
lb-you_unrated = Du finns inte på den här topplistan än: spela klart ett spel mot andra.
lb-footer = Sida { $page }/{ $pages } · { $total } spelare med rating · rating = { $base } + { $scale } × (skicklighet − 3 × osäkerhet), *preliminär* de första { $settled } spelen med rating (spel mot datorn räknas inte)
lb-prev = Föregående
lb-next = Nästa

stats-title = 📊 Statistik — { $name }
stats-none = { $name } har inte spelat klart något spel på den här servern än.
stats-variant = Sequence { $variant_name }
stats-games = **{ $games }** spel · **{ $wins }** { $wins ->
    [one] vunnet
   *[other] vunna
} · { $losses } { $losses ->
    [one] förlorat
   *[other] förlorade
} · { $draws } { $draws ->
    [one] oavgjort
   *[other] oavgjorda
} ({ $rate })
stats-rating = Rating **{ $rating }**{ $provisional } — nr { $rank } av { $total }
stats-unrated = Ingen rating (inget avslutat spel mot människor än)
stats-streak_win = Svit: **{ $n }** { $n ->
    [one] vinst
   *[other] vinster
} i rad · längsta vinstsvit { $best }
stats-streak_loss = Svit: { $n } { $n ->
    [one] förlust
   *[other] förluster
} i rad · längsta vinstsvit { $best }
stats-streak_none = Svit: ingen · längsta vinstsvit { $best }
stats-play = Sequencer { $sequences } · knektar spelade { $jacks } · döda kort bytta { $dead }
stats-length = Genomsnittligt spel: { NUMBER($moves, minimumFractionDigits: 1, maximumFractionDigits: 1) } drag ({ NUMBER($turns, minimumFractionDigits: 1, maximumFractionDigits: 1) } av dem dina)
stats-partner = Favoritpartner
stats-partner_line = <@{ $user }> — { $games } spel tillsammans, { $wins } { $wins ->
    [one] vunnet
   *[other] vunna
}
stats-no_partner = Inga lagspel än.

history-title = 🕑 Spelhistorik — { $name }
history-none = { $name } har inte spelat klart något spel på den här servern än.
history-row = `#{ $game }` Sequence { $variant_name } · { $outcome } · { $moves } drag · <t:{ $at }:R>
history-board_link = { " " }· [spelplan]({ $link })
history-pick = Se ett spels slutställning och repris…
history-option = #{ $game } Sequence { $variant_name } — { $outcome }
history-option_detail = { $moves } drag
history-footer = Välj ett spel nedan för att se slutställningen och en animerad repris.
history-page = Sida { $page }/{ $pages } · { $total } spel
history-newer = Nyare
history-older = Äldre
history-replay = Spel #{ $game } (Sequence { $variant_name }): slutställning och repris.
history-no_moves = Spel #{ $game } har inga drag att visa i repris.
history-not_here = Spel #{ $game } spelades inte på den här servern.
history-not_finished = Spel #{ $game } är inte slut än.

outcome-win = vunnet
outcome-loss = förlorat
outcome-draw = oavgjort

error-lb_guild_only = Topplistor hör till en server: använd kommandot i en kanal på servern.
error-lb_bad_game = Det är inte ett av mina spel. Använd menyn under meddelandet.
error-lb_internal = Något gick fel hos mig. Försök igen senare.

history-vs_computer = { " " }· 🤖 mot datorn (inte rankat)

# /sequence reset-ladder: en server börjar om topplistan för ett spel.
season-admin_only = Bara medlemmar med behörigheten Hantera server kan nollställa en topplista.
season-confirm = Nollställa serverns topplista för Sequence { $game }? Alla betyg på den försvinner: varje spelares nästa spel med betyg börjar ett nytt, preliminärt betyg. Avslutade spel, historik och statistik finns kvar. Det går inte att ångra.
button-reset_ladder = Nollställ topplistan för Sequence { $game }
season-done = Klart: topplistan för Sequence { $game } börjar om ({ $count ->
    [one] { $count } betyg
   *[other] { $count } betyg
} raderade).
season-announce = 🏁 En ny säsong: { $member } nollställde serverns topplista för Sequence { $game }. Alla börjar om med sitt nästa spel med betyg.
stats-rate = { NUMBER($share, style: "percent") }
