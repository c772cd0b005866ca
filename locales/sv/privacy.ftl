# /sequence forget: en medlem ber boten att glömma dem.

forget-confirm = Boten sparar om dig: ditt Discord-konto och namnet du spelade under i { $games ->
    [one] { $games } spel
   *[other] { $games } spel
}, dina betyg på { $ladders ->
    [one] { $ladders } topplista
   *[other] { $ladders } topplistor
} och dina DM-inställningar. Ska boten glömma dig? Dina betyg, din statistik och dina inställningar raderas, och i tidigare spel blir du 👤: spelen förblir hela för de andra spelarna. Meddelanden som redan skickats i kanaler finns kvar. Det går inte att ångra.
button-forget = Glöm mig
forget-done = Klart: boten har glömt dig ({ $games ->
    [one] { $games } spel
   *[other] { $games } spel
} ändrade).
error-forget_playing = Du spelar i eller är värd för { $games }: avsluta eller lämna { $count ->
    [one] det
   *[other] dem
} först (/sequence resign; Lämna eller Ställ in i en lobby), och fråga sedan igen.
error-forget_not_yours = Bara medlemmen som frågade kan trycka på den här.
