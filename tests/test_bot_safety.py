"""End-to-end: who may click what, old and forged buttons, double clicks, closed DMs, privacy."""

import asyncio
import logging
import re

from cogs.play import suggestion_order
from cogs.present import move_label, move_note
from engine import parse_move
from engine.ai.advice import ranked_moves
from tests.bot_helpers import (
    Seeds,
    board_at,
    engine_game,
    factory,
    find_board,
    play_by_buttons,
    play_by_slash,
    start_game,
)

CARD = re.compile(r"\b[2-9TJQKA][SHDC]\b")


async def _two_player(fake, start_bot, tmp_path, seed=21):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([seed])))
    bot = runner.bot
    alice = fake.add_member("alice")
    bob = fake.add_member("bob")
    gid = await start_game(fake, bot, alice, [bob], game="classic", players=2)
    return bot, alice, bob, gid


async def _to_act(fake, bot, gid):
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    member = fake.member(record.seats[game.to_act].user_id)
    other = fake.member(record.seats[1 - game.to_act].user_id)
    return game, member, other


async def test_non_player_and_wrong_player_are_told_privately(fake_discord, start_bot, tmp_path):
    bot, alice, bob, gid = await _two_player(fake_discord, start_bot, tmp_path)
    carol = fake_discord.add_member("carol")
    game, me, other = await _to_act(fake_discord, bot, gid)
    board = await board_at(fake_discord, bot, gid, 0)
    h = await fake_discord.click(carol, board, f"seq:{gid}:0:play")
    assert h.ephemeral and "not playing" in h.text
    h = await fake_discord.click(carol, board, f"seq:{gid}:-:hand")
    assert h.ephemeral and "not playing" in h.text
    h = await fake_discord.slash(carol, "sequence play", channel=board.channel_id,
                                 move=str(game.legal_moves()[0]), game=gid)
    assert h.ephemeral and "not playing" in h.text
    h = await fake_discord.click(other, board, f"seq:{gid}:0:play")
    assert h.ephemeral and "not your turn" in h.text
    h = await fake_discord.slash(other, "sequence play", channel=board.channel_id,
                                 move=str(game.legal_moves()[0]), game=gid)
    assert h.ephemeral and "not your turn" in h.text
    # the player whose turn it is not can still see their own hand, without play controls
    h = await fake_discord.click(other, board, f"seq:{gid}:-:hand")
    await h.final_message()
    assert h.ephemeral and "Your hand" in h.text and not h.message.selects()
    assert (await engine_game(bot, gid)).ply == 0


async def test_stale_and_forged_buttons(fake_discord, start_bot, tmp_path):
    bot, alice, bob, gid = await _two_player(fake_discord, start_bot, tmp_path)
    game, me, other = await _to_act(fake_discord, bot, gid)
    board = await board_at(fake_discord, bot, gid, 0)
    opened = await fake_discord.click(me, board, f"seq:{gid}:0:play")
    await opened.final_message()
    private = opened.message
    move = game.legal_moves()[0]
    # the move is typed and Discord refuses the panel's update (Unknown Webhook), so the panel
    # still offers ply 0; without the fault the update raced the click below and could land
    # after its answer, over the "out of date" line (CI, session 35)
    refused = fake_discord.fail("PATCH", r"/webhooks/\d+/[^/]+/messages/@original$", 404,
                                code=10015, times=-1)
    await play_by_slash(fake_discord, bot, gid, str(move))
    await bot.idle()
    fake_discord.faults.remove(refused)
    # a click on an out-of-date panel answers with the current panel, and plays nothing
    h = await fake_discord.select(me, private, f"seq:{gid}:0:pmove", [str(move)])
    assert h.response_type == 7 and "out of date" in h.message.text
    assert f"seq:{gid}:1:prefresh" in h.message.custom_ids()
    # forged ids: not on the message, or not the bot's shape at all
    for forged in (f"seq:{gid}:1:roll", "seq:99999:0:play", "sell:everything", "seq:1:0:x"):
        data = {"custom_id": forged, "component_type": 2}
        handle = fake_discord._push(fake_discord._base_interaction(
            3, other, fake_discord.channel(board.channel_id), data, fake_discord.message(board.id),
            f"forged {forged}"))
        await handle
        assert handle.ephemeral and "not one of mine" in handle.text, forged
    assert (await engine_game(bot, gid)).ply == 1


