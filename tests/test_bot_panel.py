"""End-to-end: the hand panel. One choice makes a move, a misclick can be undone before it
counts, wild cards reach any space, the panel keeps itself current, and DMs follow each
member's choice."""

import asyncio
import copy

from cogs.emojis import all_cards
from cogs.panel import Panels
from cogs.reasons import card_name
from engine import parse_move
from tests.bot_helpers import (
    Seeds,
    engine_game,
    factory,
    find_board,
    first_play,
    members_by_seat,
    play_by_slash,
    start_game,
    up_to_a_dead_card,
)

TWO_EYED_SEED = 1002
"""A classic game whose first player holds both two-eyed jacks (J♦ and J♣) and J♥."""


async def _game(fake, start_bot, tmp_path, seed: int = 21, clock: int | None = None,
                variant: str = "classic", **options):
    """A two-player game of ``variant`` (with a turn ``clock`` of that many seconds if given);
    ``options`` are the bot's."""
    runner = await start_bot(factory(tmp_path / "panel.db", seeds=Seeds([seed]),
                                     options=options))
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    timed = {"clock": clock} if clock else {}
    gid = await start_game(fake, runner.bot, alice, [bob], game=variant, players=2, **timed)
    game = await engine_game(runner.bot, gid)
    record = await runner.bot.store.load_game(gid)
    seats = members_by_seat(fake, record)
    return runner, gid, seats[game.to_act], seats[1 - game.to_act]


async def _open(fake, bot, member, gid):
    """``/sequence hand`` as ``member``: their panel."""
    record = await bot.store.load_game(gid)
    h = await fake.slash(member, "sequence hand", channel=record.thread_id, game=gid)
    await h.final_message()
    assert h.ephemeral
    return h.message


def _menu(message, gid, ply):
    return next(s for s in message.selects() if s["custom_id"] == f"seq:{gid}:{ply}:pmove")


async def test_one_choice_on_the_panel_is_the_whole_move(fake_discord, start_bot, tmp_path):
    runner, gid, me, other = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    panel = await _open(fake_discord, bot, me, gid)
    assert "Your turn: choose your move below" in panel.text
    assert "Time runs out" not in panel.text  # no turn clock in this game
    assert "DMs are closed" not in panel.text  # their hand DM reached them
    assert panel.attachments and panel.attachments[0].filename == f"hand-{gid}-0.png"
    assert "Your hand:" not in panel.text  # the picture shows it
    menu = _menu(panel, gid, 0)
    game = await engine_game(bot, gid)
    # every option is a complete legal move, labelled as players read it, best first
    legal = {str(m) for m in game.legal_moves()}
    assert all(o["value"] in legal for o in menu["options"])
    assert all("→" in o["label"] for o in menu["options"] if not o["value"].startswith("dead"))
    assert any(o.get("description", "").startswith("makes a line") for o in menu["options"])
    assert f"seq:{gid}:0:ppass" not in panel.custom_ids()  # Pass only when nothing can be played
    def public() -> int:
        return len([m for m in fake_discord.messages(panel.channel_id) if not m.ephemeral])

    before = public()
    move = menu["options"][0]["value"]
    h = await fake_discord.select(me, panel, menu["custom_id"], [move])
    # the mover's panel, off-turn now, is the click's answer itself: no "Done" left behind,
    # and no second request to bring it up to date
    assert h.response_type == 7 and "Your hand:" in h.message.text
    board = await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1), what="board 1")
    await bot.idle()
    assert (await bot.store.load_game(gid)).moves == (move,)
    assert public() == before + 1  # one message in the channel for the move: the board
    assert board.attachments
    # off-turn the panel shows the new hand as text and says whose turn it is
    panel = fake_discord.message(panel.id)
    assert "bob's turn" in panel.text or "alice's turn" in panel.text
    assert "Your hand:" in panel.text and not panel.attachments
    assert "Time runs out" not in panel.text
    assert not any(s["custom_id"].endswith(":pmove") for s in panel.selects())
    # the other player's panel comes back to life when their turn is over
    theirs = await _open(fake_discord, bot, other, gid)
    reply = _menu(theirs, gid, 1)["options"][0]["value"]
    await fake_discord.select(other, theirs, f"seq:{gid}:1:pmove", [reply])
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 2), what="board 2")
    await bot.idle()
    panel = fake_discord.message(panel.id)
    assert "Your turn" in panel.text and panel.attachments
    assert _menu(panel, gid, 2)["options"]


async def test_the_private_picture_reads_out_the_hand_and_the_board(fake_discord, start_bot,
                                                                    tmp_path):
    # A screen reader reads a picture's alt text: the board has one, and the private view
    # (the panel's and the turn DM's picture) says the viewer's hand first, then the board.
    runner, gid, me, other = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    panel = await _open(fake_discord, bot, me, gid)
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    seat = record.seat_of(me.id).seat
    alt = panel.attachments[0].description or ""
    hand, board = alt.split("\n", 1)
    assert hand == "Your hand: " + " ".join(card_name(c) for c in game.hand(seat))
    assert board.startswith(f"Sequence Classic game #{gid} after move 0.")
    gallery = next(c for c in find_board(fake_discord, gid, 0).all_components()
                   if c.get("type") == 12)
    assert board == gallery["items"][0]["description"]


