# The bot's messages: lobbies, boards, hands, errors, commands' answers.

error-internal = Noe gikk galt hos meg. Feilreferanse: `{ $ref }`.
error-restarting = Jeg starter på nytt; ingenting er endret. Prøv igjen om et øyeblikk.
error-discord_busy = Discord tok ikke imot svaret mitt akkurat nå (travelt eller problemer). Prøv igjen om et øyeblikk.
error-store_unavailable = Jeg får ikke kontakt med databasen min akkurat nå (den starter kanskje på nytt). Prøv igjen om et minutt.
error-move_maybe_stored = Jeg mistet databasen min akkurat da trekket ditt ble lagret, så det teller kanskje. Hvis det teller, viser brettet det innen et minutt; hvis ikke, spill det igjen da.
error-store_busy = Spillet er opptatt med en annen endring akkurat nå, så ingenting ble lagret. Prøv igjen.
error-store_cannot_write = Jeg kan ikke lagre noe akkurat nå: maskinen jeg kjører på trenger eierens oppmerksomhet. Ingenting ble endret; prøv igjen senere.
play-shown_later = Trekket ditt teller. Jeg kunne ikke vise det akkurat nå (databasen min har problemer); brettet kommer så snart jeg kan.
board-thread_gone = Tråden til spill #{ $game } er borte; spillet fortsetter her.
error-rule = Det er ikke lov: { $reason }.
error-bad_move = Jeg klarte ikke å lese det trekket: { $reason }.
error-bot_permissions = Jeg mangler tillatelser i denne kanalen. Jeg trenger Se kanal, Send meldinger, Legg ved filer og Les meldingshistorikk (og Opprett offentlige tråder for en spilltråd).
error-bot_missing = Jeg mangler disse tillatelsene i kanalen: { $permissions }.
error-guild_only = Sequence spilles i en kanal på en server, ikke i DM.
error-not_allowed = Det har du ikke lov til.
error-owner_only = Bare eieren av boten kan gjøre det.
error-no_game = Det finnes ikke noe spill #{ $game }.
error-not_started = Spill #{ $game } har ikke startet ennå.
error-unknown_variant = Det finnes ikke noe spill som heter { $variant }; velg classic, kids eller dice.
error-player_count = Sequence { $variant } kan ikke spilles av { $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
}. Tillatt: { $allowed }.
error-settings = De innstillingene passer ikke sammen: { $reason }.
error-clock = En trekklokke på { $minutes ->
    [one] { $minutes } minutt
   *[other] { $minutes } minutter
} finnes ikke; velg en fra listen.
error-lobby_closed = Spill #{ $game } tar ikke imot flere spillere.
error-already_joined = Du er allerede med i dette spillet.
error-lobby_full = Spillet er fullt ({ $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
}).
error-no_team = Det laget finnes ikke i dette spillet.
error-team_full = Laget er fullt ({ $size ->
    [one] { $size } spiller
   *[other] { $size } spillere
}).
error-host_leave = Verten kan ikke gå ut; avlys spillet i stedet.
error-not_in_lobby = Den spilleren er ikke med i dette spillet.
error-host_only = Bare verten kan gjøre det.
error-lobby_not_full = { $seated } av { $players } spillere er med; vent på resten.
error-not_over = Det spillet pågår fortsatt.
error-rematch_open = Det finnes allerede en omkamp av det spillet: spill #{ $game }.
error-not_player = Du er ikke med i dette spillet.
error-stale = Det brettet er gammelt; bruk det nyeste brettet i spillet.
error-game_over = Spill #{ $game } er over.
error-seat_out = Du er ikke lenger med i dette spillet.
error-wait_forfeits = Først må straffen for bordprat betales: laget må gi fra seg kort.
error-not_your_turn = Det er ikke din tur; det er { $player } sin tur.
error-not_your_seat = Det kan du bare gjøre for deg selv.
error-not_player_move = `{ $move }` er ikke et trekk spillerne gjør selv.
error-no_games = Du er ikke med i noe spill akkurat nå.
error-which_game = Du er med i flere spill; si hvilket med valget `game`.
error-forged = Den knappen er ikke min, eller den er ødelagt. Bruk spillebrettet.
error-unknown_action = Den knappen gjør ikke noe lenger.
error-no_talk = Straffen for bordprat brukes ikke i dette spillet.
error-own_team = Du kan ikke melde bordprat på ditt eget lag.
error-confirm_talk = Bare et medlem av det anklagede laget eller verten kan bekrefte.

