# /sequence forget: een lid vraagt de bot om hen te vergeten.

forget-confirm = De bot bewaart over jou: je Discord-account en de naam waaronder je speelde in { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}, je ratings op { $ladders ->
    [one] { $ladders } ranglijst
   *[other] { $ladders } ranglijsten
} en je DM-instellingen. Vergeten? Je ratings, statistieken en instellingen worden gewist, en in eerdere spellen word je 👤: de spellen blijven heel voor de andere spelers. Berichten die al in kanalen staan, blijven staan. Dit kan niet ongedaan worden gemaakt.
button-forget = Vergeet mij
forget-done = Klaar: de bot is je vergeten ({ $games ->
    [one] { $games } spel
   *[other] { $games } spellen
} aangepast).
error-forget_playing = Je speelt mee in of host { $games }: rond { $count ->
    [one] het
   *[other] ze
} eerst af of verlaat { $count ->
    [one] het
   *[other] ze
} (/sequence resign; Weggaan of Annuleren in een lobby), en vraag het dan opnieuw.
error-forget_not_yours = Alleen het lid dat het vroeg kan hierop drukken.
