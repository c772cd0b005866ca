# ruff: noqa: E501 - translation tables: one message per line reads better than wrapped strings
"""Svenska (sv): the bot's texts in Swedish, with the terms of the Swedish rule book (seed 001).

Spelbrickor, spelplan, rutor, knektar (två-ögda frikort, en-ögda bovar), dött kort, bonusrutor,
lag, Sequence/Sequencer.
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # -- errors ----------------------------------------------------------------------------
    "error.internal": "Något gick fel hos mig. Felreferens: `{ref}`.",
    "error.rule": "Det är inte tillåtet: {reason}.",
    "error.bad_move": "Jag kunde inte läsa det draget: {reason}.",
    "error.bot_permissions": (
        "Jag saknar behörigheter i den här kanalen. Jag behöver Visa kanal, Skicka meddelanden, "
        "Bifoga filer och Läsa meddelandehistorik (och Skapa offentliga trådar för en speltråd)."
    ),
    "error.bot_missing": "Jag saknar de här behörigheterna i kanalen: {permissions}.",
    "error.guild_only": "Sequence spelas i en kanal på en server, inte i DM.",
    "error.not_allowed": "Det får du inte göra.",
    "error.owner_only": "Bara botens ägare kan göra det.",
    "error.no_game": "Det finns inget spel #{game}.",
    "error.not_started": "Spel #{game} har inte börjat än.",
    "error.unknown_variant": "Det finns inget spel som heter {variant}; välj classic, kids eller dice.",
    "error.player_count": "{variant} kan inte spelas av {players} spelare. Tillåtet: {allowed}.",
    "error.settings": "De inställningarna passar inte ihop: {reason}.",
    "error.clock": "En dragklocka på {minutes} minuter finns inte; välj en från listan.",
    "error.lobby_closed": "Spel #{game} tar inte emot fler spelare.",
    "error.already_joined": "Du är redan med i det här spelet.",
    "error.lobby_full": "Spelet är fullt ({players} spelare).",
    "error.no_team": "Det laget finns inte i det här spelet.",
    "error.team_full": "Laget är fullt ({size} spelare).",
    "error.host_leave": "Värden kan inte lämna; ställ in spelet i stället.",
    "error.not_in_lobby": "Den spelaren är inte med i det här spelet.",
    "error.host_only": "Bara värden kan göra det.",
    "error.lobby_not_full": "{seated} av {players} spelare är med; vänta på resten.",
    "error.not_over": "Det spelet pågår fortfarande.",
    "error.rematch_open": "Det finns redan en returmatch av det spelet: spel #{game}.",
    "error.not_player": "Du är inte med i det här spelet.",
    "error.stale": "Den spelplanen är gammal; använd spelets senaste.",
    "error.game_over": "Spel #{game} är slut.",
    "error.seat_out": "Du är inte längre med i det här spelet.",
    "error.wait_forfeits": "Först måste straffet för prat vid bordet betalas: laget ska plikta kort.",
    "error.not_your_turn": "Det är inte din tur; det är {player}s tur.",
    "error.not_your_seat": "Det kan du bara göra för dig själv.",
    "error.not_player_move": "`{move}` är inget drag som spelarna gör själva.",
    "error.no_games": "Du är inte med i något spel just nu.",
    "error.which_game": "Du är med i flera spel; säg vilket med alternativet `game`.",
    "error.forged": "Den knappen är inte min, eller så är den skadad. Använd spelets spelplan.",
    "error.unknown_action": "Den knappen gör ingenting längre.",
    "error.no_card": "Det kortet har du inte på hand.",
    "error.no_talk": "Straffet för prat vid bordet används inte i det här spelet.",
    "error.own_team": "Du kan inte anmäla prat vid bordet mot ditt eget lag.",
    "error.confirm_talk": "Bara en medlem i det anklagade laget eller värden kan bekräfta.",
    "error.no_dm": "Jag kunde inte skicka ett DM till dig; använd knappen Min hand vid spelplanen.",
    # -- lobby -----------------------------------------------------------------------------
    "lobby.title": "**Sequence {variant_name}** — spel #{game}",
    "lobby.host": "Värd: {host}",
    "lobby.players": "Spelare ({seated}/{players}):",
    "lobby.player": "{n}. {name}",
    "lobby.player_team": "{n}. {name} — lag {team}",
    "lobby.waiting": "Väntar på {missing} till. Tryck på Gå med för att spela.",
    "lobby.ready": "Alla är här. Värden kan trycka på Starta.",
    "lobby.options": "Regler: {options}",
    "lobby.no_options": "Regler: inga extra",
    "lobby.cancelled": "Spel #{game} ställdes in av värden.",
    "lobby.started": "Spel #{game} har börjat{where}.",
    "lobby.started_in": " i {thread}",
    "lobby.created": "Lobbyn för spel #{game} är öppen.",
    "button.join": "Gå med",
    "button.leave": "Lämna",
    "button.start": "Starta",
    "button.cancel": "Ställ in",
    "button.team": "Lag {team}",
    "select.kick": "Värd: ta bort en spelare…",
    "option.advanced_jack": "avancerad regel (en-ögd knekt)",
    "option.table_talk": "straff för prat vid bordet",
    "option.strict_draw": "ta kort själv",
    "option.line_length": "{n} i rad",
    "option.clock": "dragklocka {minutes} min",
    "variant.classic": "Klassiskt",
    "variant.kids": "för barn",
    "variant.dice": "med tärningar",
    "colour.blue": "Blå",
    "colour.green": "Grön",
    "colour.red": "Röd",
    "colour.yellow": "Gul",
    # -- start -----------------------------------------------------------------------------
    "start.title": "**Spel #{game} — Sequence {variant_name}** börjar!",
    "start.cut_round": "Dra kort om vem som ger: {cuts}",
    "start.cut_result": "{dealer} drog lägst och delar ut; {first} börjar (till vänster om givaren).",
    "start.random": "{dealer} lottades som givare; {first} börjar (till vänster om givaren).",
    "start.dice_round": "Slag om vem som börjar: {rolls}",
    "start.dice_result": "{first} slog högst och börjar.",
    "start.seating": "Placering (turordning): {seating}",
    "start.team": "{team}: {members}",
    "start.hands": "Dina kort kommer som DM; knappen Min hand visar dem också alltid.",
    "start.thread_name": "Sequence #{game} ({variant_name})",
    # -- board lines -----------------------------------------------------------------------
    "event.place": "{player} spelade {card} på {space}.",
    "event.remove": "{player} spelade {card} och tog bort spelbrickan på {space}.",
    "event.dead": "{player} lade ut det döda kortet {card} och tog ett nytt.",
    "event.pass": "{player} hade inget spelbart kort och står över.",
    "event.roll": "{player} slog {a} + {b} = {total}.",
    "event.nothing": "{player} slog {a} + {b} = {total}: det går inte att göra något med det.",
    "event.dice_place": "{player} använde {total} för att lägga en spelbricka på {space}.",
    "event.dice_replace": "{player} använde {total} för att byta ut spelbrickan på {space}.",
    "event.dice_remove": "{player} använde 10 för att ta bort spelbrickan på {space}.",
    "event.draw": "{player} tog ett kort.",
    "event.talk": "Straff för prat vid bordet för lag {team}: varje medlem pliktar ett kort.",
    "event.forfeit": "{player} pliktade {card}.",
    "event.timeout": "{player} fick slut på tid; turen går vidare.",
    "event.timeout_forfeit": "Tiden för straffet tog slut; de nyaste korten pliktas.",
    "event.resign": "{player} gav upp för {team}.",
    "event.drop": "{player} missade för många turer och har tagits bort.",
    "event.abandon": "Spelet avbröts.",
    "event.sequence": "🎉 {team} fick en Sequence! ({count}/{needed})",
    "turn.next": "{mention}, det är din tur.",
    "turn.choose": "{mention}, välj en ruta för din {total}.",
    "turn.again": "{mention} slog {total} och slår igen.",
    "turn.forfeit": "{mentions}: välj ett kort att plikta (knappen Plikta ett kort).",
    "turn.draw": "{mention}, ta ditt kort (knappen Ta kort) innan det är för sent.",
    "end.sequence": "🏆 **{team} vinner** spel #{game}!",
    "end.draw": "Spel #{game} slutade oavgjort: ingen kunde spela.",
    "end.resignation": "🏆 **{team} vinner** spel #{game}: de andra gav upp eller gick.",
    "end.abandonment": "Spel #{game} avbröts.",
    "end.replay": "Repris av spel #{game}",
    "board.header": "Spel #{game} · drag {ply}",
    "board.text_fallback": "(bild av spelplanen saknas)",
    # -- board buttons ---------------------------------------------------------------------
    "button.play": "Spela",
    "button.hand": "Min hand",
    "button.roll": "Slå tärningarna",
    "button.draw": "Ta kort",
    "button.talk": "Prat vid bordet!",
    "button.forfeit": "Plikta ett kort",
    "button.rematch": "Returmatch",
    "button.back": "Tillbaka",
    "button.pass": "Stå över",
    "button.confirm": "Bekräfta straffet",
    "button.dismiss": "Avvisa",
    "button.continue": "Fortsätt spelet",
    "button.abandon": "Avbryt spelet",
    "button.resign": "Ja, ge upp",
    "select.card": "Välj ett kort…",
    "select.space": "Välj en ruta ({spaces})…",
    "select.dice_space": "Välj en ruta för {total} ({spaces})…",
    "select.forfeit": "Välj kortet du pliktar…",
    "select.talk": "Vilket lag pratade?",
    "card.play": "Spela {card}",
    "card.dead": "Lägg ut dött kort {card}",
    "card.kind.wild": "frikort",
    "card.kind.remove": "tar bort",
    # -- private views ---------------------------------------------------------------------
    "hand.title": "Din hand i spel #{game} (drag {ply}):",
    "hand.card": "• {card}",
    "hand.card_dead": "• {card} — dött kort, kan bytas",
    "hand.empty": "(inga kort)",
    "hand.your_turn": "Det är din tur: välj ett kort nedan.",
    "hand.your_turn_dm": "Det är din tur: tryck på Spela vid brädet.",
    "hand.not_turn": "Det är {player}s tur.",
    "hand.dice": "Sequence med tärningar har inga kort: slå med knappen vid spelplanen.",
    "hand.pick_space": "Du valde {card}. Välj nu en ruta:",
    "hand.played": "Klart: {line}",
    "hand.forfeit": "Välj kortet du pliktar som straff för prat vid bordet:",
    "hand.dm": "Spel #{game} i {channel} — din hand efter drag {ply}:",
    "hand.link": "Spelplan: {link}",
    "hand.no_dm_note": "Dina DM är stängda, så din hand visas bara här.",
    "hand.moved_elsewhere": "Spelat. Spelplanen finns här: {link}",
    # -- table talk, clock, host decisions -----------------------------------------------
    "talk.pick": "Vilket lag instruerade varandra?",
    "talk.called": (
        "{caller} anmäler prat vid bordet mot lag {team}. En medlem i det laget eller värden "
        "({host}) måste bekräfta."
    ),
    "talk.dismissed": "Anmälan om prat vid bordet mot lag {team} avvisades.",
    "clock.reminder": "⏰ {mention}, halva din tid i spel #{game} har gått: {left} kvar.",
    "clock.dropped": (
        "{player} missade {count} turer i rad och har tagits bort. {host}, ska spelet fortsätta?"
    ),
    "clock.continue": "Värden har bestämt: spelet fortsätter.",
    "resign.confirm": "Vill du verkligen ge upp spel #{game} för din sida?",
    # -- commands --------------------------------------------------------------------------
    "games.none": "Inga öppna spel i den här kanalen.",
    "games.title": "Öppna spel här:",
    "games.lobby": "#{game} {variant_name} — lobby, {seated}/{players} spelare, värd {host}",
    "games.active": "#{game} {variant_name} — {player} står på tur, drag {ply} {link}",
    "sync.done": "Kommandona synkade {where}. Kommandon på toppnivå: {count}.",
    "sync.global": "globalt (det kan dröja innan de syns)",
    "sync.guild": "till den här servern",
    "rules.classic": (
        "**Klassiskt Sequence.** Spela ett kort på din tur och lägg en spelbricka på en av "
        "kortets två rutor. Två-ögda knektar (♣ ♦) är frikort; en-ögda knektar (♥ ♠) tar bort "
        "en motspelares spelbricka (inte ur en komplett Sequence). Ett kort vars båda rutor är "
        "täckta är ett dött kort: byt det mot ett nytt, en gång per tur. Hörnen räknas för "
        "alla. Fem i rad är en Sequence: två lag behöver två Sequencer, tre lag en."
    ),
    "rules.kids": (
        "**Sequence för barn.** Spela ett djurkort och lägg en spelbricka på det djuret. "
        "Enhörningen är frikort, draken tar bort en motspelares spelbricka. Fyra i rad vinner; "
        "hörnen räknas för alla."
    ),
    "rules.dice": (
        "**Sequence med tärningar.** Slå två tärningar och lägg en spelbricka på en ruta med "
        "summan. Är alla täckta, byt ut en motspelares spelbricka på en av dem. 10 tar bort en "
        "motspelares spelbricka (inte från 2 eller 12), 11 är frikort, 2 och 12 slår igen. "
        "{line} i rad vinner."
    ),
    "rules.options": "Regler i det här spelet: {options}",
    "rules.commands": (
        "Spela med knapparna under spelplanen eller skriv `/sequence play` (den föreslår dina "
        "drag). `/sequence hand` visar dina kort, `/sequence board` spelplanen."
    ),
    "token.missing": (
        "Ingen bot-token hittades.\n"
        "1. Öppna https://discord.com/developers/applications och skapa en application.\n"
        "2. Under Bot: tryck på Reset Token och kopiera token.\n"
        "3. Kopiera .env.example till .env och sätt DISCORD_TOKEN=<din token>.\n"
        "4. Under OAuth2: bjud in boten med scopes bot och applications.commands och "
        "behörigheterna Send Messages, Attach Files, Create Public Threads, Send Messages in "
        "Threads, Read Message History.\n"
        "5. Starta boten och skriv '@DinBot sync' på din server för att registrera kommandona.\n"
        "Utan Discord spelar `.venv/bin/python demo.py` en demo offline."
    ),
    # -- /sequence language ----------------------------------------------------------------
    "language.set": "Spelmeddelanden på den här servern är nu på {language}.",
    "language.auto": (
        "Spelmeddelanden på den här servern följer nu serverns språk i Discord (just nu "
        "{language})."
    ),
    "language.admin_only": "Bara medlemmar med behörigheten Hantera server kan välja språket.",
    "error.too_many_computers": "Högst {most} datorspelare får plats i det här spelet (du tar också en plats).",
    "error.level": "Välj en datornivå: {levels}.",
    "error.no_computer": "Det finns ingen datorspelare att ta bort.",
    "error.no_hints": "Tips är avstängda i spel #{game}. Öppna ett spel med tips påslaget för att använda dem.",
    "computer.name": "Dator {n} ({level})",
    "computer.level_option": "Dator, {level}",
    "level.easy": "lätt",
    "level.medium": "medel",
    "level.hard": "svår",
    "level.expert": "expert",
    "button.remove_computer": "Ta bort en dator",
    "select.add_computer": "Värd: lägg till en datorspelare…",
    "turn.computer": "{name} tänker…",
    "option.hints": "tips tillåtna",
    "end.unrated": "Inte rankat: en dator spelade med i det här spelet.",
    "hint.nothing": "Du har inget att göra i spel #{game} just nu.",
    "hint.text": "💡 Tips för spel #{game}: {advice}",
    "hint.play": "Spela {card} på {space}.",
    "hint.remove": "Spela {card} och ta bort spelbrickan på {space}.",
    "hint.dead": "Lägg ut det döda kortet {card} och ta ett nytt.",
    "hint.pass": "Stå över.",
    "hint.roll": "Slå tärningarna.",
    "hint.space": "Använd ditt slag på {space}.",
    "hint.draw": "Ta ditt kort.",
    "hint.forfeit": "Plikta {card}.",
    "hint.win": "{move}: då vinner du.",
    "hint.block": "{move}: det blockerar en Sequence.",
}

LEADERBOARD: dict[str, str] = {
    "lb.cmd.leaderboard": "Serverns bästa spelare i ett spel",
    "lb.cmd.stats": "En spelares statistik på den här servern",
    "lb.cmd.history": "En spelares senaste spel, med slutställningar och repriser",
    "lb.opt.game": "Vilket spels topplista (standard: klassiskt)",
    "lb.opt.page": "Sida i topplistan (standard: 1)",
    "lb.opt.history_page": "Sida i historiken, nyaste spelen först (standard: 1)",
    "lb.opt.member": "Vems (standard: din)",
    "lb.title": "🏆 Topplista — Sequence {variant_name}",
    "lb.legend": "rating · spel · vinster–förluster–oavgjorda · vinstprocent",
    "lb.row": (
        "**{rank}.** <@{user}> — **{rating}** · {games} · {wins}–{losses}–{draws} · {rate}"
    ),
    "lb.empty": (
        "Ingen finns på den här topplistan än. Spela klart ett spel Sequence {variant_name} mot "
        "andra människor för att få en rating."
    ),
    "lb.you": "Din placering",
    "lb.you_unrated": "Du finns inte på den här topplistan än: spela klart ett spel mot andra.",
    "lb.footer": (
        "Sida {page}/{pages} · {total} spelare med rating · rating = skicklighet − 3 × osäkerhet "
        "(spel mot datorn räknas inte)"
    ),
    "lb.prev": "Föregående",
    "lb.next": "Nästa",
    "stats.title": "📊 Statistik — {name}",
    "stats.none": "{name} har inte spelat klart något spel på den här servern än.",
    "stats.variant": "Sequence {variant_name}",
    "stats.games": (
        "**{games}** spel · **{wins}** vunna · {losses} förlorade · {draws} oavgjorda ({rate})"
    ),
    "stats.rating": "Rating **{rating}** — nr {rank} av {total}",
    "stats.unrated": "Ingen rating (inget avslutat spel mot människor än)",
    "stats.streak_win": "Svit: **{n}** vinster i rad · bästa {best}",
    "stats.streak_loss": "Svit: {n} förluster i rad · bästa {best}",
    "stats.streak_none": "Svit: ingen · bästa {best}",
    "stats.play": "Sequencer {sequences} · knektar spelade {jacks} · döda kort bytta {dead}",
    "stats.length": "Genomsnittligt spel: {moves} drag ({turns} av dem dina)",
    "stats.partner": "Favoritpartner",
    "stats.partner_line": "<@{user}> — {games} spel tillsammans, {wins} vunna",
    "stats.no_partner": "Inga lagspel än.",
    "history.title": "🕑 Spelhistorik — {name}",
    "history.none": "{name} har inte spelat klart något spel på den här servern än.",
    "history.row": "`#{game}` Sequence {variant_name} · {outcome} · {moves} drag · <t:{at}:R>",
    "history.board_link": " · [spelplan]({link})",
    "history.pick": "Se ett spels slutställning och repris…",
    "history.option": "#{game} {variant_name} — {outcome}",
    "history.option_detail": "{moves} drag",
    "history.footer": "Välj ett spel nedan för att se slutställningen och en animerad repris.",
    "history.page": "Sida {page}/{pages} · {total} spel",
    "history.newer": "Nyare",
    "history.older": "Äldre",
    "history.replay": "Spel #{game} (Sequence {variant_name}): slutställning och repris.",
    "history.no_moves": "Spel #{game} har inga drag att visa i repris.",
    "history.not_here": "Spel #{game} spelades inte på den här servern.",
    "history.not_finished": "Spel #{game} är inte slut än.",
    "outcome.win": "vunnet",
    "outcome.loss": "förlorat",
    "outcome.draw": "oavgjort",
    "error.lb_guild_only": "Topplistor hör till en server: använd kommandot i en kanal på servern.",
    "error.lb_bad_game": "Det är inte ett av mina spel. Använd menyn under meddelandet.",
    "error.lb_internal": "Något gick fel hos mig. Försök igen senare.",
    "history.vs_computer": " · 🤖 mot datorn (inte rankat)",
}

COMMANDS: dict[str, str] = {
    "name.sequence": "sequence",
    "desc.sequence": "Spela Sequence, Sequence för barn eller Sequence med tärningar",
    "name.sequence new": "ny",
    "desc.sequence new": "Öppna en lobby för ett nytt spel Sequence",
    "name.sequence hand": "hand",
    "desc.sequence hand": "Visa din hand (bara du ser den)",
    "name.sequence play": "drag",
    "desc.sequence play": "Gör ett drag genom att skriva det (föreslår dina drag)",
    "name.sequence resign": "ge-upp",
    "desc.sequence resign": "Ge upp ett spel för din sida",
    "name.sequence rules": "regler",
    "desc.sequence rules": "Spelreglerna (för ett spel här: med dess regler)",
    "name.sequence board": "spelplan",
    "desc.sequence board": "Visa spelplanen igen",
    "name.sequence games": "spel",
    "desc.sequence games": "Öppna spel i den här kanalen",
    "name.sequence sync": "synka",
    "desc.sequence sync": "Bara ägaren: registrera snedstreckskommandona",
    "name.sequence leaderboard": "topplista",
    "desc.sequence leaderboard": LEADERBOARD["lb.cmd.leaderboard"],
    "name.sequence stats": "statistik",
    "desc.sequence stats": LEADERBOARD["lb.cmd.stats"],
    "name.sequence history": "historik",
    "desc.sequence history": LEADERBOARD["lb.cmd.history"],
    "name.sequence language": "språk",
    "desc.sequence language": "Admin: språket i serverns spelmeddelanden",
    "param.game": "spel",
    "param.players": "spelare",
    "param.teams": "lag",
    "param.advanced_jack": "avancerad_knekt",
    "param.table_talk": "prat_vid_bordet",
    "param.strict_draw": "ta_kort_själv",
    "param.line": "rad",
    "param.clock": "dragklocka",
    "param.move": "drag",
    "param.variant": "variant",
    "param.everywhere": "globalt",
    "param.page": "sida",
    "param.member": "medlem",
    "param.language": "språk",
    "desc.sequence new.game": "Vilket spel",
    "desc.sequence new.players": "Antal spelare",
    "desc.sequence new.teams": "Antal sidor eller lag (valfritt)",
    "desc.sequence new.advanced_jack": "Klassiskt: en-ögda knektar får bryta en komplett Sequence",
    "desc.sequence new.table_talk": "Klassiskt med lag: straff för prat vid bordet kan anmälas",
    "desc.sequence new.strict_draw": "Klassiskt: spelarna tar kort själva och förlorar kortet om de glömmer",
    "desc.sequence new.line": "Tärningar: 5 eller 6 i rad",
    "desc.sequence new.clock": "Dragklocka i minuter (av som standard)",
    "desc.sequence hand.game": "Spelnummer (behövs bara när du spelar flera här)",
    "desc.sequence play.move": "Ditt drag, t.ex. QS B3, dead 9D, roll, B3, pass",
    "desc.sequence play.game": "Spelnummer (behövs bara när du spelar flera här)",
    "desc.sequence resign.game": "Spelnummer (behövs bara när du spelar flera här)",
    "desc.sequence rules.variant": "Vilket spels regler",
    "desc.sequence rules.game": "Ett spelnummer, för att se dess regler",
    "desc.sequence board.game": "Spelnummer (behövs bara när du spelar flera här)",
    "desc.sequence sync.everywhere": "Synka globalt i stället för till den här servern",
    "desc.sequence leaderboard.game": LEADERBOARD["lb.opt.game"],
    "desc.sequence leaderboard.page": LEADERBOARD["lb.opt.page"],
    "desc.sequence stats.member": LEADERBOARD["lb.opt.member"],
    "desc.sequence history.member": LEADERBOARD["lb.opt.member"],
    "desc.sequence history.page": LEADERBOARD["lb.opt.history_page"],
    "desc.sequence language.language": "Språket (eller: följ serverns språk i Discord)",
    "choice.classic": "klassiskt",
    "choice.kids": "för barn",
    "choice.dice": "med tärningar",
    "choice.auto": "Serverns språk i Discord",
    "choice.minutes": "{n} min",
    "choice.hours": "{n} tim",
    "name.sequence hint": "tips",
    "desc.sequence hint": "Ett tips för ditt nästa drag (bara du ser det; om spelet tillåter det)",
    "desc.sequence hint.game": "Spelnummer (behövs bara när du spelar flera här)",
    "param.computers": "datorer",
    "param.level": "nivå",
    "param.hints": "tips",
    "desc.sequence new.computers": "Antal datorspelare (också för att spela ensam mot datorn)",
    "desc.sequence new.level": "Datorspelarnas nivå",
    "desc.sequence new.hints": "Tillåt /sequence hint i det här spelet (av som standard)",
    "choice.easy": "lätt",
    "choice.medium": "medel",
    "choice.hard": "svår",
    "choice.expert": "expert",
}

RULES: dict[str, str] = {
    "title": "Regler för Sequence {variant_name}",
    "options": "I det här spelet",
    "commands": "Så spelar ni här",
    "classic.goal": (
        "Vad spelet går ut på: att bli den spelare eller det lag som först lyckas få **två** "
        "Sequencer (med 3 spelare eller lag: **en**). En Sequence är en obruten rad av fem "
        "spelbrickor i samma färg som löper vågrätt, lodrätt eller diagonalt över spelplanen."
    ),
    "classic.setup.title": "Gör i ordning för spel",
    "classic.setup": (
        "2, 3, 4, 6, 8, 9, 10 eller 12 spelare; fler än tre delas upp i 2 eller 3 lag med lika "
        "många i varje, och spelarna sitter växelvis. Alla drar ett kort: den som får lägst "
        "delar ut (ess är högst), och spelaren till vänster om givaren börjar. Antal kort per "
        "spelare: 2 spelare 7, 3–4 spelare 6, 6 spelare 5, 8–9 spelare 4, 10–12 spelare 3."
    ),
    "classic.turn.title": "När det blir din tur",
    "classic.turn": (
        "Ta ett av korten på hand och lägg det med framsidan uppåt bredvid dig. Lägg sedan en "
        "spelbricka på en ruta som har samma spelkort (varje kort förekommer två gånger på "
        "spelplanen) så länge den inte är täckt. Ta därefter ett nytt kort (det gör jag åt dig)."
    ),
    "classic.jacks.title": "Knektar",
    "classic.jacks": (
        "**Knektarna med två ögon** (♣ ♦) är frikort: lägg en bricka på vilken ledig ruta du "
        "vill. **Knektarna med ett öga** (♥ ♠) är bovar: ta bort en av motspelarens spelbrickor; "
        "det är hela din tur. En spelbricka som ingår i en komplett Sequence får inte tas bort."
    ),
    "classic.dead.title": "Dött kort",
    "classic.dead": (
        "Ett kort på hand som inte har någon fri ruta kvar på spelplanen är ett dött kort. På "
        "din tur lägger du ut det, drar ett nytt kort och spelar sedan vidare som vanligt (ett "
        "per tur)."
    ),
    "classic.corners.title": "Bonusrutor",
    "classic.corners": (
        "Korten i de fyra hörnen är bonusrutor: varje lag räknar dem som sina egna utan att "
        "lägga en bricka där, och flera lag kan dela samma hörn. En bricka i en av dina "
        "Sequencer kan ingå i din andra Sequence."
    ),
    "classic.optional.title": "Valfria regler",
    "classic.optional": (
        "**Grundregel:** ingen får instruera de andra lagmedlemmarna; gör någon det måste alla i "
        "laget plikta ett valfritt kort. **Avancerad regel:** en en-ögd knekt får ta bort en "
        "spelbricka ur en komplett Sequence. **Ta kort själv:** glömmer du att ta ett kort innan "
        "nästa spelare har lagt sin bricka OCH tagit ett kort, missar du det kortet."
    ),
    "kids.goal": (
        "Mål: att bli först med **fyra** egna spelbrickor i rad: vågrätt, lodrätt eller "
        "diagonalt."
    ),
    "kids.setup.title": "Gör i ordning för spel",
    "kids.setup": (
        "2 till 4 spelare, var och en med sin färg. Alla får tre kort; resten av korten läggs "
        "vid spelplanen att dra från. Spelaren till vänster om givaren börjar."
    ),
    "kids.turn.title": "När det blir din tur",
    "kids.turn": (
        "Lägg ett kort med framsidan uppåt i din egen hög och lägg en spelbricka på samma djur "
        "på spelplanen (varje djur finns två gånger). Ta sedan ett nytt kort: du har alltid tre "
        "kort när din tur är slut. Har kortet ingen ledig ruta, lägg det i högen, ta ett nytt "
        "och spela som vanligt."
    ),
    "kids.dragon.title": "Drakkort",
    "kids.dragon": (
        "Lägg drakkortet i din hög och ta bort en av motspelarens spelbrickor från spelplanen. "
        "Sedan är din tur slut: du kan inte lägga en bricka på samma ruta under samma tur."
    ),
    "kids.unicorn.title": "Enhörningskort",
    "kids.unicorn": "Lägg enhörningskortet i din hög och lägg en spelbricka på valfri ledig ruta.",
    "kids.corners.title": "Öppna rutor",
    "kids.corners": (
        "De fyra hörnen är öppna rutor som alla spelare får använda som om en bricka i deras "
        "färg låg där: ett hörn plus tre brickor i rad är en Sequence. Inga brickor läggs på "
        "hörnen."
    ),
    "dice.goal": (
        "Mål: att bli den första spelaren eller det första laget med en SEQUENCE – **{line}** "
        "egna spelbrickor i rad, vågrätt, lodrätt eller diagonalt (när två spelare eller två lag "
        "spelar rekommenderas sex i rad)."
    ),
    "dice.setup.title": "Gör i ordning för spel",
    "dice.setup": (
        "2 till 4 spelare; med fyra spelar första och tredje spelaren mot andra och fjärde, och "
        "lagkamrater får inte ge varandra råd. Alla slår: den som får högst börjar."
    ),
    "dice.turn.title": "När det blir din tur",
    "dice.turn": (
        "Slå båda tärningarna och lägg en spelbricka på en ledig ruta med summan. Spelplanen har "
        "talen 2–9 och 12 fyra gånger vardera. Är alla fyra täckta byter du ut en motspelares "
        "bricka på en av dem mot din; är alla fyra dina händer ingenting."
    ),
    "dice.special.title": "10, 11, 2 och 12",
    "dice.special": (
        "**10:** ta bort en motspelares bricka (inte från rutorna 2 och 12). **11:** frikort, "
        "lägg en bricka på valfri ledig ruta (är spelplanen full, byt ut en motspelares bricka). "
        "**2 eller 12:** lägg som vanligt och slå sedan en gång till."
    ),
}
