# The bot's messages: lobbies, boards, hands, errors, commands' answers.

error-internal = Er ging bij mij iets mis. Foutcode: `{ $ref }`.
error-restarting = Ik start opnieuw op; er is niets veranderd. Probeer het zo nog eens.
error-discord_busy = Discord nam mijn antwoord zojuist niet aan (het is druk of er is een storing). Probeer het zo nog eens.
error-store_unavailable = Ik kan mijn database nu niet bereiken (misschien start die opnieuw op). Probeer het over een minuut opnieuw.
error-move_maybe_stored = Ik verloor mijn database net toen je zet werd opgeslagen, dus misschien telt hij, misschien niet. Als hij telt, toont het bord hem binnen een minuut; zo niet, speel hem dan opnieuw.
error-store_busy = Het spel is nu bezig met een andere wijziging, dus er is niets opgeslagen. Probeer het opnieuw.
error-store_cannot_write = Ik kan nu niets opslaan: de machine waarop ik draai heeft de aandacht van de eigenaar nodig. Er is niets veranderd; probeer het later opnieuw.
play-shown_later = Je zet telt. Ik kon hem nu niet tonen (mijn database heeft problemen); het bord volgt zodra ik kan.
board-thread_gone = De thread van spel #{ $game } is weg; het spel gaat hier verder.
error-rule = Dat mag niet: { $reason }.
error-bad_move = Ik kon die zet niet lezen: { $reason }.
error-bot_permissions = Ik mis rechten in dit kanaal. Ik heb Kanaal bekijken, Berichten sturen, Bestanden bijvoegen en Berichtgeschiedenis lezen nodig (en Openbare threads maken voor een spelthread).
error-bot_missing = Ik mis deze rechten in dit kanaal: { $permissions }.
error-guild_only = Sequence speel je in een kanaal op een server, niet in DM's.
error-not_allowed = Dat mag je niet doen.
error-owner_only = Alleen de eigenaar van de bot kan dat.
error-no_game = Er is geen spel #{ $game }.
error-not_started = Spel #{ $game } is nog niet begonnen.
error-unknown_variant = Er is geen spel dat { $variant } heet; kies classic, kids of dice.
error-player_count = Sequence { $variant } kan niet met { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
}. Toegestaan: { $allowed }.
error-settings = Die opties passen niet bij elkaar: { $reason }.
error-clock = Een beurtklok van { $minutes ->
    [one] { $minutes } minuut
   *[other] { $minutes } minuten
} is er niet; kies er een uit de lijst.
error-lobby_closed = Spel #{ $game } neemt geen spelers meer aan.
error-already_joined = Je doet al mee aan dit spel.
error-lobby_full = Dit spel is vol ({ $players ->
    [one] { $players } speler
   *[other] { $players } spelers
}).
error-no_team = Dat team bestaat niet in dit spel.
error-team_full = Dat team is vol ({ $size ->
    [one] { $size } speler
   *[other] { $size } spelers
}).
error-host_leave = De host kan niet weggaan; annuleer het spel in plaats daarvan.
error-not_in_lobby = Die speler doet niet mee aan dit spel.
error-host_only = Alleen de host kan dat.
error-lobby_not_full = { $seated } van de { $players } spelers zijn er; wacht op de rest.
error-not_over = Dat spel is nog bezig.
error-rematch_open = Er is al een revanche van dat spel: spel #{ $game }.
error-not_player = Je speelt niet mee in dit spel.
error-stale = Dat bord is oud; gebruik het nieuwste bord van het spel.
error-game_over = Spel #{ $game } is afgelopen.
error-seat_out = Je speelt niet meer mee in dit spel.
error-wait_forfeits = Eerst moet de straf voor tafelgesprek betaald worden: het team moet kaarten verbeuren.
error-not_your_turn = Je bent niet aan de beurt; { $player } is aan de beurt.
error-not_your_seat = Dat kun je alleen voor jezelf doen.
error-not_player_move = `{ $move }` is geen zet die spelers zelf doen.
error-no_games = Je speelt nu in geen enkel spel.
error-which_game = Je speelt in meerdere spellen; zeg welk met de optie `game`.
error-forged = Die knop is niet van mij, of hij is beschadigd. Gebruik het bord van het spel.
error-unknown_action = Die knop doet niets meer.
error-no_talk = De straf voor tafelgesprek wordt in dit spel niet gebruikt.
error-own_team = Je kunt geen tafelgesprek melden tegen je eigen team.
error-confirm_talk = Alleen een lid van het beschuldigde team of de host kan bevestigen.

