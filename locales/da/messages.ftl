# The bot's messages: lobbies, boards, hands, errors, commands' answers.

error-internal = Noget gik galt hos mig. Fejlreference: `{ $ref }`.
error-restarting = Jeg genstarter; intet er ændret. Prøv igen om et øjeblik.
error-discord_busy = Discord tog ikke imod mit svar lige nu (travlt eller problemer). Prøv igen om et øjeblik.
error-store_unavailable = Jeg kan ikke nå min database lige nu (den genstarter måske). Prøv igen om et minut.
error-move_maybe_stored = Jeg mistede forbindelsen til min database, lige da dit træk blev gemt, så det tæller måske. Hvis det tæller, viser spillepladen det inden for et minut; ellers så spil det igen.
error-store_busy = Spillet er optaget af en anden ændring lige nu, så intet blev gemt. Prøv igen.
error-store_cannot_write = Jeg kan ikke gemme noget lige nu: maskinen, jeg kører på, kræver sin ejers opmærksomhed. Intet blev ændret; prøv igen senere.
play-shown_later = Dit træk tæller. Jeg kunne ikke vise det lige nu (min database har problemer); spillepladen kommer, så snart jeg kan.
board-thread_gone = Tråden til spil #{ $game } er væk; spillet fortsætter her.
error-rule = Det er ikke tilladt: { $reason }.
error-bad_move = Jeg kunne ikke læse det træk: { $reason }.
error-bot_permissions = Jeg mangler tilladelser i denne kanal. Jeg skal have Se kanal, Send beskeder, Vedhæft filer og Læs beskedhistorik (og Opret offentlige tråde til en spiltråd).
error-bot_missing = Jeg mangler disse tilladelser i denne kanal: { $permissions }.
error-guild_only = Sequence spilles i en kanal på en server, ikke i DM.
error-not_allowed = Det har du ikke lov til.
error-owner_only = Kun botens ejer kan gøre det.
error-no_game = Der er intet spil #{ $game }.
error-not_started = Spil #{ $game } er ikke startet endnu.
error-unknown_variant = Der er intet spil, der hedder { $variant }; vælg classic, kids eller dice.
error-player_count = Sequence { $variant } kan ikke spilles af { $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
}. Tilladt: { $allowed }.
error-settings = De indstillinger passer ikke sammen: { $reason }.
error-clock = Et tidsur på { $minutes ->
    [one] { $minutes } minut
   *[other] { $minutes } minutter
} findes ikke; vælg et fra listen.
error-lobby_closed = Spil #{ $game } tager ikke imod flere spillere.
error-already_joined = Du er allerede med i dette spil.
error-lobby_full = Spillet er fuldt ({ $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
}).
error-no_team = Det hold findes ikke i dette spil.
error-team_full = Holdet er fuldt ({ $size ->
    [one] { $size } spiller
   *[other] { $size } spillere
}).
error-host_leave = Værten kan ikke forlade spillet; aflys det i stedet.
error-not_in_lobby = Den spiller er ikke med i dette spil.
error-host_only = Kun værten kan gøre det.
error-lobby_not_full = { $seated } af { $players } spillere er med; vent på resten.
error-not_over = Det spil er stadig i gang.
error-rematch_open = Der er allerede en omkamp af det spil: spil #{ $game }.
error-not_player = Du er ikke med i dette spil.
error-stale = Den spilleplade er gammel; brug spillets nyeste.
error-game_over = Spil #{ $game } er slut.
error-seat_out = Du er ikke længere med i dette spil.
error-wait_forfeits = Først skal bøden for bordsnak betales: holdet skal afgive kort.
error-not_your_turn = Det er ikke din tur; det er { $player }s tur.
error-not_your_seat = Det kan du kun gøre for dig selv.
error-not_player_move = `{ $move }` er ikke et træk, spillerne selv laver.
error-no_games = Du er ikke med i noget spil lige nu.
error-which_game = Du er med i flere spil; vælg hvilket med `game`-indstillingen.
error-forged = Den knap er ikke en af mine, eller den er beskadiget. Brug spillets plade.
error-unknown_action = Den knap gør ikke noget længere.
error-no_talk = Bøden for bordsnak bruges ikke i dette spil.
error-own_team = Du kan ikke melde bordsnak på dit eget hold.
error-confirm_talk = Kun et medlem af det anklagede hold eller værten kan bekræfte.

