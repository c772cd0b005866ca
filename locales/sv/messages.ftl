# The bot's messages: lobbies, boards, hands, errors, commands' answers.

error-internal = Något gick fel hos mig. Felreferens: `{ $ref }`.
error-restarting = Jag startar om; inget har ändrats. Försök igen om en stund.
error-discord_busy = Discord tog inte emot mitt svar just nu (upptaget eller problem). Försök igen om en stund.
error-store_unavailable = Jag når inte min databas just nu (den startar kanske om). Försök igen om en minut.
error-move_maybe_stored = Jag tappade min databas precis när ditt drag sparades, så det kanske gäller, kanske inte. Om det gäller visar spelplanen det inom en minut; annars spela det igen då.
error-store_busy = Spelet är upptaget av en annan ändring just nu, så inget sparades. Försök igen.
error-store_cannot_write = Jag kan inte spara något just nu: maskinen jag kör på behöver sin ägares uppmärksamhet. Inget ändrades; försök igen senare.
play-shown_later = Ditt drag gäller. Jag kunde inte visa det just nu (min databas har problem); spelplanen kommer så snart jag kan.
board-thread_gone = Tråden för spel #{ $game } finns inte längre; spelet fortsätter här.
error-rule = Det är inte tillåtet: { $reason }.
error-bad_move = Jag kunde inte läsa det draget: { $reason }.
error-bot_permissions = Jag saknar behörigheter i den här kanalen. Jag behöver Visa kanal, Skicka meddelanden, Bifoga filer och Läsa meddelandehistorik (och Skapa offentliga trådar för en speltråd).
error-bot_missing = Jag saknar de här behörigheterna i kanalen: { $permissions }.
error-guild_only = Sequence spelas i en kanal på en server, inte i DM.
error-not_allowed = Det får du inte göra.
error-owner_only = Bara botens ägare kan göra det.
error-no_game = Det finns inget spel #{ $game }.
error-not_started = Spel #{ $game } har inte börjat än.
error-unknown_variant = Det finns inget spel som heter { $variant }; välj classic, kids eller dice.
error-player_count = Sequence { $variant } kan inte spelas av { $players } spelare. Tillåtet: { $allowed }.
error-settings = De inställningarna passar inte ihop: { $reason }.
error-clock = En dragklocka på { $minutes ->
    [one] { $minutes } minut
   *[other] { $minutes } minuter
} finns inte; välj en från listan.
error-lobby_closed = Spel #{ $game } tar inte emot fler spelare.
error-already_joined = Du är redan med i det här spelet.
error-lobby_full = Spelet är fullt ({ $players } spelare).
error-no_team = Det laget finns inte i det här spelet.
error-team_full = Laget är fullt ({ $size } spelare).
error-host_leave = Värden kan inte lämna; ställ in spelet i stället.
error-not_in_lobby = Den spelaren är inte med i det här spelet.
error-host_only = Bara värden kan göra det.
error-lobby_not_full = { $seated } av { $players } spelare är med; vänta på resten.
error-not_over = Det spelet pågår fortfarande.
error-rematch_open = Det finns redan en returmatch av det spelet: spel #{ $game }.
error-not_player = Du är inte med i det här spelet.
error-stale = Den spelplanen är gammal; använd spelets senaste.
error-game_over = Spel #{ $game } är slut.
error-seat_out = Du är inte längre med i det här spelet.
error-wait_forfeits = Först måste straffet för prat vid bordet betalas: laget ska plikta kort.
error-not_your_turn = Det är inte din tur; det är { $player }s tur.
error-not_your_seat = Det kan du bara göra för dig själv.
error-not_player_move = `{ $move }` är inget drag som spelarna gör själva.
error-no_games = Du är inte med i något spel just nu.
error-which_game = Du är med i flera spel; säg vilket med alternativet `game`.
error-forged = Den knappen är inte min, eller så är den skadad. Använd spelets spelplan.
error-unknown_action = Den knappen gör ingenting längre.
error-no_talk = Straffet för prat vid bordet används inte i det här spelet.
error-own_team = Du kan inte anmäla prat vid bordet mot ditt eget lag.
error-confirm_talk = Bara en medlem i det anklagade laget eller värden kan bekräfta.