async def test_the_next_players_picture_is_drawn_once_with_the_board(
        fake_discord, start_bot, tmp_path, monkeypatch):
    # Their panel was opened a while ago (not watched), so they get their turn DM too.
    monkeypatch.setattr("cogs.panel.WATCHING", 0.0)
    runner, gid, me, other = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    theirs = await _open(fake_discord, bot, other, gid)
    panel = await _open(fake_discord, bot, me, gid)
    workers = bot.workers
    drawn: list[str] = []
    queue = workers.queue

    def spy(level, fn, args, kwargs):
        drawn.append(getattr(fn, "func", fn).__name__)
        return queue(level, fn, args, kwargs)

    monkeypatch.setattr(workers, "queue", spy)
    dms = len(fake_discord.dms(other))
    move = _menu(panel, gid, 0)["options"][0]["value"]
    await fake_discord.select(me, panel, f"seq:{gid}:0:pmove", [move])
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1), what="board 1")
    await bot.idle()
    turn_dm = (await fake_discord.wait_for_dm(other, dms + 1))[-1]
    theirs = fake_discord.message(theirs.id)
    assert _menu(theirs, gid, 1)["options"] and theirs.attachments
    # one picture job for the move: the board and the next player's view, whose panel and
    # turn DM show the same picture
    assert drawn == ["draw_turn"]
    assert theirs.attachments[0].data == turn_dm.attachments[0].data


async def test_the_board_is_drawn_while_the_click_is_answered(
        fake_discord, start_bot, tmp_path, monkeypatch):
    runner, gid, me, _ = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    panel = await _open(fake_discord, bot, me, gid)
    steps: list[str] = []
    queue, answer = bot.workers.queue, Panels._answer_moved

    def drawing(level, fn, args, kwargs):
        steps.append(getattr(fn, "func", fn).__name__)
        return queue(level, fn, args, kwargs)

    async def answering(self, *args):
        steps.append("answer")
        return await answer(self, *args)

    monkeypatch.setattr(bot.workers, "queue", drawing)
    monkeypatch.setattr(Panels, "_answer_moved", answering)
    move = _menu(panel, gid, 0)["options"][0]["value"]
    await fake_discord.select(me, panel, f"seq:{gid}:0:pmove", [move])
    board = await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1),
                                        what="board 1")
    await bot.idle()
    # The picture is started before the click's answer goes out, and drawn once.
    assert steps == ["draw_turn", "answer"]
    assert board.attachments


async def test_a_player_playing_from_their_panel_gets_no_turn_dm(
        fake_discord, start_bot, tmp_path):
    runner, gid, me, other = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    panels = {me.id: await _open(fake_discord, bot, me, gid),
              other.id: await _open(fake_discord, bot, other, gid)}

    async def play(member, ply):
        message = fake_discord.message(panels[member.id].id)
        move = next(o["value"] for o in _menu(message, gid, ply)["options"]
                    if not o["value"].startswith("dead"))
        await fake_discord.select(member, message, f"seq:{gid}:{ply}:pmove", [move])
        await fake_discord.wait_for(lambda: find_board(fake_discord, gid, ply + 1),
                                    what=f"board {ply + 1}")
        await bot.idle()

    dms = {m.id: len(fake_discord.dms(m)) for m in (me, other)}
    await play(me, 0)
    await play(other, 1)
    # Each played from a panel used a moment ago, which offered their moves: a turn DM
    # would have said it a second time.
    assert {m.id: len(fake_discord.dms(m)) for m in (me, other)} == dms
    # A panel not used for a while no longer stands for the DM.
    bot.panels._open[(gid, other.id)].opened -= 1000  # noqa: SLF001 - an old panel
    await play(me, 2)
    turn_dm = (await fake_discord.wait_for_dm(other, dms[other.id] + 1))[-1]
    assert turn_dm.attachments and f"seq:{gid}:3:pmove" in str(turn_dm.components)


async def test_a_panel_that_cannot_show_the_turn_sends_the_turn_dm_instead(
        fake_discord, start_bot, tmp_path):
    runner, gid, me, other = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    mine = await _open(fake_discord, bot, me, gid)
    await _open(fake_discord, bot, other, gid)  # used a moment ago: no turn DM is planned
    dms = len(fake_discord.dms(other))
    # Discord refuses the edit of the other player's panel (its token expired early).
    fake_discord.fail("PATCH", r"/webhooks/\d+/[^/]+/messages/@original$", 404, code=10015,
                      times=1)
    move = next(o["value"] for o in _menu(mine, gid, 0)["options"]
                if not o["value"].startswith("dead"))
    await fake_discord.select(me, mine, f"seq:{gid}:0:pmove", [move])
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1), what="board 1")
    await bot.idle()
    # Their panel could not say it is their turn, so the DM does, with the move menu.
    turn_dm = (await fake_discord.wait_for_dm(other, dms + 1))[-1]
    assert turn_dm.attachments and f"seq:{gid}:1:pmove" in str(turn_dm.components)
    assert not bot.panels.is_open(gid, other.id)


