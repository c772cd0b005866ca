# Bordets sosiale regler (issue 18): hvem som bestemmer etter at noen er tatt ut, et lags
# oppgivelse, omkamper, lesbar rating.

error-not_remaining = Du er ikke lenger med i spill #{ $game }: spillerne som fortsatt er med, bestemmer.
error-not_in_lobby_you = Du er ikke med i spill #{ $game }.
error-resign_needs_team = Gir du opp, slutter spill #{ $game } for hele siden din, så { $asked ->
    [one] lagkameraten din
   *[other] lagkameratene dine
} ({ $players }) må si ja først: bruk /sequence resign for å spørre.
error-resign_no_team = Ingen andre på siden din må si ja: bruk /sequence resign.
error-resign_gone = Den forespørselen om å gi opp er ikke lenger åpen. Spør igjen med /sequence resign.
error-resign_own = Lagkameratene dine svarer på dette spørsmålet, ikke du.
error-resign_not_asked = Bare { $players } kan svare på dette spørsmålet.

resign-confirm_team = Gir du opp, slutter spill #{ $game } for hele { $team }, så { $players } må si ja. Spør { $asked ->
    [one] lagkameraten din
   *[other] lagkameratene dine
}, eller forlat spillet alene: da spiller { $team } videre uten deg.
resign-asked = { $players } er spurt. Sier { $asked ->
    [one] vedkommende
   *[other] alle
} ja, gir { $team } opp; ellers forlater du spillet, og { $team } spiller videre.
resign-ask_team = { $players }: { $player } vil gi opp spill #{ $game } for { $team }. { $asked ->
    [one] Er du enig?
   *[other] Er dere alle enige?
} Hvis ikke, forlater { $player } spillet, og { $team } spiller videre.
resign-waiting = Venter fortsatt på { $players }.
resign-agreed = { $player } sa ja: { $leaver } ga opp for { $team }.
resign-refused = { $player } vil spille videre: { $leaver } har forlatt spillet, og { $team } spiller videre.
button-resign_ask = Spør laget mitt
button-leave_game = Forlat spillet
button-resign_agree = Gi opp sammen
button-resign_refuse = Spill videre uten { $player }

event-left = { $player } har forlatt spillet.

error-rematch_host_limit = { $host } er allerede vert for { $count } åpne lobbyer her, det høyeste antallet ett medlem kan ha åpne ({ $limit }): omkampen kan åpnes når vedkommende starter eller avlyser en.
rematch-opened = 🔁 Omkamp: spill #{ $game } med { $host } som vert: { $where }

rematch-thread_gone = Lobbyen til spill #{ $game } er avlyst: tråden ble slettet. Trykk på Omkamp igjen for å åpne en ny.

rating-provisional = { " " }*(foreløpig)*
stats-provisional = Foreløpig: { $left } spill til med rating før den har satt seg.
stats-play_kids = SEQUENCE-er { $sequences } · enhjørninger og drager spilt { $jacks } · døde kort byttet { $dead }
stats-play_dice = SEQUENCE-er { $sequences }

# /sequence drop: et spill uten trekklokke som har ventet tre dager på en spiller.
away-confirm = Spill #{ $game } har ventet på { $player } siden { $since }. Ta dem ut av spillet? De mister turen og forlater spillet, som etter en trekklokkes siste tapte tur. { $ends ->
    [yes] Din side er da den eneste igjen: den vinner, og spillet teller på rangeringen.
   *[no] De andre som fortsatt spiller, avgjør da om spillet fortsetter.
}
away-confirm_forfeits = Spill #{ $game } har siden { $since } ventet på at { $players } gir fra seg et kort for bordprat. Ta { $asked ->
    [one] det nyeste kortet
   *[other] de nyeste kortene
}, slik en trekklokke ville?
away-reminder = ⏰ { $mention }, spill #{ $game } har ventet { $days } dager på deg. Det har ingen trekklokke, så de andre spillerne kan nå ta deg ut (/sequence drop): spill for å bli i spillet.
button-away = Ta ut { $player }
button-away_forfeits = Ta de nyeste kortene
away-done = Du tok { $player } ut av spill #{ $game }.
away-done_forfeits = Kortene for bordprat i spill #{ $game } er tatt.
away-dropped = { $player } hadde ikke spilt på { $days } dager og er tatt ut av spillet. { $players }: skal spillet fortsette? { $asked ->
    [one] Du bestemmer.
   *[other] Hvem som helst av dere kan svare.
}
event-away = { $player } hadde ikke spilt på { $days } dager; turen går videre.
event-away_forfeit = Straffen for bordprat ventet i { $days } dager; de nyeste kortene går.
event-drop_away = { $player } er tatt ut av spillet.
error-away_clock = Spill #{ $game } har en trekklokke: den tar selv ut en spiller som mister { $count } turer på rad.
error-away_yours = Spill #{ $game } venter på deg: det er din tur.
error-away_nobody = Spill #{ $game } venter på en datamaskinspiller, som alltid spiller: det er ingen å ta ut.
error-away_too_soon = Spill #{ $game } har ventet på { $players } siden { $since_at }. I et spill uten trekklokke kan en spiller som ikke har spilt på { $days } dager, tas ut: { $drop_at }.
error-away_moved = Spill #{ $game } har gått videre siden du spurte: ingen ble tatt ut.
