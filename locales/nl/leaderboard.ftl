# /sequence leaderboard, stats and history.

lb-cmd-leaderboard = De beste spelers van de server in één spel
lb-cmd-stats = De statistieken van een speler op deze server
lb-cmd-history = De laatste spellen van een speler, met eindborden en herhalingen
lb-opt-game = Ranglijst van welk spel (standaard: klassiek)
lb-opt-page = Pagina van de ranglijst (standaard: 1)
lb-opt-history_page = Pagina van de geschiedenis, nieuwste spellen eerst (standaard: 1)
lb-opt-member = Van wie (standaard: jij)
lb-title = 🏆 Ranglijst — Sequence { $variant_name }
lb-legend = rating · spellen · winst–verlies–gelijk · winstpercentage
lb-row = **{ $rank }.** <@{ $user }> — **{ $rating }**{ $provisional } · { $games } · { $wins }–{ $losses }–{ $draws } · { $rate }
lb-empty = Nog niemand staat op deze ranglijst. Speel een spel Sequence { $variant_name } uit tegen andere mensen om een rating te krijgen.
lb-you = Jouw plaats
lb-you_unrated = Je staat nog niet op deze ranglijst: speel een spel uit tegen anderen.
lb-footer = Pagina { $page }/{ $pages } · { $total ->
    [one] { $total } speler met rating
   *[other] { $total } spelers met rating
} · rating = { $base } + { $scale } × (vaardigheid − 3 × onzekerheid), *voorlopig* tijdens { $settled ->
    [one] het eerste spel
   *[other] de eerste { $settled } spellen
} met rating (spellen tegen de computer tellen niet)
lb-prev = Vorige
lb-next = Volgende

stats-title = 📊 Statistieken — { $name }
stats-none = { $name } heeft op deze server nog geen spel uitgespeeld.
stats-variant = Sequence { $variant_name }
stats-games = **{ $games }** { $games ->
    [one] spel
   *[other] spellen
} · **{ $wins }** gewonnen · { $losses } verloren · { $draws } gelijk ({ $rate })
stats-rating = Rating **{ $rating }**{ $provisional } — #{ $rank } van { $total }
stats-unrated = Geen rating (nog geen uitgespeeld spel tegen mensen)
stats-streak_win = Reeks: **{ $n }** gewonnen op rij · langste winstreeks { $best }
stats-streak_loss = Reeks: { $n } verloren op rij · langste winstreeks { $best }
stats-streak_none = Reeks: geen · langste winstreeks { $best }
stats-play = SEQUENCES { $sequences } · boeren gespeeld { $jacks } · dode kaarten ingeleverd { $dead }
stats-length = Gemiddeld spel: { NUMBER($moves, minimumFractionDigits: 1, maximumFractionDigits: 1) } zetten ({ NUMBER($turns, minimumFractionDigits: 1, maximumFractionDigits: 1) } daarvan van jou)
stats-partner = Favoriete teamgenoot
stats-partner_line = <@{ $user }> — { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
} samen, { $wins } gewonnen
stats-no_partner = Nog geen teamspellen.

history-title = 🕑 Spelgeschiedenis — { $name }
history-none = { $name } heeft op deze server nog geen spel uitgespeeld.
history-row = `#{ $game }` Sequence { $variant_name } · { $outcome } · { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
} · <t:{ $at }:R>
history-board_link = { " " }· [bord]({ $link })
history-pick = Bekijk het eindbord en de herhaling van een spel…
history-option = #{ $game } Sequence { $variant_name } — { $outcome }
history-option_detail = { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}
history-footer = Kies hieronder een spel om het eindbord en een geanimeerde herhaling te zien.
history-page = Pagina { $page }/{ $pages } · { $total ->
    [one] { $total } spel
   *[other] { $total } spellen
}
history-newer = Nieuwer
history-older = Ouder
history-replay = Spel #{ $game } (Sequence { $variant_name }): eindbord en herhaling.
history-no_moves = Spel #{ $game } heeft geen zetten om te herhalen.
history-not_here = Spel #{ $game } is niet op deze server gespeeld.
history-not_finished = Spel #{ $game } is nog niet afgelopen.

outcome-win = gewonnen
outcome-loss = verloren
outcome-draw = gelijk

error-lb_guild_only = Ranglijsten horen bij een server: gebruik dit commando in een serverkanaal.
error-lb_bad_game = Dat is niet een van mijn spellen. Gebruik het menu onder het bericht.
error-lb_internal = Er ging bij mij iets mis. Probeer het later nog eens.

history-vs_computer = { " " }· 🤖 tegen de computer (telt niet mee)

# /sequence reset-ladder: een server begint de ranglijst van een spel opnieuw.
season-admin_only = Alleen leden met de machtiging Server beheren kunnen een ranglijst op nul zetten.
season-confirm = De ranglijst van Sequence { $game } op deze server op nul zetten? Alle ratings erop verdwijnen: het volgende spel met rating van elke speler begint een nieuwe, voorlopige rating. Afgelopen spellen, geschiedenis en statistieken blijven. Dit kan niet ongedaan worden gemaakt.
button-reset_ladder = Zet de ranglijst van Sequence { $game } op nul
season-done = Klaar: de ranglijst van Sequence { $game } begint opnieuw ({ $count ->
    [one] { $count } rating
   *[other] { $count } ratings
} gewist).
season-announce = 🏁 Een nieuw seizoen: { $member } heeft de ranglijst van Sequence { $game } op deze server op nul gezet. Iedereen begint opnieuw bij zijn volgende spel met rating.
stats-rate = { NUMBER($share, style: "percent") }