async def test_play_on_an_old_board_opens_the_current_panel(fake_discord, start_bot, tmp_path):
    # Discord did not take the old board's buttons off: its Play still opens the panel,
    # which is always current, for the player whose turn it now is.
    bot, alice, bob, gid = await _two_player(fake_discord, start_bot, tmp_path)
    game, me, other = await _to_act(fake_discord, bot, gid)
    board = await board_at(fake_discord, bot, gid, 0)
    kept = fake_discord.fail("PATCH", r"/channels/\d+/messages/\d+$", 503, times=-1)
    await play_by_slash(fake_discord, bot, gid, str(game.legal_moves()[0]))
    await bot.idle()
    fake_discord.faults.remove(kept)
    h = await fake_discord.click(other, board, f"seq:{gid}:0:play")
    await h.final_message()
    assert h.ephemeral and f"seq:{gid}:1:pmove" in h.message.custom_ids()


async def test_two_clicks_of_the_same_move_play_once(fake_discord, start_bot, tmp_path):
    bot, alice, bob, gid = await _two_player(fake_discord, start_bot, tmp_path)
    game, me, other = await _to_act(fake_discord, bot, gid)
    board = await board_at(fake_discord, bot, gid, 0)
    opened = await fake_discord.click(me, board, f"seq:{gid}:0:play")
    await opened.final_message()
    move = next(m for m in game.legal_moves() if m.kind == "play")
    panel = opened.message
    first = fake_discord.select(me, panel, f"seq:{gid}:0:pmove", [str(move)])
    second = fake_discord.select(me, panel, f"seq:{gid}:0:pmove", [str(move)])
    await asyncio.gather(first, second)
    await bot.idle()
    record = await bot.store.load_game(gid)
    assert record.moves == (str(move),)
    # the other click is told privately that it came too late, or shown the panel as it is
    texts = [h.text or "" for h in (first, second)]
    texts += [f.text for h in (first, second) for f in h.followups]
    assert any("board is old" in x or "out of date" in x for x in texts), texts
    # the same typed move twice at once: one plays, the other is refused
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    member = fake_discord.member(record.seats[game.to_act].user_id)
    text = str(game.legal_moves()[0])
    a = fake_discord.slash(member, "sequence play", channel=record.thread_id, move=text, game=gid)
    b = fake_discord.slash(member, "sequence play", channel=record.thread_id, move=text, game=gid)
    await asyncio.gather(a, b)
    await bot.idle()
    assert len((await bot.store.load_game(gid)).moves) == 2


async def test_closed_dms_are_remembered_and_hand_stays_available(
    fake_discord, start_bot, tmp_path
):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([21])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    await fake_discord.slash(bob, "sequence notify", when="all")  # a DM after every move
    fake_discord.close_dms(bob)
    opened: list[int] = []
    create_dm = bot.create_dm

    async def counting_create_dm(user):
        opened.append(user.id)
        return await create_dm(user)

    bot.create_dm = counting_create_dm
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    await bot.idle()
    assert await bot.store.dm_ok(bob.id) is False
    assert fake_discord.dms(alice)

    def dm_posts() -> int:
        return opened.count(bob.id)

    tries = dm_posts()
    assert tries == 1
    for _ in range(4):
        game = await engine_game(bot, gid)
        await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
    await bot.idle()
    assert dm_posts() == tries, "a closed DM is not retried"
    board = await board_at(fake_discord, bot, gid, 4)
    h = await fake_discord.click(bob, board, f"seq:{gid}:-:hand")
    await h.final_message()
    assert h.ephemeral and "DMs are closed" in h.text
    h = await fake_discord.slash(bob, "sequence hand", channel="general")
    await h.final_message()
    assert h.ephemeral and "Your hand" in h.text


async def test_no_hand_in_channel_messages_or_info_logs(
    fake_discord, start_bot, tmp_path, caplog
):
    caplog.set_level(logging.INFO)
    # A seed long enough that finding it by chance in a session id or a snowflake is unlikely.
    bot, alice, bob, gid = await _two_player(fake_discord, start_bot, tmp_path,
                                             seed=7_319_402_886_117)
    hands_seen: set[str] = set()
    for i in range(10):
        game = await engine_game(bot, gid)
        for seat in range(2):
            hands_seen.update(game.hand(seat))
        move = str(game.legal_moves()[0])
        if i % 2:
            await play_by_slash(fake_discord, bot, gid, move)
        else:
            await play_by_buttons(fake_discord, bot, gid, move)
    await bot.idle()
    game = await engine_game(bot, gid)
    played = {m.card for m in game.moves if m.card}
    public = [m for m in fake_discord.all_messages()
              if not m.ephemeral and not fake_discord.channels[m.channel_id].is_dm]
    for message in public:
        assert "Your hand" not in message.text and "your hand" not in message.text
        assert not any(a.filename.startswith("hand-") for a in message.attachments)
    for seat in range(2):
        hand = game.hand(seat)
        for message in public:
            assert ", ".join(hand) not in message.text
    secret = hands_seen - played
    for record in caplog.records:
        if record.levelno >= logging.INFO:
            text = record.getMessage()
            assert not (set(CARD.findall(text)) & secret), text
            assert str(game.seed) not in text
    dms = fake_discord.dms(alice)
    assert dms and "Your hand" not in dms[0].text and "your hand" in dms[0].text