lobby-title = **Sequence { $variant_name }** — spil #{ $game }
lobby-host = Vært: { $host }
lobby-players = Spillere ({ $seated }/{ $players }):
lobby-player = { $n }. { $name }
lobby-player_team = { $n }. { $name } — hold { $team }
lobby-waiting = Venter på { $missing } mere. Tryk Deltag for at spille med.
lobby-ready = Alle er her. Værten kan trykke Start.
lobby-options = Regler: { $options }
lobby-no_options = Regler: ingen ekstra
game-choice = #{ $game } Sequence { $variant }
lobby-cancelled = Spil #{ $game } blev aflyst af værten.
lobby-expired = Denne lobby blev lukket: ingen startede den inden for 24 timer.
lobby-started = Spil #{ $game } er startet{ $where }.
lobby-started_in = { " " }i { $thread }

button-join = Deltag
button-leave = Forlad
button-start = Start
button-cancel = Aflys
button-team = Hold { $team }

select-kick = Vært: fjern en spiller…

option-advanced_jack = avancerede spilleregler (enøjet knægt)
option-table_talk = bøde for bordsnak
option-strict_draw = husk selv at trække
option-line_length = { $n } på række
option-clock = tidsur { $length }
clock-minutes = { $n } min
clock-hours = { $n } t

start-title = **Spil #{ $game } — Sequence { $variant_name }** begynder!
start-cut_round = Træk kort om, hvem der giver: { $cuts }
start-cut_result = { $dealer } trak det laveste kort og giver; { $first } starter (til venstre for kortgiveren).
start-random = { $dealer } blev trukket som kortgiver; { $first } starter (til venstre for kortgiveren).
start-dice_round = Slag om, hvem der starter: { $rolls }
start-dice_result = { $first } slog højest og starter.
start-seating = Pladser (turrækkefølge): { $seating }
start-team = { $team }: { $members }
start-hands = Dine kort kommer som DM; knappen Min hånd viser dem også altid.
start-thread_name = Sequence #{ $game } ({ $variant_name })

event-place = { $player } spillede { $card } på { $space }.
event-remove = { $player } spillede { $card } og fjernede jetonen på { $space }.
event-dead = { $player } lagde det døde kort { $card } og trak et nyt.
event-pass = { $player } havde intet kort at spille og står over.
event-roll = { $player } slog { $a } + { $b } = { $total }.
event-nothing = { $player } slog { $a } + { $b } = { $total }: det kan der ikke gøres noget med.
event-dice_place = { $player } brugte { $total } til at lægge en jeton på { $space }.
event-dice_replace = { $player } brugte { $total } til at udskifte jetonen på { $space }.
event-dice_remove = { $player } brugte 10 til at fjerne jetonen på { $space }.
event-draw = { $player } trak et kort.
event-talk = Bøde for bordsnak til hold { $team }: hvert medlem afgiver et kort.
event-forfeit = { $player } afgav { $card }.
event-timeout = { $player } løb tør for tid; turen går videre.
event-timeout_forfeit = Tiden til bøden for bordsnak løb ud; de nyeste kort afgives.
event-resign = { $player } opgav for { $team }.
event-drop = { $player } missede for mange ture og er taget ud af spillet.
event-abandon = Spillet blev afbrudt.
event-sequence = 🎉 { $team } har lavet { $new ->
    [one] en Sequence
   *[other] { $new } Sequences på én gang
}! ({ $count }/{ $needed })

turn-next = { $mention }, det er din tur.
turn-choose = { $mention }, vælg et felt til dit { $total }.
turn-again = { $mention } slog { $total } og slår igen.
turn-forfeit = { $mentions }: vælg et kort at afgive (knappen Afgiv et kort).
turn-draw = { $mention }, træk dit kort (knappen Træk), før det er for sent.

