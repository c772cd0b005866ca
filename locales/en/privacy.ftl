# /sequence forget: a member asks the bot to forget them.

forget-confirm = The bot keeps about you: your Discord account and the name you played under in { $games ->
    [one] { $games } game
   *[other] { $games } games
}, your ratings on { $ladders ->
    [one] { $ladders } ladder
   *[other] { $ladders } ladders
}, and your DM settings. Forget you? Your ratings, statistics and settings are deleted, and in past games you become 👤: the games stay whole for the other players. Messages already posted in channels stay. This cannot be undone.
button-forget = Forget me
forget-done = Done: the bot has forgotten you ({ $games ->
    [one] { $games } game
   *[other] { $games } games
} changed).
error-forget_playing = You play in or host { $games }: finish or leave { $count ->
    [one] it
   *[other] them
} first (/sequence resign; Leave or Cancel in a lobby), then ask again.
error-forget_not_yours = Only the member who asked can press this.