lobby-title = **Sequence { $variant_name }** — spel #{ $game }
lobby-host = Host: { $host }
lobby-players = Spelers ({ $seated }/{ $players }):
lobby-player = { $n }. { $name }
lobby-player_team = { $n }. { $name } — team { $team }
lobby-waiting = Wachten op nog { $missing }. Druk op Meedoen om mee te spelen.
lobby-ready = Iedereen is er. De host kan op Start drukken.
lobby-options = Regels: { $options }
lobby-no_options = Regels: geen extra
game-choice = #{ $game } Sequence { $variant }
lobby-cancelled = Spel #{ $game } is door de host geannuleerd.
lobby-expired = Deze lobby is gesloten: niemand heeft hem binnen 24 uur gestart.
lobby-started = Spel #{ $game } is begonnen{ $where }.
lobby-started_in = { " " }in { $thread }

button-join = Meedoen
button-leave = Weggaan
button-start = Start
button-cancel = Annuleren
button-team = Team { $team }

select-kick = Host: verwijder een speler…

option-advanced_jack = geavanceerde eenogige boer
option-table_talk = straf voor tafelgesprek
option-strict_draw = kaartverlies (zelf trekken)
option-line_length = { $n } op een rij
option-clock = beurtklok { $length }
clock-minutes = { $n } min
clock-hours = { $n } u

start-title = **Spel #{ $game } — Sequence { $variant_name }** begint!
start-cut_round = Kaarten knippen voor de deler: { $cuts }
start-cut_result = { $dealer } knipte de laagste kaart en deelt; { $first } begint (links van de deler).
start-random = { $dealer } is als deler geloot; { $first } begint (links van de deler).
start-dice_round = Gooien om te beginnen: { $rolls }
start-dice_result = { $first } gooide het hoogst en begint.
start-seating = Plaatsen (beurtvolgorde): { $seating }
start-team = { $team }: { $members }
start-hands = Je kaarten komen per DM; de knop Mijn hand laat ze ook altijd zien.
start-thread_name = Sequence #{ $game } ({ $variant_name })

event-place = { $player } speelde { $card } op { $space }.
event-remove = { $player } speelde { $card } en verwijderde de fiche op { $space }.
event-dead = { $player } leverde de dode kaart { $card } in en nam een nieuwe.
event-pass = { $player } had geen speelbare kaart en past.
event-roll = { $player } gooide { $a } + { $b } = { $total }.
event-nothing = { $player } gooide { $a } + { $b } = { $total }: daar kan niets mee.
event-dice_place = { $player } gebruikte { $total } om een fiche op { $space } te leggen.
event-dice_replace = { $player } gebruikte { $total } om de fiche op { $space } te vervangen.
event-dice_remove = { $player } gebruikte 10 om de fiche op { $space } te verwijderen.
event-draw = { $player } nam een kaart.
event-talk = Straf voor tafelgesprek voor team { $team }: elk lid verbeurt één kaart.
event-forfeit = { $player } verbeurde { $card }.
event-timeout = { $player } had geen tijd meer; de beurt gaat door.
event-timeout_forfeit = De tijd voor de straf is om; de nieuwste kaarten gaan weg.
event-resign = { $player } gaf op voor { $team }.
event-drop = { $player } miste te veel beurten en doet niet meer mee.
event-abandon = Het spel is afgebroken.
event-sequence = 🎉 { $team } heeft { $new ->
    [one] een SEQUENCE
   *[other] { $new } SEQUENCES tegelijk
}! ({ $count }/{ $needed })

turn-next = { $mention }, je bent aan de beurt.
turn-choose = { $mention }, kies een veld voor je { $total }.
turn-again = { $mention } gooide { $total } en gooit nog een keer.
turn-forfeit = { $mentions }: kies een kaart om te verbeuren (knop Kaart verbeuren).
turn-draw = { $mention }, neem je kaart (knop Kaart nemen) voor het te laat is.