async def _busy_panel(fake, start_bot, tmp_path, monkeypatch):
    """A bot too busy to answer a choice with the panel (its quick-answer time is 0), and the
    first player's open panel: the bot, the game, that player, the panel and its best move."""
    monkeypatch.setattr("cogs.panel.QUICK_ANSWER", 0.0)
    runner, gid, me, _ = await _game(fake, start_bot, tmp_path)
    panel = await _open(fake, runner.bot, me, gid)
    return runner.bot, gid, me, panel, _menu(panel, gid, 0)["options"][0]["value"]


async def test_a_move_stored_late_is_deferred_and_its_panel_edited_afterwards(
        fake_discord, start_bot, tmp_path, monkeypatch):
    # A busy bot: the move is not stored within the time the panel may wait to be the answer.
    bot, gid, me, panel, move = await _busy_panel(fake_discord, start_bot, tmp_path,
                                                  monkeypatch)
    h = await fake_discord.select(me, panel, f"seq:{gid}:0:pmove", [move])
    assert h.response_type == 6  # acknowledged in time, changed afterwards
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1), what="board 1")
    await bot.idle()
    assert (await bot.store.load_game(gid)).moves == (move,)
    panel = fake_discord.message(panel.id)
    assert "Your hand:" in panel.text and not panel.attachments
    assert not any(s["custom_id"].endswith(":pmove") for s in panel.selects())


async def test_a_move_refused_after_its_click_was_acknowledged_is_told_privately(
        fake_discord, start_bot, tmp_path, monkeypatch):
    # A busy bot acknowledges the choice first; the table then refuses the move (another
    # process moved meanwhile, say): the refusal reaches the player alone, not the channel.
    from table import Refusal

    bot, gid, me, panel, move = await _busy_panel(fake_discord, start_bot, tmp_path,
                                                  monkeypatch)

    storing = asyncio.Event()

    async def refused(*args, **kwargs):
        await storing.wait()
        raise Refusal("error.stale")

    monkeypatch.setattr(bot.service, "play", refused)
    h = await fake_discord.select(me, panel, f"seq:{gid}:0:pmove", [move])
    assert h.response_type == 6  # acknowledged while the move is being stored
    storing.set()
    said = (await h.wait_followups(1))[0]
    assert said.ephemeral and "board is old" in said.text, said.text
    await bot.idle()
    assert (await bot.store.load_game(gid)).moves == ()


async def test_an_old_panel_whose_picture_is_slow_is_acknowledged_in_time(
        fake_discord, start_bot, tmp_path, monkeypatch):
    # Found by tests/test_bot_monkey.py: just after a restart a choice on an out-of-date
    # panel was answered with the panel as it is, whose picture waited for a worker to start,
    # and Discord's 3 s went by before any answer.
    bot, gid, me, panel, move = await _busy_panel(fake_discord, start_bot, tmp_path,
                                                  monkeypatch)
    # the move is typed, and Discord fails the panel's update: the panel still offers ply 0
    # (Unknown Webhook, at once: a 503 takes the same path after discord.py's 25 s of tries)
    refresh = fake_discord.fail("PATCH", r"/webhooks/\d+/[^/]+/messages/@original$", 404,
                                code=10015, times=-1)
    await play_by_slash(fake_discord, bot, gid, move)
    await bot.idle()
    fake_discord.faults.remove(refresh)
    drawing, release = asyncio.Event(), asyncio.Event()
    file = type(bot.boards.private).file

    async def slow(self, *args, **kwargs):
        drawing.set()
        await release.wait()
        return await file(self, *args, **kwargs)

    monkeypatch.setattr(type(bot.boards.private), "file", slow)
    h = fake_discord.select(me, panel, f"seq:{gid}:0:pmove", [move])
    await drawing.wait()
    await h  # acknowledged while the picture is still being drawn
    assert h.response_type == 6
    release.set()
    await h.final_message()
    await bot.idle()
    shown = fake_discord.message(panel.id)
    assert "out of date" in shown.text and shown.attachments
    assert (await bot.store.load_game(gid)).moves == (move,)


async def test_a_stored_move_is_shown_even_when_its_panel_answer_fails(
        fake_discord, start_bot, tmp_path, monkeypatch):
    async def broken(*_args, **_kwargs):
        raise RuntimeError("panel")

    monkeypatch.setattr("cogs.panel.Panels._answer_moved", broken)
    runner, gid, me, _ = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    panel = await _open(fake_discord, bot, me, gid)
    move = _menu(panel, gid, 0)["options"][0]["value"]
    h = await fake_discord.select(me, panel, f"seq:{gid}:0:pmove", [move])
    assert h.response_type == 6  # still acknowledged in time
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1), what="board 1")
    await bot.idle()
    assert (await bot.store.load_game(gid)).moves == (move,)