lobby-title = **Sequence { $variant_name }** — spill #{ $game }
lobby-host = Vert: { $host }
lobby-players = Spillere ({ $seated }/{ $players }):
lobby-player = { $n }. { $name }
lobby-player_team = { $n }. { $name } — lag { $team }
lobby-waiting = Venter på { $missing } til. Trykk Bli med for å spille.
lobby-ready = Alle er her. Verten kan trykke Start.
lobby-options = Regler: { $options }
lobby-no_options = Regler: ingen ekstra
game-choice = #{ $game } Sequence { $variant }
lobby-cancelled = Spill #{ $game } ble avlyst av verten.
lobby-expired = Denne lobbyen ble lukket: ingen startet den innen 24 timer.
lobby-started = Spill #{ $game } har startet{ $where }.
lobby-started_in = { " " }i { $thread }

button-join = Bli med
button-leave = Gå ut
button-start = Start
button-cancel = Avlys
button-team = Lag { $team }

select-kick = Vert: fjern en spiller…

option-advanced_jack = avansert regel (enøyd knekt)
option-table_talk = straff for bordprat
option-strict_draw = trekk selv
option-line_length = { $n } på rad
option-clock = trekklokke { $length }
clock-minutes = { $n } min
clock-hours = { $n } t

start-title = **Spill #{ $game } — Sequence { $variant_name }** begynner!
start-cut_round = Trekk kort om hvem som deler ut: { $cuts }
start-cut_result = { $dealer } trakk lavest og deler ut; { $first } starter (til venstre for den som deler ut).
start-random = { $dealer } ble trukket til å dele ut; { $first } starter (til venstre for den som deler ut).
start-dice_round = Terningkast om hvem som starter: { $rolls }
start-dice_result = { $first } fikk best resultat og starter.
start-seating = Plasser (turrekkefølge): { $seating }
start-team = { $team }: { $members }
start-hands = Kortene dine kommer på DM; knappen Min hånd viser dem også alltid.
start-thread_name = Sequence #{ $game } ({ $variant_name })

event-place = { $player } spilte { $card } på { $space }.
event-remove = { $player } spilte { $card } og tok bort sjetongen på { $space }.
event-dead = { $player } la det døde kortet { $card } i ut-bunken og trakk et nytt.
event-pass = { $player } hadde ikke noe kort å spille og står over.
event-roll = { $player } kastet { $a } + { $b } = { $total }.
event-nothing = { $player } kastet { $a } + { $b } = { $total }: det kan ikke brukes til noe.
event-dice_place = { $player } brukte { $total } til å plassere en sjetong på { $space }.
event-dice_replace = { $player } brukte { $total } til å bytte ut sjetongen på { $space }.
event-dice_remove = { $player } brukte 10 til å flytte bort sjetongen på { $space }.
event-draw = { $player } trakk et kort.
event-talk = Straff for bordprat til lag { $team }: hvert medlem gir fra seg ett kort.
event-forfeit = { $player } ga fra seg { $card }.
event-timeout = { $player } gikk tom for tid; turen går videre.
event-timeout_forfeit = Tiden for straffen gikk ut; de nyeste kortene går.
event-resign = { $player } ga opp for { $team }.
event-drop = { $player } mistet for mange turer og er tatt ut av spillet.
event-abandon = Spillet ble avbrutt.
event-sequence = 🎉 { $team } fikk { $new ->
    [one] en SEQUENCE
   *[other] { $new } SEQUENCE-er på en gang
}! ({ $count }/{ $needed })

turn-next = { $mention }, det er din tur.
turn-choose = { $mention }, velg et felt for { $total }.
turn-again = { $mention } kastet { $total } og får en tur til.
turn-forfeit = { $mentions }: velg et kort å gi fra deg (knappen Gi fra deg et kort).
turn-draw = { $mention }, trekk kortet ditt (knappen Trekk) før det er for sent.

