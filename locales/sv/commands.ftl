# Slash command names, descriptions, options and choices (English is the code's own
# text, Discord's default). Names: lower case, no spaces, at most 32 characters;
# descriptions at most 100 characters.

command-name-sequence = sequence

command-desc-sequence = Spela Sequence, { -game-kids } eller { -game-dice }

command-name-sequence-new = ny

command-desc-sequence-new = Öppna en lobby för ett nytt spel Sequence

command-name-sequence-hand = hand

command-desc-sequence-hand = Visa din hand (bara du ser den)

command-name-sequence-play = drag

command-desc-sequence-play = Gör ett drag genom att skriva det (föreslår dina drag)

command-name-sequence-resign = ge-upp

command-desc-sequence-resign = Ge upp ett spel för din sida

command-name-sequence-rules = regler

command-desc-sequence-rules = Spelreglerna (för ett spel här: med dess regler)

command-name-sequence-board = spelplan

command-desc-sequence-board = Visa spelplanen igen

command-name-sequence-games = spel

command-desc-sequence-games = Öppna spel i den här kanalen

command-name-sequence-sync = synka

command-desc-sequence-sync = Bara ägaren: registrera snedstreckskommandona

command-name-sequence-leaderboard = topplista

command-desc-sequence-leaderboard = { lb-cmd-leaderboard }

command-name-sequence-stats = statistik

command-desc-sequence-stats = { lb-cmd-stats }

command-name-sequence-history = historik

command-desc-sequence-history = { lb-cmd-history }

command-name-sequence-language = språk

command-desc-sequence-language = Admin: språket i serverns spelmeddelanden

command-param-game = spel
command-param-players = spelare
command-param-teams = lag
command-param-advanced_jack = avancerad_knekt
command-param-table_talk = prat_vid_bordet
command-param-strict_draw = ta_kort_själv
command-param-line = rad
command-param-clock = dragklocka
command-param-move = drag
command-param-variant = variant
command-param-everywhere = globalt
command-param-page = sida
command-param-member = medlem
command-param-language = språk

command-desc-sequence-new-game = Vilket spel
command-desc-sequence-new-players = Antal spelare
command-desc-sequence-new-teams = Antal sidor eller lag (valfritt)
command-desc-sequence-new-advanced_jack = Klassiskt: en-ögda knektar får bryta en komplett Sequence
command-desc-sequence-new-table_talk = Klassiskt med lag: straff för prat vid bordet kan anmälas
command-desc-sequence-new-strict_draw = Klassiskt: spelarna tar kort själva och förlorar kortet om de glömmer
command-desc-sequence-new-line = Tärningar: 5 eller 6 i rad
command-desc-sequence-new-clock = Dragklocka (serverns standard om inget anges: ingen, om den inte är vald)
command-desc-sequence-hand-game = Spelnummer (behövs bara när du spelar flera här)
command-desc-sequence-play-move = Ditt drag, t.ex. QS B3, dead 9D, roll, B3, pass
command-desc-sequence-play-game = Spelnummer (behövs bara när du spelar flera här)
command-desc-sequence-resign-game = Spelnummer (behövs bara när du spelar flera här)

command-name-sequence-end = avsluta

command-desc-sequence-end = Moderatorer: avsluta ett spel eller stäng en lobby som spelarna lämnat

command-desc-sequence-end-game = Spelnummer (behövs inte i spelets tråd, eller när det bara finns ett här)
command-desc-sequence-rules-variant = Vilket spels regler
command-desc-sequence-rules-game = Ett spelnummer, för att se dess regler
command-desc-sequence-board-game = Spelnummer (behövs bara när du spelar flera här)
command-desc-sequence-sync-everywhere = Synka globalt i stället för till den här servern
command-desc-sequence-leaderboard-game = { lb-opt-game }
command-desc-sequence-leaderboard-page = { lb-opt-page }
command-desc-sequence-stats-member = { lb-opt-member }
command-desc-sequence-history-member = { lb-opt-member }
command-desc-sequence-history-page = { lb-opt-history_page }
command-desc-sequence-language-language = Språket (eller: följ serverns språk i Discord)

command-choice-classic = klassiskt
command-choice-kids = { -variant-kids }
command-choice-dice = { -variant-dice }
command-choice-auto = Serverns språk i Discord
command-choice-minutes = { $n } min
command-choice-hours = { $n } tim

command-name-sequence-hint = tips

command-desc-sequence-hint = Ett tips för ditt nästa drag (bara du ser det; om spelet tillåter det)
command-desc-sequence-hint-game = Spelnummer (behövs bara när du spelar flera här)

command-param-computers = datorer
command-param-level = nivå
command-param-hints = tips

command-desc-sequence-new-computers = Antal datorspelare (också för att spela ensam mot datorn)
command-desc-sequence-new-level = Datorspelarnas nivå
command-desc-sequence-new-hints = Tillåt /sequence tips i det här spelet (av som standard)

command-choice-easy = lätt
command-choice-medium = medel
command-choice-hard = svår
command-choice-expert = expert
command-name-sequence-notify = avisering
command-desc-sequence-notify = Välj när boten skickar din hand som DM
command-param-when = när
command-desc-sequence-notify-when = När du vill få din hand som DM
command-choice-dm_turn = När det är min tur
command-choice-dm_all = Efter varje drag av de andra
command-choice-dm_never = Aldrig (jag använder Min hand)

command-name-sequence-drop = ta-bort

command-desc-sequence-drop = Spel utan dragklocka: ta bort en spelare som spelet har väntat 3 dagar på

command-desc-sequence-drop-game = Spelnummer (behövs bara när du spelar flera här)

command-name-sequence-forget = glöm-mig

command-desc-sequence-forget = Radera det boten sparar om dig (betyg, tidigare spel)

command-name-sequence-clock = dragklocka

command-desc-sequence-clock = Admin: dragklockan för nya spel här (om inte /sequence ny väljer en)

command-desc-sequence-clock-clock = Dragklockan (av: ingen)

command-choice-off = av

command-name-sequence-reset-ladder = nollställ-topplista

command-desc-sequence-reset-ladder = Admin: börja om ett spels topplista här (en ny säsong)

command-desc-sequence-reset-ladder-game = Vilket spels topplista