async def test_a_hand_whose_picture_cannot_be_drawn_is_shown_as_text_and_drawn_next_time(
        fake_discord, start_bot, tmp_path, monkeypatch):
    """The private picture fails to draw: the panel still shows the hand in words and its
    move menu, and the next time the panel is opened the picture is drawn afresh (a failed
    drawing is not kept)."""
    import concurrent.futures

    import cogs.pictures
    from cogs.workers import Workers

    runner, gid, me, _ = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    draw_private = cogs.pictures.draw_private
    failures = []

    def once_broken(*args, **kwargs):
        if not failures:
            failures.append(1)
            raise RuntimeError("the picture")
        return draw_private(*args, **kwargs)

    # in this process, so that the broken drawing is the one that runs
    monkeypatch.setattr(bot, "_workers", Workers(
        lambda: concurrent.futures.ThreadPoolExecutor(2), slots=2))
    monkeypatch.setattr(cogs.pictures, "draw_private", once_broken)
    game = await engine_game(bot, gid)
    me.locale = "nl"  # a picture not drawn yet (the deal's DM drew the English one)
    panel = await _open(fake_discord, bot, me, gid)
    assert failures and not panel.attachments
    assert all(card_name(card, "nl") in panel.text for card in game.hand(game.to_act))
    assert _menu(panel, gid, 0)["options"]
    again = await _open(fake_discord, bot, me, gid)
    assert again.attachments


async def test_a_misclick_is_undone_before_it_counts(fake_discord, start_bot, tmp_path):
    runner, gid, me, _ = await _game(fake_discord, start_bot, tmp_path, undo_seconds=600)
    bot = runner.bot
    panel = await _open(fake_discord, bot, me, gid)
    options = _menu(panel, gid, 0)["options"]
    wrong, right = options[1]["value"], options[0]["value"]
    h = await fake_discord.select(me, panel, f"seq:{gid}:0:pmove", [wrong])
    assert h.response_type == 7
    shown = fake_discord.message(panel.id)
    assert "Press Undo" in shown.text and f"seq:{gid}:0:pundo" in shown.custom_ids()
    assert (await bot.store.load_game(gid)).moves == ()  # not counted yet
    undo = await fake_discord.click(me, shown, f"seq:{gid}:0:pundo")
    assert undo.response_type == 7 and "Taken back" in undo.message.text
    assert (await bot.store.load_game(gid)).moves == ()
    assert find_board(fake_discord, gid, 1) is None
    # choose again; the bot closes before the undo time is up: the move counts
    await fake_discord.select(me, fake_discord.message(panel.id), f"seq:{gid}:0:pmove", [right])
    await runner.bot.close()
    stored = await runner.restart()
    assert (await stored.store.load_game(gid)).moves == (right,)
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1), what="board 1")


async def test_a_move_the_game_no_longer_takes_when_its_undo_time_ends_says_why(
        fake_discord, start_bot, tmp_path):
    """The mover's choice waits out its undo time; meanwhile the other player resigns. When
    the time is up the move is not played, and the mover's panel says why instead of
    silently keeping the old choice."""
    runner, gid, me, other = await _game(fake_discord, start_bot, tmp_path, undo_seconds=600)
    bot = runner.bot
    panel = await _open(fake_discord, bot, me, gid)
    move = _menu(panel, gid, 0)["options"][0]["value"]
    await fake_discord.select(me, panel, f"seq:{gid}:0:pmove", [move])
    assert "Press Undo" in fake_discord.message(panel.id).text
    record = await bot.store.load_game(gid)
    asked = await fake_discord.slash(other, "sequence resign", channel=record.thread_id)
    done = await fake_discord.click(other, asked.message, f"seq:{gid}:0:resign")
    await done.wait_followups(1)
    await bot.panels.flush()  # the undo time is up (as when the bot closes)
    game = await engine_game(bot, gid)
    assert game.is_over and game.outcome.termination == "resignation"
    assert (await bot.store.load_game(gid)).moves == (f"resign s{1 - game.outcome.winner}",)
    shown = fake_discord.message(panel.id)
    assert "Press Undo" not in shown.text and f"seq:{gid}:0:pundo" not in shown.custom_ids()
    assert f"Game #{gid} is over." in shown.text, shown.text  # not "That board is old"


async def test_undo_after_the_move_counted_is_refused(fake_discord, start_bot, tmp_path):
    runner, gid, me, _ = await _game(fake_discord, start_bot, tmp_path, undo_seconds=0.05)
    bot = runner.bot
    panel = await _open(fake_discord, bot, me, gid)
    move = _menu(panel, gid, 0)["options"][0]["value"]
    await fake_discord.select(me, panel, f"seq:{gid}:0:pmove", [move])
    shown = fake_discord.message(panel.id)
    assert f"seq:{gid}:0:pundo" in shown.custom_ids()
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1), what="board 1")
    late = await fake_discord.click(me, shown, f"seq:{gid}:0:pundo")
    assert late.response_type == 7 and "Too late to undo" in late.message.text
    await bot.idle()
    assert (await bot.store.load_game(gid)).moves == (move,)


