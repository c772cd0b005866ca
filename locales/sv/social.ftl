# Bordets sociala regler (issue 18): vem som bestämmer efter att någon tagits bort, ett lags
# uppgivande, returmatcher, läsbara ratingar.

error-not_remaining = Du är inte längre med i spel #{ $game }: spelarna som är kvar bestämmer.
error-not_in_lobby_you = Du är inte med i spel #{ $game }.
error-resign_needs_team = Om du ger upp slutar spel #{ $game } för hela din sida, så { $asked ->
    [one] din lagkamrat
   *[other] dina lagkamrater
} ({ $players }) måste hålla med först: använd /sequence resign för att fråga.
error-resign_no_team = Ingen annan på din sida behöver hålla med: använd /sequence resign.
error-resign_gone = Den begäran om att ge upp är inte längre öppen. Fråga igen med /sequence resign.
error-resign_own = Dina lagkamrater svarar på den här frågan, inte du.
error-resign_not_asked = Bara { $players } kan svara på den här frågan.

resign-confirm_team = Om du ger upp slutar spel #{ $game } för hela { $team }, så { $players } måste hålla med. Fråga { $asked ->
    [one] din lagkamrat
   *[other] dina lagkamrater
}, eller lämna spelet själv: då spelar { $team } vidare utan dig.
resign-asked = { $players } har fått frågan. Om { $asked ->
    [one] hen håller med
   *[other] alla håller med
} ger { $team } upp; annars lämnar du spelet och { $team } spelar vidare.
resign-ask_team = { $players }: { $player } vill ge upp spel #{ $game } för { $team }. { $asked ->
    [one] Håller du med?
   *[other] Håller ni alla med?
} Om inte lämnar { $player } spelet och { $team } spelar vidare.
resign-waiting = Väntar fortfarande på { $players }.
resign-agreed = { $player } höll med: { $leaver } gav upp för { $team }.
resign-refused = { $player } vill spela vidare: { $leaver } har lämnat spelet och { $team } spelar vidare.
button-resign_ask = Fråga mitt lag
button-leave_game = Lämna spelet
button-resign_agree = Ge upp tillsammans
button-resign_refuse = Spela vidare utan { $player }

event-left = { $player } har lämnat spelet.

error-rematch_host_limit = { $host } är redan värd för { $count } öppna lobbyer här, det högsta antal en medlem får ha öppna ({ $limit }): returmatchen kan öppnas när hen startar eller ställer in en.
rematch-opened = 🔁 Returmatch: spel #{ $game } med { $host } som värd: { $where }

rematch-thread_gone = Lobbyn för spel #{ $game } ställdes in: dess tråd togs bort. Tryck på Returmatch igen för att öppna en ny.

rating-provisional = { " " }*(preliminär)*
stats-provisional = Preliminär: { $left } spel till med rating innan den har stadgat sig.
stats-play_kids = Sequencer { $sequences } · enhörningar och drakar spelade { $jacks } · döda kort bytta { $dead }
stats-play_dice = Sequencer { $sequences }

# /sequence drop: ett spel utan dragklocka som har väntat tre dagar på en spelare.
away-confirm = Spel #{ $game } har väntat på { $player } sedan { $since }. Ta bort dem ur spelet? De förlorar turen och lämnar spelet, som efter en dragklockas sista missade tur. { $ends ->
    [yes] Din sida är då den enda kvar: den vinner, och spelet räknas på topplistan.
   *[no] De andra som fortfarande spelar avgör sedan om spelet fortsätter.
}
away-confirm_forfeits = Spel #{ $game } har sedan { $since } väntat på att { $players } pliktar ett kort för prat vid bordet. Ta { $asked ->
    [one] det nyaste kortet
   *[other] de nyaste korten
}, som en dragklocka skulle?
away-reminder = ⏰ { $mention }, spel #{ $game } har väntat { $days } dagar på dig. Det har ingen dragklocka, så de andra spelarna kan nu ta bort dig (/sequence drop): spela för att stanna kvar i spelet.
button-away = Ta bort { $player }
button-away_forfeits = Ta de nyaste korten
away-done = Du tog bort { $player } ur spel #{ $game }.
away-done_forfeits = Korten för prat vid bordet i spel #{ $game } har tagits.
away-dropped = { $player } hade inte spelat på { $days } dagar och har tagits bort. { $players }: ska spelet fortsätta? { $asked ->
    [one] Du bestämmer.
   *[other] Vem som helst av er kan svara.
}
event-away = { $player } hade inte spelat på { $days } dagar; turen går vidare.
event-away_forfeit = Straffet för prat vid bordet väntade i { $days } dagar; de nyaste korten pliktas.
event-drop_away = { $player } har tagits bort ur spelet.
error-away_clock = Spel #{ $game } har en dragklocka: den tar själv bort en spelare som missar { $count } turer i rad.
error-away_yours = Spel #{ $game } väntar på dig: det är din tur.
error-away_nobody = Spel #{ $game } väntar på en datorspelare, som alltid spelar: det finns ingen att ta bort.
error-away_too_soon = Spel #{ $game } har väntat på { $players } sedan { $since_at }. I ett spel utan dragklocka kan en spelare som inte har spelat på { $days } dagar tas bort: { $drop_at }.
error-away_moved = Spel #{ $game } har gått vidare sedan du frågade: ingen togs bort.
