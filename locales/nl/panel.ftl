# Het handpaneel (cogs/panel.py) en /sequence notify.
panel-pending = **{ $move }** telt over { $seconds } s. Druk op Ongedaan maken om het terug te nemen.
panel-over = Het spel is voorbij.
panel-clock = De tijd loopt af { $when }.
panel-your_turn = Jij bent aan de beurt: kies hieronder je zet.
panel-draw = Trek je kaart om je beurt af te sluiten.
panel-hand = Je hand: { $cards }
panel-stopped = Dit paneel van spel #{ $game } wordt nu niet meer bijgewerkt (Discord staat 15 minuten toe). Druk op Vernieuwen voor een actueel paneel.
panel-was_stale = Dat was verouderd; zo staat het spel nu.
panel-too_late = Te laat om ongedaan te maken: de zet telt al.
panel-undone = Teruggenomen. Kies opnieuw.
panel-note-win = wint het spel
panel-note-sequence = maakt een reeks af
panel-note-block = blokkeert een reeks
panel-note-break = breekt een rij van { $length }
panel-note-line = maakt een rij van { $length }
panel-note-dead = dood: lever in en trek een nieuwe
select-move = Kies je zet…
button-undo = Ongedaan maken
button-refresh = Vernieuwen
button-other_space = { $card } op een ander vak…
form-space_title = { $card }: een willekeurig vak
form-space_label = Vak (bijvoorbeeld D4)
error-move_waiting = Er wacht al een zet; maak die eerst ongedaan.
error-bad_space = “{ $space }” is geen vak: schrijf een letter A–J en een getal 1–10, zoals D4.
error-space_not_for_card = { $card } kan niet op { $space }.
notify-set-turn = Ik stuur je je hand per DM als jij aan de beurt bent, tenzij je je handpaneel in de laatste twee minuten hebt gebruikt (dat toont je beurt al).
notify-set-all = Ik stuur je je hand per DM na elke zet van de andere spelers.
notify-set-never = Ik stuur je je hand niet per DM; gebruik Mijn hand of /sequence hand.

# De bordkaart (cogs/boards.py): alternatieve tekst van de afbeeldingen, de klok.
board-alt = Sequence { $variant } spel #{ $game } na zet { $ply }. { $sides } { $next }
board-alt_side = { $colour } ({ $players }): { $chips ->
    [one] één fiche
   *[other] { $chips } fiches
  }, { $sequences ->
    [one] één reeks
   *[other] { $sequences } reeksen
  }.
board-alt_next = { $player } is aan zet.
board-replay_alt = Herhaling van spel #{ $game }, { $moves } zetten, één afbeelding per zet.
turn-clock = De tijd loopt af { $when }.
event-roll_again = { $player } gooit opnieuw: { $a } + { $b } = { $total }.
board-since = Sinds de vorige beurt van { $player }:
panel-replaced = Er is een nieuwer paneel van spel #{ $game } geopend; dit paneel verandert niet meer.