async def test_play_autocomplete_offers_only_own_legal_moves(fake_discord, start_bot, tmp_path):
    bot, alice, bob, gid = await _two_player(fake_discord, start_bot, tmp_path)
    game, me, other = await _to_act(fake_discord, bot, gid)
    record = await bot.store.load_game(gid)
    h = await fake_discord.autocomplete(me, "sequence play", "move", "", channel=record.thread_id)
    legal = {str(m) for m in game.legal_moves()}
    assert h.choice_values and set(h.choice_values) <= legal and len(h.choice_values) <= 25
    h = await fake_discord.autocomplete(other, "sequence play", "move", "",
                                        channel=record.thread_id)
    assert not (set(h.choice_values) & legal)
    # someone not playing is answered at once, with nothing to play
    stranger = fake_discord.add_member("carol")
    h = await fake_discord.autocomplete(stranger, "sequence play", "move", "",
                                        channel=record.thread_id)
    assert h.acknowledged and h.choice_values == []


async def test_play_suggestions_offer_every_card_in_hand_beside_two_eyed_jacks(
        fake_discord, start_bot, tmp_path):
    # A two-eyed jack alone has up to 96 moves: the 25 suggestions still offer every card.
    bot, alice, bob, gid = await _two_player(fake_discord, start_bot, tmp_path, seed=1002)
    game, me, other = await _to_act(fake_discord, bot, gid)
    record = await bot.store.load_game(gid)
    assert {"JD", "JC"} <= set(game.hand(game.to_act))
    h = await fake_discord.autocomplete(me, "sequence play", "move", "", channel=record.thread_id)
    offered = {parse_move(value).card for value in h.choice_values}
    assert len(h.choice_values) == 25
    assert offered == {m.card for m in game.legal_moves()}


def test_play_suggestions_put_each_card_s_best_move_first_then_the_rest_best_first():
    from engine.ai.advice import Advice

    ranked = [Advice(parse_move(text), "") for text in
              ("JD A2", "JD A3", "JD A4", "QS B3", "JD A5", "QS C9", "pass")]
    assert [str(a.move) for a in suggestion_order(ranked)] == [
        "JD A2", "QS B3", "pass", "JD A3", "JD A4", "JD A5", "QS C9"]


async def test_game_autocomplete_offers_the_members_own_open_games(
    fake_discord, start_bot, tmp_path
):
    bot, alice, bob, gid = await _two_player(fake_discord, start_bot, tmp_path)
    h = await fake_discord.autocomplete(alice, "sequence board", "game", "")
    assert h.choice_values == [gid]
    assert h.choices[0]["name"] == f"#{gid} Sequence Classic"
    h = await fake_discord.autocomplete(alice, "sequence board", "game", "999")
    assert h.choice_values == []
    stranger = fake_discord.add_member("carol")
    h = await fake_discord.autocomplete(stranger, "sequence board", "game", "")
    assert h.choice_values == []


async def test_sync_is_owner_only(fake_discord, start_bot, tmp_path):
    await start_bot(factory(tmp_path / "seq.db"))
    alice = fake_discord.add_member("alice")
    h = await fake_discord.slash(alice, "sequence sync", channel="general")
    assert h.ephemeral and "owner" in h.text
    h = await fake_discord.slash("owner", "sequence sync", channel="general")
    await h.final_message()
    assert h.text.startswith("Commands synced")
    assert any(c["name"] == "sequence" for c in fake_discord.commands(guild=True))


async def test_member_chosen_names_cannot_format_or_link_channel_messages(fake_discord, start_bot,
                                                                          tmp_path):
    from tests.bot_helpers import factory, play_by_buttons, start_game

    runner = await start_bot(factory(tmp_path / "names.db"))
    bot = runner.bot
    linker = fake_discord.add_member("[click](https://evil.example)")
    fence = fake_discord.add_member("```")
    gid = await start_game(fake_discord, bot, linker, [fence], game="classic", players=2)
    game = await engine_game(bot, gid)
    await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
    texts = [m.text for m in fake_discord.all_messages() if not m.ephemeral and m.text]
    assert any("click" in text for text in texts)  # the names are shown...
    for text in texts:  # ...as plain text
        assert "https://evil" not in text
        assert "[click]" not in text.replace("\\[click]", "")
        assert "```" not in text.replace("\\`", "")