async def test_undo_while_the_move_is_being_stored_is_too_late_and_the_move_counts(
        fake_discord, start_bot, tmp_path, monkeypatch):
    runner, gid, me, _ = await _game(fake_discord, start_bot, tmp_path, undo_seconds=0.05)
    bot = runner.bot
    panel = await _open(fake_discord, bot, me, gid)
    move = _menu(panel, gid, 0)["options"][0]["value"]
    storing, stored = asyncio.Event(), asyncio.Event()
    play = bot.service.play

    async def slow(*args, **kwargs):
        storing.set()
        await stored.wait()
        return await play(*args, **kwargs)

    monkeypatch.setattr(bot.service, "play", slow)
    await fake_discord.select(me, panel, f"seq:{gid}:0:pmove", [move])
    shown = fake_discord.message(panel.id)
    await storing.wait()  # the undo time is over: the move is being stored
    late = await fake_discord.click(me, shown, f"seq:{gid}:0:pundo")
    stored.set()
    assert late.response_type == 7 and "Too late to undo" in late.message.text
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1), what="board 1")
    await bot.idle()
    assert (await bot.store.load_game(gid)).moves == (move,)


async def test_a_two_eyed_jack_goes_on_any_space_through_the_form(fake_discord, start_bot,
                                                                  tmp_path):
    runner, gid, me, _ = await _game(fake_discord, start_bot, tmp_path, seed=TWO_EYED_SEED)
    bot = runner.bot
    panel = await _open(fake_discord, bot, me, gid)
    as_opened = copy.deepcopy(panel)
    listed = {o["value"] for o in _menu(panel, gid, 0)["options"]}
    game = await engine_game(bot, gid)
    assert len(listed) == 25 and len(game.legal_moves()) > 25
    # ordinary cards are never crowded out by the jacks
    ordinary = {str(m) for m in game.legal_moves() if m.card and not m.card.startswith("J")}
    assert ordinary <= listed
    unlisted = next(str(m) for m in game.legal_moves()
                    if m.card == "JD" and str(m) not in listed)
    space = parse_move(unlisted).space
    form = await fake_discord.click(me, panel, f"seq:{gid}:0:pother:JD")
    assert form.response_name == "modal"
    bad = await fake_discord.submit_modal(form, {"space": "Z99"})
    assert bad.ephemeral and "is not a space" in bad.text
    form = await fake_discord.click(me, panel, f"seq:{gid}:0:pother:JD")
    taken = await fake_discord.submit_modal(form, {"space": space.lower()})
    assert taken.response_type == 7
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1), what="board 1")
    await bot.idle()
    assert (await bot.store.load_game(gid)).moves == (f"JD {space}",)
    # the button as the panel showed it before that move (a click as the panel changes)
    # asks for no space: it shows the game as it is now
    data = {"custom_id": f"seq:{gid}:0:pother:JD", "component_type": 2}
    old = fake_discord._push(fake_discord._base_interaction(
        3, me, fake_discord.channel(panel.channel_id), data, as_opened,
        "an old other-space button"))
    await old
    assert old.response_type == 7 and "That was out of date" in old.text, old.text


async def test_forged_menu_values_play_nothing(fake_discord, start_bot, tmp_path):
    runner, gid, me, other = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    panel = await _open(fake_discord, bot, me, gid)
    game = await engine_game(bot, gid)
    theirs = game.hand(1 - game.to_act)[0]
    for value in ("QS Z9", f"{theirs} A1", "resign s0", "'; DROP TABLE games; --", "x" * 90):
        data = {"custom_id": f"seq:{gid}:0:pmove", "component_type": 3, "values": [value]}
        h = fake_discord._push(fake_discord._base_interaction(
            3, me, fake_discord.channel(panel.channel_id), data, fake_discord.message(panel.id),
            f"forged {value[:10]}"))
        await h
        assert h.ephemeral and "not one of mine" in h.text, value
    # a stranger cannot move from someone's panel either
    carol = fake_discord.add_member("carol")
    move = _menu(panel, gid, 0)["options"][0]["value"]
    data = {"custom_id": f"seq:{gid}:0:pmove", "component_type": 3, "values": [move]}
    h = fake_discord._push(fake_discord._base_interaction(
        3, carol, fake_discord.channel(panel.channel_id), data, fake_discord.message(panel.id),
        "stranger"))
    await h
    assert h.ephemeral and "not playing" in h.text
    await bot.idle()
    assert (await bot.store.load_game(gid)).moves == ()


async def test_dms_follow_each_members_choice(fake_discord, start_bot, tmp_path):
    runner, gid, me, other = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    await bot.idle()
    assert len(fake_discord.dms(me)) == 1 and fake_discord.dms(other) == []
    quiet = await fake_discord.slash(other, "sequence notify", when="never")
    assert "will not DM" in quiet.text
    loud = await fake_discord.slash(me, "sequence notify", when="all")
    assert "after every move" in loud.text
    for ply in range(4):
        game = await engine_game(bot, gid)
        record = await bot.store.load_game(gid)
        member = members_by_seat(fake_discord, record)[game.to_act]
        panel = await _open(fake_discord, bot, member, gid)
        move = _menu(panel, gid, ply)["options"][0]["value"]
        await fake_discord.select(member, panel, f"seq:{gid}:{ply}:pmove", [move])
        await fake_discord.wait_for(lambda p=ply: find_board(fake_discord, gid, p + 1),
                                    what=f"board {ply + 1}")
        await bot.idle()
    assert fake_discord.dms(other) == []  # never
    assert len(fake_discord.dms(me)) == 1 + 2  # the deal, then after each of the other's moves


