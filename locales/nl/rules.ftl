# The long rules of /sequence rules, in the words of this language's rule books.

rulebook-title = Spelregels van Sequence { $variant_name }

rulebook-options = In dit spel

rulebook-commands = Zo speel je hier

rulebook-classic-goal = Doel van het spel: voor 2 spelers of 2 teams moet één speler of team eerder dan de tegenstanders **TWEE SEQUENCES** scoren; voor 3 spelers of 3 teams **ÉÉN**. Een SEQUENCE is een aaneengesloten serie van vijf fiches van dezelfde kleur, omhoog of omlaag, dwars of diagonaal op het speelbord.
rulebook-classic-setup-title = Voorbereiding
rulebook-classic-setup = 2, 3, 4, 6, 8, 9, 10 of 12 spelers; meer dan drie worden gelijkmatig in twee of drie teams verdeeld, en teamleden zitten afwisselend met tegenstanders. Spelers knippen kaarten en de laagste kaart deelt (azen zijn hoog); de speler links van de deler begint. Kaarten per speler: 2 spelers 7, 3–4 spelers 6, 6 spelers 5, 8–9 spelers 4, 10–12 spelers 3.
rulebook-classic-turn-title = Je beurt
rulebook-classic-turn = Kies een kaart uit je hand en leg die open op je eigen aflegstapel, en plaats een van je fiches op de bijbehorende kaart op het speelbord (elke kaart staat er twee keer op) zolang die nog niet bedekt is. Neem daarna een kaart van de trekstapel (dat doe ik voor je).
rulebook-classic-jacks-title = De boeren
rulebook-classic-jacks = **Tweeogige boeren** (♣ ♦) zijn wild: plaats een fiche op een open plek op het speelbord. **Eenogige boeren** (♥ ♠) zijn anti-wild: verwijder een fiche van je tegenstander van het speelbord; dat maakt je beurt compleet. Een fiche die al deel uitmaakt van een voltooide SEQUENCE kun je niet verwijderen.
rulebook-classic-dead-title = Dode kaart
rulebook-classic-dead = Zijn beide velden van een kaart in je hand bedekt, dan heb je een DODE KAART. In je beurt leg je hem op je aflegstapel, kondig je hem aan en neem je een vervangende kaart (één kaart per beurt); daarna speel je je normale beurt.
rulebook-classic-corners-title = De hoeken
rulebook-classic-corners = De vier hoeken tellen voor alle spelers alsof hun eigen fiche erop ligt: een hoek plus vier fiches is een SEQUENCE, en meer dan één speler mag dezelfde hoek gebruiken. Een veld uit je eerste SEQUENCE mag deel zijn van je tweede.
rulebook-classic-optional-title = Optionele regels
rulebook-classic-optional = **Tafelgesprek:** teamleden mogen elkaar niet coachen; gebeurt dat toch, dan verbeurt elk lid van dat team één kaart naar keuze. **Geavanceerde boer:** een eenogige boer mag ook een fiche uit een voltooide SEQUENCE verwijderen. **Kaartverlies:** neem je geen kaart voordat de volgende speler een zet doet EN zijn kaart neemt, dan verlies je het recht op die kaart.

rulebook-kids-goal = Doel: als eerste **vier** eigen fiches op een rij krijgen: omhoog of omlaag, dwars of diagonaal.
rulebook-kids-setup-title = Voorbereiding
rulebook-kids-setup = 2 tot 4 spelers, elk met een eigen kleur. Iedereen krijgt drie kaarten; de rest is de trekstapel. De speler links van de deler begint.
rulebook-kids-turn-title = Je beurt
rulebook-kids-turn = Leg een kaart open op je eigen aflegstapel en plaats een fiche op dat dier op het bord (elk dier staat er twee keer op). Neem daarna een nieuwe kaart: na je beurt heb je altijd drie kaarten. Heeft een kaart geen vrij veld meer, leg hem dan af, neem een nieuwe en speel je beurt gewoon.
rulebook-kids-dragon-title = Drakenkaart
rulebook-kids-dragon = Leg de drakenkaart op je aflegstapel en verwijder een fiche van een tegenstander van het bord. Dan is je beurt voorbij: je kunt in die beurt geen fiche op hetzelfde veld leggen.
rulebook-kids-unicorn-title = Eenhoornkaart
rulebook-kids-unicorn = Leg de eenhoornkaart op je aflegstapel en plaats een fiche op een vrij veld naar keuze.
rulebook-kids-corners-title = Open hoeken
rulebook-kids-corners = De vier hoeken tellen voor iedereen alsof er een fiche van de eigen kleur op ligt: een hoek plus drie fiches op een rij is een SEQUENCE. Op de hoeken worden nooit fiches gelegd.

rulebook-dice-goal = Doel: als eerste speler of team een SEQUENCE maken – **{ $line }** eigen fiches op een rij, omhoog of omlaag, dwars of diagonaal (met twee spelers of twee teams raden de regels zes op een rij aan).
rulebook-dice-setup-title = Voorbereiding
rulebook-dice-setup = 2 tot 4 spelers; met vier spelen de eerste en derde speler samen tegen de tweede en vierde, en teamgenoten mogen elkaar geen raad geven. Iedereen gooit: de hoogste worp begint.
rulebook-dice-turn-title = Je beurt
rulebook-dice-turn = Gooi beide dobbelstenen en leg een fiche op een vrij veld met de som. Het bord heeft de getallen 2–9 en 12 elk vier keer. Zijn alle vier bedekt, vervang dan een fiche van een tegenstander op een ervan door de jouwe; zijn alle vier van jou, dan gebeurt er niets.
rulebook-dice-special-title = 10, 11, 2 en 12
rulebook-dice-special = **10:** verwijder een fiche van een tegenstander (niet van de velden 2 en 12). **11:** wild, leg een fiche op een vrij veld naar keuze (is het bord vol, vervang dan een fiche van een tegenstander). **2 of 12:** leg zoals gewoonlijk en gooi daarna nog een keer.
