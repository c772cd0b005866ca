# Handpanelen (cogs/panel.py) och /sequence notify.
panel-pending = **{ $move }** gäller om { $seconds } s. Tryck Ångra för att ta tillbaka det.
panel-over = Spelet är slut.
panel-clock = Tiden går ut { $when }.
panel-your_turn = Din tur: välj ditt drag nedan.
panel-draw = Dra ditt kort för att avsluta din tur.
panel-hand = Din hand: { $cards }
panel-stopped = Den här panelen för spel #{ $game } slutar uppdateras nu (Discord tillåter 15 minuter). Tryck Uppdatera för en ny.
panel-was_stale = Det var inaktuellt; så här ser spelet ut nu.
panel-too_late = För sent att ångra: draget gäller redan.
panel-undone = Taget tillbaka. Välj igen.
panel-note-win = vinner spelet
panel-note-sequence = fullbordar en sekvens
panel-note-block = blockerar en sekvens
panel-note-break = bryter en rad på { $length }
panel-note-line = ger en rad på { $length }
panel-note-dead = dött: lägg ut det och dra ett nytt
select-move = Välj ditt drag…
button-undo = Ångra
button-refresh = Uppdatera
button-other_space = { $card } på en annan ruta…
form-space_title = { $card }: valfri ruta
form-space_label = Ruta (till exempel D4)
error-move_waiting = Ett drag väntar redan på att gälla; ångra det först.
error-bad_space = ”{ $space }” är ingen ruta: skriv en bokstav A–J och en siffra 1–10, som D4.
error-space_not_for_card = { $card } kan inte läggas på { $space }.
notify-set-turn = Jag skickar din hand som DM när det är din tur, utom om du har använt din handpanel under de senaste två minuterna (den visar redan din tur).
notify-set-all = Jag skickar din hand som DM efter varje drag av de andra spelarna.
notify-set-never = Jag skickar inte din hand som DM; använd Min hand eller /sequence hand.

# Spelplanskortet (cogs/boards.py): bildernas alternativtext, tidsklockan.
board-alt = Sequence { $variant } spel #{ $game } efter drag { $ply }. { $sides } { $next }
board-alt_side = { $colour } ({ $players }): { $chips ->
    [one] en bricka
   *[other] { $chips } brickor
  }, { $sequences ->
    [one] en sekvens
   *[other] { $sequences } sekvenser
  }.
board-alt_next = { $player } ska spela.
board-replay_alt = Repris av spel #{ $game }, { $moves } drag, en bild per drag.
turn-clock = Tiden går ut { $when }.
event-roll_again = { $player } slår igen: { $a } + { $b } = { $total }.
board-since = Sedan { $player }s senaste tur:
panel-replaced = En nyare panel för spel #{ $game } är öppen; den här ändras inte längre.