async def test_each_card_in_the_menu_shows_its_face(fake_discord, start_bot, tmp_path):
    runner, gid, me, _ = await _game(fake_discord, start_bot, tmp_path, card_emojis=True)
    bot = runner.bot
    await bot.idle()  # the faces are uploaded in the background once the bot is ready
    names = {e.name for e in fake_discord.app_emojis.values()}
    assert {"seq_QS", "seq_JD", "seq_GORILLA", "seq_UNICORN"} <= names
    panel = await _open(fake_discord, bot, me, gid)
    for option in _menu(panel, gid, 0)["options"]:
        card = parse_move(option["value"]).card
        assert str(option["emoji"]["id"]) == str(fake_discord.app_emoji(f"seq_{card}").id)
    # a restart finds them and uploads nothing again
    uploads = len(fake_discord.app_emojis)
    bot = await runner.restart()
    await bot.idle()
    assert len(fake_discord.app_emojis) == uploads and bot.card_emojis.get("QS") is not None


async def test_a_card_face_discord_refused_shows_no_emoji_and_is_uploaded_at_reconnect(
        fake_discord, start_bot, tmp_path):
    """Discord refuses one face's upload: that face stays unknown (menus show that card
    without an emoji) until the next connection uploads it, once; every face then shows."""
    from tests.test_bot_reconnect import reconnected

    refused = fake_discord.fail("POST", r"/applications/\d+/emojis$", 400, code=50035)
    runner, gid, me, _ = await _game(fake_discord, start_bot, tmp_path, card_emojis=True)
    bot = runner.bot
    await bot.idle()
    assert refused.hits == 1
    names = {e.name for e in fake_discord.app_emojis.values()}
    [missing] = {f"seq_{card}" for card in all_cards()} - names
    assert bot.card_emojis.get(missing.removeprefix("seq_")) is None
    await reconnected(fake_discord, bot)
    assert {e.name for e in fake_discord.app_emojis.values()} == names | {missing}
    assert bot.card_emojis.get(missing.removeprefix("seq_")) is not None
    panel = await _open(fake_discord, bot, me, gid)
    options = _menu(panel, gid, 0)["options"]
    assert all("emoji" in option for option in options)
    await reconnected(fake_discord, bot)
    assert len(fake_discord.app_emojis) == len(names) + 1  # nothing uploaded twice


async def test_with_three_players_the_board_and_panel_say_what_happened_since_your_turn(
        fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "three.db", seeds=Seeds([31])))
    bot = runner.bot
    members = [fake_discord.add_member(n) for n in ("ann", "ben", "cid")]
    gid = await start_game(fake_discord, bot, members[0], members[1:], game="classic",
                           players=3)
    record = await bot.store.load_game(gid)
    by_seat = members_by_seat(fake_discord, record)
    for ply in range(3):
        game = await engine_game(bot, gid)
        member = by_seat[game.to_act]
        panel = await _open(fake_discord, bot, member, gid)
        move = _menu(panel, gid, ply)["options"][0]["value"]
        await fake_discord.select(member, panel, f"seq:{gid}:{ply}:pmove", [move])
        board = await fake_discord.wait_for(lambda p=ply: find_board(fake_discord, gid, p + 1),
                                            what=f"board {ply + 1}")
        if ply == 0:
            # the second player has had no turn yet: the first move is just the last move
            assert "Since" not in board.text and board.text.count(" played ") == 1, board.text
        await bot.idle()
    game = await engine_game(bot, gid)
    first = by_seat[game.to_act]
    board = find_board(fake_discord, gid, 3)
    # the next player reads both moves made since their own, on the board and their panel
    assert f"Since {first.name}’s last turn:" in board.text
    assert board.text.count(" played ") == 2
    panel = await _open(fake_discord, bot, first, gid)
    assert panel.text.count(" played ") == 2


async def test_a_panel_opened_again_retires_the_old_one(fake_discord, start_bot, tmp_path):
    runner, gid, me, _ = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    old = await _open(fake_discord, bot, me, gid)
    new = await _open(fake_discord, bot, me, gid)
    await bot.idle()
    old = fake_discord.message(old.id)
    assert "A newer panel" in old.text and not old.custom_ids() and not old.attachments
    assert f"seq:{gid}:0:pmove" in fake_discord.message(new.id).custom_ids()
    # so does one opened from the board's My hand button (each a message of its own, not
    # the board's)
    board = find_board(fake_discord, gid, 0)
    opened = []
    for _ in range(2):
        pressed = await fake_discord.click(me, board, f"seq:{gid}:-:hand")
        opened.append(await pressed.final_message())
    await bot.idle()
    first, second = (fake_discord.message(m.id) for m in opened)
    assert "A newer panel" in first.text and not first.custom_ids(), first.text
    assert f"seq:{gid}:0:pmove" in second.custom_ids()


