"""End-to-end: playing games through the buttons and ``/sequence play``."""

import asyncio
import random
import re

from cogs.boards import BoardPoster
from cogs.present import move_note
from engine import Game
from engine.ai.advice import ranked_moves
from tests.bot_helpers import (
    Seeds,
    answers_forgotten,
    board_at,
    choose,
    engine_game,
    factory,
    play_by_buttons,
    play_by_slash,
    start_game,
)


async def test_full_classic_two_player_game(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([11])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    rng = random.Random(5)
    game = await engine_game(bot, gid)
    n = 0
    while not game.is_over and n < 400:
        move = choose(game, rng)
        if n % 4 == 3:
            h = await play_by_slash(fake_discord, bot, gid, move)
            assert not h.ephemeral, h.text
        else:
            await play_by_buttons(fake_discord, bot, gid, move)
        n += 1
        game = await engine_game(bot, gid)
        assert game.ply == n
    assert game.is_over
    assert game.outcome.termination == "sequence", game.outcome
    print('moves', n)
    record = await bot.store.load_game(gid)
    assert record.status == "finished"
    results = await bot.store.results_of(gid)
    assert len(results) == 2
    final = await board_at(fake_discord, bot, gid, game.ply)
    assert f"seq:{gid}:-:rematch" in final.custom_ids()
    assert "wins" in final.text or "draw" in final.text
    assert any(a.filename.endswith(".gif") for a in final.attachments)
    # every older board lost its buttons
    boards = [m for m in fake_discord.messages(record.thread_id) if m.attachments]
    assert all(not m.custom_ids() for m in boards if m.id != final.id)
    # rematch: same players, new lobby
    again = await fake_discord.click(bob, final, f"seq:{gid}:-:rematch")
    assert again.response_type == 4 and f"game #{gid + 1}" in again.text
    lobby = fake_discord.message((await bot.store.load_game(gid + 1)).lobby_message_id)
    assert "alice" in lobby.text and "bob" in lobby.text


async def test_kids_game_with_unicorn_dragon_and_dead_card(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([3])))
    bot = runner.bot
    members = [fake_discord.add_member(n) for n in ("ann", "ben", "cid")]
    gid = await start_game(fake_discord, bot, members[0], members[1:], game="kids", players=3)
    rng = random.Random(1)
    seen: set[str] = set()
    game = await engine_game(bot, gid)
    while not game.is_over and seen != {"UNICORN", "DRAGON", "dead"} and game.ply < 200:
        moves = game.legal_moves()
        special = [m for m in moves if m.kind == "dead" or m.card in ("UNICORN", "DRAGON")]
        special = [m for m in special if (m.card if m.kind != "dead" else "dead") not in seen]
        move = str(special[0]) if special else str(rng.choice(moves))
        if special:
            seen.add(special[0].card if special[0].kind != "dead" else "dead")
        if game.ply % 3 == 2:
            await play_by_slash(fake_discord, bot, gid, move)
        else:
            await play_by_buttons(fake_discord, bot, gid, move)
        game = await engine_game(bot, gid)
        if move.startswith("dead") and game.last_event.kind == "dead":
            # nobody shows a dead card on its own, not even a catch-up after a restart
            thread = (await bot.store.load_game(gid)).thread_id
            posted = len(fake_discord.messages(thread))
            assert await bot.announcer.announce_pending() == 0
            assert len(fake_discord.messages(thread)) == posted
    assert seen == {"UNICORN", "DRAGON", "dead"}, (seen, game.ply)
    if game.last_event.kind == "dead":  # its line goes out with the turn's play
        await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
    record = await bot.store.load_game(gid)
    text = "\n".join(m.text for m in fake_discord.messages(record.thread_id))
    assert "Unicorn (wild)" in text and "Dragon (remove)" in text and "dead card" in text