end-sequence = 🏆 **{ $team } vinder** spil #{ $game }!
end-draw = Spil #{ $game } endte uafgjort: ingen kunne spille.
end-resignation = 🏆 **{ $team } vinder** spil #{ $game }: de andre opgav eller gik.
end-abandonment = Spil #{ $game } blev afbrudt: ingen vinder, og det tæller ikke på ranglisten.
end-replay = Genafspilning af spil #{ $game }

button-play = Spil
button-hand = Min hånd
button-roll = Slå med terningerne
button-draw = Træk
button-talk = Bordsnak!
button-forfeit = Afgiv et kort
button-rematch = Omkamp
button-pass = Stå over
button-confirm = Bekræft bøden
button-dismiss = Afvis
button-continue = Fortsæt spillet
button-abandon = Opgiv spillet
button-resign = Ja, opgiv

select-dice_space = Vælg et felt til { $total } ({ $spaces })…
select-forfeit = Vælg kortet, du afgiver…
select-talk = Hvilket hold snakkede?

card-dead = Læg det døde kort { $card }
card-kind-wild = { -card-wild }
card-kind-remove = { -card-remove }

hand-title = Din hånd i spil #{ $game } (træk { $ply }):
hand-card = • { $card }
hand-card_dead = • { $card } — dødt kort, kan byttes
hand-empty = (ingen kort)
hand-your_turn = Det er din tur: vælg et kort nedenfor.
hand-your_turn_dm = Det er din tur: vælg dit træk nedenfor, eller tryk på Spil ved brættet.
hand-not_turn = Det er { $player }s tur.
hand-dice = { -game-dice } har ingen kort: slå med knappen ved pladen.
hand-pick_space = Du valgte { $card }. Vælg nu et felt:
hand-played = Klaret: { $line }
hand-forfeit = Vælg det kort, du afgiver som bøde for bordsnak:
hand-dm = Spil #{ $game } i { $channel } — din hånd efter træk { $ply }:
hand-link = Spilleplade: { $link }
hand-no_dm_note = Dine DM'er er lukkede, så din hånd vises kun her.
hand-moved_elsewhere = Spillet. Spillepladen er her: { $link }

talk-pick = Hvilket hold vejledte hinanden?
talk-called = { $caller } melder bordsnak på hold { $team }. Et medlem af det hold eller værten ({ $host }) skal bekræfte.
talk-dismissed = Meldingen om bordsnak på hold { $team } blev afvist.

clock-reminder = ⏰ { $mention }, halvdelen af din tid i spil #{ $game } er gået: { $left } tilbage.
clock-dropped = { $player } missede { $count ->
    [one] { $count } tur
   *[other] { $count } ture
} i træk og er taget ud af spillet. { $players }: skal spillet fortsætte? { $asked ->
    [one] Du bestemmer.
   *[other] Enhver af jer kan svare.
}
clock-continue = { $player } har besluttet: spillet fortsætter.

resign-confirm = Vil du virkelig opgive spil #{ $game } for din side?

games-none = Ingen åbne spil i denne kanal.
games-title = Åbne spil her:
games-lobby = #{ $game } Sequence { $variant_name } — lobby, { $seated }/{ $players } spillere, vært { $host }, åbnet { $since }
games-active = #{ $game } Sequence { $variant_name } — { $player } skal spille (sidste træk { $since }), træk { $ply } { $link }
games-away = kan nu tages ud: /sequence drop

sync-done = Kommandoerne er synkroniseret { $where }. Kommandoer øverst: { $count }.
sync-global = globalt (det kan tage lidt tid, før de dukker op)
sync-guild = til denne server

rules-commands = Spil med knapperne under pladen, eller skriv `/sequence play` (den foreslår dine træk). `/sequence hand` viser dine kort, `/sequence board` spillepladen.
token-missing =
    Ingen bot-token fundet.
    1. Åbn https://discord.com/developers/applications og opret en application.
    2. Under Bot: tryk Reset Token og kopiér tokenet.
    3. Kopiér .env.example til .env og sæt DISCORD_TOKEN=<dit token>.
    4. Start botten. Når den er forbundet, logger den et link ('to add the bot to a server: …'), der inviterer den med alle de tilladelser, et spil kræver: åbn det, og vælg din server.
    5. Skriv '@DinBot sync' på din server for at registrere kommandoerne.
    Uden Discord spiller `.venv/bin/python demo.py` en demo offline, og med `.venv/bin/python demo.py --play` spiller du selv mod computeren i terminalen.

