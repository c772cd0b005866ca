# ruff: noqa: E501 - translation tables: one message per line reads better than wrapped strings
"""Dansk (da): the bot's texts in Danish, with the terms of the Danish rule book (seed 000).

Jetoner, spilleplade, kasserede bunke, toøjede og enøjede knægte, døde kort, hold, Sequence.
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # -- errors ----------------------------------------------------------------------------
    "error.internal": "Noget gik galt hos mig. Fejlreference: `{ref}`.",
    "error.rule": "Det er ikke tilladt: {reason}.",
    "error.bad_move": "Jeg kunne ikke læse det træk: {reason}.",
    "error.bot_permissions": (
        "Jeg mangler tilladelser i denne kanal. Jeg skal have Se kanal, Send beskeder, "
        "Vedhæft filer og Læs beskedhistorik (og Opret offentlige tråde til en spiltråd)."
    ),
    "error.bot_missing": "Jeg mangler disse tilladelser i denne kanal: {permissions}.",
    "error.guild_only": "Sequence spilles i en kanal på en server, ikke i DM.",
    "error.not_allowed": "Det har du ikke lov til.",
    "error.owner_only": "Kun botens ejer kan gøre det.",
    "error.no_game": "Der er intet spil #{game}.",
    "error.not_started": "Spil #{game} er ikke startet endnu.",
    "error.unknown_variant": "Der er intet spil, der hedder {variant}; vælg classic, kids eller dice.",
    "error.player_count": "{variant} kan ikke spilles af {players} spillere. Tilladt: {allowed}.",
    "error.settings": "De indstillinger passer ikke sammen: {reason}.",
    "error.clock": "Et tidsur på {minutes} minutter findes ikke; vælg et fra listen.",
    "error.lobby_closed": "Spil #{game} tager ikke imod flere spillere.",
    "error.already_joined": "Du er allerede med i dette spil.",
    "error.lobby_full": "Spillet er fuldt ({players} spillere).",
    "error.no_team": "Det hold findes ikke i dette spil.",
    "error.team_full": "Holdet er fuldt ({size} spillere).",
    "error.host_leave": "Værten kan ikke forlade spillet; aflys det i stedet.",
    "error.not_in_lobby": "Den spiller er ikke med i dette spil.",
    "error.host_only": "Kun værten kan gøre det.",
    "error.lobby_not_full": "{seated} af {players} spillere er med; vent på resten.",
    "error.not_over": "Det spil er stadig i gang.",
    "error.rematch_open": "Der er allerede en omkamp af det spil: spil #{game}.",
    "error.not_player": "Du er ikke med i dette spil.",
    "error.stale": "Den spilleplade er gammel; brug spillets nyeste.",
    "error.game_over": "Spil #{game} er slut.",
    "error.seat_out": "Du er ikke længere med i dette spil.",
    "error.wait_forfeits": "Først skal bøden for bordsnak betales: holdet skal afgive kort.",
    "error.not_your_turn": "Det er ikke din tur; det er {player}s tur.",
    "error.not_your_seat": "Det kan du kun gøre for dig selv.",
    "error.not_player_move": "`{move}` er ikke et træk, spillerne selv laver.",
    "error.no_games": "Du er ikke med i noget spil lige nu.",
    "error.which_game": "Du er med i flere spil; vælg hvilket med `game`-indstillingen.",
    "error.forged": "Den knap er ikke en af mine, eller den er beskadiget. Brug spillets plade.",
    "error.unknown_action": "Den knap gør ikke noget længere.",
    "error.no_card": "Det kort har du ikke på hånden.",
    "error.no_talk": "Bøden for bordsnak bruges ikke i dette spil.",
    "error.own_team": "Du kan ikke melde bordsnak på dit eget hold.",
    "error.confirm_talk": "Kun et medlem af det anklagede hold eller værten kan bekræfte.",
    "error.no_dm": "Jeg kunne ikke sende dig en DM; brug knappen Min hånd ved pladen i stedet.",
    # -- lobby -----------------------------------------------------------------------------
    "lobby.title": "**Sequence {variant_name}** — spil #{game}",
    "lobby.host": "Vært: {host}",
    "lobby.players": "Spillere ({seated}/{players}):",
    "lobby.player": "{n}. {name}",
    "lobby.player_team": "{n}. {name} — hold {team}",
    "lobby.waiting": "Venter på {missing} mere. Tryk Deltag for at spille med.",
    "lobby.ready": "Alle er her. Værten kan trykke Start.",
    "lobby.options": "Regler: {options}",
    "lobby.no_options": "Regler: ingen ekstra",
    "lobby.cancelled": "Spil #{game} blev aflyst af værten.",
    "lobby.started": "Spil #{game} er startet{where}.",
    "lobby.started_in": " i {thread}",
    "lobby.created": "Lobbyen til spil #{game} er åben.",
    "button.join": "Deltag",
    "button.leave": "Forlad",
    "button.start": "Start",
    "button.cancel": "Aflys",
    "button.team": "Hold {team}",
    "select.kick": "Vært: fjern en spiller…",
    "option.advanced_jack": "avancerede spilleregler (enøjet knægt)",
    "option.table_talk": "bøde for bordsnak",
    "option.strict_draw": "husk selv at trække",
    "option.line_length": "{n} på række",
    "option.clock": "tidsur {minutes} min",
    "variant.classic": "Klassisk",
    "variant.kids": "for børn",
    "variant.dice": "med terninger",
    "colour.blue": "Blå",
    "colour.green": "Grøn",
    "colour.red": "Rød",
    "colour.yellow": "Gul",
    # -- start -----------------------------------------------------------------------------
    "start.title": "**Spil #{game} — Sequence {variant_name}** begynder!",
    "start.cut_round": "Træk kort om, hvem der giver: {cuts}",
    "start.cut_result": "{dealer} trak det laveste kort og giver; {first} starter (til venstre for kortgiveren).",
    "start.random": "{dealer} blev trukket som kortgiver; {first} starter (til venstre for kortgiveren).",
    "start.dice_round": "Slag om, hvem der starter: {rolls}",
    "start.dice_result": "{first} slog højest og starter.",
    "start.seating": "Pladser (turrækkefølge): {seating}",
    "start.team": "{team}: {members}",
    "start.hands": "Dine kort kommer som DM; knappen Min hånd viser dem også altid.",
    "start.thread_name": "Sequence #{game} ({variant_name})",
    # -- board lines -----------------------------------------------------------------------
    "event.place": "{player} spillede {card} på {space}.",
    "event.remove": "{player} spillede {card} og fjernede jetonen på {space}.",
    "event.dead": "{player} lagde det døde kort {card} og trak et nyt.",
    "event.pass": "{player} havde intet kort at spille og står over.",
    "event.roll": "{player} slog {a} + {b} = {total}.",
    "event.nothing": "{player} slog {a} + {b} = {total}: det kan der ikke gøres noget med.",
    "event.dice_place": "{player} brugte {total} til at lægge en jeton på {space}.",
    "event.dice_replace": "{player} brugte {total} til at udskifte jetonen på {space}.",
    "event.dice_remove": "{player} brugte 10 til at fjerne jetonen på {space}.",
    "event.draw": "{player} trak et kort.",
    "event.talk": "Bøde for bordsnak til hold {team}: hvert medlem afgiver et kort.",
    "event.forfeit": "{player} afgav {card}.",
    "event.timeout": "{player} løb tør for tid; turen går videre.",
    "event.timeout_forfeit": "Tiden til bøden for bordsnak løb ud; de nyeste kort afgives.",
    "event.resign": "{player} opgav for {team}.",
    "event.drop": "{player} missede for mange ture og er taget ud af spillet.",
    "event.abandon": "Spillet blev opgivet.",
    "event.sequence": "🎉 {team} har lavet en Sequence! ({count}/{needed})",
    "turn.next": "{mention}, det er din tur.",
    "turn.choose": "{mention}, vælg et felt til dit {total}.",
    "turn.again": "{mention} slog {total} og slår igen.",
    "turn.forfeit": "{mentions}: vælg et kort at afgive (knappen Afgiv et kort).",
    "turn.draw": "{mention}, træk dit kort (knappen Træk), før det er for sent.",
    "end.sequence": "🏆 **{team} vinder** spil #{game}!",
    "end.draw": "Spil #{game} endte uafgjort: ingen kunne spille.",
    "end.resignation": "🏆 **{team} vinder** spil #{game}: de andre opgav eller gik.",
    "end.abandonment": "Spil #{game} blev opgivet.",
    "end.replay": "Genafspilning af spil #{game}",
    "board.header": "Spil #{game} · træk {ply}",
    "board.text_fallback": "(billede af spillepladen er ikke tilgængeligt)",
    # -- board buttons ---------------------------------------------------------------------
    "button.play": "Spil",
    "button.hand": "Min hånd",
    "button.roll": "Slå med terningerne",
    "button.draw": "Træk",
    "button.talk": "Bordsnak!",
    "button.forfeit": "Afgiv et kort",
    "button.rematch": "Omkamp",
    "button.back": "Tilbage",
    "button.pass": "Stå over",
    "button.confirm": "Bekræft bøden",
    "button.dismiss": "Afvis",
    "button.continue": "Fortsæt spillet",
    "button.abandon": "Opgiv spillet",
    "button.resign": "Ja, opgiv",
    "select.card": "Vælg et kort…",
    "select.space": "Vælg et felt ({spaces})…",
    "select.dice_space": "Vælg et felt til {total} ({spaces})…",
    "select.forfeit": "Vælg kortet, du afgiver…",
    "select.talk": "Hvilket hold snakkede?",
    "card.play": "Spil {card}",
    "card.dead": "Læg det døde kort {card}",
    "card.kind.wild": "joker",
    "card.kind.remove": "fjerner",
    # -- private views ---------------------------------------------------------------------
    "hand.title": "Din hånd i spil #{game} (træk {ply}):",
    "hand.card": "• {card}",
    "hand.card_dead": "• {card} — dødt kort, kan byttes",
    "hand.empty": "(ingen kort)",
    "hand.your_turn": "Det er din tur: vælg et kort nedenfor.",
    "hand.your_turn_dm": "Det er din tur: tryk på Spil ved brættet.",
    "hand.not_turn": "Det er {player}s tur.",
    "hand.dice": "Sequence med terninger har ingen kort: slå med knappen ved pladen.",
    "hand.pick_space": "Du valgte {card}. Vælg nu et felt:",
    "hand.played": "Klaret: {line}",
    "hand.forfeit": "Vælg det kort, du afgiver som bøde for bordsnak:",
    "hand.dm": "Spil #{game} i {channel} — din hånd efter træk {ply}:",
    "hand.link": "Spilleplade: {link}",
    "hand.no_dm_note": "Dine DM'er er lukkede, så din hånd vises kun her.",
    "hand.moved_elsewhere": "Spillet. Spillepladen er her: {link}",
    # -- table talk, clock, host decisions -----------------------------------------------
    "talk.pick": "Hvilket hold vejledte hinanden?",
    "talk.called": (
        "{caller} melder bordsnak på hold {team}. Et medlem af det hold eller værten "
        "({host}) skal bekræfte."
    ),
    "talk.dismissed": "Meldingen om bordsnak på hold {team} blev afvist.",
    "clock.reminder": "⏰ {mention}, halvdelen af din tid i spil #{game} er gået: {left} tilbage.",
    "clock.dropped": (
        "{player} missede {count} ture i træk og er taget ud af spillet. {host}, skal spillet "
        "fortsætte?"
    ),
    "clock.continue": "Værten har besluttet: spillet fortsætter.",
    "resign.confirm": "Vil du virkelig opgive spil #{game} for din side?",
    # -- commands --------------------------------------------------------------------------
    "games.none": "Ingen åbne spil i denne kanal.",
    "games.title": "Åbne spil her:",
    "games.lobby": "#{game} {variant_name} — lobby, {seated}/{players} spillere, vært {host}",
    "games.active": "#{game} {variant_name} — {player} skal spille, træk {ply} {link}",
    "sync.done": "Kommandoerne er synkroniseret {where}. Kommandoer øverst: {count}.",
    "sync.global": "globalt (det kan tage lidt tid, før de dukker op)",
    "sync.guild": "til denne server",
    "rules.classic": (
        "**Klassisk Sequence.** Spil et kort på din tur og læg en jeton på et af kortets to "
        "felter. Toøjede knægte (♣ ♦) er jokere; enøjede knægte (♥ ♠) fjerner en modspillers "
        "jeton (ikke fra en færdig Sequence). Et kort, hvor begge felter er optaget, er et dødt "
        "kort: byt det til et nyt, én gang pr. tur. Hjørnerne tæller for alle. Fem på række er "
        "en Sequence: to hold skal have to Sequences, tre hold én."
    ),
    "rules.kids": (
        "**Sequence for børn.** Spil et dyrekort og læg en jeton på det dyr. Enhjørningen er "
        "joker, dragen fjerner en modspillers jeton. Fire på række vinder; hjørnerne tæller "
        "for alle."
    ),
    "rules.dice": (
        "**Sequence med terninger.** Slå med to terninger og læg en jeton på et felt med det "
        "tal. Er de alle optaget, udskift en modspillers jeton på et af dem. 10 fjerner en "
        "modspillers jeton (ikke fra 2 eller 12), 11 er joker, 2 og 12 slår igen. {line} på "
        "række vinder."
    ),
    "rules.options": "Regler i dette spil: {options}",
    "rules.commands": (
        "Spil med knapperne under pladen, eller skriv `/sequence play` (den foreslår dine "
        "træk). `/sequence hand` viser dine kort, `/sequence board` spillepladen."
    ),
    "token.missing": (
        "Ingen bot-token fundet.\n"
        "1. Åbn https://discord.com/developers/applications og opret en application.\n"
        "2. Under Bot: tryk Reset Token og kopiér tokenet.\n"
        "3. Kopiér .env.example til .env og sæt DISCORD_TOKEN=<dit token>.\n"
        "4. Under OAuth2: invitér botten med scopes bot og applications.commands og "
        "tilladelserne Send Messages, Attach Files, Create Public Threads, Send Messages in "
        "Threads, Read Message History.\n"
        "5. Start botten, og skriv '@DinBot sync' på din server for at registrere kommandoerne.\n"
        "Uden Discord spiller `.venv/bin/python demo.py` en demo offline."
    ),
    # -- /sequence language ----------------------------------------------------------------
    "language.set": "Spilbeskeder på denne server er nu på {language}.",
    "language.auto": (
        "Spilbeskeder på denne server følger nu serverens sprog i Discord (lige nu {language})."
    ),
    "language.admin_only": "Kun medlemmer med tilladelsen Administrer server kan vælge sproget.",
    "error.too_many_computers": "Der er højst plads til {most} computerspillere i dette spil (du skal også have en plads).",
    "error.level": "Vælg et computerniveau: {levels}.",
    "error.no_computer": "Der er ingen computerspiller at fjerne.",
    "error.no_hints": "Tips er slået fra i spil #{game}. Opret et spil med indstillingen tips slået til for at bruge dem.",
    "computer.name": "Computer {n} ({level})",
    "computer.level_option": "Computer, {level}",
    "level.easy": "let",
    "level.medium": "mellem",
    "level.hard": "svær",
    "level.expert": "ekspert",
    "button.remove_computer": "Fjern en computer",
    "select.add_computer": "Vært: tilføj en computerspiller…",
    "turn.computer": "{name} tænker…",
    "option.hints": "tips tilladt",
    "end.unrated": "Ikke ratet: en computer spillede med i dette spil.",
    "hint.nothing": "Du har intet at gøre i spil #{game} lige nu.",
    "hint.text": "💡 Tip til spil #{game}: {advice}",
    "hint.play": "Spil {card} på {space}.",
    "hint.remove": "Spil {card} og fjern jetonen på {space}.",
    "hint.dead": "Læg det døde kort {card} og træk et nyt.",
    "hint.pass": "Stå over.",
    "hint.roll": "Slå med terningerne.",
    "hint.space": "Brug dit slag på {space}.",
    "hint.draw": "Træk dit kort.",
    "hint.forfeit": "Afgiv {card}.",
    "hint.win": "{move}: så vinder du.",
    "hint.block": "{move}: det blokerer en Sequence.",
}

LEADERBOARD: dict[str, str] = {
    "lb.cmd.leaderboard": "Serverens bedste spillere i ét spil",
    "lb.cmd.stats": "En spillers statistik på denne server",
    "lb.cmd.history": "En spillers seneste spil med slutplader og genafspilninger",
    "lb.opt.game": "Hvilket spils rangliste (standard: klassisk)",
    "lb.opt.page": "Side i ranglisten (standard: 1)",
    "lb.opt.history_page": "Side i historikken, nyeste spil først (standard: 1)",
    "lb.opt.member": "Hvis (standard: din)",
    "lb.title": "🏆 Rangliste — Sequence {variant_name}",
    "lb.legend": "rating · spil · sejre–nederlag–uafgjorte · sejrsprocent",
    "lb.row": (
        "**{rank}.** <@{user}> — **{rating}** · {games} · {wins}–{losses}–{draws} · {rate}"
    ),
    "lb.empty": (
        "Ingen er på denne rangliste endnu. Spil et spil Sequence {variant_name} færdigt mod "
        "andre mennesker for at få en rating."
    ),
    "lb.you": "Din placering",
    "lb.you_unrated": "Du er ikke på denne rangliste endnu: spil et spil færdigt mod andre.",
    "lb.footer": (
        "Side {page}/{pages} · {total} spillere med rating · rating = styrke − 3 × usikkerhed "
        "(spil mod computeren tæller ikke)"
    ),
    "lb.prev": "Forrige",
    "lb.next": "Næste",
    "stats.title": "📊 Statistik — {name}",
    "stats.none": "{name} har ikke spillet et spil færdigt på denne server endnu.",
    "stats.variant": "Sequence {variant_name}",
    "stats.games": (
        "**{games}** spil · **{wins}** vundet · {losses} tabt · {draws} uafgjort ({rate})"
    ),
    "stats.rating": "Rating **{rating}** — nr. {rank} af {total}",
    "stats.unrated": "Ingen rating (intet færdigt spil mod mennesker endnu)",
    "stats.streak_win": "Stime: **{n}** vundet i træk · bedste {best}",
    "stats.streak_loss": "Stime: {n} tabt i træk · bedste {best}",
    "stats.streak_none": "Stime: ingen · bedste {best}",
    "stats.play": "Sequences {sequences} · knægte spillet {jacks} · døde kort byttet {dead}",
    "stats.length": "Gennemsnitligt spil: {moves} træk (heraf {turns} dine)",
    "stats.partner": "Yndlingsmakker",
    "stats.partner_line": "<@{user}> — {games} spil sammen, {wins} vundet",
    "stats.no_partner": "Ingen holdspil endnu.",
    "history.title": "🕑 Spilhistorik — {name}",
    "history.none": "{name} har ikke spillet et spil færdigt på denne server endnu.",
    "history.row": "`#{game}` Sequence {variant_name} · {outcome} · {moves} træk · <t:{at}:R>",
    "history.board_link": " · [plade]({link})",
    "history.pick": "Se et spils slutplade og genafspilning…",
    "history.option": "#{game} {variant_name} — {outcome}",
    "history.option_detail": "{moves} træk",
    "history.footer": "Vælg et spil nedenfor for at se slutpladen og en animeret genafspilning.",
    "history.page": "Side {page}/{pages} · {total} spil",
    "history.newer": "Nyere",
    "history.older": "Ældre",
    "history.replay": "Spil #{game} (Sequence {variant_name}): slutplade og genafspilning.",
    "history.no_moves": "Spil #{game} har ingen træk at genafspille.",
    "history.not_here": "Spil #{game} blev ikke spillet på denne server.",
    "history.not_finished": "Spil #{game} er ikke slut endnu.",
    "outcome.win": "vundet",
    "outcome.loss": "tabt",
    "outcome.draw": "uafgjort",
    "error.lb_guild_only": "Ranglister hører til en server: brug kommandoen i en kanal på serveren.",
    "error.lb_bad_game": "Det er ikke et af mine spil. Brug menuen under beskeden.",
    "error.lb_internal": "Noget gik galt hos mig. Prøv igen senere.",
    "history.vs_computer": " · 🤖 mod computeren (ikke ratet)",
}

COMMANDS: dict[str, str] = {
    "name.sequence": "sequence",
    "desc.sequence": "Spil Sequence, Sequence for børn eller Sequence med terninger",
    "name.sequence new": "ny",
    "desc.sequence new": "Åbn en lobby til et nyt spil Sequence",
    "name.sequence hand": "hånd",
    "desc.sequence hand": "Vis din hånd (kun du kan se den)",
    "name.sequence play": "træk",
    "desc.sequence play": "Lav et træk ved at skrive det (foreslår dine træk)",
    "name.sequence resign": "opgiv",
    "desc.sequence resign": "Opgiv et spil for din side",
    "name.sequence rules": "regler",
    "desc.sequence rules": "Spillereglerne (for et spil her: med dets regler)",
    "name.sequence board": "plade",
    "desc.sequence board": "Vis spillepladen igen",
    "name.sequence games": "spil",
    "desc.sequence games": "Åbne spil i denne kanal",
    "name.sequence sync": "synk",
    "desc.sequence sync": "Kun ejeren: registrér slash-kommandoerne",
    "name.sequence leaderboard": "rangliste",
    "desc.sequence leaderboard": LEADERBOARD["lb.cmd.leaderboard"],
    "name.sequence stats": "statistik",
    "desc.sequence stats": LEADERBOARD["lb.cmd.stats"],
    "name.sequence history": "historik",
    "desc.sequence history": LEADERBOARD["lb.cmd.history"],
    "name.sequence language": "sprog",
    "desc.sequence language": "Admin: sproget i serverens spilbeskeder",
    "param.game": "spil",
    "param.players": "spillere",
    "param.teams": "hold",
    "param.advanced_jack": "avanceret_knægt",
    "param.table_talk": "bordsnak",
    "param.strict_draw": "husk_at_trække",
    "param.line": "række",
    "param.clock": "tidsur",
    "param.move": "træk",
    "param.variant": "variant",
    "param.everywhere": "globalt",
    "param.page": "side",
    "param.member": "medlem",
    "param.language": "sprog",
    "desc.sequence new.game": "Hvilket spil",
    "desc.sequence new.players": "Antal spillere",
    "desc.sequence new.teams": "Antal sider eller hold (valgfrit)",
    "desc.sequence new.advanced_jack": "Klassisk: enøjede knægte må bryde en færdig Sequence",
    "desc.sequence new.table_talk": "Klassisk med hold: bøde for bordsnak kan meldes",
    "desc.sequence new.strict_draw": "Klassisk: spillerne trækker selv og mister kortet, hvis de glemmer det",
    "desc.sequence new.line": "Terninger: 5 eller 6 på række",
    "desc.sequence new.clock": "Tidsur pr. tur i minutter (slået fra som standard)",
    "desc.sequence hand.game": "Spilnummer (kun nødvendigt, når du spiller flere her)",
    "desc.sequence play.move": "Dit træk, f.eks. QS B3, dead 9D, roll, B3, pass",
    "desc.sequence play.game": "Spilnummer (kun nødvendigt, når du spiller flere her)",
    "desc.sequence resign.game": "Spilnummer (kun nødvendigt, når du spiller flere her)",
    "desc.sequence rules.variant": "Hvilket spils regler",
    "desc.sequence rules.game": "Et spilnummer, for at se dets regler",
    "desc.sequence board.game": "Spilnummer (kun nødvendigt, når du spiller flere her)",
    "desc.sequence sync.everywhere": "Synkronisér globalt i stedet for til denne server",
    "desc.sequence leaderboard.game": LEADERBOARD["lb.opt.game"],
    "desc.sequence leaderboard.page": LEADERBOARD["lb.opt.page"],
    "desc.sequence stats.member": LEADERBOARD["lb.opt.member"],
    "desc.sequence history.member": LEADERBOARD["lb.opt.member"],
    "desc.sequence history.page": LEADERBOARD["lb.opt.history_page"],
    "desc.sequence language.language": "Sproget (eller: følg serverens sprog i Discord)",
    "choice.classic": "klassisk",
    "choice.kids": "for børn",
    "choice.dice": "med terninger",
    "choice.auto": "Serverens sprog i Discord",
    "choice.minutes": "{n} min",
    "choice.hours": "{n} t",
    "name.sequence hint": "tip",
    "desc.sequence hint": "Et tip til dit næste træk (kun du ser det; hvis spillet tillader det)",
    "desc.sequence hint.game": "Spilnummer (kun nødvendigt, når du spiller flere her)",
    "param.computers": "computere",
    "param.level": "niveau",
    "param.hints": "tips",
    "desc.sequence new.computers": "Antal computerspillere (også til at spille alene mod computeren)",
    "desc.sequence new.level": "Computerspillernes niveau",
    "desc.sequence new.hints": "Tillad /sequence hint i dette spil (slået fra som standard)",
    "choice.easy": "let",
    "choice.medium": "mellem",
    "choice.hard": "svær",
    "choice.expert": "ekspert",
}

RULES: dict[str, str] = {
    "title": "Spilleregler for Sequence {variant_name}",
    "options": "I dette spil",
    "commands": "Sådan spiller I her",
    "classic.goal": (
        "Spillets formål: at være den første spiller eller gruppe, som danner **to** Sequences "
        "(med 3 spillere eller grupper: **én**). En Sequence er en ubrudt række af 5 jetoner i "
        "samme farve; lodret, vandret eller diagonalt på spillepladen."
    ),
    "classic.setup.title": "Opstilling",
    "classic.setup": (
        "2, 3, 4, 6, 8, 9, 10 eller 12 spillere; flere end tre deles i 2 eller 3 hold med lige "
        "mange på hvert, og holdmedlemmer sidder skiftevis med en modspiller. Alle trækker et "
        "kort: den med det laveste kort giver (esset er højest), og spilleren til venstre for "
        "kortgiveren starter. Kort per spiller: 2 spillere 7, 3–4 spillere 6, 6 spillere 5, "
        "8–9 spillere 4, 10–12 spillere 3."
    ),
    "classic.turn.title": "Din tur",
    "classic.turn": (
        "Vælg et kort fra hånden og læg det med forsiden opad på din kasserede bunke. Tag så en "
        "af holdets jetoner og placer den på et af de to steder på spillepladen, som passer til "
        "kortet (hvert kort findes to gange på pladen). Slut af med at trække et nyt kort (det "
        "gør jeg for dig)."
    ),
    "classic.jacks.title": "Knægtene",
    "classic.jacks": (
        "**Toøjede knægte** (♣ ♦) er jokere: læg en jeton på en hvilken som helst ledig plads. "
        "**Enøjede knægte** (♥ ♠) er skurke: fjern en af modspillernes jetoner fra "
        "spillepladen; det er hele din tur. En jeton i en færdig Sequence kan ikke fjernes."
    ),
    "classic.dead.title": "Døde kort",
    "classic.dead": (
        "Har du et kort, hvor der ikke er nogen fri plads tilbage på spillepladen, er det et "
        "dødt kort. På din tur kan du lægge ét dødt kort, trække et nyt og fortsætte på normal "
        "vis."
    ),
    "classic.corners.title": "Bonus jetoner i hjørnerne",
    "classic.corners": (
        "De fire hjørner tæller som en jeton for alle hold: et hjørne plus 4 jetoner er en "
        "Sequence, og flere hold må bruge det samme hjørne. En plads fra den ene Sequence kan "
        "bruges som en del af den anden."
    ),
    "classic.optional.title": "Valgfri regler",
    "classic.optional": (
        "**Bordsnak:** vejledning ved bordet er ikke tilladt; gør et holdmedlem en anden "
        "opmærksom på noget, bøder alle på holdet med et kort efter eget valg. **Avancerede "
        "spilleregler:** en enøjet knægt må også fjerne en jeton i en færdig Sequence. **Husk "
        "selv at trække:** glemmer du at trække, før næste spiller har placeret en jeton OG "
        "trukket, mister du kortet."
    ),
    "kids.goal": (
        "Mål: at være den første, der får **fire** af sine egne jetoner på række: lodret, "
        "vandret eller diagonalt."
    ),
    "kids.setup.title": "Opstilling",
    "kids.setup": (
        "2 til 4 spillere, hver med sin farve. Alle får tre kort; resten af bunken lægges ved "
        "pladen til at trække fra. Spilleren til venstre for kortgiveren starter."
    ),
    "kids.turn.title": "Din tur",
    "kids.turn": (
        "Læg et kort med forsiden opad på din kasserede bunke, og placer en af dine jetoner på "
        "det tilsvarende dyr på pladen (hvert dyr findes to steder). Træk så et nyt kort: du "
        "har altid tre kort, når din tur er slut. Har et kort intet ledigt felt, lægger du det "
        "på bunken, trækker et nyt og spiller som normalt."
    ),
    "kids.dragon.title": "Dragekort",
    "kids.dragon": (
        "Læg dragekortet på din kasserede bunke og fjern en af modspillerens jetoner fra "
        "pladen. Så er din tur slut: du kan ikke lægge en jeton på samme felt i samme tur."
    ),
    "kids.unicorn.title": "Enhjørningskort",
    "kids.unicorn": (
        "Læg enhjørningskortet på din kasserede bunke og placer en jeton på et hvilket som "
        "helst ledigt felt."
    ),
    "kids.corners.title": "Åbne felter",
    "kids.corners": (
        "De fire hjørner er åbne felter, som alle spillere kan bruge, som om der lå en jeton i "
        "deres egen farve: et hjørne plus tre jetoner på række er en Sequence. Der lægges aldrig "
        "jetoner på hjørnerne."
    ),
    "dice.goal": (
        "Mål: at være den første spiller eller det første hold med en SEQUENCE – **{line}** af "
        "egne jetoner på række, lodret, vandret eller diagonalt (spiller to mod to, anbefaler "
        "reglerne seks på række)."
    ),
    "dice.setup.title": "Opstilling",
    "dice.setup": (
        "2 til 4 spillere; med fire spiller første og tredje spiller sammen mod anden og "
        "fjerde, og makkere må ikke rådgive hinanden. Alle slår: den med det højeste slag "
        "starter."
    ),
    "dice.turn.title": "Din tur",
    "dice.turn": (
        "Slå med begge terninger og læg en jeton på et ledigt felt med summen. Pladen har "
        "tallene 2–9 og 12 fire gange hver. Er alle fire optaget, udskifter du en modspillers "
        "jeton på et af dem med din egen; er alle fire dine, sker der ingenting."
    ),
    "dice.special.title": "10, 11, 2 og 12",
    "dice.special": (
        "**10:** fjern en modspillers jeton (ikke fra felterne 2 og 12). **11:** joker, læg en "
        "jeton på et hvilket som helst ledigt felt (er pladen fuld, udskift en modspillers "
        "jeton). **2 eller 12:** læg som normalt, og slå så én gang til."
    ),
}
