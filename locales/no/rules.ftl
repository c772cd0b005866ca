# The long rules of /sequence rules, in the words of this language's rule books.

rulebook-title = Regler for Sequence { $variant_name }

rulebook-options = I dette spillet

rulebook-commands = Slik spiller dere her

rulebook-classic-goal = MÅL: Å bli den første spiller eller det første lag som lager **to** SEQUENCE-er (med 3 spillere eller lag: **én**). En SEQUENCE er en sammenhengende rekke med fem sjetonger av samme farge, opp og ned, bortover eller diagonalt på spillebrettet.
rulebook-classic-setup-title = Oppsett
rulebook-classic-setup = 2, 3, 4, 6, 8, 9, 10 eller 12 spillere; flere enn tre deles i 2 eller 3 lag med like mange på hvert, og lagkameratene sitter annenhver. Alle trekker et kort: den med lavest kort deler ut (ess er høyest), og spilleren til venstre for den som delte ut, starter. Kort per spiller: 2 spillere 7, 3–4 spillere 6, 6 spillere 5, 8–9 spillere 4, 10–12 spillere 3.
rulebook-classic-turn-title = Din tur
rulebook-classic-turn = Velg et kort fra hånden og legg det med kortsiden opp i din egen ut-bunke. Plasser så en av lagets sjetonger på et ledig felt med det samme kortet (hvert kort er avbildet to steder på spillebrettet). Trekk til slutt et nytt kort fra kortstokken (det gjør jeg for deg).
rulebook-classic-jacks-title = Knektene
rulebook-classic-jacks = **Toøyde knekter** (♣ ♦) er jokere: plasser en sjetong på et hvilket som helst ledig felt. **Enøyde knekter** (♥ ♠) tar bort en av motstanderens sjetonger fra spillebrettet; så er turen din over. En sjetong i en ferdig SEQUENCE kan ikke tas bort.
rulebook-classic-dead-title = Døde kort
rulebook-classic-dead = Har du et kort som ikke har noe ledig felt på spillebrettet, er det dødt. På din tur legger du det i ut-bunken, trekker et nytt kort og spiller turen din på vanlig måte (ett per tur).
rulebook-classic-corners-title = Åpne felt
rulebook-classic-corners = De fire hjørnene er åpne felt som alle kan bruke som om det lå en sjetong i egen farge der: et hjørne pluss fire sjetonger er en SEQUENCE, og flere kan bruke samme hjørne. Et felt fra den første SEQUENCE-en kan være en del av den andre.
rulebook-classic-optional-title = Valgfrie regler
rulebook-classic-optional = **Bordprat:** lagkamerater kan ikke gi hverandre råd; gjør de det, må hvert medlem av laget gi fra seg et valgfritt kort. **Avansert regel:** en enøyd knekt kan også ta bort en sjetong fra en ferdig SEQUENCE. **Trekk selv:** glemmer du å trekke før neste spiller har plassert en sjetong OG trukket, mister du kortet.

rulebook-kids-goal = MÅL: Vinneren er den første spilleren som får en SEQUENCE: **fire** egne sjetonger på rad, opp og ned, bortover eller diagonalt.
rulebook-kids-setup-title = Oppsett
rulebook-kids-setup = Hver spiller velger sin farge av sjetonger. Alle får tre kort; resten av kortstokken legges ved spillebrettet og brukes til å trekke nye kort fra. Spilleren til venstre for den som delte ut, starter.
rulebook-kids-turn-title = Spillet
rulebook-kids-turn = Legg et kort med kortsiden opp i ut-bunken din, og plasser en av sjetongene dine på tilsvarende kort på spillebrettet (hvert kort er avbildet to steder). Trekk så et nytt kort: du skal alltid ha tre kort på hånden når turen er over. Har et kort ikke noe ledig felt, legg det i ut-bunken, trekk et nytt og spill turen din på vanlig måte.
rulebook-kids-dragon-title = Dragekort
rulebook-kids-dragon = Legg dragekortet i ut-bunken din og ta bort en av motstanderens sjetonger fra spillebrettet. Så er turen din over: du kan ikke plassere en av dine sjetonger på det samme feltet på denne turen.
rulebook-kids-unicorn-title = Enhjørningskort
rulebook-kids-unicorn = Legg enhjørningskortet i ut-bunken og plasser en av sjetongene dine på et hvilket som helst ledig felt. Så er turen din over.
rulebook-kids-corners-title = Åpne felt
rulebook-kids-corners = De fire hjørnene er åpne felt. Alle kan bruke dem som om det lå en sjetong i egen farge der: med et åpent felt trenger du bare tre sjetonger på rad. Det skal aldri plasseres sjetonger på de åpne feltene.

rulebook-dice-goal = MÅL: Å bli den første spiller eller det første lag som lager en SEQUENCE – **{ $line }** sjetonger på rad i egen farge, opp og ned, bortover eller diagonalt (når to spillere eller to lag spiller, er det best å spille om seks på rad).
rulebook-dice-setup-title = Oppsett
rulebook-dice-setup = 2 til 4 spillere; med to tomannslag spiller første og tredje spiller mot andre og fjerde, og de som spiller på lag, kan ikke gi hverandre råd. Alle kaster terningene: den som får best resultat, starter.
rulebook-dice-turn-title = Spillet
rulebook-dice-turn = Kast terningene og plasser en av lagets sjetonger på et ledig felt med summen. Brettet har fire felt for hvert av tallene 2–9 og 12. Er alle fire opptatt, flytter du vekk en motspillers sjetong på et av dem og setter din egen der; har du alle fire selv, skjer det ingenting.
rulebook-dice-special-title = 10, 11, 2 og 12
rulebook-dice-special = **Kaster du 10,** flytter du bort en av motstanderens sjetonger, bortsett fra på feltene 2 og 12. **Kaster du 11,** plasserer du en sjetong på et hvilket som helst ledig felt (er brettet fullt, bytter du ut en av motstanderens). **Kaster du 2 eller 12,** plasserer du som vanlig og får en tur til.