async def test_a_panel_retired_while_its_update_is_drawn_stays_retired(
        fake_discord, start_bot, tmp_path, monkeypatch):
    # The other player's panel is being brought up to their turn (its picture being drawn)
    # when they open a newer one: the update, once drawn, must not give the retired panel
    # its controls back (two live panels of one hand), and the newer one offers the move.
    runner, gid, me, other = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    old = await _open(fake_discord, bot, other, gid)
    drawing, release = asyncio.Event(), asyncio.Event()
    file = type(bot.boards.private).file
    calls = 0

    async def first_slow(self, *args, **kwargs):
        nonlocal calls
        calls += 1
        if calls == 1:  # the update's picture; the newer panel's is drawn at once
            drawing.set()
            await release.wait()
        return await file(self, *args, **kwargs)

    monkeypatch.setattr(type(bot.boards.private), "file", first_slow)
    game = await engine_game(bot, gid)
    await play_by_slash(fake_discord, bot, gid, str(game.legal_moves()[0]))
    await drawing.wait()
    new = await _open(fake_discord, bot, other, gid)
    await fake_discord.wait_for(lambda: "A newer panel" in fake_discord.message(old.id).text,
                                what="the old panel retired")
    release.set()
    await bot.idle()
    old = fake_discord.message(old.id)
    assert "A newer panel" in old.text and not old.custom_ids(), old.text
    assert f"seq:{gid}:1:pmove" in fake_discord.message(new.id).custom_ids()


async def test_a_panel_ends_on_the_latest_position_when_moves_overtake_its_update(
        fake_discord, start_bot, tmp_path, monkeypatch):
    runner, gid, me, other = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    theirs = await _open(fake_discord, bot, other, gid)
    panel = await _open(fake_discord, bot, me, gid)
    # Their panel's update after the first move is slow (a busy bot); meanwhile they move
    # by typing, so a second update of the game's panels starts before the first is done.
    gate, waiting = asyncio.Event(), asyncio.Event()
    contents = Panels.contents

    async def slow(self, record, game, seat, locale, **kwargs):
        if game.ply == 1 and seat != record.seat_of(me.id).seat and not gate.is_set():
            waiting.set()
            await gate.wait()
        return await contents(self, record, game, seat, locale, **kwargs)

    monkeypatch.setattr(Panels, "contents", slow)
    move = next(o["value"] for o in _menu(panel, gid, 0)["options"]
                if not o["value"].startswith("dead"))
    await fake_discord.select(me, panel, f"seq:{gid}:0:pmove", [move])
    await waiting.wait()
    game = await engine_game(bot, gid)
    reply = next(m for m in game.legal_moves() if m.kind == "play")
    record = await bot.store.load_game(gid)
    h = fake_discord.slash(other, "sequence play", channel=record.thread_id, move=str(reply),
                           game=gid)
    await h.final_message()
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 2), what="board 2")
    gate.set()
    await bot.idle()
    # Their panel shows the game after their move (not their turn), not the first move's
    # position offering a move they have already made.
    theirs = fake_discord.message(theirs.id)
    assert not any(s["custom_id"] == f"seq:{gid}:1:pmove" for s in theirs.selects())
    assert f"seq:{gid}:2:" in str(theirs.components)


async def test_a_panel_opened_while_a_move_is_stored_shows_that_move(
        fake_discord, start_bot, tmp_path, monkeypatch):
    runner, gid, me, other = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    # Their panel is being drawn (a busy bot) when the first move is stored and announced:
    # that move's update of the open panels comes before theirs is open.
    gate, waiting = asyncio.Event(), asyncio.Event()
    contents = Panels.contents

    async def slow(self, record, game, seat, locale, **kwargs):
        if game.ply == 0 and seat == record.seat_of(other.id).seat and not gate.is_set():
            waiting.set()
            await gate.wait()
        return await contents(self, record, game, seat, locale, **kwargs)

    monkeypatch.setattr(Panels, "contents", slow)
    record = await bot.store.load_game(gid)
    opening = fake_discord.slash(other, "sequence hand", channel=record.thread_id, game=gid)
    await waiting.wait()
    game = await engine_game(bot, gid)
    move = next(m for m in game.legal_moves() if m.kind == "play")
    await play_by_slash(fake_discord, bot, gid, str(move))
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1), what="board 1")
    gate.set()
    theirs = (await opening.final_message()).id
    await bot.idle()
    # It is their turn now, and their panel offers it (not the position before the move).
    assert f"seq:{gid}:1:pmove" in fake_discord.message(theirs).custom_ids()
    assert _menu(fake_discord.message(theirs), gid, 1)["options"]


async def test_a_panel_opened_while_a_play_and_a_dead_card_are_stored_shows_them(
        fake_discord, start_bot, tmp_path, monkeypatch):
    # As above, but the next player also turns in a dead card before the panel is open. A dead
    # card alone goes out with its player's play, so the last board out is the one before it:
    # the panel must still come up to the game as stored, not wait for the next board.
    runner = await start_bot(factory(tmp_path / "panel.db", seeds=Seeds([212])))
    bot = runner.bot
    ann, ben = fake_discord.add_member("ann"), fake_discord.add_member("ben")
    gid = await start_game(fake_discord, bot, ann, [ben], game="kids", players=2)
    game, ahead = await up_to_a_dead_card(fake_discord, bot, gid, play_by_slash)
    start = game.ply
    record = await bot.store.load_game(gid)
    nxt = fake_discord.member(record.seats[ahead.to_act].user_id)
    gate, waiting = asyncio.Event(), asyncio.Event()
    contents = Panels.contents

    async def slow(self, record, game, seat, locale, **kwargs):
        if game.ply == start and not gate.is_set():
            waiting.set()
            await gate.wait()
        return await contents(self, record, game, seat, locale, **kwargs)

    monkeypatch.setattr(Panels, "contents", slow)
    opening = fake_discord.slash(nxt, "sequence hand", channel=record.thread_id, game=gid)
    await waiting.wait()
    await play_by_slash(fake_discord, bot, gid, first_play(game))
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, start + 1),
                                what="the play's board")
    dead = next(m for m in (await engine_game(bot, gid)).legal_moves() if m.kind == "dead")
    await play_by_slash(fake_discord, bot, gid, str(dead))
    assert (await bot.store.load_game(gid)).announced_ply == start + 1  # the dead card waits
    gate.set()
    theirs = (await opening.final_message()).id
    await bot.idle()
    # Their panel offers their turn after the dead card, not the position before the play.
    assert _menu(fake_discord.message(theirs), gid, start + 2)["options"]


