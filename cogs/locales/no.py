# ruff: noqa: E501 - translation tables: one message per line reads better than wrapped strings
"""Norsk bokmål (no): the bot's texts in Norwegian, with the terms of the Norwegian rule books
(seeds 002 for Kids and 003 for Dice; classic is translated faithfully from the others).

Sjetonger, spillebrett, felt, kortstokk, ut-bunke, dragekort, enhjørningskort, åpne felt,
terninger, lag, SEQUENCE.
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # -- errors ----------------------------------------------------------------------------
    "error.internal": "Noe gikk galt hos meg. Feilreferanse: `{ref}`.",
    "error.rule": "Det er ikke lov: {reason}.",
    "error.bad_move": "Jeg klarte ikke å lese det trekket: {reason}.",
    "error.bot_permissions": (
        "Jeg mangler tillatelser i denne kanalen. Jeg trenger Se kanal, Send meldinger, "
        "Legg ved filer og Les meldingshistorikk (og Opprett offentlige tråder for en spilltråd)."
    ),
    "error.bot_missing": "Jeg mangler disse tillatelsene i kanalen: {permissions}.",
    "error.guild_only": "Sequence spilles i en kanal på en server, ikke i DM.",
    "error.not_allowed": "Det har du ikke lov til.",
    "error.owner_only": "Bare eieren av boten kan gjøre det.",
    "error.no_game": "Det finnes ikke noe spill #{game}.",
    "error.not_started": "Spill #{game} har ikke startet ennå.",
    "error.unknown_variant": "Det finnes ikke noe spill som heter {variant}; velg classic, kids eller dice.",
    "error.player_count": "{variant} kan ikke spilles av {players} spillere. Tillatt: {allowed}.",
    "error.settings": "De innstillingene passer ikke sammen: {reason}.",
    "error.clock": "En trekklokke på {minutes} minutter finnes ikke; velg en fra listen.",
    "error.lobby_closed": "Spill #{game} tar ikke imot flere spillere.",
    "error.already_joined": "Du er allerede med i dette spillet.",
    "error.lobby_full": "Spillet er fullt ({players} spillere).",
    "error.no_team": "Det laget finnes ikke i dette spillet.",
    "error.team_full": "Laget er fullt ({size} spillere).",
    "error.host_leave": "Verten kan ikke gå ut; avlys spillet i stedet.",
    "error.not_in_lobby": "Den spilleren er ikke med i dette spillet.",
    "error.host_only": "Bare verten kan gjøre det.",
    "error.lobby_not_full": "{seated} av {players} spillere er med; vent på resten.",
    "error.not_over": "Det spillet pågår fortsatt.",
    "error.rematch_open": "Det finnes allerede en omkamp av det spillet: spill #{game}.",
    "error.not_player": "Du er ikke med i dette spillet.",
    "error.stale": "Det brettet er gammelt; bruk det nyeste brettet i spillet.",
    "error.game_over": "Spill #{game} er over.",
    "error.seat_out": "Du er ikke lenger med i dette spillet.",
    "error.wait_forfeits": "Først må straffen for bordprat betales: laget må gi fra seg kort.",
    "error.not_your_turn": "Det er ikke din tur; det er {player} sin tur.",
    "error.not_your_seat": "Det kan du bare gjøre for deg selv.",
    "error.not_player_move": "`{move}` er ikke et trekk spillerne gjør selv.",
    "error.no_games": "Du er ikke med i noe spill akkurat nå.",
    "error.which_game": "Du er med i flere spill; si hvilket med valget `game`.",
    "error.forged": "Den knappen er ikke min, eller den er ødelagt. Bruk spillebrettet.",
    "error.unknown_action": "Den knappen gjør ikke noe lenger.",
    "error.no_card": "Det kortet har du ikke på hånden.",
    "error.no_talk": "Straffen for bordprat brukes ikke i dette spillet.",
    "error.own_team": "Du kan ikke melde bordprat på ditt eget lag.",
    "error.confirm_talk": "Bare et medlem av det anklagede laget eller verten kan bekrefte.",
    "error.no_dm": "Jeg fikk ikke sendt deg en DM; bruk knappen Min hånd ved brettet i stedet.",
    # -- lobby -----------------------------------------------------------------------------
    "lobby.title": "**Sequence {variant_name}** — spill #{game}",
    "lobby.host": "Vert: {host}",
    "lobby.players": "Spillere ({seated}/{players}):",
    "lobby.player": "{n}. {name}",
    "lobby.player_team": "{n}. {name} — lag {team}",
    "lobby.waiting": "Venter på {missing} til. Trykk Bli med for å spille.",
    "lobby.ready": "Alle er her. Verten kan trykke Start.",
    "lobby.options": "Regler: {options}",
    "lobby.no_options": "Regler: ingen ekstra",
    "lobby.cancelled": "Spill #{game} ble avlyst av verten.",
    "lobby.started": "Spill #{game} har startet{where}.",
    "lobby.started_in": " i {thread}",
    "lobby.created": "Lobbyen for spill #{game} er åpen.",
    "button.join": "Bli med",
    "button.leave": "Gå ut",
    "button.start": "Start",
    "button.cancel": "Avlys",
    "button.team": "Lag {team}",
    "select.kick": "Vert: fjern en spiller…",
    "option.advanced_jack": "avansert regel (enøyd knekt)",
    "option.table_talk": "straff for bordprat",
    "option.strict_draw": "trekk selv",
    "option.line_length": "{n} på rad",
    "option.clock": "trekklokke {minutes} min",
    "variant.classic": "Klassisk",
    "variant.kids": "for barn",
    "variant.dice": "med terninger",
    "colour.blue": "Blå",
    "colour.green": "Grønn",
    "colour.red": "Rød",
    "colour.yellow": "Gul",
    # -- start -----------------------------------------------------------------------------
    "start.title": "**Spill #{game} — Sequence {variant_name}** begynner!",
    "start.cut_round": "Trekk kort om hvem som deler ut: {cuts}",
    "start.cut_result": "{dealer} trakk lavest og deler ut; {first} starter (til venstre for den som deler ut).",
    "start.random": "{dealer} ble trukket til å dele ut; {first} starter (til venstre for den som deler ut).",
    "start.dice_round": "Terningkast om hvem som starter: {rolls}",
    "start.dice_result": "{first} fikk best resultat og starter.",
    "start.seating": "Plasser (turrekkefølge): {seating}",
    "start.team": "{team}: {members}",
    "start.hands": "Kortene dine kommer på DM; knappen Min hånd viser dem også alltid.",
    "start.thread_name": "Sequence #{game} ({variant_name})",
    # -- board lines -----------------------------------------------------------------------
    "event.place": "{player} spilte {card} på {space}.",
    "event.remove": "{player} spilte {card} og tok bort sjetongen på {space}.",
    "event.dead": "{player} la det døde kortet {card} i ut-bunken og trakk et nytt.",
    "event.pass": "{player} hadde ikke noe kort å spille og står over.",
    "event.roll": "{player} kastet {a} + {b} = {total}.",
    "event.nothing": "{player} kastet {a} + {b} = {total}: det kan ikke brukes til noe.",
    "event.dice_place": "{player} brukte {total} til å plassere en sjetong på {space}.",
    "event.dice_replace": "{player} brukte {total} til å bytte ut sjetongen på {space}.",
    "event.dice_remove": "{player} brukte 10 til å flytte bort sjetongen på {space}.",
    "event.draw": "{player} trakk et kort.",
    "event.talk": "Straff for bordprat til lag {team}: hvert medlem gir fra seg ett kort.",
    "event.forfeit": "{player} ga fra seg {card}.",
    "event.timeout": "{player} gikk tom for tid; turen går videre.",
    "event.timeout_forfeit": "Tiden for straffen gikk ut; de nyeste kortene går.",
    "event.resign": "{player} ga opp for {team}.",
    "event.drop": "{player} mistet for mange turer og er tatt ut av spillet.",
    "event.abandon": "Spillet ble avbrutt.",
    "event.sequence": "🎉 {team} fikk en SEQUENCE! ({count}/{needed})",
    "turn.next": "{mention}, det er din tur.",
    "turn.choose": "{mention}, velg et felt for {total}.",
    "turn.again": "{mention} kastet {total} og får en tur til.",
    "turn.forfeit": "{mentions}: velg et kort å gi fra deg (knappen Gi fra deg et kort).",
    "turn.draw": "{mention}, trekk kortet ditt (knappen Trekk) før det er for sent.",
    "end.sequence": "🏆 **{team} vinner** spill #{game}!",
    "end.draw": "Spill #{game} endte uavgjort: ingen kunne spille.",
    "end.resignation": "🏆 **{team} vinner** spill #{game}: de andre ga opp eller gikk.",
    "end.abandonment": "Spill #{game} ble avbrutt.",
    "end.replay": "Reprise av spill #{game}",
    "board.header": "Spill #{game} · trekk {ply}",
    "board.text_fallback": "(bilde av brettet er ikke tilgjengelig)",
    # -- board buttons ---------------------------------------------------------------------
    "button.play": "Spill",
    "button.hand": "Min hånd",
    "button.roll": "Kast terningene",
    "button.draw": "Trekk",
    "button.talk": "Bordprat!",
    "button.forfeit": "Gi fra deg et kort",
    "button.rematch": "Omkamp",
    "button.back": "Tilbake",
    "button.pass": "Stå over",
    "button.confirm": "Bekreft straffen",
    "button.dismiss": "Avvis",
    "button.continue": "Fortsett spillet",
    "button.abandon": "Avbryt spillet",
    "button.resign": "Ja, gi opp",
    "select.card": "Velg et kort…",
    "select.space": "Velg et felt ({spaces})…",
    "select.dice_space": "Velg et felt for {total} ({spaces})…",
    "select.forfeit": "Velg kortet du gir fra deg…",
    "select.talk": "Hvilket lag pratet?",
    "card.play": "Spill {card}",
    "card.dead": "Legg det døde kortet {card}",
    "card.kind.wild": "joker",
    "card.kind.remove": "fjerner",
    # -- private views ---------------------------------------------------------------------
    "hand.title": "Hånden din i spill #{game} (trekk {ply}):",
    "hand.card": "• {card}",
    "hand.card_dead": "• {card} — dødt kort, kan byttes",
    "hand.empty": "(ingen kort)",
    "hand.your_turn": "Det er din tur: velg et kort nedenfor.",
    "hand.your_turn_dm": "Det er din tur: trykk på Spill ved brettet.",
    "hand.not_turn": "Det er {player} sin tur.",
    "hand.dice": "Sequence med terninger har ingen kort: kast med knappen ved brettet.",
    "hand.pick_space": "Du valgte {card}. Velg nå et felt:",
    "hand.played": "Ferdig: {line}",
    "hand.forfeit": "Velg kortet du gir fra deg som straff for bordprat:",
    "hand.dm": "Spill #{game} i {channel} — hånden din etter trekk {ply}:",
    "hand.link": "Brett: {link}",
    "hand.no_dm_note": "DM-ene dine er stengt, så hånden din vises bare her.",
    "hand.moved_elsewhere": "Spilt. Brettet er her: {link}",
    # -- table talk, clock, host decisions -----------------------------------------------
    "talk.pick": "Hvilket lag ga hverandre råd?",
    "talk.called": (
        "{caller} melder bordprat på lag {team}. Et medlem av det laget eller verten ({host}) "
        "må bekrefte."
    ),
    "talk.dismissed": "Meldingen om bordprat på lag {team} ble avvist.",
    "clock.reminder": "⏰ {mention}, halve tiden din i spill #{game} er gått: {left} igjen.",
    "clock.dropped": (
        "{player} mistet {count} turer på rad og er tatt ut av spillet. {host}, skal spillet "
        "fortsette?"
    ),
    "clock.continue": "Verten har bestemt: spillet fortsetter.",
    "resign.confirm": "Vil du virkelig gi opp spill #{game} for din side?",
    # -- commands --------------------------------------------------------------------------
    "games.none": "Ingen åpne spill i denne kanalen.",
    "games.title": "Åpne spill her:",
    "games.lobby": "#{game} {variant_name} — lobby, {seated}/{players} spillere, vert {host}",
    "games.active": "#{game} {variant_name} — {player} har turen, trekk {ply} {link}",
    "sync.done": "Kommandoene er synkronisert {where}. Kommandoer på toppnivå: {count}.",
    "sync.global": "globalt (det kan ta litt tid før de vises)",
    "sync.guild": "til denne serveren",
    "rules.classic": (
        "**Klassisk Sequence.** Spill et kort på din tur og plasser en sjetong på ett av "
        "kortets to felt. Toøyde knekter (♣ ♦) er jokere; enøyde knekter (♥ ♠) tar bort en "
        "motspillers sjetong (ikke fra en ferdig SEQUENCE). Et kort der begge felt er opptatt, "
        "er dødt: bytt det mot et nytt, én gang per tur. Hjørnene teller for alle. Fem på rad "
        "er en SEQUENCE: to lag trenger to, tre lag én."
    ),
    "rules.kids": (
        "**Sequence for barn.** Spill et dyrekort og plasser en sjetong på det dyret. "
        "Enhjørningskortet er joker, dragekortet tar bort en av motstanderens sjetonger. Fire "
        "på rad vinner; de åpne feltene i hjørnene teller for alle."
    ),
    "rules.dice": (
        "**Sequence med terninger.** Kast to terninger og plasser en sjetong på et felt med "
        "summen. Er alle opptatt, bytt ut en motspillers sjetong på ett av dem. 10 flytter bort "
        "en motstanders sjetong (ikke fra 2 eller 12), 11 er joker, 2 og 12 gir en tur til. "
        "{line} på rad vinner."
    ),
    "rules.options": "Regler i dette spillet: {options}",
    "rules.commands": (
        "Spill med knappene under brettet, eller skriv `/sequence play` (den foreslår trekkene "
        "dine). `/sequence hand` viser kortene dine, `/sequence board` brettet."
    ),
    "token.missing": (
        "Fant ingen bot-token.\n"
        "1. Åpne https://discord.com/developers/applications og opprett en application.\n"
        "2. Under Bot: trykk Reset Token og kopier tokenet.\n"
        "3. Kopier .env.example til .env og sett DISCORD_TOKEN=<tokenet ditt>.\n"
        "4. Under OAuth2: inviter boten med scopes bot og applications.commands og "
        "tillatelsene Send Messages, Attach Files, Create Public Threads, Send Messages in "
        "Threads, Read Message History.\n"
        "5. Start boten og skriv '@DinBot sync' på serveren din for å registrere kommandoene.\n"
        "Uten Discord spiller `.venv/bin/python demo.py` en demo uten nett."
    ),
    # -- /sequence language ----------------------------------------------------------------
    "language.set": "Spillmeldinger på denne serveren er nå på {language}.",
    "language.auto": (
        "Spillmeldinger på denne serveren følger nå serverens språk i Discord (akkurat nå "
        "{language})."
    ),
    "language.admin_only": "Bare medlemmer med tillatelsen Administrer server kan velge språket.",
    "error.too_many_computers": "Det er plass til høyst {most} datamaskinspillere i dette spillet (du tar også en plass).",
    "error.level": "Velg et datamaskinnivå: {levels}.",
    "error.no_computer": "Det er ingen datamaskinspiller å fjerne.",
    "error.no_hints": "Tips er slått av i spill #{game}. Åpne et spill med tips slått på for å bruke dem.",
    "computer.name": "Datamaskin {n} ({level})",
    "computer.level_option": "Datamaskin, {level}",
    "level.easy": "lett",
    "level.medium": "middels",
    "level.hard": "vanskelig",
    "level.expert": "ekspert",
    "button.remove_computer": "Fjern en datamaskin",
    "select.add_computer": "Vert: legg til en datamaskinspiller…",
    "turn.computer": "{name} tenker…",
    "option.hints": "tips tillatt",
    "end.unrated": "Ikke rangert: en datamaskin spilte med i dette spillet.",
    "hint.nothing": "Du har ingenting å gjøre i spill #{game} akkurat nå.",
    "hint.text": "💡 Tips for spill #{game}: {advice}",
    "hint.play": "Spill {card} på {space}.",
    "hint.remove": "Spill {card} og ta bort sjetongen på {space}.",
    "hint.dead": "Legg det døde kortet {card} i ut-bunken og trekk et nytt.",
    "hint.pass": "Stå over.",
    "hint.roll": "Kast terningene.",
    "hint.space": "Bruk kastet ditt på {space}.",
    "hint.draw": "Trekk kortet ditt.",
    "hint.forfeit": "Gi fra deg {card}.",
    "hint.win": "{move}: da vinner du.",
    "hint.block": "{move}: det blokkerer en SEQUENCE.",
}

LEADERBOARD: dict[str, str] = {
    "lb.cmd.leaderboard": "Serverens beste spillere i ett spill",
    "lb.cmd.stats": "En spillers statistikk på denne serveren",
    "lb.cmd.history": "En spillers siste spill, med sluttbrett og reprise",
    "lb.opt.game": "Hvilket spills toppliste (standard: klassisk)",
    "lb.opt.page": "Side i topplisten (standard: 1)",
    "lb.opt.history_page": "Side i historikken, nyeste spill først (standard: 1)",
    "lb.opt.member": "Hvem sin (standard: din)",
    "lb.title": "🏆 Toppliste — Sequence {variant_name}",
    "lb.legend": "rating · spill · seire–tap–uavgjort · seiersprosent",
    "lb.row": (
        "**{rank}.** <@{user}> — **{rating}** · {games} · {wins}–{losses}–{draws} · {rate}"
    ),
    "lb.empty": (
        "Ingen er på denne topplisten ennå. Spill ferdig et spill Sequence {variant_name} mot "
        "andre mennesker for å få rating."
    ),
    "lb.you": "Din plassering",
    "lb.you_unrated": "Du er ikke på denne topplisten ennå: spill ferdig et spill mot andre.",
    "lb.footer": (
        "Side {page}/{pages} · {total} spillere med rating · rating = ferdighet − 3 × usikkerhet "
        "(spill mot datamaskinen teller ikke)"
    ),
    "lb.prev": "Forrige",
    "lb.next": "Neste",
    "stats.title": "📊 Statistikk — {name}",
    "stats.none": "{name} har ikke spilt ferdig noe spill på denne serveren ennå.",
    "stats.variant": "Sequence {variant_name}",
    "stats.games": "**{games}** spill · **{wins}** vunnet · {losses} tapt · {draws} uavgjort ({rate})",
    "stats.rating": "Rating **{rating}** — nr. {rank} av {total}",
    "stats.unrated": "Ingen rating (ingen ferdige spill mot mennesker ennå)",
    "stats.streak_win": "Rekke: **{n}** seire på rad · beste {best}",
    "stats.streak_loss": "Rekke: {n} tap på rad · beste {best}",
    "stats.streak_none": "Rekke: ingen · beste {best}",
    "stats.play": "SEQUENCE-er {sequences} · knekter spilt {jacks} · døde kort byttet {dead}",
    "stats.length": "Gjennomsnittlig spill: {moves} trekk ({turns} av dem dine)",
    "stats.partner": "Favorittmakker",
    "stats.partner_line": "<@{user}> — {games} spill sammen, {wins} vunnet",
    "stats.no_partner": "Ingen lagspill ennå.",
    "history.title": "🕑 Spillhistorikk — {name}",
    "history.none": "{name} har ikke spilt ferdig noe spill på denne serveren ennå.",
    "history.row": "`#{game}` Sequence {variant_name} · {outcome} · {moves} trekk · <t:{at}:R>",
    "history.board_link": " · [brett]({link})",
    "history.pick": "Se et spills sluttbrett og reprise…",
    "history.option": "#{game} {variant_name} — {outcome}",
    "history.option_detail": "{moves} trekk",
    "history.footer": "Velg et spill nedenfor for å se sluttbrettet og en animert reprise.",
    "history.page": "Side {page}/{pages} · {total} spill",
    "history.newer": "Nyere",
    "history.older": "Eldre",
    "history.replay": "Spill #{game} (Sequence {variant_name}): sluttbrett og reprise.",
    "history.no_moves": "Spill #{game} har ingen trekk å vise i reprise.",
    "history.not_here": "Spill #{game} ble ikke spilt på denne serveren.",
    "history.not_finished": "Spill #{game} er ikke over ennå.",
    "outcome.win": "vunnet",
    "outcome.loss": "tapt",
    "outcome.draw": "uavgjort",
    "error.lb_guild_only": "Topplister hører til en server: bruk kommandoen i en kanal på serveren.",
    "error.lb_bad_game": "Det er ikke et av spillene mine. Bruk menyen under meldingen.",
    "error.lb_internal": "Noe gikk galt hos meg. Prøv igjen senere.",
    "history.vs_computer": " · 🤖 mot datamaskinen (ikke rangert)",
}

COMMANDS: dict[str, str] = {
    "name.sequence": "sequence",
    "desc.sequence": "Spill Sequence, Sequence for barn eller Sequence med terninger",
    "name.sequence new": "ny",
    "desc.sequence new": "Åpne en lobby for et nytt spill Sequence",
    "name.sequence hand": "hånd",
    "desc.sequence hand": "Vis hånden din (bare du ser den)",
    "name.sequence play": "trekk",
    "desc.sequence play": "Gjør et trekk ved å skrive det (foreslår trekkene dine)",
    "name.sequence resign": "gi-opp",
    "desc.sequence resign": "Gi opp et spill for din side",
    "name.sequence rules": "regler",
    "desc.sequence rules": "Spillereglene (for et spill her: med reglene det har)",
    "name.sequence board": "brett",
    "desc.sequence board": "Vis spillebrettet igjen",
    "name.sequence games": "spill",
    "desc.sequence games": "Åpne spill i denne kanalen",
    "name.sequence sync": "synk",
    "desc.sequence sync": "Bare eieren: registrer skråstrek-kommandoene",
    "name.sequence leaderboard": "toppliste",
    "desc.sequence leaderboard": LEADERBOARD["lb.cmd.leaderboard"],
    "name.sequence stats": "statistikk",
    "desc.sequence stats": LEADERBOARD["lb.cmd.stats"],
    "name.sequence history": "historikk",
    "desc.sequence history": LEADERBOARD["lb.cmd.history"],
    "name.sequence language": "språk",
    "desc.sequence language": "Admin: språket i serverens spillmeldinger",
    "param.game": "spill",
    "param.players": "spillere",
    "param.teams": "lag",
    "param.advanced_jack": "avansert_knekt",
    "param.table_talk": "bordprat",
    "param.strict_draw": "trekk_selv",
    "param.line": "rekke",
    "param.clock": "trekklokke",
    "param.move": "trekk",
    "param.variant": "variant",
    "param.everywhere": "globalt",
    "param.page": "side",
    "param.member": "medlem",
    "param.language": "språk",
    "desc.sequence new.game": "Hvilket spill",
    "desc.sequence new.players": "Antall spillere",
    "desc.sequence new.teams": "Antall sider eller lag (valgfritt)",
    "desc.sequence new.advanced_jack": "Klassisk: enøyde knekter kan bryte en ferdig SEQUENCE",
    "desc.sequence new.table_talk": "Klassisk med lag: straff for bordprat kan meldes",
    "desc.sequence new.strict_draw": "Klassisk: spillerne trekker selv og mister kortet hvis de glemmer det",
    "desc.sequence new.line": "Terninger: 5 eller 6 på rad",
    "desc.sequence new.clock": "Trekklokke i minutter (av som standard)",
    "desc.sequence hand.game": "Spillnummer (trengs bare når du spiller flere her)",
    "desc.sequence play.move": "Trekket ditt, f.eks. QS B3, dead 9D, roll, B3, pass",
    "desc.sequence play.game": "Spillnummer (trengs bare når du spiller flere her)",
    "desc.sequence resign.game": "Spillnummer (trengs bare når du spiller flere her)",
    "desc.sequence rules.variant": "Hvilket spills regler",
    "desc.sequence rules.game": "Et spillnummer, for å se reglene det har",
    "desc.sequence board.game": "Spillnummer (trengs bare når du spiller flere her)",
    "desc.sequence sync.everywhere": "Synkroniser globalt i stedet for til denne serveren",
    "desc.sequence leaderboard.game": LEADERBOARD["lb.opt.game"],
    "desc.sequence leaderboard.page": LEADERBOARD["lb.opt.page"],
    "desc.sequence stats.member": LEADERBOARD["lb.opt.member"],
    "desc.sequence history.member": LEADERBOARD["lb.opt.member"],
    "desc.sequence history.page": LEADERBOARD["lb.opt.history_page"],
    "desc.sequence language.language": "Språket (eller: følg serverens språk i Discord)",
    "choice.classic": "klassisk",
    "choice.kids": "for barn",
    "choice.dice": "med terninger",
    "choice.auto": "Serverens språk i Discord",
    "choice.minutes": "{n} min",
    "choice.hours": "{n} t",
    "name.sequence hint": "tips",
    "desc.sequence hint": "Et tips til ditt neste trekk (bare du ser det; hvis spillet tillater det)",
    "desc.sequence hint.game": "Spillnummer (trengs bare når du spiller flere her)",
    "param.computers": "datamaskiner",
    "param.level": "nivå",
    "param.hints": "tips",
    "desc.sequence new.computers": "Antall datamaskinspillere (også for å spille alene mot datamaskinen)",
    "desc.sequence new.level": "Datamaskinspillernes nivå",
    "desc.sequence new.hints": "Tillat /sequence hint i dette spillet (av som standard)",
    "choice.easy": "lett",
    "choice.medium": "middels",
    "choice.hard": "vanskelig",
    "choice.expert": "ekspert",
}

RULES: dict[str, str] = {
    "title": "Regler for Sequence {variant_name}",
    "options": "I dette spillet",
    "commands": "Slik spiller dere her",
    "classic.goal": (
        "MÅL: Å bli den første spiller eller det første lag som lager **to** SEQUENCE-er (med 3 "
        "spillere eller lag: **én**). En SEQUENCE er en sammenhengende rekke med fem sjetonger "
        "av samme farge, opp og ned, bortover eller diagonalt på spillebrettet."
    ),
    "classic.setup.title": "Oppsett",
    "classic.setup": (
        "2, 3, 4, 6, 8, 9, 10 eller 12 spillere; flere enn tre deles i 2 eller 3 lag med like "
        "mange på hvert, og lagkameratene sitter annenhver. Alle trekker et kort: den med lavest "
        "kort deler ut (ess er høyest), og spilleren til venstre for den som delte ut, starter. "
        "Kort per spiller: 2 spillere 7, 3–4 spillere 6, 6 spillere 5, 8–9 spillere 4, 10–12 "
        "spillere 3."
    ),
    "classic.turn.title": "Din tur",
    "classic.turn": (
        "Velg et kort fra hånden og legg det med kortsiden opp i din egen ut-bunke. Plasser så "
        "en av lagets sjetonger på et ledig felt med det samme kortet (hvert kort er avbildet to "
        "steder på spillebrettet). Trekk til slutt et nytt kort fra kortstokken (det gjør jeg "
        "for deg)."
    ),
    "classic.jacks.title": "Knektene",
    "classic.jacks": (
        "**Toøyde knekter** (♣ ♦) er jokere: plasser en sjetong på et hvilket som helst ledig "
        "felt. **Enøyde knekter** (♥ ♠) tar bort en av motstanderens sjetonger fra "
        "spillebrettet; så er turen din over. En sjetong i en ferdig SEQUENCE kan ikke tas bort."
    ),
    "classic.dead.title": "Døde kort",
    "classic.dead": (
        "Har du et kort som ikke har noe ledig felt på spillebrettet, er det dødt. På din tur "
        "legger du det i ut-bunken, trekker et nytt kort og spiller turen din på vanlig måte "
        "(ett per tur)."
    ),
    "classic.corners.title": "Åpne felt",
    "classic.corners": (
        "De fire hjørnene er åpne felt som alle kan bruke som om det lå en sjetong i egen farge "
        "der: et hjørne pluss fire sjetonger er en SEQUENCE, og flere kan bruke samme hjørne. "
        "Et felt fra den første SEQUENCE-en kan være en del av den andre."
    ),
    "classic.optional.title": "Valgfrie regler",
    "classic.optional": (
        "**Bordprat:** lagkamerater kan ikke gi hverandre råd; gjør de det, må hvert medlem av "
        "laget gi fra seg et valgfritt kort. **Avansert regel:** en enøyd knekt kan også ta bort "
        "en sjetong fra en ferdig SEQUENCE. **Trekk selv:** glemmer du å trekke før neste "
        "spiller har plassert en sjetong OG trukket, mister du kortet."
    ),
    "kids.goal": (
        "MÅL: Vinneren er den første spilleren som får en SEQUENCE: **fire** egne sjetonger på "
        "rad, opp og ned, bortover eller diagonalt."
    ),
    "kids.setup.title": "Oppsett",
    "kids.setup": (
        "Hver spiller velger sin farge av sjetonger. Alle får tre kort; resten av kortstokken "
        "legges ved spillebrettet og brukes til å trekke nye kort fra. Spilleren til venstre for "
        "den som delte ut, starter."
    ),
    "kids.turn.title": "Spillet",
    "kids.turn": (
        "Legg et kort med kortsiden opp i ut-bunken din, og plasser en av sjetongene dine på "
        "tilsvarende kort på spillebrettet (hvert kort er avbildet to steder). Trekk så et nytt "
        "kort: du skal alltid ha tre kort på hånden når turen er over. Har et kort ikke noe "
        "ledig felt, legg det i ut-bunken, trekk et nytt og spill turen din på vanlig måte."
    ),
    "kids.dragon.title": "Dragekort",
    "kids.dragon": (
        "Legg dragekortet i ut-bunken din og ta bort en av motstanderens sjetonger fra "
        "spillebrettet. Så er turen din over: du kan ikke plassere en av dine sjetonger på det "
        "samme feltet på denne turen."
    ),
    "kids.unicorn.title": "Enhjørningskort",
    "kids.unicorn": (
        "Legg enhjørningskortet i ut-bunken og plasser en av sjetongene dine på et hvilket som "
        "helst ledig felt. Så er turen din over."
    ),
    "kids.corners.title": "Åpne felt",
    "kids.corners": (
        "De fire hjørnene er åpne felt. Alle kan bruke dem som om det lå en sjetong i egen farge "
        "der: med et åpent felt trenger du bare tre sjetonger på rad. Det skal aldri plasseres "
        "sjetonger på de åpne feltene."
    ),
    "dice.goal": (
        "MÅL: Å bli den første spiller eller det første lag som lager en SEQUENCE – **{line}** "
        "sjetonger på rad i egen farge, opp og ned, bortover eller diagonalt (når to spillere "
        "eller to lag spiller, er det best å spille om seks på rad)."
    ),
    "dice.setup.title": "Oppsett",
    "dice.setup": (
        "2 til 4 spillere; med to tomannslag spiller første og tredje spiller mot andre og "
        "fjerde, og de som spiller på lag, kan ikke gi hverandre råd. Alle kaster terningene: "
        "den som får best resultat, starter."
    ),
    "dice.turn.title": "Spillet",
    "dice.turn": (
        "Kast terningene og plasser en av lagets sjetonger på et ledig felt med summen. Brettet "
        "har fire felt for hvert av tallene 2–9 og 12. Er alle fire opptatt, flytter du vekk en "
        "motspillers sjetong på et av dem og setter din egen der; har du alle fire selv, skjer "
        "det ingenting."
    ),
    "dice.special.title": "10, 11, 2 og 12",
    "dice.special": (
        "**Kaster du 10,** flytter du bort en av motstanderens sjetonger, bortsett fra på "
        "feltene 2 og 12. **Kaster du 11,** plasserer du en sjetong på et hvilket som helst "
        "ledig felt (er brettet fullt, bytter du ut en av motstanderens). **Kaster du 2 eller "
        "12,** plasserer du som vanlig og får en tur til."
    ),
}
