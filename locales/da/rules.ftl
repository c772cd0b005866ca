# The long rules of /sequence rules, in the words of this language's rule books.

rulebook-title = Spilleregler for Sequence { $variant_name }

rulebook-options = I dette spil

rulebook-commands = Sådan spiller I her

rulebook-classic-goal = Spillets formål: at være den første spiller eller gruppe, som danner **to** Sequences (med 3 spillere eller grupper: **én**). En Sequence er en ubrudt række af 5 jetoner i samme farve; lodret, vandret eller diagonalt på spillepladen.
rulebook-classic-setup-title = Opstilling
rulebook-classic-setup = 2, 3, 4, 6, 8, 9, 10 eller 12 spillere; flere end tre deles i 2 eller 3 hold med lige mange på hvert, og holdmedlemmer sidder skiftevis med en modspiller. Alle trækker et kort: den med det laveste kort giver (esset er højest), og spilleren til venstre for kortgiveren starter. Kort per spiller: 2 spillere 7, 3–4 spillere 6, 6 spillere 5, 8–9 spillere 4, 10–12 spillere 3.
rulebook-classic-turn-title = Din tur
rulebook-classic-turn = Vælg et kort fra hånden og læg det med forsiden opad på din kasserede bunke. Tag så en af holdets jetoner og placer den på et af de to steder på spillepladen, som passer til kortet (hvert kort findes to gange på pladen). Slut af med at trække et nyt kort (det gør jeg for dig).
rulebook-classic-jacks-title = Knægtene
rulebook-classic-jacks = **Toøjede knægte** (♣ ♦) er jokere: læg en jeton på en hvilken som helst ledig plads. **Enøjede knægte** (♥ ♠) er skurke: fjern en af modspillernes jetoner fra spillepladen; det er hele din tur. En jeton i en færdig Sequence kan ikke fjernes.
rulebook-classic-dead-title = Døde kort
rulebook-classic-dead = Har du et kort, hvor der ikke er nogen fri plads tilbage på spillepladen, er det et dødt kort. På din tur kan du lægge ét dødt kort, trække et nyt og fortsætte på normal vis.
rulebook-classic-corners-title = Bonus jetoner i hjørnerne
rulebook-classic-corners = De fire hjørner tæller som en jeton for alle hold: et hjørne plus 4 jetoner er en Sequence, og flere hold må bruge det samme hjørne. En plads fra den ene Sequence kan bruges som en del af den anden.
rulebook-classic-optional-title = Valgfri regler
rulebook-classic-optional = **Bordsnak:** vejledning ved bordet er ikke tilladt; gør et holdmedlem en anden opmærksom på noget, bøder alle på holdet med et kort efter eget valg. **Avancerede spilleregler:** en enøjet knægt må også fjerne en jeton i en færdig Sequence. **Husk selv at trække:** glemmer du at trække, før næste spiller har placeret en jeton OG trukket, mister du kortet.

rulebook-kids-goal = Mål: at være den første, der får **fire** af sine egne jetoner på række: lodret, vandret eller diagonalt.
rulebook-kids-setup-title = Opstilling
rulebook-kids-setup = 2 til 4 spillere, hver med sin farve. Alle får tre kort; resten af bunken lægges ved pladen til at trække fra. Spilleren til venstre for kortgiveren starter.
rulebook-kids-turn-title = Din tur
rulebook-kids-turn = Læg et kort med forsiden opad på din kasserede bunke, og placer en af dine jetoner på det tilsvarende dyr på pladen (hvert dyr findes to steder). Træk så et nyt kort: du har altid tre kort, når din tur er slut. Har et kort intet ledigt felt, lægger du det på bunken, trækker et nyt og spiller som normalt.
rulebook-kids-dragon-title = Dragekort
rulebook-kids-dragon = Læg dragekortet på din kasserede bunke og fjern en af modspillerens jetoner fra pladen. Så er din tur slut: du kan ikke lægge en jeton på samme felt i samme tur.
rulebook-kids-unicorn-title = Enhjørningskort
rulebook-kids-unicorn = Læg enhjørningskortet på din kasserede bunke og placer en jeton på et hvilket som helst ledigt felt.
rulebook-kids-corners-title = Åbne felter
rulebook-kids-corners = De fire hjørner er åbne felter, som alle spillere kan bruge, som om der lå en jeton i deres egen farve: et hjørne plus tre jetoner på række er en Sequence. Der lægges aldrig jetoner på hjørnerne.

rulebook-dice-goal = Mål: at være den første spiller eller det første hold med en SEQUENCE – **{ $line }** af egne jetoner på række, lodret, vandret eller diagonalt (spiller to mod to, anbefaler reglerne seks på række).
rulebook-dice-setup-title = Opstilling
rulebook-dice-setup = 2 til 4 spillere; med fire spiller første og tredje spiller sammen mod anden og fjerde, og makkere må ikke rådgive hinanden. Alle slår: den med det højeste slag starter.
rulebook-dice-turn-title = Din tur
rulebook-dice-turn = Slå med begge terninger og læg en jeton på et ledigt felt med summen. Pladen har tallene 2–9 og 12 fire gange hver. Er alle fire optaget, udskifter du en modspillers jeton på et af dem med din egen; er alle fire dine, sker der ingenting.
rulebook-dice-special-title = 10, 11, 2 og 12
rulebook-dice-special = **10:** fjern en modspillers jeton (ikke fra felterne 2 og 12). **11:** joker, læg en jeton på et hvilket som helst ledigt felt (er pladen fuld, udskift en modspillers jeton). **2 eller 12:** læg som normalt, og slå så én gang til.
