"""The interaction benchmark's counting mode (``benchmarks/interaction.py --count``) keeps
working: it plays games through the fake Discord as people play and counts what each turn
costs them. It counts; nothing here is timed."""

from benchmarks.interaction_counts import count_games, count_lines


async def test_a_whole_game_from_open_panels_costs_one_choice_and_one_message_a_move():
    counted, violations = await count_games(1, configs=("kids 2 players",), modes=("panel",))
    assert violations == 0
    [game] = counted
    assert game.turns and game.openings == 2  # each player opened their panel once
    ordinary = [t for t in game.turns if t.kind == "ordinary" and not t.dead]
    assert ordinary and all(t.interactions == 1 for t in ordinary)
    assert all(t.channel_messages == 1 and t.new_ephemerals == 0 for t in game.turns)
    # with the default notify setting nobody gets more DMs than they have turns
    assert all(game.dms[seat] <= game.turns_of(seat) for seat in game.dms)
    lines = count_lines(counted)
    assert lines[-2:] == ["interactions per ordinary move: 1", "channel messages per move: 1"]


async def test_turns_from_the_board_and_dice_rolls_are_counted():
    counted, violations = await count_games(
        1, configs=("classic 2 players", "dice 2 players"), modes=("board",), max_turns=4)
    assert violations == 0
    classic, dice = counted
    assert len(classic.turns) == 4 and len(dice.turns) == 4
    assert {t.seat for t in classic.turns} == {0, 1}  # both players took turns
    # Play on the board opens a new panel, then one choice in it
    assert all(t.interactions >= 2 and t.new_ephemerals == 1 for t in classic.turns)
    assert all(t.kind == "dice" and 1 <= t.interactions <= 2 for t in dice.turns)
    lines = count_lines(counted)
    assert any(line.startswith("interactions per ordinary move from the board message: ")
               for line in lines)
    assert lines[-1].startswith("channel messages per move: ")


async def test_the_speed_mode_plays_panel_and_typed_moves_against_a_bot_in_its_own_process():
    # the saturation mode's set-up: the bot in a process of its own (as the real Discord is
    # remote), panel moves counting at once, every second move typed with /sequence play
    from benchmarks.interaction import run

    figures = await run(2, 3, 2, 0.0, True)
    assert figures.violations == {}
    assert len(figures.times) == 2 * 3  # every move reached its board
    assert figures.repeated == 0  # each board says its own move, not the one before again
    assert figures.cpu is not None and figures.cpu > 0  # the bot's process was measured