end-sequence = 🏆 **{ $team } wint** spel #{ $game }!
end-draw = Spel #{ $game } eindigt gelijk: niemand kon nog spelen.
end-resignation = 🏆 **{ $team } wint** spel #{ $game }: de anderen gaven op of gingen weg.
end-abandonment = Spel #{ $game } is afgebroken: geen winnaar, en het telt niet mee voor de ranglijst.
end-replay = Herhaling van spel #{ $game }

button-play = Spelen
button-hand = Mijn hand
button-roll = Gooi de dobbelstenen
button-draw = Kaart nemen
button-talk = Tafelgesprek!
button-forfeit = Kaart verbeuren
button-rematch = Revanche
button-pass = Passen
button-confirm = Straf bevestigen
button-dismiss = Afwijzen
button-continue = Doorspelen
button-abandon = Spel afbreken
button-resign = Ja, opgeven

select-dice_space = Kies een veld voor { $total } ({ $spaces })…
select-forfeit = Kies de kaart die je verbeurt…
select-talk = Welk team praatte?

card-dead = Lever dode kaart { $card } in
card-kind-wild = { -card-wild }
card-kind-remove = { -card-remove }

hand-title = Je hand in spel #{ $game } (zet { $ply }):
hand-card = • { $card }
hand-card_dead = • { $card } — dode kaart, kan ingeleverd worden
hand-empty = (geen kaarten)
hand-your_turn = Je bent aan de beurt: kies hieronder een kaart.
hand-your_turn_dm = Je bent aan de beurt: kies hieronder je zet, of druk op Spelen bij het bord.
hand-not_turn = { $player } is aan de beurt.
hand-dice = { -game-dice } heeft geen kaarten: gooi met de knop bij het bord.
hand-pick_space = Je koos { $card }. Kies nu een veld:
hand-played = Gedaan: { $line }
hand-forfeit = Kies de kaart die je verbeurt voor de straf voor tafelgesprek:
hand-dm = Spel #{ $game } in { $channel } — je hand na zet { $ply }:
hand-link = Bord: { $link }
hand-no_dm_note = Je DM's staan dicht, dus je hand staat alleen hier.
hand-moved_elsewhere = Gespeeld. Het bord staat hier: { $link }

talk-pick = Welk team was aan het coachen?
talk-called = { $caller } meldt tafelgesprek bij team { $team }. Een lid van dat team of de host ({ $host }) moet bevestigen.
talk-dismissed = De melding van tafelgesprek bij team { $team } is afgewezen.

clock-reminder = ⏰ { $mention }, de helft van je tijd in spel #{ $game } is om: nog { $left }.
clock-dropped = { $player } miste { $count ->
    [one] { $count } beurt
   *[other] { $count } beurten
} op rij en doet niet meer mee. { $players }: gaat het spel door? { $asked ->
    [one] Jij beslist.
   *[other] Ieder van jullie kan antwoorden.
}
clock-continue = { $player } heeft besloten: het spel gaat door.

resign-confirm = Wil je spel #{ $game } echt opgeven voor jouw kant?

games-none = Geen open spellen in dit kanaal.
games-title = Open spellen hier:
games-lobby = #{ $game } Sequence { $variant_name } — lobby, { $seated }/{ $players } spelers, host { $host }, geopend { $since }
games-active = #{ $game } Sequence { $variant_name } — { $player } is aan zet (laatste zet { $since }), zet { $ply } { $link }
games-away = mag nu uit het spel gehaald worden: /sequence drop

sync-done = Commando's gesynchroniseerd { $where }. Hoofdcommando's: { $count }.
sync-global = wereldwijd (het kan even duren voor ze verschijnen)
sync-guild = naar deze server

rules-commands = Speel met de knoppen onder het bord, of typ `/sequence play` (die stelt je zetten voor). `/sequence hand` toont je kaarten, `/sequence board` het bord.
token-missing =
    Geen bottoken gevonden.
    1. Open https://discord.com/developers/applications en maak een application.
    2. Druk onder Bot op Reset Token en kopieer de token.
    3. Kopieer .env.example naar .env en zet DISCORD_TOKEN=<jouw token>.
    4. Start de bot. Zodra hij verbonden is, logt hij een link ('to add the bot to a server: …') die hem uitnodigt met alle rechten die een spel nodig heeft: open die en kies je server.
    5. Schrijf '@JouwBot sync' op je server om de commando's te registreren.
    Zonder Discord speelt `.venv/bin/python demo.py` een offline demo, en met `.venv/bin/python demo.py --play` speel je zelf tegen de computer in de terminal.