end-sequence = 🏆 **{ $team } vinner** spill #{ $game }!
end-draw = Spill #{ $game } endte uavgjort: ingen kunne spille.
end-resignation = 🏆 **{ $team } vinner** spill #{ $game }: de andre ga opp eller gikk.
end-abandonment = Spill #{ $game } ble avbrutt: ingen vinner, og det teller ikke på rangeringen.
end-replay = Reprise av spill #{ $game }

button-play = Spill
button-hand = Min hånd
button-roll = Kast terningene
button-draw = Trekk
button-talk = Bordprat!
button-forfeit = Gi fra deg et kort
button-rematch = Omkamp
button-pass = Stå over
button-confirm = Bekreft straffen
button-dismiss = Avvis
button-continue = Fortsett spillet
button-abandon = Avbryt spillet
button-resign = Ja, gi opp

select-dice_space = Velg et felt for { $total } ({ $spaces })…
select-forfeit = Velg kortet du gir fra deg…
select-talk = Hvilket lag pratet?

card-dead = Legg det døde kortet { $card }
card-kind-wild = { -card-wild }
card-kind-remove = { -card-remove }

hand-title = Hånden din i spill #{ $game } (trekk { $ply }):
hand-card = • { $card }
hand-card_dead = • { $card } — dødt kort, kan byttes
hand-empty = (ingen kort)
hand-your_turn = Det er din tur: velg et kort nedenfor.
hand-your_turn_dm = Det er din tur: velg trekket ditt nedenfor, eller trykk på Spill ved brettet.
hand-not_turn = Det er { $player } sin tur.
hand-dice = { -game-dice } har ingen kort: kast med knappen ved brettet.
hand-pick_space = Du valgte { $card }. Velg nå et felt:
hand-played = Ferdig: { $line }
hand-forfeit = Velg kortet du gir fra deg som straff for bordprat:
hand-dm = Spill #{ $game } i { $channel } — hånden din etter trekk { $ply }:
hand-link = Brett: { $link }
hand-no_dm_note = DM-ene dine er stengt, så hånden din vises bare her.
hand-moved_elsewhere = Spilt. Brettet er her: { $link }

talk-pick = Hvilket lag ga hverandre råd?
talk-called = { $caller } melder bordprat på lag { $team }. Et medlem av det laget eller verten ({ $host }) må bekrefte.
talk-dismissed = Meldingen om bordprat på lag { $team } ble avvist.

clock-reminder = ⏰ { $mention }, halve tiden din i spill #{ $game } er gått: { $left } igjen.
clock-dropped = { $player } mistet { $count ->
    [one] { $count } tur
   *[other] { $count } turer
} på rad og er tatt ut av spillet. { $players }: skal spillet fortsette? { $asked ->
    [one] Du bestemmer.
   *[other] Hvem som helst av dere kan svare.
}
clock-continue = { $player } har bestemt: spillet fortsetter.

resign-confirm = Vil du virkelig gi opp spill #{ $game } for din side?

games-none = Ingen åpne spill i denne kanalen.
games-title = Åpne spill her:
games-lobby = #{ $game } Sequence { $variant_name } — lobby, { $seated }/{ $players } spillere, vert { $host }, åpnet { $since }
games-active = #{ $game } Sequence { $variant_name } — { $player } har turen (siste trekk { $since }), trekk { $ply } { $link }
games-away = kan nå tas ut: /sequence drop

sync-done = Kommandoene er synkronisert { $where }. Kommandoer på toppnivå: { $count }.
sync-global = globalt (det kan ta litt tid før de vises)
sync-guild = til denne serveren

rules-commands = Spill med knappene under brettet, eller skriv `/sequence play` (den foreslår trekkene dine). `/sequence hand` viser kortene dine, `/sequence board` brettet.
token-missing =
    Fant ingen bot-token.
    1. Åpne https://discord.com/developers/applications og opprett en application.
    2. Under Bot: trykk Reset Token og kopier tokenet.
    3. Kopier .env.example til .env og sett DISCORD_TOKEN=<tokenet ditt>.
    4. Start boten. Når den er tilkoblet, logger den en lenke ('to add the bot to a server: …') som inviterer den med alle tillatelsene et spill trenger: åpne den og velg serveren din.
    5. Skriv '@DinBot sync' på serveren din for å registrere kommandoene.
    Uten Discord spiller `.venv/bin/python demo.py` en demo uten nett, og med `.venv/bin/python demo.py --play` spiller du selv mot datamaskinen i terminalen.

