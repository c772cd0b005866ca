# Slash command names, descriptions, options and choices (English is the code's own
# text, Discord's default). Names: lower case, no spaces, at most 32 characters;
# descriptions at most 100 characters.

command-name-sequence = sequence

command-desc-sequence = Spill Sequence, { -game-kids } eller { -game-dice }

command-name-sequence-new = ny

command-desc-sequence-new = Åpne en lobby for et nytt spill Sequence

command-name-sequence-hand = hånd

command-desc-sequence-hand = Vis hånden din (bare du ser den)

command-name-sequence-play = trekk

command-desc-sequence-play = Gjør et trekk ved å skrive det (foreslår trekkene dine)

command-name-sequence-resign = gi-opp

command-desc-sequence-resign = Gi opp et spill for din side

command-name-sequence-rules = regler

command-desc-sequence-rules = Spillereglene (for et spill her: med reglene det har)

command-name-sequence-board = brett

command-desc-sequence-board = Vis spillebrettet igjen

command-name-sequence-games = spill

command-desc-sequence-games = Åpne spill i denne kanalen

command-name-sequence-sync = synk

command-desc-sequence-sync = Bare eieren: registrer skråstrek-kommandoene

command-name-sequence-leaderboard = toppliste

command-desc-sequence-leaderboard = { lb-cmd-leaderboard }

command-name-sequence-stats = statistikk

command-desc-sequence-stats = { lb-cmd-stats }

command-name-sequence-history = historikk

command-desc-sequence-history = { lb-cmd-history }

command-name-sequence-language = språk

command-desc-sequence-language = Admin: språket i serverens spillmeldinger

command-param-game = spill
command-param-players = spillere
command-param-teams = lag
command-param-advanced_jack = avansert_knekt
command-param-table_talk = bordprat
command-param-strict_draw = trekk_selv
command-param-line = rekke
command-param-clock = trekklokke
command-param-move = trekk
command-param-variant = variant
command-param-everywhere = globalt
command-param-page = side
command-param-member = medlem
command-param-language = språk

command-desc-sequence-new-game = Hvilket spill
command-desc-sequence-new-players = Antall spillere
command-desc-sequence-new-teams = Antall sider eller lag (valgfritt)
command-desc-sequence-new-advanced_jack = Klassisk: enøyde knekter kan bryte en ferdig SEQUENCE
command-desc-sequence-new-table_talk = Klassisk med lag: straff for bordprat kan meldes
command-desc-sequence-new-strict_draw = Klassisk: spillerne trekker selv og mister kortet hvis de glemmer det
command-desc-sequence-new-line = Terninger: 5 eller 6 på rad
command-desc-sequence-new-clock = Trekklokke (serverens standard hvis ikke oppgitt: ingen, med mindre den er valgt)
command-desc-sequence-hand-game = Spillnummer (trengs bare når du spiller flere her)
command-desc-sequence-play-move = Trekket ditt, f.eks. QS B3, dead 9D, roll, B3, pass
command-desc-sequence-play-game = Spillnummer (trengs bare når du spiller flere her)
command-desc-sequence-resign-game = Spillnummer (trengs bare når du spiller flere her)

command-name-sequence-end = avslutt

command-desc-sequence-end = Moderatorer: avslutt et spill eller lukk en lobby som spillerne har forlatt

command-desc-sequence-end-game = Spillnummer (trengs ikke i spillets tråd, eller når det bare er ett her)
command-desc-sequence-rules-variant = Hvilket spills regler
command-desc-sequence-rules-game = Et spillnummer, for å se reglene det har
command-desc-sequence-board-game = Spillnummer (trengs bare når du spiller flere her)
command-desc-sequence-sync-everywhere = Synkroniser globalt i stedet for til denne serveren
command-desc-sequence-leaderboard-game = { lb-opt-game }
command-desc-sequence-leaderboard-page = { lb-opt-page }
command-desc-sequence-stats-member = { lb-opt-member }
command-desc-sequence-history-member = { lb-opt-member }
command-desc-sequence-history-page = { lb-opt-history_page }
command-desc-sequence-language-language = Språket (eller: følg serverens språk i Discord)

command-choice-classic = klassisk
command-choice-kids = { -variant-kids }
command-choice-dice = { -variant-dice }
command-choice-auto = Serverens språk i Discord
command-choice-minutes = { $n } min
command-choice-hours = { $n } t

command-name-sequence-hint = tips

command-desc-sequence-hint = Et tips til ditt neste trekk (bare du ser det; hvis spillet tillater det)
command-desc-sequence-hint-game = Spillnummer (trengs bare når du spiller flere her)

command-param-computers = datamaskiner
command-param-level = nivå
command-param-hints = tips

command-desc-sequence-new-computers = Antall datamaskinspillere (også for å spille alene mot datamaskinen)
command-desc-sequence-new-level = Datamaskinspillernes nivå
command-desc-sequence-new-hints = Tillat /sequence tips i dette spillet (av som standard)

command-choice-easy = lett
command-choice-medium = middels
command-choice-hard = vanskelig
command-choice-expert = ekspert
command-name-sequence-notify = varsel
command-desc-sequence-notify = Velg når boten sender deg hånden din på DM
command-param-when = når
command-desc-sequence-notify-when = Når du vil ha hånden din på DM
command-choice-dm_turn = Når det er min tur
command-choice-dm_all = Etter hvert trekk fra de andre
command-choice-dm_never = Aldri (jeg bruker Min hånd)

command-name-sequence-drop = ta-ut

command-desc-sequence-drop = Spill uten trekklokke: ta ut en spiller som spillet har ventet 3 dager på

command-desc-sequence-drop-game = Spillnummer (trengs bare når du spiller flere her)

command-name-sequence-forget = glem-meg

command-desc-sequence-forget = Slett det boten lagrer om deg (rangeringer, tidligere spill)

command-name-sequence-clock = trekklokke

command-desc-sequence-clock = Admin: trekklokken for nye spill her (med mindre /sequence ny velger en)

command-desc-sequence-clock-clock = Trekklokken (av: ingen)

command-choice-off = av

command-name-sequence-reset-ladder = nullstill-toppliste

command-desc-sequence-reset-ladder = Admin: start et spills toppliste på nytt her (en ny sesong)

command-desc-sequence-reset-ladder-game = Hvilket spills toppliste
