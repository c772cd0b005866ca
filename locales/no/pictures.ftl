# Words drawn into the pictures (boards, hands, replays). Keep them short: they must
# fit their boxes (tests/test_render_*.py check), in the bundled DejaVu subset.

picture-title-classic = { -game-classic }
picture-title-kids = { -game-kids }
picture-title-dice = { -game-dice }
picture-game_title = Spill #{ $game } · { $title }
picture-move = Trekk { $ply }
picture-draw_pile = Kortstokk { $count }
picture-player = Spiller { $n }
picture-won = { $name } vant!
picture-won_resigned = { $name } vant! (de andre ga opp)
picture-drawn = Uavgjort
picture-over = Spillet er over
picture-rolled = { $name } kastet { $total }: velg et felt
picture-to_roll = { $name } skal kaste
picture-to_play = { $name } skal spille
picture-out = { $name } (ute)
picture-start = Start
picture-safe = trygg
picture-free = ÅPENT
picture-wild = JOKER
picture-remove = TA BORT
picture-dead = DØDT
picture-dead_caption = dødt: bytt det
picture-spaces = { $n ->
    [0] ingen felt
   *[other] { $n } felt
}
picture-you = Du
picture-your_turn = { $name }: din tur
picture-waiting = { $name }: venter på { $other }
picture-game_over = { $name }: spillet er over
