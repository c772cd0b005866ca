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
