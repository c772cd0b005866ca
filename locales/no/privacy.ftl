# /sequence forget: et medlem ber boten om å glemme dem.

forget-confirm = Boten lagrer om deg: Discord-kontoen din og navnet du spilte under i { $games ->
    [one] { $games } spill
   *[other] { $games } spill
}, rangeringene dine på { $ladders ->
    [one] { $ladders } rangliste
   *[other] { $ladders } ranglister
} og DM-innstillingene dine. Skal boten glemme deg? Rangeringene, statistikken og innstillingene dine slettes, og i tidligere spill blir du 👤: spillene forblir hele for de andre spillerne. Meldinger som allerede er sendt i kanaler, blir stående. Det kan ikke angres.
button-forget = Glem meg
forget-done = Ferdig: boten har glemt deg ({ $games ->
    [one] { $games } spill
   *[other] { $games } spill
} endret).
error-forget_playing = Du spiller i eller er vert for { $games }: fullfør eller forlat { $count ->
    [one] det
   *[other] dem
} først (/sequence resign; Gå ut eller Avlys i en lobby), og spør så igjen.
error-forget_not_yours = Bare medlemmet som spurte, kan trykke på denne.
