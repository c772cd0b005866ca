# De sociale regels aan tafel (issue 18): wie beslist als iemand eruit ligt, een team dat
# opgeeft, revanches, leesbare ratings.

error-not_remaining = Je speelt niet meer mee in spel #{ $game }: de spelers die nog meedoen beslissen.
error-not_in_lobby_you = Je doet niet mee aan spel #{ $game }.
error-resign_needs_team = Als je opgeeft, eindigt spel #{ $game } voor je hele kant, dus { $asked ->
    [one] je teamgenoot ({ $players }) moet
   *[other] je teamgenoten ({ $players }) moeten
} eerst akkoord gaan: gebruik /sequence resign om het te vragen.
error-resign_no_team = Niemand anders aan je kant hoeft akkoord te gaan: gebruik /sequence resign.
error-resign_gone = Dat verzoek om op te geven is niet meer open. Vraag het opnieuw met /sequence resign.
error-resign_own = Je teamgenoten beantwoorden deze vraag, niet jij.
error-resign_not_asked = Deze vraag is alleen voor { $players }.

resign-confirm_team = Als je opgeeft, eindigt spel #{ $game } voor heel { $team }, dus { $players } { $asked ->
    [one] moet akkoord gaan. Vraag het je teamgenoot
   *[other] moeten akkoord gaan. Vraag het je teamgenoten
}, of verlaat het spel alleen: dan speelt { $team } door zonder jou.
resign-asked = { $players } { $asked ->
    [one] is gevraagd. Als die akkoord gaat
   *[other] zijn gevraagd. Als ze allemaal akkoord gaan
}, geeft { $team } op; zo niet, dan verlaat jij het spel en speelt { $team } door.
resign-ask_team = { $players }: { $player } wil spel #{ $game } opgeven voor { $team }. { $asked ->
    [one] Ga je akkoord?
   *[other] Gaan jullie allemaal akkoord?
} Zo niet, dan verlaat { $player } het spel en speelt { $team } door.
resign-waiting = Nog wachten op { $players }.
resign-agreed = { $player } ging akkoord: { $leaver } gaf op voor { $team }.
resign-refused = { $player } wil doorspelen: { $leaver } heeft het spel verlaten en { $team } speelt door.
button-resign_ask = Vraag mijn team
button-leave_game = Spel verlaten
button-resign_agree = Samen opgeven
button-resign_refuse = Doorspelen zonder { $player }

event-left = { $player } heeft het spel verlaten.

error-rematch_host_limit = { $host } is hier al host van { $count } open lobby's, het maximum voor één lid ({ $limit }): de revanche kan open zodra die er een start of annuleert.
rematch-opened = 🔁 Revanche: spel #{ $game }, met { $host } als host: { $where }

rematch-thread_gone = De lobby van spel #{ $game } is geannuleerd: de thread is verwijderd. Druk nog eens op Revanche om een nieuwe te openen.

rating-provisional = { " " }*(voorlopig)*
stats-provisional = Voorlopig: nog { $left ->
    [one] { $left } spel
   *[other] { $left } spellen
} met rating tot hij vaststaat.
stats-play_kids = SEQUENCES { $sequences } · eenhoorns en draken gespeeld { $jacks } · dode kaarten ingeleverd { $dead }
stats-play_dice = SEQUENCES { $sequences }

# /sequence drop: een spel zonder beurtklok dat drie dagen op een speler heeft gewacht.
away-confirm = Spel #{ $game } wacht sinds { $since } op { $player }. Uit het spel halen? Ze verliezen de beurt en verlaten het spel, zoals na de laatste gemiste beurt van een beurtklok. { $ends ->
    [yes] Jouw kant is dan de enige die overblijft: die wint, en het spel telt mee voor de ranglijst.
   *[no] De anderen die nog meespelen beslissen dan of het spel doorgaat.
}
away-confirm_forfeits = Spel #{ $game } wacht sinds { $since } tot { $players } een kaart inlevert voor tafelgesprek. { $asked ->
    [one] De nieuwste kaart
   *[other] De nieuwste kaarten
} nemen, zoals een beurtklok zou doen?
away-reminder = ⏰ { $mention }, spel #{ $game } wacht al { $days } dagen op jou. Het heeft geen beurtklok, dus de andere spelers mogen je nu uit het spel halen (/sequence drop): speel om in het spel te blijven.
button-away = Haal { $player } uit het spel
button-away_forfeits = Neem de nieuwste kaarten
away-done = Je hebt { $player } uit spel #{ $game } gehaald.
away-done_forfeits = De strafkaarten van spel #{ $game } zijn genomen.
away-dropped = { $player } had { $days } dagen niet gespeeld en doet niet meer mee. { $players }: moet het spel doorgaan? { $asked ->
    [one] Jij beslist.
   *[other] Ieder van jullie mag antwoorden.
}
event-away = { $player } had { $days } dagen niet gespeeld; de beurt gaat door.
event-away_forfeit = De straf voor tafelgesprek wachtte { $days } dagen; de nieuwste kaarten gaan weg.
event-drop_away = { $player } is uit het spel gehaald.
error-away_clock = Spel #{ $game } heeft een beurtklok: die haalt zelf een speler uit het spel die { $count } beurten op rij mist.
error-away_yours = Spel #{ $game } wacht op jou: het is jouw beurt.
error-away_nobody = Spel #{ $game } wacht op een computerspeler, die altijd speelt: er is niemand om uit het spel te halen.
error-away_too_soon = Spel #{ $game } wacht sinds { $since_at } op { $players }. In een spel zonder beurtklok mag een speler die { $days } dagen niet heeft gespeeld uit het spel worden gehaald: { $drop_at }.
error-away_moved = Spel #{ $game } is verdergegaan sinds je het vroeg: niemand is uit het spel gehaald.
