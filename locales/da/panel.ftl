# Håndpanelet (cogs/panel.py) og /sequence notify.
panel-pending = **{ $move }** gælder om { $seconds } s. Tryk Fortryd for at tage det tilbage.
panel-over = Spillet er slut.
panel-clock = Tiden løber ud { $when }.
panel-your_turn = Din tur: vælg dit træk nedenfor.
panel-draw = Træk dit kort for at afslutte din tur.
panel-hand = Din hånd: { $cards }
panel-stopped = Dette panel for spil #{ $game } holder op med at opdatere nu (Discord tillader 15 minutter). Tryk Opdater for et nyt.
panel-was_stale = Det var forældet; her er spillet, som det er nu.
panel-too_late = For sent at fortryde: trækket gælder allerede.
panel-undone = Taget tilbage. Vælg igen.
panel-note-win = vinder spillet
panel-note-sequence = fuldender en sekvens
panel-note-block = blokerer en sekvens
panel-note-break = bryder en række på { $length }
panel-note-line = giver en række på { $length }
panel-note-dead = dødt: læg det og træk et nyt
select-move = Vælg dit træk…
button-undo = Fortryd
button-refresh = Opdater
button-other_space = { $card } på et andet felt…
form-space_title = { $card }: et vilkårligt felt
form-space_label = Felt (for eksempel D4)
error-move_waiting = Et træk venter allerede på at gælde; fortryd det først.
error-bad_space = “{ $space }” er ikke et felt: skriv et bogstav A–J og et tal 1–10, som D4.
error-space_not_for_card = { $card } kan ikke lægges på { $space }.
notify-set-turn = Jeg sender dig din hånd som DM, når det er din tur, medmindre du har brugt dit håndpanel inden for de sidste to minutter (det viser allerede din tur).
notify-set-all = Jeg sender dig din hånd som DM efter hvert træk fra de andre spillere.
notify-set-never = Jeg sender dig ikke din hånd som DM; brug Min hånd eller /sequence hand.

# Spillekortet (cogs/boards.py): billedernes alternative tekst, tidsuret.
board-alt = Sequence { $variant } spil #{ $game } efter træk { $ply }. { $sides } { $next }
board-alt_side = { $colour } ({ $players }): { $chips ->
    [one] én brik
   *[other] { $chips } brikker
  }, { $sequences ->
    [one] én sekvens
   *[other] { $sequences } sekvenser
  }.
board-alt_next = { $player } skal spille.
board-replay_alt = Genafspilning af spil #{ $game }, { $moves } træk, ét billede pr. træk.
turn-clock = Tiden løber ud { $when }.
event-roll_again = { $player } slår igen: { $a } + { $b } = { $total }.
board-since = Siden { $player }s sidste tur:
panel-replaced = Et nyere panel for spil #{ $game } er åbent; dette ændres ikke længere.