async def test_a_member_named_everyone_pings_nobody_else_from_the_boards(fake_discord, start_bot,
                                                                        tmp_path):
    """Players named "@everyone" and "@here": a board names the one who moved, and pings the
    player to act, never the whole server."""
    runner = await start_bot(factory(tmp_path / "names.db"))
    bot = runner.bot
    everyone, here = fake_discord.add_member("@everyone"), fake_discord.add_member("@here")
    gid = await start_game(fake_discord, bot, everyone, [here], game="classic", players=2)
    game = await engine_game(bot, gid)
    await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
    board = find_board(fake_discord, gid, 1)
    assert board is not None and re.search(r"@(everyone|here) played", board.text), board.text
    assert not [m.text for m in fake_discord.all_messages() if m.mention_everyone]


def _seed_with_a_two_eyed_jack():
    from engine import Game, GameSettings

    for seed in range(500):
        game = Game.new(GameSettings("classic", 2), seed)
        hand = game.hand(game.to_act)
        if {"JC", "JD"} & set(hand) and any(c[0] != "J" for c in hand):
            return seed
    raise AssertionError("no seed deals a two-eyed jack")


async def test_typed_moves_find_every_card_and_take_symbols_and_labels(fake_discord, start_bot,
                                                                       tmp_path):
    seed = _seed_with_a_two_eyed_jack()
    bot, alice, bob, gid = await _two_player(fake_discord, start_bot, tmp_path, seed=seed)
    game, me, _ = await _to_act(fake_discord, bot, gid)
    record = await bot.store.load_game(gid)
    h = await fake_discord.autocomplete(me, "sequence play", "move", "", channel=record.thread_id)
    suggested = {v.split()[0] for v in h.choice_values if " " in v}
    ordinary = {m.card for m in game.legal_moves() if m.kind == "play" and m.card[0] != "J"}
    assert ordinary <= suggested  # the jack's 96 spaces do not hide the other cards
    # each card's best move first, then the rest best first, each saying what it does
    expected = suggestion_order(ranked_moves(game, game.to_act))[:25]
    assert h.choice_values == [str(a.move) for a in expected]
    for choice, said in zip(h.choices, expected, strict=True):
        note = move_note(said.note, said.length, "en")
        label = move_label(said.move, "en")
        assert choice["name"] == (f"{label} — {note}" if note else label)[:100]
    assert any(" — " in c["name"] for c in h.choices)
    move = next(m for m in game.legal_moves() if m.kind == "play" and m.card[0] != "J")
    rank = "10" if move.card[0] == "T" else move.card[0]
    symbol = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[move.card[1]]
    h = await fake_discord.autocomplete(me, "sequence play", "move", f"{rank}{symbol}",
                                        channel=record.thread_id)
    assert h.choice_values and all(v.startswith(move.card) for v in h.choice_values)
    # as the suggestion reads, what it does included
    typed = f"{rank}{symbol} → {move.space.lower()} — makes a line of 2"
    reply = await fake_discord.slash(me, "sequence play", channel=record.thread_id, move=typed,
                                     game=gid)
    await reply.final_message()
    assert (await bot.store.load_game(gid)).moves == (str(move),)


async def test_an_answer_discord_calls_too_late_is_a_warning_not_an_error(fake_discord,
                                                                          start_bot, tmp_path):
    """When the bot answers after Discord's 3 seconds, Discord refuses the answer (404,
    10062) and has already told the member the interaction failed: nothing can be said to
    them, and it is no fault in our code, so it is logged as a warning, not as an
    unexpected error with a reference."""
    await start_bot(factory(tmp_path / "seq.db"))
    alice = fake_discord.add_member("alice")
    reported = asyncio.Event()
    records: list[logging.LogRecord] = []

    class Reported(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            records.append(record)
            reported.set()

    handler = Reported(logging.WARNING)
    logging.getLogger("cogs.errors").addHandler(handler)
    try:
        fake_discord.fail("POST", r"/interactions/\d+/[^/]+/callback$", 404, code=10062,
                          times=-1)
        fake_discord.slash(alice, "sequence games", channel="general")
        await asyncio.wait_for(reported.wait(), 30)
    finally:
        logging.getLogger("cogs.errors").removeHandler(handler)
        fake_discord.faults.clear()
    (record,) = records
    assert record.levelno == logging.WARNING and "expired" in record.getMessage()
