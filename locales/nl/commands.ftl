# Slash command names, descriptions, options and choices (English is the code's own
# text, Discord's default). Names: lower case, no spaces, at most 32 characters;
# descriptions at most 100 characters.

command-name-sequence = sequence

command-desc-sequence = Speel Sequence, { -game-kids } of { -game-dice }

command-name-sequence-new = nieuw

command-desc-sequence-new = Open een lobby voor een nieuw spel Sequence

command-name-sequence-hand = hand

command-desc-sequence-hand = Toon je hand (alleen jij ziet hem)

command-name-sequence-play = zet

command-desc-sequence-play = Doe een zet door hem te typen (stelt je zetten voor)

command-name-sequence-resign = opgeven

command-desc-sequence-resign = Geef een spel op voor jouw kant

command-name-sequence-rules = regels

command-desc-sequence-rules = De spelregels (van een spel hier: met zijn opties)

command-name-sequence-board = bord

command-desc-sequence-board = Toon het bord opnieuw

command-name-sequence-games = spellen

command-desc-sequence-games = Open spellen in dit kanaal

command-name-sequence-sync = sync

command-desc-sequence-sync = Alleen de eigenaar: registreer de slash-commando's

command-name-sequence-leaderboard = ranglijst

command-desc-sequence-leaderboard = { lb-cmd-leaderboard }

command-name-sequence-stats = statistieken

command-desc-sequence-stats = { lb-cmd-stats }

command-name-sequence-history = geschiedenis

command-desc-sequence-history = { lb-cmd-history }

command-name-sequence-language = taal

command-desc-sequence-language = Beheer: de taal van de spelberichten op deze server

command-param-game = spel
command-param-players = spelers
command-param-teams = teams
command-param-advanced_jack = geavanceerde_boer
command-param-table_talk = tafelgesprek
command-param-strict_draw = kaartverlies
command-param-line = rij
command-param-clock = beurtklok
command-param-move = zet
command-param-variant = variant
command-param-everywhere = overal
command-param-page = pagina
command-param-member = lid
command-param-language = taal

command-desc-sequence-new-game = Welk spel
command-desc-sequence-new-players = Aantal spelers
command-desc-sequence-new-teams = Aantal kanten of teams (optioneel)
command-desc-sequence-new-advanced_jack = Klassiek: eenogige boeren mogen een voltooide SEQUENCE breken
command-desc-sequence-new-table_talk = Klassiek met teams: straf voor tafelgesprek kan gemeld worden
command-desc-sequence-new-strict_draw = Klassiek: spelers nemen zelf een kaart en verliezen hem als ze het vergeten
command-desc-sequence-new-line = Dobbelstenen: 5 of 6 op een rij
command-desc-sequence-new-clock = Beurtklok (de standaard van de server als je niets kiest: geen, tenzij ingesteld)
command-desc-sequence-hand-game = Spelnummer (alleen nodig als je hier meerdere speelt)
command-desc-sequence-play-move = Je zet, bijv. QS B3, dead 9D, roll, B3, pass
command-desc-sequence-play-game = Spelnummer (alleen nodig als je hier meerdere speelt)
command-desc-sequence-resign-game = Spelnummer (alleen nodig als je hier meerdere speelt)

command-name-sequence-end = beëindigen

command-desc-sequence-end = Moderators: beëindig een spel of sluit een lobby die de spelers verlieten

command-desc-sequence-end-game = Spelnummer (niet nodig in de thread van het spel, of als er hier maar één is)
command-desc-sequence-rules-variant = De regels van welk spel
command-desc-sequence-rules-game = Een spelnummer, om zijn opties te zien
command-desc-sequence-board-game = Spelnummer (alleen nodig als je hier meerdere speelt)
command-desc-sequence-sync-everywhere = Wereldwijd synchroniseren in plaats van naar deze server
command-desc-sequence-leaderboard-game = { lb-opt-game }
command-desc-sequence-leaderboard-page = { lb-opt-page }
command-desc-sequence-stats-member = { lb-opt-member }
command-desc-sequence-history-member = { lb-opt-member }
command-desc-sequence-history-page = { lb-opt-history_page }
command-desc-sequence-language-language = De taal (of: volg de servertaal in Discord)

command-choice-classic = klassiek
command-choice-kids = { -variant-kids }
command-choice-dice = { -variant-dice }
command-choice-auto = Servertaal in Discord
command-choice-minutes = { $n } min
command-choice-hours = { $n } u

command-name-sequence-hint = hint

command-desc-sequence-hint = Een hint voor je volgende zet (alleen jij ziet hem; als het spel het toestaat)
command-desc-sequence-hint-game = Spelnummer (alleen nodig als je hier meerdere speelt)

command-param-computers = computers
command-param-level = niveau
command-param-hints = hints

command-desc-sequence-new-computers = Aantal computerspelers (ook om alleen tegen de computer te spelen)
command-desc-sequence-new-level = Het niveau van de computerspelers
command-desc-sequence-new-hints = Sta /sequence hint toe in dit spel (standaard uit)

command-choice-easy = makkelijk
command-choice-medium = gemiddeld
command-choice-hard = moeilijk
command-choice-expert = expert
command-name-sequence-notify = melding
command-desc-sequence-notify = Kies wanneer de bot je je hand per DM stuurt
command-param-when = wanneer
command-desc-sequence-notify-when = Wanneer je je hand per DM wilt krijgen
command-choice-dm_turn = Als ik aan de beurt ben
command-choice-dm_all = Na elke zet van de anderen
command-choice-dm_never = Nooit (ik gebruik Mijn hand)

command-name-sequence-drop = verwijder

command-desc-sequence-drop = Spel zonder beurtklok: haal een speler eruit op wie het 3 dagen wacht

command-desc-sequence-drop-game = Spelnummer (alleen nodig als je hier meerdere speelt)

command-name-sequence-forget = vergeet-mij

command-desc-sequence-forget = Wis wat de bot over je bewaart (ratings, eerdere spellen)

command-name-sequence-clock = beurtklok

command-desc-sequence-clock = Beheer: de beurtklok van nieuwe spellen hier (tenzij /sequence nieuw er een kiest)

command-desc-sequence-clock-clock = De beurtklok (uit: geen)

command-choice-off = uit

command-name-sequence-reset-ladder = ranglijst-op-nul

command-desc-sequence-reset-ladder = Beheer: begin de ranglijst van een spel hier opnieuw (een nieuw seizoen)

command-desc-sequence-reset-ladder-game = Van welk spel de ranglijst
