# Bordets sociale regler (issue 18): hvem der bestemmer efter en udelukkelse, et holds
# opgivelse, omkampe, læsbare ratings.

error-not_remaining = Du er ikke længere med i spil #{ $game }: de spillere, der stadig er med, bestemmer.
error-not_in_lobby_you = Du er ikke med i spil #{ $game }.
error-resign_needs_team = Hvis du opgiver, slutter spil #{ $game } for hele din side, så { $asked ->
    [one] din holdkammerat
   *[other] dine holdkammerater
} ({ $players }) skal sige ja først: brug /sequence resign for at spørge.
error-resign_no_team = Ingen andre på din side skal sige ja: brug /sequence resign.
error-resign_gone = Den anmodning om at opgive er ikke længere åben. Spørg igen med /sequence resign.
error-resign_own = Dine holdkammerater svarer på dette spørgsmål, ikke dig.
error-resign_not_asked = Kun { $players } kan svare på dette spørgsmål.

resign-confirm_team = Hvis du opgiver, slutter spil #{ $game } for hele { $team }, så { $players } skal sige ja. Spørg { $asked ->
    [one] din holdkammerat
   *[other] dine holdkammerater
}, eller forlad spillet alene: så spiller { $team } videre uden dig.
resign-asked = { $players } er spurgt. Siger { $asked ->
    [one] vedkommende
   *[other] de alle
} ja, opgiver { $team }; ellers forlader du spillet, og { $team } spiller videre.
resign-ask_team = { $players }: { $player } vil opgive spil #{ $game } for { $team }. { $asked ->
    [one] Er du enig?
   *[other] Er I alle enige?
} Hvis ikke, forlader { $player } spillet, og { $team } spiller videre.
resign-waiting = Venter stadig på { $players }.
resign-agreed = { $player } sagde ja: { $leaver } opgav for { $team }.
resign-refused = { $player } vil spille videre: { $leaver } har forladt spillet, og { $team } spiller videre.
button-resign_ask = Spørg mit hold
button-leave_game = Forlad spillet
button-resign_agree = Opgiv sammen
button-resign_refuse = Spil videre uden { $player }

event-left = { $player } har forladt spillet.

error-rematch_host_limit = { $host } er allerede vært for { $count } åbne lobbyer her, det højeste antal ét medlem må have åbne ({ $limit }): omkampen kan åbne, når vedkommende starter eller aflyser en.
rematch-opened = 🔁 Omkamp: spil #{ $game } med { $host } som vært: { $where }

rematch-thread_gone = Lobbyen til spil #{ $game } er aflyst: dens tråd blev slettet. Tryk på Omkamp igen for at åbne en ny.

rating-provisional = { " " }*(foreløbig)*
stats-provisional = Foreløbig: { $left } spil mere med rating, før den ligger fast.
stats-play_kids = Sequences { $sequences } · enhjørninger og drager spillet { $jacks } · døde kort byttet { $dead }
stats-play_dice = Sequences { $sequences }

# /sequence drop: et spil uden tidsur, der har ventet tre dage på en spiller.
away-confirm = Spil #{ $game } har ventet på { $player } siden { $since }. Tag dem ud af spillet? De mister turen og forlader spillet, som når et tidsur løber ud for sidste gang. { $ends ->
    [yes] Din side er så den eneste tilbage: den vinder, og spillet tæller på ranglisten.
   *[no] De andre, der stadig spiller, afgør så, om spillet fortsætter.
}
away-confirm_forfeits = Spil #{ $game } har siden { $since } ventet på, at { $players } afgiver et kort for bordsnak. Tag { $asked ->
    [one] det nyeste kort
   *[other] de nyeste kort
}, som et tidsur ville?
away-reminder = ⏰ { $mention }, spil #{ $game } har ventet { $days } dage på dig. Det har intet tidsur, så de andre spillere kan nu tage dig ud (/sequence drop): spil for at blive i spillet.
button-away = Tag { $player } ud
button-away_forfeits = Tag de nyeste kort
away-done = Du tog { $player } ud af spil #{ $game }.
away-done_forfeits = Kortene for bordsnak i spil #{ $game } er taget.
away-dropped = { $player } havde ikke spillet i { $days } dage og er taget ud af spillet. { $players }: skal spillet fortsætte? { $asked ->
    [one] Du bestemmer.
   *[other] Enhver af jer kan svare.
}
event-away = { $player } havde ikke spillet i { $days } dage; turen går videre.
event-away_forfeit = Bøden for bordsnak ventede i { $days } dage; de nyeste kort afgives.
event-drop_away = { $player } er taget ud af spillet.
error-away_clock = Spil #{ $game } har et tidsur: det tager selv en spiller ud, der misser { $count } ture i træk.
error-away_yours = Spil #{ $game } venter på dig: det er din tur.
error-away_nobody = Spil #{ $game } venter på en computerspiller, som altid spiller: der er ingen at tage ud.
error-away_too_soon = Spil #{ $game } har ventet på { $players } siden { $since_at }. I et spil uden tidsur kan en spiller, der ikke har spillet i { $days } dage, tages ud: { $drop_at }.
error-away_moved = Spil #{ $game } er gået videre, siden du spurgte: ingen blev taget ud.
