# Håndpanelet (cogs/panel.py) og /sequence notify.
panel-pending = **{ $move }** gjelder om { $seconds } s. Trykk Angre for å ta det tilbake.
panel-over = Spillet er over.
panel-clock = Tiden går ut { $when }.
panel-your_turn = Din tur: velg trekket ditt nedenfor.
panel-draw = Trekk kortet ditt for å avslutte turen.
panel-hand = Hånden din: { $cards }
panel-stopped = Dette panelet for spill #{ $game } slutter å oppdatere seg nå (Discord tillater 15 minutter). Trykk Oppdater for et nytt.
panel-was_stale = Det var utdatert; her er spillet slik det er nå.
panel-too_late = For sent å angre: trekket gjelder allerede.
panel-undone = Tatt tilbake. Velg på nytt.
panel-note-win = vinner spillet
panel-note-sequence = fullfører en sekvens
panel-note-block = blokkerer en sekvens
panel-note-break = bryter en rekke på { $length }
panel-note-line = gir en rekke på { $length }
panel-note-dead = dødt: legg det og trekk et nytt
select-move = Velg trekket ditt…
button-undo = Angre
button-refresh = Oppdater
button-other_space = { $card } på et annet felt…
form-space_title = { $card }: hvilket som helst felt
form-space_label = Felt (for eksempel D4)
error-move_waiting = Et trekk venter allerede på å gjelde; angre det først.
error-bad_space = «{ $space }» er ikke et felt: skriv en bokstav A–J og et tall 1–10, som D4.
error-space_not_for_card = { $card } kan ikke legges på { $space }.
notify-set-turn = Jeg sender deg hånden din på DM når det er din tur, med mindre du har brukt håndpanelet ditt de siste to minuttene (det viser allerede turen din).
notify-set-all = Jeg sender deg hånden din på DM etter hvert trekk fra de andre spillerne.
notify-set-never = Jeg sender deg ikke hånden din på DM; bruk Min hånd eller /sequence hand.

# Brettkortet (cogs/boards.py): alternativ tekst til bildene, tidsuret.
board-alt = Sequence { $variant } spill #{ $game } etter trekk { $ply }. { $sides } { $next }
board-alt_side = { $colour } ({ $players }): { $chips ->
    [one] én brikke
   *[other] { $chips } brikker
  }, { $sequences ->
    [one] én sekvens
   *[other] { $sequences } sekvenser
  }.
board-alt_next = { $player } skal spille.
board-replay_alt = Reprise av spill #{ $game }, { $moves } trekk, ett bilde per trekk.
turn-clock = Tiden går ut { $when }.
event-roll_again = { $player } kaster igjen: { $a } + { $b } = { $total }.
board-since = Siden { $player } sin forrige tur:
panel-replaced = Et nyere panel for spill #{ $game } er åpent; dette endres ikke lenger.
