# ruff: noqa: E501 - translation tables: one message per line reads better than wrapped strings
"""Nederlands (nl): the bot's texts in Dutch, with the terms of the Dutch rule book (seed 004).

Fiches, speelbord, velden, aflegstapel, trekstapel, tweeogige en eenogige boeren, dode kaart,
hoeken, tafelgesprek, kaartverlies, SEQUENCE.
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # -- errors ----------------------------------------------------------------------------
    "error.internal": "Er ging bij mij iets mis. Foutcode: `{ref}`.",
    "error.rule": "Dat mag niet: {reason}.",
    "error.bad_move": "Ik kon die zet niet lezen: {reason}.",
    "error.bot_permissions": (
        "Ik mis rechten in dit kanaal. Ik heb Kanaal bekijken, Berichten sturen, Bestanden "
        "bijvoegen en Berichtgeschiedenis lezen nodig (en Openbare threads maken voor een "
        "spelthread)."
    ),
    "error.bot_missing": "Ik mis deze rechten in dit kanaal: {permissions}.",
    "error.guild_only": "Sequence speel je in een kanaal op een server, niet in DM's.",
    "error.not_allowed": "Dat mag je niet doen.",
    "error.owner_only": "Alleen de eigenaar van de bot kan dat.",
    "error.no_game": "Er is geen spel #{game}.",
    "error.not_started": "Spel #{game} is nog niet begonnen.",
    "error.unknown_variant": "Er is geen spel dat {variant} heet; kies classic, kids of dice.",
    "error.player_count": "{variant} kan niet met {players} spelers. Toegestaan: {allowed}.",
    "error.settings": "Die opties passen niet bij elkaar: {reason}.",
    "error.clock": "Een beurtklok van {minutes} minuten is er niet; kies er een uit de lijst.",
    "error.lobby_closed": "Spel #{game} neemt geen spelers meer aan.",
    "error.already_joined": "Je doet al mee aan dit spel.",
    "error.lobby_full": "Dit spel is vol ({players} spelers).",
    "error.no_team": "Dat team bestaat niet in dit spel.",
    "error.team_full": "Dat team is vol ({size} spelers).",
    "error.host_leave": "De host kan niet weggaan; annuleer het spel in plaats daarvan.",
    "error.not_in_lobby": "Die speler doet niet mee aan dit spel.",
    "error.host_only": "Alleen de host kan dat.",
    "error.lobby_not_full": "{seated} van de {players} spelers zijn er; wacht op de rest.",
    "error.not_over": "Dat spel is nog bezig.",
    "error.rematch_open": "Er is al een revanche van dat spel: spel #{game}.",
    "error.not_player": "Je speelt niet mee in dit spel.",
    "error.stale": "Dat bord is oud; gebruik het nieuwste bord van het spel.",
    "error.game_over": "Spel #{game} is afgelopen.",
    "error.seat_out": "Je speelt niet meer mee in dit spel.",
    "error.wait_forfeits": "Eerst moet de straf voor tafelgesprek betaald worden: het team moet kaarten verbeuren.",
    "error.not_your_turn": "Je bent niet aan de beurt; {player} is aan de beurt.",
    "error.not_your_seat": "Dat kun je alleen voor jezelf doen.",
    "error.not_player_move": "`{move}` is geen zet die spelers zelf doen.",
    "error.no_games": "Je speelt nu in geen enkel spel.",
    "error.which_game": "Je speelt in meerdere spellen; zeg welk met de optie `game`.",
    "error.forged": "Die knop is niet van mij, of hij is beschadigd. Gebruik het bord van het spel.",
    "error.unknown_action": "Die knop doet niets meer.",
    "error.no_card": "Die kaart heb je niet in je hand.",
    "error.no_talk": "De straf voor tafelgesprek wordt in dit spel niet gebruikt.",
    "error.own_team": "Je kunt geen tafelgesprek melden tegen je eigen team.",
    "error.confirm_talk": "Alleen een lid van het beschuldigde team of de host kan bevestigen.",
    "error.no_dm": "Ik kon je geen DM sturen; gebruik de knop Mijn hand bij het bord.",
    # -- lobby -----------------------------------------------------------------------------
    "lobby.title": "**Sequence {variant_name}** — spel #{game}",
    "lobby.host": "Host: {host}",
    "lobby.players": "Spelers ({seated}/{players}):",
    "lobby.player": "{n}. {name}",
    "lobby.player_team": "{n}. {name} — team {team}",
    "lobby.waiting": "Wachten op nog {missing}. Druk op Meedoen om mee te spelen.",
    "lobby.ready": "Iedereen is er. De host kan op Start drukken.",
    "lobby.options": "Regels: {options}",
    "lobby.no_options": "Regels: geen extra",
    "lobby.cancelled": "Spel #{game} is door de host geannuleerd.",
    "lobby.started": "Spel #{game} is begonnen{where}.",
    "lobby.started_in": " in {thread}",
    "lobby.created": "De lobby voor spel #{game} is open.",
    "button.join": "Meedoen",
    "button.leave": "Weggaan",
    "button.start": "Start",
    "button.cancel": "Annuleren",
    "button.team": "Team {team}",
    "select.kick": "Host: verwijder een speler…",
    "option.advanced_jack": "geavanceerde eenogige boer",
    "option.table_talk": "straf voor tafelgesprek",
    "option.strict_draw": "kaartverlies (zelf trekken)",
    "option.line_length": "{n} op een rij",
    "option.clock": "beurtklok {minutes} min",
    "variant.classic": "Klassiek",
    "variant.kids": "voor kinderen",
    "variant.dice": "met dobbelstenen",
    "colour.blue": "Blauw",
    "colour.green": "Groen",
    "colour.red": "Rood",
    "colour.yellow": "Geel",
    # -- start -----------------------------------------------------------------------------
    "start.title": "**Spel #{game} — Sequence {variant_name}** begint!",
    "start.cut_round": "Kaarten knippen voor de deler: {cuts}",
    "start.cut_result": "{dealer} knipte de laagste kaart en deelt; {first} begint (links van de deler).",
    "start.random": "{dealer} is als deler geloot; {first} begint (links van de deler).",
    "start.dice_round": "Gooien om te beginnen: {rolls}",
    "start.dice_result": "{first} gooide het hoogst en begint.",
    "start.seating": "Plaatsen (beurtvolgorde): {seating}",
    "start.team": "{team}: {members}",
    "start.hands": "Je kaarten komen per DM; de knop Mijn hand laat ze ook altijd zien.",
    "start.thread_name": "Sequence #{game} ({variant_name})",
    # -- board lines -----------------------------------------------------------------------
    "event.place": "{player} speelde {card} op {space}.",
    "event.remove": "{player} speelde {card} en verwijderde de fiche op {space}.",
    "event.dead": "{player} leverde de dode kaart {card} in en nam een nieuwe.",
    "event.pass": "{player} had geen speelbare kaart en past.",
    "event.roll": "{player} gooide {a} + {b} = {total}.",
    "event.nothing": "{player} gooide {a} + {b} = {total}: daar kan niets mee.",
    "event.dice_place": "{player} gebruikte {total} om een fiche op {space} te leggen.",
    "event.dice_replace": "{player} gebruikte {total} om de fiche op {space} te vervangen.",
    "event.dice_remove": "{player} gebruikte 10 om de fiche op {space} te verwijderen.",
    "event.draw": "{player} nam een kaart.",
    "event.talk": "Straf voor tafelgesprek voor team {team}: elk lid verbeurt één kaart.",
    "event.forfeit": "{player} verbeurde {card}.",
    "event.timeout": "{player} had geen tijd meer; de beurt gaat door.",
    "event.timeout_forfeit": "De tijd voor de straf is om; de nieuwste kaarten gaan weg.",
    "event.resign": "{player} gaf op voor {team}.",
    "event.drop": "{player} miste te veel beurten en doet niet meer mee.",
    "event.abandon": "Het spel is afgebroken.",
    "event.sequence": "🎉 {team} heeft een SEQUENCE! ({count}/{needed})",
    "turn.next": "{mention}, je bent aan de beurt.",
    "turn.choose": "{mention}, kies een veld voor je {total}.",
    "turn.again": "{mention} gooide {total} en gooit nog een keer.",
    "turn.forfeit": "{mentions}: kies een kaart om te verbeuren (knop Kaart verbeuren).",
    "turn.draw": "{mention}, neem je kaart (knop Kaart nemen) voor het te laat is.",
    "end.sequence": "🏆 **{team} wint** spel #{game}!",
    "end.draw": "Spel #{game} eindigt gelijk: niemand kon nog spelen.",
    "end.resignation": "🏆 **{team} wint** spel #{game}: de anderen gaven op of gingen weg.",
    "end.abandonment": "Spel #{game} is afgebroken.",
    "end.replay": "Herhaling van spel #{game}",
    "board.header": "Spel #{game} · zet {ply}",
    "board.text_fallback": "(afbeelding van het bord niet beschikbaar)",
    # -- board buttons ---------------------------------------------------------------------
    "button.play": "Spelen",
    "button.hand": "Mijn hand",
    "button.roll": "Gooi de dobbelstenen",
    "button.draw": "Kaart nemen",
    "button.talk": "Tafelgesprek!",
    "button.forfeit": "Kaart verbeuren",
    "button.rematch": "Revanche",
    "button.back": "Terug",
    "button.pass": "Passen",
    "button.confirm": "Straf bevestigen",
    "button.dismiss": "Afwijzen",
    "button.continue": "Doorspelen",
    "button.abandon": "Spel afbreken",
    "button.resign": "Ja, opgeven",
    "select.card": "Kies een kaart…",
    "select.space": "Kies een veld ({spaces})…",
    "select.dice_space": "Kies een veld voor {total} ({spaces})…",
    "select.forfeit": "Kies de kaart die je verbeurt…",
    "select.talk": "Welk team praatte?",
    "card.play": "Speel {card}",
    "card.dead": "Lever dode kaart {card} in",
    "card.kind.wild": "wild",
    "card.kind.remove": "haalt weg",
    # -- private views ---------------------------------------------------------------------
    "hand.title": "Je hand in spel #{game} (zet {ply}):",
    "hand.card": "• {card}",
    "hand.card_dead": "• {card} — dode kaart, kan ingeleverd worden",
    "hand.empty": "(geen kaarten)",
    "hand.your_turn": "Je bent aan de beurt: kies hieronder een kaart.",
    "hand.your_turn_dm": "Je bent aan de beurt: druk op Spelen bij het bord.",
    "hand.not_turn": "{player} is aan de beurt.",
    "hand.dice": "Sequence met dobbelstenen heeft geen kaarten: gooi met de knop bij het bord.",
    "hand.pick_space": "Je koos {card}. Kies nu een veld:",
    "hand.played": "Gedaan: {line}",
    "hand.forfeit": "Kies de kaart die je verbeurt voor de straf voor tafelgesprek:",
    "hand.dm": "Spel #{game} in {channel} — je hand na zet {ply}:",
    "hand.link": "Bord: {link}",
    "hand.no_dm_note": "Je DM's staan dicht, dus je hand staat alleen hier.",
    "hand.moved_elsewhere": "Gespeeld. Het bord staat hier: {link}",
    # -- table talk, clock, host decisions -----------------------------------------------
    "talk.pick": "Welk team was aan het coachen?",
    "talk.called": (
        "{caller} meldt tafelgesprek bij team {team}. Een lid van dat team of de host ({host}) "
        "moet bevestigen."
    ),
    "talk.dismissed": "De melding van tafelgesprek bij team {team} is afgewezen.",
    "clock.reminder": "⏰ {mention}, de helft van je tijd in spel #{game} is om: nog {left}.",
    "clock.dropped": (
        "{player} miste {count} beurten op rij en doet niet meer mee. {host}, gaat het spel "
        "door?"
    ),
    "clock.continue": "De host heeft besloten: het spel gaat door.",
    "resign.confirm": "Wil je spel #{game} echt opgeven voor jouw kant?",
    # -- commands --------------------------------------------------------------------------
    "games.none": "Geen open spellen in dit kanaal.",
    "games.title": "Open spellen hier:",
    "games.lobby": "#{game} {variant_name} — lobby, {seated}/{players} spelers, host {host}",
    "games.active": "#{game} {variant_name} — {player} is aan zet, zet {ply} {link}",
    "sync.done": "Commando's gesynchroniseerd {where}. Hoofdcommando's: {count}.",
    "sync.global": "wereldwijd (het kan even duren voor ze verschijnen)",
    "sync.guild": "naar deze server",
    "rules.classic": (
        "**Klassiek Sequence.** Speel in je beurt een kaart en leg een fiche op een van de twee "
        "velden van die kaart. Tweeogige boeren (♣ ♦) zijn wild; eenogige boeren (♥ ♠) "
        "verwijderen een fiche van de tegenstander (niet uit een voltooide SEQUENCE). Een kaart "
        "waarvan beide velden bedekt zijn, is een dode kaart: lever hem in voor een nieuwe, één "
        "per beurt. De hoeken tellen voor iedereen. Vijf op een rij is een SEQUENCE: met twee "
        "teams heb je er twee nodig, met drie teams één."
    ),
    "rules.kids": (
        "**Sequence voor kinderen.** Speel een dierenkaart en leg een fiche op dat dier. De "
        "eenhoorn is wild, de draak verwijdert een fiche van een tegenstander. Vier op een rij "
        "wint; de hoeken tellen voor iedereen."
    ),
    "rules.dice": (
        "**Sequence met dobbelstenen.** Gooi twee dobbelstenen en leg een fiche op een veld met "
        "dat getal. Zijn ze allemaal bedekt, vervang dan een fiche van een tegenstander op een "
        "ervan. 10 verwijdert een fiche van een tegenstander (niet van 2 of 12), 11 is wild, 2 "
        "en 12 gooien nog een keer. {line} op een rij wint."
    ),
    "rules.options": "Regels in dit spel: {options}",
    "rules.commands": (
        "Speel met de knoppen onder het bord, of typ `/sequence play` (die stelt je zetten "
        "voor). `/sequence hand` toont je kaarten, `/sequence board` het bord."
    ),
    "token.missing": (
        "Geen bottoken gevonden.\n"
        "1. Open https://discord.com/developers/applications en maak een application.\n"
        "2. Druk onder Bot op Reset Token en kopieer de token.\n"
        "3. Kopieer .env.example naar .env en zet DISCORD_TOKEN=<jouw token>.\n"
        "4. Nodig de bot onder OAuth2 uit met de scopes bot en applications.commands en de "
        "rechten Send Messages, Attach Files, Create Public Threads, Send Messages in Threads, "
        "Read Message History.\n"
        "5. Start de bot en schrijf '@JouwBot sync' op je server om de commando's te "
        "registreren.\n"
        "Zonder Discord speelt `.venv/bin/python demo.py` een offline demo."
    ),
    # -- /sequence language ----------------------------------------------------------------
    "language.set": "Spelberichten op deze server zijn nu in het {language}.",
    "language.auto": (
        "Spelberichten op deze server volgen nu de servertaal in Discord (nu {language})."
    ),
    "language.admin_only": "Alleen leden met het recht Server beheren kunnen de taal kiezen.",
    "error.too_many_computers": "Er passen hoogstens {most} computerspelers in dit spel (jij neemt ook een plaats in).",
    "error.level": "Kies een computerniveau: {levels}.",
    "error.no_computer": "Er is geen computerspeler om te verwijderen.",
    "error.no_hints": "Hints staan uit in spel #{game}. Open een spel met de optie hints aan om ze te gebruiken.",
    "computer.name": "Computer {n} ({level})",
    "computer.level_option": "Computer, {level}",
    "level.easy": "makkelijk",
    "level.medium": "gemiddeld",
    "level.hard": "moeilijk",
    "level.expert": "expert",
    "button.remove_computer": "Computer verwijderen",
    "select.add_computer": "Host: voeg een computerspeler toe…",
    "turn.computer": "{name} denkt na…",
    "option.hints": "hints toegestaan",
    "end.unrated": "Telt niet voor de rating: er speelde een computer mee.",
    "hint.nothing": "Je hoeft in spel #{game} nu niets te doen.",
    "hint.text": "💡 Hint voor spel #{game}: {advice}",
    "hint.play": "Speel {card} op {space}.",
    "hint.remove": "Speel {card} en verwijder de fiche op {space}.",
    "hint.dead": "Lever de dode kaart {card} in en neem een nieuwe.",
    "hint.pass": "Pas.",
    "hint.roll": "Gooi de dobbelstenen.",
    "hint.space": "Gebruik je worp op {space}.",
    "hint.draw": "Neem je kaart.",
    "hint.forfeit": "Verbeur {card}.",
    "hint.win": "{move}: daarmee win je.",
    "hint.block": "{move}: daarmee blokkeer je een SEQUENCE.",
}

LEADERBOARD: dict[str, str] = {
    "lb.cmd.leaderboard": "De beste spelers van de server in één spel",
    "lb.cmd.stats": "De statistieken van een speler op deze server",
    "lb.cmd.history": "De laatste spellen van een speler, met eindborden en herhalingen",
    "lb.opt.game": "Ranglijst van welk spel (standaard: klassiek)",
    "lb.opt.page": "Pagina van de ranglijst (standaard: 1)",
    "lb.opt.history_page": "Pagina van de geschiedenis, nieuwste spellen eerst (standaard: 1)",
    "lb.opt.member": "Van wie (standaard: jij)",
    "lb.title": "🏆 Ranglijst — Sequence {variant_name}",
    "lb.legend": "rating · spellen · winst–verlies–gelijk · winstpercentage",
    "lb.row": (
        "**{rank}.** <@{user}> — **{rating}** · {games} · {wins}–{losses}–{draws} · {rate}"
    ),
    "lb.empty": (
        "Nog niemand staat op deze ranglijst. Speel een spel Sequence {variant_name} uit tegen "
        "andere mensen om een rating te krijgen."
    ),
    "lb.you": "Jouw plaats",
    "lb.you_unrated": "Je staat nog niet op deze ranglijst: speel een spel uit tegen anderen.",
    "lb.footer": (
        "Pagina {page}/{pages} · {total} spelers met rating · rating = vaardigheid − 3 × "
        "onzekerheid (spellen tegen de computer tellen niet)"
    ),
    "lb.prev": "Vorige",
    "lb.next": "Volgende",
    "stats.title": "📊 Statistieken — {name}",
    "stats.none": "{name} heeft op deze server nog geen spel uitgespeeld.",
    "stats.variant": "Sequence {variant_name}",
    "stats.games": (
        "**{games}** spellen · **{wins}** gewonnen · {losses} verloren · {draws} gelijk ({rate})"
    ),
    "stats.rating": "Rating **{rating}** — #{rank} van {total}",
    "stats.unrated": "Geen rating (nog geen uitgespeeld spel tegen mensen)",
    "stats.streak_win": "Reeks: **{n}** gewonnen op rij · beste {best}",
    "stats.streak_loss": "Reeks: {n} verloren op rij · beste {best}",
    "stats.streak_none": "Reeks: geen · beste {best}",
    "stats.play": "SEQUENCES {sequences} · boeren gespeeld {jacks} · dode kaarten ingeleverd {dead}",
    "stats.length": "Gemiddeld spel: {moves} zetten ({turns} daarvan van jou)",
    "stats.partner": "Favoriete teamgenoot",
    "stats.partner_line": "<@{user}> — {games} spellen samen, {wins} gewonnen",
    "stats.no_partner": "Nog geen teamspellen.",
    "history.title": "🕑 Spelgeschiedenis — {name}",
    "history.none": "{name} heeft op deze server nog geen spel uitgespeeld.",
    "history.row": "`#{game}` Sequence {variant_name} · {outcome} · {moves} zetten · <t:{at}:R>",
    "history.board_link": " · [bord]({link})",
    "history.pick": "Bekijk het eindbord en de herhaling van een spel…",
    "history.option": "#{game} {variant_name} — {outcome}",
    "history.option_detail": "{moves} zetten",
    "history.footer": "Kies hieronder een spel om het eindbord en een geanimeerde herhaling te zien.",
    "history.page": "Pagina {page}/{pages} · {total} spellen",
    "history.newer": "Nieuwer",
    "history.older": "Ouder",
    "history.replay": "Spel #{game} (Sequence {variant_name}): eindbord en herhaling.",
    "history.no_moves": "Spel #{game} heeft geen zetten om te herhalen.",
    "history.not_here": "Spel #{game} is niet op deze server gespeeld.",
    "history.not_finished": "Spel #{game} is nog niet afgelopen.",
    "outcome.win": "gewonnen",
    "outcome.loss": "verloren",
    "outcome.draw": "gelijk",
    "error.lb_guild_only": "Ranglijsten horen bij een server: gebruik dit commando in een serverkanaal.",
    "error.lb_bad_game": "Dat is niet een van mijn spellen. Gebruik het menu onder het bericht.",
    "error.lb_internal": "Er ging bij mij iets mis. Probeer het later nog eens.",
    "history.vs_computer": " · 🤖 tegen de computer (telt niet mee)",
}

COMMANDS: dict[str, str] = {
    "name.sequence": "sequence",
    "desc.sequence": "Speel Sequence, Sequence voor kinderen of Sequence met dobbelstenen",
    "name.sequence new": "nieuw",
    "desc.sequence new": "Open een lobby voor een nieuw spel Sequence",
    "name.sequence hand": "hand",
    "desc.sequence hand": "Toon je hand (alleen jij ziet hem)",
    "name.sequence play": "zet",
    "desc.sequence play": "Doe een zet door hem te typen (stelt je zetten voor)",
    "name.sequence resign": "opgeven",
    "desc.sequence resign": "Geef een spel op voor jouw kant",
    "name.sequence rules": "regels",
    "desc.sequence rules": "De spelregels (van een spel hier: met zijn opties)",
    "name.sequence board": "bord",
    "desc.sequence board": "Toon het bord opnieuw",
    "name.sequence games": "spellen",
    "desc.sequence games": "Open spellen in dit kanaal",
    "name.sequence sync": "sync",
    "desc.sequence sync": "Alleen de eigenaar: registreer de slash-commando's",
    "name.sequence leaderboard": "ranglijst",
    "desc.sequence leaderboard": LEADERBOARD["lb.cmd.leaderboard"],
    "name.sequence stats": "statistieken",
    "desc.sequence stats": LEADERBOARD["lb.cmd.stats"],
    "name.sequence history": "geschiedenis",
    "desc.sequence history": LEADERBOARD["lb.cmd.history"],
    "name.sequence language": "taal",
    "desc.sequence language": "Beheer: de taal van de spelberichten op deze server",
    "param.game": "spel",
    "param.players": "spelers",
    "param.teams": "teams",
    "param.advanced_jack": "geavanceerde_boer",
    "param.table_talk": "tafelgesprek",
    "param.strict_draw": "kaartverlies",
    "param.line": "rij",
    "param.clock": "beurtklok",
    "param.move": "zet",
    "param.variant": "variant",
    "param.everywhere": "overal",
    "param.page": "pagina",
    "param.member": "lid",
    "param.language": "taal",
    "desc.sequence new.game": "Welk spel",
    "desc.sequence new.players": "Aantal spelers",
    "desc.sequence new.teams": "Aantal kanten of teams (optioneel)",
    "desc.sequence new.advanced_jack": "Klassiek: eenogige boeren mogen een voltooide SEQUENCE breken",
    "desc.sequence new.table_talk": "Klassiek met teams: straf voor tafelgesprek kan gemeld worden",
    "desc.sequence new.strict_draw": "Klassiek: spelers nemen zelf een kaart en verliezen hem als ze het vergeten",
    "desc.sequence new.line": "Dobbelstenen: 5 of 6 op een rij",
    "desc.sequence new.clock": "Beurtklok in minuten (standaard uit)",
    "desc.sequence hand.game": "Spelnummer (alleen nodig als je hier meerdere speelt)",
    "desc.sequence play.move": "Je zet, bijv. QS B3, dead 9D, roll, B3, pass",
    "desc.sequence play.game": "Spelnummer (alleen nodig als je hier meerdere speelt)",
    "desc.sequence resign.game": "Spelnummer (alleen nodig als je hier meerdere speelt)",
    "desc.sequence rules.variant": "De regels van welk spel",
    "desc.sequence rules.game": "Een spelnummer, om zijn opties te zien",
    "desc.sequence board.game": "Spelnummer (alleen nodig als je hier meerdere speelt)",
    "desc.sequence sync.everywhere": "Wereldwijd synchroniseren in plaats van naar deze server",
    "desc.sequence leaderboard.game": LEADERBOARD["lb.opt.game"],
    "desc.sequence leaderboard.page": LEADERBOARD["lb.opt.page"],
    "desc.sequence stats.member": LEADERBOARD["lb.opt.member"],
    "desc.sequence history.member": LEADERBOARD["lb.opt.member"],
    "desc.sequence history.page": LEADERBOARD["lb.opt.history_page"],
    "desc.sequence language.language": "De taal (of: volg de servertaal in Discord)",
    "choice.classic": "klassiek",
    "choice.kids": "voor kinderen",
    "choice.dice": "met dobbelstenen",
    "choice.auto": "Servertaal in Discord",
    "choice.minutes": "{n} min",
    "choice.hours": "{n} u",
    "name.sequence hint": "hint",
    "desc.sequence hint": "Een hint voor je volgende zet (alleen jij ziet hem; als het spel het toestaat)",
    "desc.sequence hint.game": "Spelnummer (alleen nodig als je hier meerdere speelt)",
    "param.computers": "computers",
    "param.level": "niveau",
    "param.hints": "hints",
    "desc.sequence new.computers": "Aantal computerspelers (ook om alleen tegen de computer te spelen)",
    "desc.sequence new.level": "Het niveau van de computerspelers",
    "desc.sequence new.hints": "Sta /sequence hint toe in dit spel (standaard uit)",
    "choice.easy": "makkelijk",
    "choice.medium": "gemiddeld",
    "choice.hard": "moeilijk",
    "choice.expert": "expert",
}

RULES: dict[str, str] = {
    "title": "Spelregels van Sequence {variant_name}",
    "options": "In dit spel",
    "commands": "Zo speel je hier",
    "classic.goal": (
        "Doel van het spel: voor 2 spelers of 2 teams moet één speler of team eerder dan de "
        "tegenstanders **TWEE SEQUENCES** scoren; voor 3 spelers of 3 teams **ÉÉN**. Een "
        "SEQUENCE is een aaneengesloten serie van vijf fiches van dezelfde kleur, omhoog of "
        "omlaag, dwars of diagonaal op het speelbord."
    ),
    "classic.setup.title": "Voorbereiding",
    "classic.setup": (
        "2, 3, 4, 6, 8, 9, 10 of 12 spelers; meer dan drie worden gelijkmatig in twee of drie "
        "teams verdeeld, en teamleden zitten afwisselend met tegenstanders. Spelers knippen "
        "kaarten en de laagste kaart deelt (azen zijn hoog); de speler links van de deler "
        "begint. Kaarten per speler: 2 spelers 7, 3–4 spelers 6, 6 spelers 5, 8–9 spelers 4, "
        "10–12 spelers 3."
    ),
    "classic.turn.title": "Je beurt",
    "classic.turn": (
        "Kies een kaart uit je hand en leg die open op je eigen aflegstapel, en plaats een van "
        "je fiches op de bijbehorende kaart op het speelbord (elke kaart staat er twee keer op) "
        "zolang die nog niet bedekt is. Neem daarna een kaart van de trekstapel (dat doe ik voor "
        "je)."
    ),
    "classic.jacks.title": "De boeren",
    "classic.jacks": (
        "**Tweeogige boeren** (♣ ♦) zijn wild: plaats een fiche op een open plek op het "
        "speelbord. **Eenogige boeren** (♥ ♠) zijn anti-wild: verwijder een fiche van je "
        "tegenstander van het speelbord; dat maakt je beurt compleet. Een fiche die al deel "
        "uitmaakt van een voltooide SEQUENCE kun je niet verwijderen."
    ),
    "classic.dead.title": "Dode kaart",
    "classic.dead": (
        "Zijn beide velden van een kaart in je hand bedekt, dan heb je een DODE KAART. In je "
        "beurt leg je hem op je aflegstapel, kondig je hem aan en neem je een vervangende kaart "
        "(één kaart per beurt); daarna speel je je normale beurt."
    ),
    "classic.corners.title": "De hoeken",
    "classic.corners": (
        "De vier hoeken tellen voor alle spelers alsof hun eigen fiche erop ligt: een hoek plus "
        "vier fiches is een SEQUENCE, en meer dan één speler mag dezelfde hoek gebruiken. Een "
        "veld uit je eerste SEQUENCE mag deel zijn van je tweede."
    ),
    "classic.optional.title": "Optionele regels",
    "classic.optional": (
        "**Tafelgesprek:** teamleden mogen elkaar niet coachen; gebeurt dat toch, dan verbeurt "
        "elk lid van dat team één kaart naar keuze. **Geavanceerde boer:** een eenogige boer mag "
        "ook een fiche uit een voltooide SEQUENCE verwijderen. **Kaartverlies:** neem je geen "
        "kaart voordat de volgende speler een zet doet EN zijn kaart neemt, dan verlies je het "
        "recht op die kaart."
    ),
    "kids.goal": (
        "Doel: als eerste **vier** eigen fiches op een rij krijgen: omhoog of omlaag, dwars of "
        "diagonaal."
    ),
    "kids.setup.title": "Voorbereiding",
    "kids.setup": (
        "2 tot 4 spelers, elk met een eigen kleur. Iedereen krijgt drie kaarten; de rest is de "
        "trekstapel. De speler links van de deler begint."
    ),
    "kids.turn.title": "Je beurt",
    "kids.turn": (
        "Leg een kaart open op je eigen aflegstapel en plaats een fiche op dat dier op het bord "
        "(elk dier staat er twee keer op). Neem daarna een nieuwe kaart: na je beurt heb je "
        "altijd drie kaarten. Heeft een kaart geen vrij veld meer, leg hem dan af, neem een "
        "nieuwe en speel je beurt gewoon."
    ),
    "kids.dragon.title": "Drakenkaart",
    "kids.dragon": (
        "Leg de drakenkaart op je aflegstapel en verwijder een fiche van een tegenstander van "
        "het bord. Dan is je beurt voorbij: je kunt in die beurt geen fiche op hetzelfde veld "
        "leggen."
    ),
    "kids.unicorn.title": "Eenhoornkaart",
    "kids.unicorn": "Leg de eenhoornkaart op je aflegstapel en plaats een fiche op een vrij veld naar keuze.",
    "kids.corners.title": "Open hoeken",
    "kids.corners": (
        "De vier hoeken tellen voor iedereen alsof er een fiche van de eigen kleur op ligt: een "
        "hoek plus drie fiches op een rij is een SEQUENCE. Op de hoeken worden nooit fiches "
        "gelegd."
    ),
    "dice.goal": (
        "Doel: als eerste speler of team een SEQUENCE maken – **{line}** eigen fiches op een rij, "
        "omhoog of omlaag, dwars of diagonaal (met twee spelers of twee teams raden de regels "
        "zes op een rij aan)."
    ),
    "dice.setup.title": "Voorbereiding",
    "dice.setup": (
        "2 tot 4 spelers; met vier spelen de eerste en derde speler samen tegen de tweede en "
        "vierde, en teamgenoten mogen elkaar geen raad geven. Iedereen gooit: de hoogste worp "
        "begint."
    ),
    "dice.turn.title": "Je beurt",
    "dice.turn": (
        "Gooi beide dobbelstenen en leg een fiche op een vrij veld met de som. Het bord heeft "
        "de getallen 2–9 en 12 elk vier keer. Zijn alle vier bedekt, vervang dan een fiche van "
        "een tegenstander op een ervan door de jouwe; zijn alle vier van jou, dan gebeurt er "
        "niets."
    ),
    "dice.special.title": "10, 11, 2 en 12",
    "dice.special": (
        "**10:** verwijder een fiche van een tegenstander (niet van de velden 2 en 12). **11:** "
        "wild, leg een fiche op een vrij veld naar keuze (is het bord vol, vervang dan een fiche "
        "van een tegenstander). **2 of 12:** leg zoals gewoonlijk en gooi daarna nog een keer."
    ),
}