lobby-title = **Sequence { $variant_name }** — spel #{ $game }
lobby-host = Värd: { $host }
lobby-players = Spelare ({ $seated }/{ $players }):
lobby-player = { $n }. { $name }
lobby-player_team = { $n }. { $name } — lag { $team }
lobby-waiting = Väntar på { $missing } till. Tryck på Gå med för att spela.
lobby-ready = Alla är här. Värden kan trycka på Starta.
lobby-options = Regler: { $options }
lobby-no_options = Regler: inga extra
game-choice = #{ $game } Sequence { $variant }
lobby-cancelled = Spel #{ $game } ställdes in av värden.
lobby-expired = Den här lobbyn stängdes: ingen startade den inom 24 timmar.
lobby-started = Spel #{ $game } har börjat{ $where }.
lobby-started_in = { " " }i { $thread }

button-join = Gå med
button-leave = Lämna
button-start = Starta
button-cancel = Ställ in
button-team = Lag { $team }

select-kick = Värd: ta bort en spelare…

option-advanced_jack = avancerad regel (en-ögd knekt)
option-table_talk = straff för prat vid bordet
option-strict_draw = ta kort själv
option-line_length = { $n } i rad
option-clock = dragklocka { $length }
clock-minutes = { $n } min
clock-hours = { $n } tim

start-title = **Spel #{ $game } — Sequence { $variant_name }** börjar!
start-cut_round = Dra kort om vem som ger: { $cuts }
start-cut_result = { $dealer } drog lägst och delar ut; { $first } börjar (till vänster om givaren).
start-random = { $dealer } lottades som givare; { $first } börjar (till vänster om givaren).
start-dice_round = Slag om vem som börjar: { $rolls }
start-dice_result = { $first } slog högst och börjar.
start-seating = Placering (turordning): { $seating }
start-team = { $team }: { $members }
start-hands = Dina kort kommer som DM; knappen Min hand visar dem också alltid.
start-thread_name = Sequence #{ $game } ({ $variant_name })

event-place = { $player } spelade { $card } på { $space }.
event-remove = { $player } spelade { $card } och tog bort spelbrickan på { $space }.
event-dead = { $player } lade ut det döda kortet { $card } och tog ett nytt.
event-pass = { $player } hade inget spelbart kort och står över.
event-roll = { $player } slog { $a } + { $b } = { $total }.
event-nothing = { $player } slog { $a } + { $b } = { $total }: det går inte att göra något med det.
event-dice_place = { $player } använde { $total } för att lägga en spelbricka på { $space }.
event-dice_replace = { $player } använde { $total } för att byta ut spelbrickan på { $space }.
event-dice_remove = { $player } använde 10 för att ta bort spelbrickan på { $space }.
event-draw = { $player } tog ett kort.
event-talk = Straff för prat vid bordet för lag { $team }: varje medlem pliktar ett kort.
event-forfeit = { $player } pliktade { $card }.
event-timeout = { $player } fick slut på tid; turen går vidare.
event-timeout_forfeit = Tiden för straffet tog slut; de nyaste korten pliktas.
event-resign = { $player } gav upp för { $team }.
event-drop = { $player } missade för många turer och har tagits bort.
event-abandon = Spelet avbröts.
event-sequence = 🎉 { $team } fick { $new ->
    [one] en Sequence
   *[other] { $new } Sequencer på en gång
}! ({ $count }/{ $needed })

turn-next = { $mention }, det är din tur.
turn-choose = { $mention }, välj en ruta för din { $total }.
turn-again = { $mention } slog { $total } och slår igen.
turn-forfeit = { $mentions }: välj ett kort att plikta (knappen Plikta ett kort).
turn-draw = { $mention }, ta ditt kort (knappen Ta kort) innan det är för sent.