language-set = Spelberichten op deze server zijn nu in het { $language }.
language-auto = Spelberichten op deze server volgen nu de servertaal in Discord (nu { $language }).
language-admin_only = Alleen leden met het recht Server beheren kunnen de taal kiezen.
default-admin_only = Alleen leden met de machtiging Server beheren kunnen de beurtklok van de server instellen.
default-clock_set = Nieuwe spellen op deze server hebben nu een beurtklok van { $length }, tenzij /sequence new een andere kiest (clock: uit voor geen).
default-clock_off = Nieuwe spellen op deze server hebben nu geen beurtklok, tenzij /sequence new er een instelt.

error-too_many_computers = Er { $most ->
    [one] past hoogstens { $most } computerspeler
   *[other] passen hoogstens { $most } computerspelers
} in dit spel (jij neemt ook een plaats in).
error-level = Kies een computerniveau: { $levels }.
error-no_computer = Er is geen computerspeler om te verwijderen.
error-no_hints = Hints staan uit in spel #{ $game }. Open een spel met de optie hints aan om ze te gebruiken.

computer-name = Computer { $n } ({ $level })
computer-level_option = Computer, { $level }

level-easy = makkelijk
level-medium = gemiddeld
level-hard = moeilijk
level-expert = expert

button-remove_computer = Computer verwijderen

select-add_computer = Host: voeg een computerspeler toe…

turn-computer = { $name } denkt na…

option-hints = hints toegestaan

end-unrated = Telt niet voor de rating: er speelde een computer mee.

hint-nothing = Je hoeft in spel #{ $game } nu niets te doen.
hint-text = 💡 Hint voor spel #{ $game }: { $advice }
hint-play = Speel { $card } op { $space }.
hint-remove = Speel { $card } en verwijder de fiche op { $space }.
hint-dead = Lever de dode kaart { $card } in en neem een nieuwe.
hint-pass = Pas.
hint-roll = Gooi de dobbelstenen.
hint-space = Gebruik je worp op { $space }.
hint-draw = Neem je kaart.
hint-forfeit = Verbeur { $card }.
hint-win = { $move }: daarmee win je.
hint-block = { $move }: daarmee blokkeer je een SEQUENCE.

## Grenzen, privéborden, weigeren bij het starten (issue 17)

error-no_games_here = Je speelt nu in geen enkel spel op deze server.
error-lobby_limit_member = Je bent hier al gastheer van { $count } open lobby's, het maximum voor één lid ({ $limit }). Start of annuleer er eerst een.
error-lobby_limit_channel = Dit kanaal heeft al { $count } open lobby's, het maximum voor een kanaal ({ $limit }). Start of annuleer er eerst een.
error-start_missing = Ik kan spel #{ $game } hier niet starten. Ik mis deze rechten in dit kanaal: { $permissions }. Er is niets veranderd.
board-private_link = Het huidige bord: { $link }
board-reposted = Het bord van spel #{ $game } staat opnieuw in het kanaal van het spel: { $link }
start-rounds_left_out = … nog { $n ->
    [one] { $n } ronde gelijkspel
   *[other] { $n } rondes gelijkspel
} …
games-more = … en nog { $n }. Noem een spel bij zijn nummer, bijv. /sequence board game:…
lobby-no_thread = { " " }in dit kanaal (geen thread: ik mis { $permissions })
startup-refused = Niet gestart: { $reason }
startup-database_damaged = de database { $where } is beschadigd ({ $detail }); zet hem terug uit een back-up, of laat DATABASE_PATH of DATABASE_URL ergens anders naar wijzen

permission-view_channel = Kanalen bekijken
permission-send_messages = Berichten versturen
permission-attach_files = Bestanden bijvoegen
permission-read_message_history = Berichtgeschiedenis lezen
permission-send_messages_in_threads = Berichten versturen in threads
permission-create_public_threads = Openbare threads maken
permission-embed_links = Links insluiten
