# /sequence forget: et medlem beder botten om at glemme dem.

forget-confirm = Botten gemmer om dig: din Discord-konto og det navn, du spillede under i { $games ->
    [one] { $games } spil
   *[other] { $games } spil
}, dine ratings på { $ladders ->
    [one] { $ladders } rangliste
   *[other] { $ladders } ranglister
} og dine DM-indstillinger. Skal botten glemme dig? Dine ratings, din statistik og dine indstillinger slettes, og i tidligere spil bliver du til 👤: spillene forbliver hele for de andre spillere. Beskeder, der allerede er sendt i kanaler, bliver stående. Det kan ikke fortrydes.
button-forget = Glem mig
forget-done = Færdig: botten har glemt dig ({ $games ->
    [one] { $games } spil
   *[other] { $games } spil
} ændret).
error-forget_playing = Du spiller med i eller er vært for { $games }: afslut eller forlad { $count ->
    [one] det
   *[other] dem
} først (/sequence resign; Forlad eller Aflys i en lobby), og spørg så igen.
error-forget_not_yours = Kun det medlem, der spurgte, kan trykke på denne.