end-sequence = 🏆 **{ $team } vinner** spel #{ $game }!
end-draw = Spel #{ $game } slutade oavgjort: ingen kunde spela.
end-resignation = 🏆 **{ $team } vinner** spel #{ $game }: de andra gav upp eller gick.
end-abandonment = Spel #{ $game } avbröts: ingen vinnare, och det räknas inte på topplistan.
end-replay = Repris av spel #{ $game }

button-play = Spela
button-hand = Min hand
button-roll = Slå tärningarna
button-draw = Ta kort
button-talk = Prat vid bordet!
button-forfeit = Plikta ett kort
button-rematch = Returmatch
button-pass = Stå över
button-confirm = Bekräfta straffet
button-dismiss = Avvisa
button-continue = Fortsätt spelet
button-abandon = Avbryt spelet
button-resign = Ja, ge upp

select-dice_space = Välj en ruta för { $total } ({ $spaces })…
select-forfeit = Välj kortet du pliktar…
select-talk = Vilket lag pratade?

card-dead = Lägg ut dött kort { $card }
card-kind-wild = { -card-wild }
card-kind-remove = { -card-remove }

hand-title = Din hand i spel #{ $game } (drag { $ply }):
hand-card = • { $card }
hand-card_dead = • { $card } — dött kort, kan bytas
hand-empty = (inga kort)
hand-your_turn = Det är din tur: välj ett kort nedan.
hand-your_turn_dm = Det är din tur: välj ditt drag nedan, eller tryck på Spela vid brädet.
hand-not_turn = Det är { $player }s tur.
hand-dice = { -game-dice } har inga kort: slå med knappen vid spelplanen.
hand-pick_space = Du valde { $card }. Välj nu en ruta:
hand-played = Klart: { $line }
hand-forfeit = Välj kortet du pliktar som straff för prat vid bordet:
hand-dm = Spel #{ $game } i { $channel } — din hand efter drag { $ply }:
hand-link = Spelplan: { $link }
hand-no_dm_note = Dina DM är stängda, så din hand visas bara här.
hand-moved_elsewhere = Spelat. Spelplanen finns här: { $link }

talk-pick = Vilket lag instruerade varandra?
talk-called = { $caller } anmäler prat vid bordet mot lag { $team }. En medlem i det laget eller värden ({ $host }) måste bekräfta.
talk-dismissed = Anmälan om prat vid bordet mot lag { $team } avvisades.

clock-reminder = ⏰ { $mention }, halva din tid i spel #{ $game } har gått: { $left } kvar.
clock-dropped = { $player } missade { $count ->
    [one] { $count } tur
   *[other] { $count } turer
} i rad och har tagits bort. { $players }: ska spelet fortsätta? { $asked ->
    [one] Du bestämmer.
   *[other] Vem som helst av er kan svara.
}
clock-continue = { $player } har bestämt: spelet fortsätter.

resign-confirm = Vill du verkligen ge upp spel #{ $game } för din sida?

games-none = Inga öppna spel i den här kanalen.
games-title = Öppna spel här:
games-lobby = #{ $game } Sequence { $variant_name } — lobby, { $seated }/{ $players } spelare, värd { $host }, öppnad { $since }
games-active = #{ $game } Sequence { $variant_name } — { $player } står på tur (senaste draget { $since }), drag { $ply } { $link }
games-away = kan nu tas bort: /sequence drop

sync-done = Kommandona synkade { $where }. Kommandon på toppnivå: { $count }.
sync-global = globalt (det kan dröja innan de syns)
sync-guild = till den här servern

rules-commands = Spela med knapparna under spelplanen eller skriv `/sequence play` (den föreslår dina drag). `/sequence hand` visar dina kort, `/sequence board` spelplanen.
token-missing =
    Ingen bot-token hittades.
    1. Öppna https://discord.com/developers/applications och skapa en application.
    2. Under Bot: tryck på Reset Token och kopiera token.
    3. Kopiera .env.example till .env och sätt DISCORD_TOKEN=<din token>.
    4. Starta boten. När den är ansluten loggar den en länk ('to add the bot to a server: …') som bjuder in den med alla behörigheter ett spel behöver: öppna den och välj din server.
    5. Skriv '@DinBot sync' på din server för att registrera kommandona.
    Utan Discord spelar `.venv/bin/python demo.py` en demo offline, och med `.venv/bin/python demo.py --play` spelar du själv mot datorn i terminalen.