async def test_dice_game_every_roll(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([5])))
    bot = runner.bot
    members = [fake_discord.add_member(n) for n in ("dan", "eve")]
    gid = await start_game(fake_discord, bot, members[0], members[1:], game="dice", players=2)
    rng = random.Random(2)
    totals: set[int] = set()
    kinds: set[str] = set()
    sizes: set[int] = set()
    game = await engine_game(bot, gid)
    noted = 0
    while not game.is_over and game.ply < 400 and (len(totals) < 11 or "remove" not in kinds):
        # the board's menu lists the roll's spaces best first, each saying what it does
        board = await board_at(fake_discord, bot, gid, game.ply)
        options = [o for s in board.selects() for o in s.get("options", [])]
        advice = ranked_moves(game, game.to_act)
        assert [o["value"] for o in options] == [str(a.move) for a in advice][:len(options)]
        assert len(options) == min(len(advice), 100)
        # each menu's placeholder names its spaces in reading order: every one of a few,
        # else the first to the last
        total = sum(game.snapshot().last_roll or (0, 0))
        for menu in board.selects():
            spaces = sorted((o["value"] for o in menu["options"]), key=game.cell_of)
            named = ", ".join(spaces) if len(spaces) <= 5 else f"{spaces[0]}–{spaces[-1]}"
            assert menu["placeholder"] == f"Choose a space for {total} ({named})…"
            sizes.add(len(spaces))
        for option, said in zip(options, advice, strict=False):
            assert option.get("description") == (move_note(said.note, said.length, "en")
                                                 or None)
            noted += bool(said.note)
        move = str(rng.choice(game.legal_moves()))
        if game.ply % 5 == 4:
            await play_by_slash(fake_discord, bot, gid, move)
        else:
            await play_by_buttons(fake_discord, bot, gid, move)
        before, game = game, await engine_game(bot, gid)
        assert not game.is_over and game.legal_moves() and game.legal_moves()[0].kind != "roll" \
            or game.is_over, "the table rolls for the player: a turn is one choice"
        for event in _events_since(game, before.ply):
            if event.roll:
                totals.add(sum(event.roll))
            kinds.add(event.kind)
    assert totals == set(range(2, 13)), totals
    assert {"roll", "place", "remove"} <= kinds, kinds
    assert noted > 10
    assert min(sizes) <= 5 < max(sizes), sizes  # menus of a few spaces, and of more
    record = await bot.store.load_game(gid)
    text = "\n".join(m.text for m in fake_discord.messages(record.thread_id))
    assert "rolls again:" in text and "used 10 to remove" in text
    # "rolls again" is said of the player who just placed on a 2 or a 12, with that roll's sum
    # (the next player's ordinary roll is "rolled")
    last_use = None
    for line in text.splitlines():
        if used := re.match(r"(.+) used (\d+) to ", line):
            last_use = used[1], int(used[2])
        elif again := re.match(r"(.+) rolls again: (\d) \+ (\d) = (\d+)\.", line):
            assert int(again[4]) == int(again[2]) + int(again[3]), line
            assert last_use is not None and last_use[0] == again[1], (last_use, line)
            assert last_use[1] in (2, 12), (last_use, line)
        elif rolled := re.match(r"(.+) rolled \d \+ \d = \d+", line):
            assert last_use is None or last_use[1] not in (2, 12) or last_use[0] != rolled[1], (
                last_use, line)


def test_a_dice_menu_names_up_to_five_spaces_and_the_first_to_the_last_of_more():
    from cogs.components import spaces_hint

    assert spaces_hint(["A2", "B3", "C4", "D5", "E6"]) == "A2, B3, C4, D5, E6"
    assert spaces_hint(["A2", "B3", "C4", "D5", "E6", "F7"]) == "A2–F7"


def _events_since(game, ply):
    """The events of ``game``'s moves from ``ply`` on (a choice and the table's next roll)."""
    seen = Game.replay(game.settings, game.seed, game.moves[:ply])
    return [seen.play(move) for move in game.moves[ply:]]


async def test_a_move_typed_in_another_channel_is_answered_in_time_on_a_busy_bot(
        fake_discord, start_bot, tmp_path, monkeypatch):
    # Found by tests/test_bot_monkey.py: the answer (the board's link) waited for the board,
    # whose picture can wait for a busy worker longer than Discord's 3 s.
    monkeypatch.setattr("cogs.play.ANSWER_WITHIN", 0.0)
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([11])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    member = fake_discord.member(record.seats[game.to_act].user_id)
    posting, release = asyncio.Event(), asyncio.Event()
    post = BoardPoster.post

    async def busy(self, *args, **kwargs):
        posting.set()
        await release.wait()
        return await post(self, *args, **kwargs)

    monkeypatch.setattr(BoardPoster, "post", busy)
    move = str(game.legal_moves()[0])
    h = fake_discord.slash(member, "sequence play", channel="general", move=move, game=gid)
    await posting.wait()
    await h  # acknowledged, to the player alone, while the board is still on its way
    assert h.response_type == 5 and h.ephemeral
    release.set()
    await h.final_message()
    assert "The board is here" in h.text
    await board_at(fake_discord, bot, gid, 1)
    assert (await bot.store.load_game(gid)).moves == (move,)