language-set = Spilbeskeder på denne server er nu på { $language }.
language-auto = Spilbeskeder på denne server følger nu serverens sprog i Discord (lige nu { $language }).
language-admin_only = Kun medlemmer med tilladelsen Administrer server kan vælge sproget.
default-admin_only = Kun medlemmer med tilladelsen Administrer server kan vælge serverens tidsur.
default-clock_set = Nye spil på denne server har nu et tidsur på { $length }, medmindre /sequence new vælger et andet (clock: fra for intet).
default-clock_off = Nye spil på denne server har nu intet tidsur, medmindre /sequence new vælger et.

error-too_many_computers = Der er højst plads til { $most ->
    [one] { $most } computerspiller
   *[other] { $most } computerspillere
} i dette spil (du skal også have en plads).
error-level = Vælg et computerniveau: { $levels }.
error-no_computer = Der er ingen computerspiller at fjerne.
error-no_hints = Tips er slået fra i spil #{ $game }. Opret et spil med indstillingen tips slået til for at bruge dem.

computer-name = Computer { $n } ({ $level })
computer-level_option = Computer, { $level }

level-easy = let
level-medium = mellem
level-hard = svær
level-expert = ekspert

button-remove_computer = Fjern en computer

select-add_computer = Vært: tilføj en computerspiller…

turn-computer = { $name } tænker…

option-hints = tips tilladt

end-unrated = Ikke ratet: en computer spillede med i dette spil.

hint-nothing = Du har intet at gøre i spil #{ $game } lige nu.
hint-text = 💡 Tip til spil #{ $game }: { $advice }
hint-play = Spil { $card } på { $space }.
hint-remove = Spil { $card } og fjern jetonen på { $space }.
hint-dead = Læg det døde kort { $card } og træk et nyt.
hint-pass = Stå over.
hint-roll = Slå med terningerne.
hint-space = Brug dit slag på { $space }.
hint-draw = Træk dit kort.
hint-forfeit = Afgiv { $card }.
hint-win = { $move }: så vinder du.
hint-block = { $move }: det blokerer en Sequence.

## Grænser, private spilleplader, afvisning ved start (issue 17)

error-no_games_here = Du er ikke med i noget spil på denne server lige nu.
error-lobby_limit_member = Du er allerede vært for { $count } åbne lobbyer her, det højeste et medlem må have åbne ({ $limit }). Start eller aflys en først.
error-lobby_limit_channel = Denne kanal har allerede { $count } åbne lobbyer, det højeste en kanal må have ({ $limit }). Start eller aflys en først.
error-start_missing = Jeg kan ikke starte spil #{ $game } her. Jeg mangler disse tilladelser i denne kanal: { $permissions }. Intet er ændret.
board-private_link = Den aktuelle spilleplade: { $link }
board-reposted = Spillepladen for spil #{ $game } er sat ind igen i spillets kanal: { $link }
start-rounds_left_out = … { $n ->
    [one] { $n } omgang mere med uafgjort
   *[other] { $n } omgange mere med uafgjort
} …
games-more = … og { $n } mere. Angiv et spil med dets nummer, f.eks. /sequence board game:…
lobby-no_thread = { " " }i denne kanal (ingen tråd: jeg mangler { $permissions })
startup-refused = Starter ikke: { $reason }
startup-database_damaged = databasen { $where } er beskadiget ({ $detail }); gendan den fra en sikkerhedskopi, eller peg DATABASE_PATH eller DATABASE_URL et andet sted hen

permission-view_channel = Se kanaler
permission-send_messages = Send beskeder
permission-attach_files = Vedhæft filer
permission-read_message_history = Læs beskedhistorik
permission-send_messages_in_threads = Send beskeder i tråde
permission-create_public_threads = Opret offentlige tråde
permission-embed_links = Integrer links