language-set = Spelmeddelanden på den här servern är nu på { $language }.
language-auto = Spelmeddelanden på den här servern följer nu serverns språk i Discord (just nu { $language }).
language-admin_only = Bara medlemmar med behörigheten Hantera server kan välja språket.
default-admin_only = Bara medlemmar med behörigheten Hantera server kan välja serverns dragklocka.
default-clock_set = Nya spel på den här servern har nu en dragklocka på { $length }, om inte /sequence new väljer en annan (clock: av för ingen).
default-clock_off = Nya spel på den här servern har nu ingen dragklocka, om inte /sequence new väljer en.

error-too_many_computers = Högst { $most } datorspelare får plats i det här spelet (du tar också en plats).
error-level = Välj en datornivå: { $levels }.
error-no_computer = Det finns ingen datorspelare att ta bort.
error-no_hints = Tips är avstängda i spel #{ $game }. Öppna ett spel med tips påslaget för att använda dem.

computer-name = Dator { $n } ({ $level })
computer-level_option = Dator, { $level }

level-easy = lätt
level-medium = medel
level-hard = svår
level-expert = expert

button-remove_computer = Ta bort en dator

select-add_computer = Värd: lägg till en datorspelare…

turn-computer = { $name } tänker…

option-hints = tips tillåtna

end-unrated = Inte rankat: en dator spelade med i det här spelet.

hint-nothing = Du har inget att göra i spel #{ $game } just nu.
hint-text = 💡 Tips för spel #{ $game }: { $advice }
hint-play = Spela { $card } på { $space }.
hint-remove = Spela { $card } och ta bort spelbrickan på { $space }.
hint-dead = Lägg ut det döda kortet { $card } och ta ett nytt.
hint-pass = Stå över.
hint-roll = Slå tärningarna.
hint-space = Använd ditt slag på { $space }.
hint-draw = Ta ditt kort.
hint-forfeit = Plikta { $card }.
hint-win = { $move }: då vinner du.
hint-block = { $move }: det blockerar en Sequence.

## Gränser, privata spelplaner, vägran vid start (issue 17)

error-no_games_here = Du är inte med i något spel på den här servern just nu.
error-lobby_limit_member = Du är redan värd för { $count } öppna lobbyer här, det mesta en medlem får ha öppna ({ $limit }). Starta eller avbryt en först.
error-lobby_limit_channel = Den här kanalen har redan { $count } öppna lobbyer, det mesta en kanal får ha ({ $limit }). Starta eller avbryt en först.
error-start_missing = Jag kan inte starta spel #{ $game } här. Jag saknar dessa behörigheter i den här kanalen: { $permissions }. Inget har ändrats.
board-private_link = Den aktuella spelplanen: { $link }
board-reposted = Spelplanen för spel #{ $game } är upplagd igen i spelets kanal: { $link }
start-rounds_left_out = … { $n ->
    [one] { $n } omgång till med oavgjort
   *[other] { $n } omgångar till med oavgjort
} …
games-more = … och { $n } till. Ange ett spel med dess nummer, t.ex. /sequence board game:…
lobby-no_thread = { " " }i den här kanalen (ingen tråd: jag saknar { $permissions })
startup-refused = Startar inte: { $reason }
startup-database_damaged = databasen { $where } är skadad ({ $detail }); återställ den från en säkerhetskopia, eller peka DATABASE_PATH eller DATABASE_URL någon annanstans

permission-view_channel = Visa kanaler
permission-send_messages = Skicka meddelanden
permission-attach_files = Bifoga filer
permission-read_message_history = Läsa meddelandehistorik
permission-send_messages_in_threads = Skicka meddelanden i trådar
permission-create_public_threads = Skapa offentliga trådar
permission-embed_links = Bädda in länkar