async def _ready_to_move(fake, start_bot, tmp_path):
    """A classic game of two just started: the bot, the game's id and record, the member to
    move and the game."""
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([11])))
    bot = runner.bot
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    gid = await start_game(fake, bot, alice, [bob], game="classic", players=2)
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    return bot, gid, record, fake.member(record.seats[game.to_act].user_id), game


async def test_a_move_waiting_for_the_game_s_last_board_is_answered_in_time(
        fake_discord, start_bot, tmp_path, monkeypatch):
    # Found by tests/test_bot_monkey.py (two shards, seed 32, a loaded machine): a moderator
    # deleted the board just as a move was typed, and the board posted again had to wait for
    # the workers of a bot just restarted. The move's board waited its turn behind it without
    # answering, past Discord's 3 s, so the player's command failed.
    monkeypatch.setattr("cogs.announce.ANSWER_WITHIN", 0.0)
    bot, gid, record, member, game = await _ready_to_move(fake_discord, start_bot, tmp_path)
    forgotten = answers_forgotten(monkeypatch)
    move = str(game.legal_moves()[0])
    async with bot.announcer.turn(gid):  # another task is showing the game
        h = fake_discord.slash(member, "sequence play", channel=record.thread_id, move=move,
                               game=gid)
        await h  # acknowledged: "thinking…", for everyone, as the board will be
        assert h.response_type == 5 and not h.ephemeral
    await h.final_message()
    assert h.message == await board_at(fake_discord, bot, gid, 1)  # the board is the answer
    await asyncio.wait_for(forgotten.wait(), 30)
    assert await bot.store.owed_answers() == []  # given: nothing left for the next start


async def test_a_move_whose_picture_is_slow_is_answered_though_its_board_could_not_be(
        fake_discord, start_bot, tmp_path, monkeypatch):
    """A typed move whose board picture is not drawn in time for the answer says "thinking…"
    (within Discord's 3 s); when Discord then refuses the board as that answer, the board is
    posted in the thread and the "thinking…" becomes its link, not left for good."""
    monkeypatch.setattr("cogs.boards.ANSWER_WITHIN", 0.0)
    bot, gid, record, member, game = await _ready_to_move(fake_discord, start_bot, tmp_path)
    refused = fake_discord.fail("*", r"/webhooks/\d+/", 404, code=10015)  # Unknown Webhook, once
    h = fake_discord.slash(member, "sequence play", channel=record.thread_id,
                           move=str(game.legal_moves()[0]), game=gid)
    await h
    assert h.response_type == 5 and not h.ephemeral
    answer = await h.final_message(timeout=30)
    board = await board_at(fake_discord, bot, gid, 1)
    assert refused.hits == 1 and board.id != answer.id and board.media_urls()
    assert f"/{board.id}" in answer.text and not answer.loading


async def test_a_move_shown_by_another_task_while_it_waited_is_answered_with_its_link(
        fake_discord, start_bot, tmp_path, monkeypatch):
    monkeypatch.setattr("cogs.announce.ANSWER_WITHIN", 0.0)
    bot, gid, record, member, game = await _ready_to_move(fake_discord, start_bot, tmp_path)
    async with bot.announcer.turn(gid):
        h = fake_discord.slash(member, "sequence play", channel=record.thread_id,
                               move=str(game.legal_moves()[0]), game=gid)
        await h
        # The task holding the turn shows the move meanwhile (as a restarted bot's catch-up
        # would): the command has no board left to answer with.
        record, game = await bot.service.game(gid)
        await bot.boards.post(record, game, "caught up", announces=True)
    await h.final_message()
    board = await board_at(fake_discord, bot, gid, 1)
    assert "The board is here" in h.text and str(board.id) in h.text