language-set = Spillmeldinger på denne serveren er nå på { $language }.
language-auto = Spillmeldinger på denne serveren følger nå serverens språk i Discord (akkurat nå { $language }).
language-admin_only = Bare medlemmer med tillatelsen Administrer server kan velge språket.
default-admin_only = Bare medlemmer med tillatelsen Administrer server kan velge serverens trekklokke.
default-clock_set = Nye spill på denne serveren har nå en trekklokke på { $length }, med mindre /sequence new velger en annen (clock: av for ingen).
default-clock_off = Nye spill på denne serveren har nå ingen trekklokke, med mindre /sequence new velger en.

error-too_many_computers = Det er plass til høyst { $most ->
    [one] { $most } datamaskinspiller
   *[other] { $most } datamaskinspillere
} i dette spillet (du tar også en plass).
error-level = Velg et datamaskinnivå: { $levels }.
error-no_computer = Det er ingen datamaskinspiller å fjerne.
error-no_hints = Tips er slått av i spill #{ $game }. Åpne et spill med tips slått på for å bruke dem.

computer-name = Datamaskin { $n } ({ $level })
computer-level_option = Datamaskin, { $level }

level-easy = lett
level-medium = middels
level-hard = vanskelig
level-expert = ekspert

button-remove_computer = Fjern en datamaskin

select-add_computer = Vert: legg til en datamaskinspiller…

turn-computer = { $name } tenker…

option-hints = tips tillatt

end-unrated = Ikke rangert: en datamaskin spilte med i dette spillet.

hint-nothing = Du har ingenting å gjøre i spill #{ $game } akkurat nå.
hint-text = 💡 Tips for spill #{ $game }: { $advice }
hint-play = Spill { $card } på { $space }.
hint-remove = Spill { $card } og ta bort sjetongen på { $space }.
hint-dead = Legg det døde kortet { $card } i ut-bunken og trekk et nytt.
hint-pass = Stå over.
hint-roll = Kast terningene.
hint-space = Bruk kastet ditt på { $space }.
hint-draw = Trekk kortet ditt.
hint-forfeit = Gi fra deg { $card }.
hint-win = { $move }: da vinner du.
hint-block = { $move }: det blokkerer en SEQUENCE.

## Grenser, private spillebrett, avvisning ved start (issue 17)

error-no_games_here = Du er ikke med i noe spill på denne serveren akkurat nå.
error-lobby_limit_member = Du er allerede vert for { $count } åpne lobbyer her, det meste et medlem kan ha åpne ({ $limit }). Start eller avlys en først.
error-lobby_limit_channel = Denne kanalen har allerede { $count } åpne lobbyer, det meste en kanal kan ha ({ $limit }). Start eller avlys en først.
error-start_missing = Jeg kan ikke starte spill #{ $game } her. Jeg mangler disse tillatelsene i denne kanalen: { $permissions }. Ingenting er endret.
board-private_link = Det gjeldende spillebrettet: { $link }
board-reposted = Spillebrettet for spill #{ $game } er lagt ut på nytt i spillets kanal: { $link }
start-rounds_left_out = … { $n ->
    [one] { $n } runde til med uavgjort
   *[other] { $n } runder til med uavgjort
} …
games-more = … og { $n } til. Oppgi et spill med nummeret, f.eks. /sequence board game:…
lobby-no_thread = { " " }i denne kanalen (ingen tråd: jeg mangler { $permissions })
startup-refused = Starter ikke: { $reason }
startup-database_damaged = databasen { $where } er skadet ({ $detail }); gjenopprett den fra en sikkerhetskopi, eller pek DATABASE_PATH eller DATABASE_URL et annet sted

permission-view_channel = Se kanaler
permission-send_messages = Send meldinger
permission-attach_files = Legg ved filer
permission-read_message_history = Les meldingshistorikk
permission-send_messages_in_threads = Send meldinger i tråder
permission-create_public_threads = Opprett offentlige tråder
permission-embed_links = Bygg inn lenker
