# Slash command names, descriptions, options and choices (English is the code's own
# text, Discord's default). Names: lower case, no spaces, at most 32 characters;
# descriptions at most 100 characters.

command-name-sequence = sequence

command-desc-sequence = Spil Sequence, { -game-kids } eller { -game-dice }

command-name-sequence-new = ny

command-desc-sequence-new = Åbn en lobby til et nyt spil Sequence

command-name-sequence-hand = hånd

command-desc-sequence-hand = Vis din hånd (kun du kan se den)

command-name-sequence-play = træk

command-desc-sequence-play = Lav et træk ved at skrive det (foreslår dine træk)

command-name-sequence-resign = opgiv

command-desc-sequence-resign = Opgiv et spil for din side

command-name-sequence-rules = regler

command-desc-sequence-rules = Spillereglerne (for et spil her: med dets regler)

command-name-sequence-board = plade

command-desc-sequence-board = Vis spillepladen igen

command-name-sequence-games = spil

command-desc-sequence-games = Åbne spil i denne kanal

command-name-sequence-sync = synk

command-desc-sequence-sync = Kun ejeren: registrér slash-kommandoerne

command-name-sequence-leaderboard = rangliste

command-desc-sequence-leaderboard = { lb-cmd-leaderboard }

command-name-sequence-stats = statistik

command-desc-sequence-stats = { lb-cmd-stats }

command-name-sequence-history = historik

command-desc-sequence-history = { lb-cmd-history }

command-name-sequence-language = sprog

command-desc-sequence-language = Admin: sproget i serverens spilbeskeder

command-param-game = spil
command-param-players = spillere
command-param-teams = hold
command-param-advanced_jack = avanceret_knægt
command-param-table_talk = bordsnak
command-param-strict_draw = husk_at_trække
command-param-line = række
command-param-clock = tidsur
command-param-move = træk
command-param-variant = variant
command-param-everywhere = globalt
command-param-page = side
command-param-member = medlem
command-param-language = sprog

command-desc-sequence-new-game = Hvilket spil
command-desc-sequence-new-players = Antal spillere
command-desc-sequence-new-teams = Antal sider eller hold (valgfrit)
command-desc-sequence-new-advanced_jack = Klassisk: enøjede knægte må bryde en færdig Sequence
command-desc-sequence-new-table_talk = Klassisk med hold: bøde for bordsnak kan meldes
command-desc-sequence-new-strict_draw = Klassisk: spillerne trækker selv og mister kortet, hvis de glemmer det
command-desc-sequence-new-line = Terninger: 5 eller 6 på række
command-desc-sequence-new-clock = Tidsur pr. tur (serverens standard, hvis ikke angivet: intet, medmindre det er valgt)
command-desc-sequence-hand-game = Spilnummer (kun nødvendigt, når du spiller flere her)
command-desc-sequence-play-move = Dit træk, f.eks. QS B3, dead 9D, roll, B3, pass
command-desc-sequence-play-game = Spilnummer (kun nødvendigt, når du spiller flere her)
command-desc-sequence-resign-game = Spilnummer (kun nødvendigt, når du spiller flere her)

command-name-sequence-end = afslut

command-desc-sequence-end = Moderatorer: afslut et spil eller luk en lobby, som spillerne har forladt

command-desc-sequence-end-game = Spilnummer (ikke nødvendigt i spillets tråd, eller når der kun er ét her)
command-desc-sequence-rules-variant = Hvilket spils regler
command-desc-sequence-rules-game = Et spilnummer, for at se dets regler
command-desc-sequence-board-game = Spilnummer (kun nødvendigt, når du spiller flere her)
command-desc-sequence-sync-everywhere = Synkronisér globalt i stedet for til denne server
command-desc-sequence-leaderboard-game = { lb-opt-game }
command-desc-sequence-leaderboard-page = { lb-opt-page }
command-desc-sequence-stats-member = { lb-opt-member }
command-desc-sequence-history-member = { lb-opt-member }
command-desc-sequence-history-page = { lb-opt-history_page }
command-desc-sequence-language-language = Sproget (eller: følg serverens sprog i Discord)

command-choice-classic = klassisk
command-choice-kids = { -variant-kids }
command-choice-dice = { -variant-dice }
command-choice-auto = Serverens sprog i Discord
command-choice-minutes = { $n } min
command-choice-hours = { $n } t

command-name-sequence-hint = tip

command-desc-sequence-hint = Et tip til dit næste træk (kun du ser det; hvis spillet tillader det)
command-desc-sequence-hint-game = Spilnummer (kun nødvendigt, når du spiller flere her)

command-param-computers = computere
command-param-level = niveau
command-param-hints = tips

command-desc-sequence-new-computers = Antal computerspillere (også til at spille alene mod computeren)
command-desc-sequence-new-level = Computerspillernes niveau
command-desc-sequence-new-hints = Tillad /sequence tip i dette spil (slået fra som standard)

command-choice-easy = let
command-choice-medium = mellem
command-choice-hard = svær
command-choice-expert = ekspert
command-name-sequence-notify = besked
command-desc-sequence-notify = Vælg, hvornår botten sender dig din hånd som DM
command-param-when = hvornår
command-desc-sequence-notify-when = Hvornår du vil have din hånd som DM
command-choice-dm_turn = Når det er min tur
command-choice-dm_all = Efter hvert træk fra de andre
command-choice-dm_never = Aldrig (jeg bruger Min hånd)

command-name-sequence-drop = tag-ud

command-desc-sequence-drop = Spil uden tidsur: tag en spiller ud, som spillet har ventet 3 dage på

command-desc-sequence-drop-game = Spilnummer (kun nødvendigt, når du spiller flere her)

command-name-sequence-forget = glem-mig

command-desc-sequence-forget = Slet det, botten gemmer om dig (ratings, tidligere spil)

command-name-sequence-clock = tidsur

command-desc-sequence-clock = Admin: tidsuret for nye spil her (medmindre /sequence ny vælger et)

command-desc-sequence-clock-clock = Tidsuret (fra: intet)

command-choice-off = fra

command-name-sequence-reset-ladder = nulstil-rangliste

command-desc-sequence-reset-ladder = Admin: start et spils rangliste forfra her (en ny sæson)

command-desc-sequence-reset-ladder-game = Hvilket spils rangliste
