# The long rules of /sequence rules, in the words of this language's rule books.

rulebook-title = Regler för Sequence { $variant_name }

rulebook-options = I det här spelet

rulebook-commands = Så spelar ni här

rulebook-classic-goal = Vad spelet går ut på: att bli den spelare eller det lag som först lyckas få **två** Sequencer (med 3 spelare eller lag: **en**). En Sequence är en obruten rad av fem spelbrickor i samma färg som löper vågrätt, lodrätt eller diagonalt över spelplanen.
rulebook-classic-setup-title = Gör i ordning för spel
rulebook-classic-setup = 2, 3, 4, 6, 8, 9, 10 eller 12 spelare; fler än tre delas upp i 2 eller 3 lag med lika många i varje, och spelarna sitter växelvis. Alla drar ett kort: den som får lägst delar ut (ess är högst), och spelaren till vänster om givaren börjar. Antal kort per spelare: 2 spelare 7, 3–4 spelare 6, 6 spelare 5, 8–9 spelare 4, 10–12 spelare 3.
rulebook-classic-turn-title = När det blir din tur
rulebook-classic-turn = Ta ett av korten på hand och lägg det med framsidan uppåt bredvid dig. Lägg sedan en spelbricka på en ruta som har samma spelkort (varje kort förekommer två gånger på spelplanen) så länge den inte är täckt. Ta därefter ett nytt kort (det gör jag åt dig).
rulebook-classic-jacks-title = Knektar
rulebook-classic-jacks = **Knektarna med två ögon** (♣ ♦) är frikort: lägg en bricka på vilken ledig ruta du vill. **Knektarna med ett öga** (♥ ♠) är bovar: ta bort en av motspelarens spelbrickor; det är hela din tur. En spelbricka som ingår i en komplett Sequence får inte tas bort.
rulebook-classic-dead-title = Dött kort
rulebook-classic-dead = Ett kort på hand som inte har någon fri ruta kvar på spelplanen är ett dött kort. På din tur lägger du ut det, drar ett nytt kort och spelar sedan vidare som vanligt (ett per tur).
rulebook-classic-corners-title = Bonusrutor
rulebook-classic-corners = Korten i de fyra hörnen är bonusrutor: varje lag räknar dem som sina egna utan att lägga en bricka där, och flera lag kan dela samma hörn. En bricka i en av dina Sequencer kan ingå i din andra Sequence.
rulebook-classic-optional-title = Valfria regler
rulebook-classic-optional = **Grundregel:** ingen får instruera de andra lagmedlemmarna; gör någon det måste alla i laget plikta ett valfritt kort. **Avancerad regel:** en en-ögd knekt får ta bort en spelbricka ur en komplett Sequence. **Ta kort själv:** glömmer du att ta ett kort innan nästa spelare har lagt sin bricka OCH tagit ett kort, missar du det kortet.

rulebook-kids-goal = Mål: att bli först med **fyra** egna spelbrickor i rad: vågrätt, lodrätt eller diagonalt.
rulebook-kids-setup-title = Gör i ordning för spel
rulebook-kids-setup = 2 till 4 spelare, var och en med sin färg. Alla får tre kort; resten av korten läggs vid spelplanen att dra från. Spelaren till vänster om givaren börjar.
rulebook-kids-turn-title = När det blir din tur
rulebook-kids-turn = Lägg ett kort med framsidan uppåt i din egen hög och lägg en spelbricka på samma djur på spelplanen (varje djur finns två gånger). Ta sedan ett nytt kort: du har alltid tre kort när din tur är slut. Har kortet ingen ledig ruta, lägg det i högen, ta ett nytt och spela som vanligt.
rulebook-kids-dragon-title = Drakkort
rulebook-kids-dragon = Lägg drakkortet i din hög och ta bort en av motspelarens spelbrickor från spelplanen. Sedan är din tur slut: du kan inte lägga en bricka på samma ruta under samma tur.
rulebook-kids-unicorn-title = Enhörningskort
rulebook-kids-unicorn = Lägg enhörningskortet i din hög och lägg en spelbricka på valfri ledig ruta.
rulebook-kids-corners-title = Öppna rutor
rulebook-kids-corners = De fyra hörnen är öppna rutor som alla spelare får använda som om en bricka i deras färg låg där: ett hörn plus tre brickor i rad är en Sequence. Inga brickor läggs på hörnen.

rulebook-dice-goal = Mål: att bli den första spelaren eller det första laget med en SEQUENCE – **{ $line }** egna spelbrickor i rad, vågrätt, lodrätt eller diagonalt (när två spelare eller två lag spelar rekommenderas sex i rad).
rulebook-dice-setup-title = Gör i ordning för spel
rulebook-dice-setup = 2 till 4 spelare; med fyra spelar första och tredje spelaren mot andra och fjärde, och lagkamrater får inte ge varandra råd. Alla slår: den som får högst börjar.
rulebook-dice-turn-title = När det blir din tur
rulebook-dice-turn = Slå båda tärningarna och lägg en spelbricka på en ledig ruta med summan. Spelplanen har talen 2–9 och 12 fyra gånger vardera. Är alla fyra täckta byter du ut en motspelares bricka på en av dem mot din; är alla fyra dina händer ingenting.
rulebook-dice-special-title = 10, 11, 2 och 12
rulebook-dice-special = **10:** ta bort en motspelares bricka (inte från rutorna 2 och 12). **11:** frikort, lägg en bricka på valfri ledig ruta (är spelplanen full, byt ut en motspelares bricka). **2 eller 12:** lägg som vanligt och slå sedan en gång till.