async def test_a_panel_whose_token_runs_out_says_so_and_refresh_brings_a_current_one(
        fake_discord, start_bot, tmp_path, monkeypatch):
    # Discord lets an interaction's token edit its reply for 15 minutes; the bot warns at 14.
    # Here the warning comes after a fraction of a second instead.
    import cogs.panel

    monkeypatch.setattr(cogs.panel, "STALE_WARNING", 0.3)
    runner, gid, me, other = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    panel = await _open(fake_discord, bot, me, gid)
    stopped = await fake_discord.wait_for(
        lambda: (m := fake_discord.message(panel.id)) and "stops updating" in m.text and m,
        what="the panel's warning")
    assert f"This panel of game #{gid} stops updating" in stopped.text, stopped.text
    assert not stopped.attachments and not stopped.selects()  # nothing left to misuse
    assert stopped.custom_ids() == [f"seq:{gid}:-:prefresh"]
    refreshed = await fake_discord.click(me, stopped, f"seq:{gid}:-:prefresh")
    current = await refreshed.final_message()
    assert "Your turn: choose your move below" in current.text and current.attachments
    assert _menu(current, gid, 0)["options"]


async def test_a_clocked_games_panels_say_when_the_turn_runs_out(fake_discord, start_bot,
                                                                  tmp_path):
    # Both players see the same deadline: the mover under their duty, the other under
    # whose turn it is.
    runner, gid, me, other = await _game(fake_discord, start_bot, tmp_path, clock=60)
    bot = runner.bot
    record = await bot.store.load_game(gid)
    assert record.turn_deadline
    when = f"Time runs out <t:{record.turn_deadline}:R>."
    mine = await _open(fake_discord, bot, me, gid)
    assert f"Your turn: choose your move below. {when}" in mine.text, mine.text
    theirs = await _open(fake_discord, bot, other, gid)
    assert when in theirs.text and "Your turn" not in theirs.text, theirs.text


async def test_a_panel_links_the_games_current_board(fake_discord, start_bot, tmp_path):
    runner, gid, me, other = await _game(fake_discord, start_bot, tmp_path)
    bot = runner.bot

    def link(board) -> str:
        return (f"Board: https://discord.com/channels/{fake_discord.guild_id}/"
                f"{board.channel_id}/{board.id}")

    theirs = await _open(fake_discord, bot, other, gid)
    assert link(find_board(fake_discord, gid, 0)) in theirs.text, theirs.text
    mine = await _open(fake_discord, bot, me, gid)
    move = next(o["value"] for o in _menu(mine, gid, 0)["options"]
                if not o["value"].startswith("dead"))
    await fake_discord.select(me, mine, f"seq:{gid}:0:pmove", [move])
    board = await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1), what="board 1")
    await bot.idle()
    # the other player's panel, brought up to their turn, says what that move did and
    # links its board
    theirs = fake_discord.message(theirs.id)
    played = parse_move(move)
    assert f"{me.name} played {card_name(played.card)} on {played.space}." in theirs.text
    assert "Your turn" in theirs.text and link(board) in theirs.text, theirs.text


async def test_a_dead_card_turned_in_on_the_panel_leaves_the_turn_there_with_its_picture(
        fake_discord, start_bot, tmp_path):
    runner, gid, _, _ = await _game(fake_discord, start_bot, tmp_path, seed=212, variant="kids")
    bot = runner.bot
    game, ahead = await up_to_a_dead_card(fake_discord, bot, gid, play_by_slash)
    await play_by_slash(fake_discord, bot, gid, first_play(game))
    record = await bot.store.load_game(gid)
    holder = fake_discord.member(record.seats[ahead.to_act].user_id)
    panel = await _open(fake_discord, bot, holder, gid)
    dead = next(o["value"] for o in _menu(panel, gid, ahead.ply)["options"]
                if o["value"].startswith("dead"))
    await fake_discord.select(holder, panel, f"seq:{gid}:{ahead.ply}:pmove", [dead])
    await bot.idle()
    assert (await bot.store.load_game(gid)).moves[-1] == dead
    # still their turn: the panel shows it as a turn, with the picture and the next menu
    panel = fake_discord.message(panel.id)
    assert "Your turn" in panel.text and panel.attachments, panel.text
    assert _menu(panel, gid, ahead.ply + 1)["options"]
