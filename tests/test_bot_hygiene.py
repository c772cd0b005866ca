"""End-to-end (issue 17, abuse and hygiene): games of other servers, board reposts, lobby
limits, the games list, DMs, long texts and missing permissions, all through the fake Discord."""

from __future__ import annotations

import re

from cogs.fitting import MESSAGE_LIMIT, split_text
from cogs.lobby import LOBBIES_PER_CHANNEL, LOBBIES_PER_MEMBER
from cogs.messages import t
from cogs.present import lobby_text, start_text
from data import GameStatus
from table import make_settings
from tests.bot_helpers import (
    FakeClock,
    Seeds,
    board_at,
    current_board,
    engine_game,
    factory,
    find_board,
    first_play,
    open_lobby,
    play_by_buttons,
    start_game,
)

OTHER_GUILD = 424242


def _no_namer(n: int, level: str) -> str:
    return f"cpu {n}"


async def _game_elsewhere(bot, host, guest, channel_id: int = 777) -> int:
    """A started two-player game of another server (made through the table, as that server's
    bot would)."""
    record = await bot.service.create_lobby(
        guild_id=OTHER_GUILD, channel_id=channel_id, host_id=host.id, host_name=host.name,
        settings=make_settings("classic", 2), namer=_no_namer)
    await bot.service.join(record.id, guest.id, guest.name)
    await bot.service.start(record.id, host.id)
    return record.id


def _public_boards(fake) -> list:
    return [m for m in fake.all_messages()
            if not m.ephemeral and not m.deleted and m.attachments]


async def test_a_game_of_another_server_is_refused_like_an_unknown_game(
        fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    elsewhere = await _game_elsewhere(bot, alice, bob)
    unknown = elsewhere + 1000
    boards = len(_public_boards(fake_discord))
    for command, options in (("sequence board", {}), ("sequence hand", {}),
                             ("sequence resign", {}), ("sequence hint", {}),
                             ("sequence play", {"move": "pass"})):
        for number in (elsewhere, unknown):
            h = await fake_discord.slash(alice, command, channel="games", game=number,
                                         **options)
            await h.final_message()
            assert h.ephemeral, (command, h.text)
            assert h.text == f"There is no game #{number}.", (command, h.text)
            assert not h.message.attachments
    # without a number: the member's only game is in another server, so none here
    h = await fake_discord.slash(alice, "sequence board", channel="games")
    await h.final_message()
    assert h.ephemeral and "in this server" in h.text
    assert len(_public_boards(fake_discord)) == boards
    assert (await engine_game(bot, elsewhere)).ply == 0
    # the game number is not offered either
    h = await fake_discord.autocomplete(alice, "sequence board", "game", "")
    assert elsewhere not in h.choice_values


def _renamed(components, old: str, new: str):
    """A copy of a message's components with the custom_id ``old`` read as ``new``."""
    if isinstance(components, list):
        return [_renamed(c, old, new) for c in components]
    if isinstance(components, dict):
        copy = {k: _renamed(v, old, new) for k, v in components.items()}
        if copy.get("custom_id") == old:
            copy["custom_id"] = new
        return copy
    return components


async def test_a_button_naming_a_game_of_another_server_is_refused_even_for_its_player(
        fake_discord, start_bot, tmp_path):
    # A message of this server whose button names alice's game of another server: it is no
    # game here, and her hand of it is not shown here.
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    here = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    elsewhere = await _game_elsewhere(bot, alice, bob)
    board = await board_at(fake_discord, bot, here, 0)
    forged = f"seq:{elsewhere}:-:hand"
    board.components = _renamed(board.components, f"seq:{here}:-:hand", forged)
    h = await fake_discord.click(alice, board, forged)
    await h.final_message()
    assert h.ephemeral and h.text == f"There is no game #{elsewhere}.", h.text
    assert not h.message.attachments and not h.message.selects()
    assert (await engine_game(bot, elsewhere)).ply == 0


async def test_board_reposts_are_for_players_with_a_cooldown(fake_discord, start_bot, tmp_path):
    clock = FakeClock()
    runner = await start_bot(factory(tmp_path / "seq.db", clock=clock))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    carol = fake_discord.add_member("carol")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    board = await board_at(fake_discord, bot, gid, 0)
    thread = board.channel_id

    def boards_in_thread() -> int:
        return sum(1 for m in fake_discord.messages(thread) if m.attachments)

    async def ask(member):
        h = await fake_discord.slash(member, "sequence board", channel=thread)
        await h.final_message()
        return h

    # a stranger sees the board privately: picture, who acts, no new public board
    h = await ask(carol)
    assert h.ephemeral and h.message.attachments and "current board" in h.text
    assert boards_in_thread() == 1 and find_board(fake_discord, gid, 0).id == board.id
    # a player reposts it (a new board with the buttons); a second ask within 30 s is private
    h = await ask(alice)
    assert not h.ephemeral and boards_in_thread() == 2
    assert find_board(fake_discord, gid, 0).id != board.id
    for member in (alice, bob):
        h = await ask(member)
        assert h.ephemeral and h.message.attachments, h.text
    assert boards_in_thread() == 2
    clock.now += 31
    h = await ask(bob)
    assert not h.ephemeral and boards_in_thread() == 3


async def test_a_board_of_an_older_position_that_goes_out_late_does_not_take_over(
        fake_discord, start_bot, tmp_path):
    """A board of an older position that goes out after the newer one (a repost drawn while a
    move was shown) loses its buttons at once: the newer board stays the game's current one,
    buttons and all."""
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    stale, before = await bot.store.load_game(gid), await engine_game(bot, gid)
    await play_by_buttons(fake_discord, bot, gid, first_play(before))
    newer = await board_at(fake_discord, bot, gid, 1)
    await bot.idle()
    late = await bot.boards.post(stale, before, "the board of ply 0, late")
    await bot.idle()
    assert not fake_discord.message(late.id).custom_ids()
    assert (await bot.store.load_game(gid)).board_message_id == newer.id
    assert f"seq:{gid}:1:play" in fake_discord.message(newer.id).custom_ids()


async def test_open_lobbies_are_limited_per_member_and_per_channel(
        fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    for _ in range(LOBBIES_PER_MEMBER):
        await open_lobby(fake_discord, alice, game="classic", players=2)
    h = await fake_discord.slash(alice, "sequence new", channel="games", game="classic",
                                 players=2)
    assert h.ephemeral
    assert f"({LOBBIES_PER_MEMBER})" in h.text and "open lobbies" in h.text, h.text
    # others fill the channel up to its limit
    hosts = [fake_discord.add_member(f"host{i}") for i in range(LOBBIES_PER_CHANNEL)]
    for host in hosts[:LOBBIES_PER_CHANNEL - LOBBIES_PER_MEMBER]:
        await open_lobby(fake_discord, host, game="kids", players=2)
    h = await fake_discord.slash(hosts[-1], "sequence new", channel="games", game="dice",
                                 players=2)
    assert h.ephemeral and f"({LOBBIES_PER_CHANNEL})" in h.text and "channel" in h.text
    lobbies = [g for g in await bot.store.games_in_channel(fake_discord.channel("games").id)
               if g.status is GameStatus.LOBBY]
    assert len(lobbies) == LOBBIES_PER_CHANNEL
    # another channel still takes a lobby
    await open_lobby(fake_discord, hosts[-1], channel="general", game="dice", players=2)


async def test_the_games_list_of_a_busy_channel_is_shortened(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice = fake_discord.add_member("alice " + "a" * 58)
    bob = fake_discord.add_member("bob " + "b" * 60)
    channel = fake_discord.channel("games").id
    for _ in range(35):
        record = await bot.service.create_lobby(
            guild_id=fake_discord.guild_id, channel_id=channel, host_id=alice.id,
            host_name=alice.name, settings=make_settings("classic", 2), namer=_no_namer)
        await bot.service.join(record.id, bob.id, bob.name)
        await bot.service.start(record.id, alice.id)
    h = await fake_discord.slash(alice, "sequence games", channel="games")
    assert h.ephemeral and h.message is not None, h.rejected
    text = h.text
    assert len(text) <= MESSAGE_LIMIT
    shown = re.findall(r"^#(\d+) ", text, re.MULTILINE)
    more = re.search(r"and (\d+) more", text)
    assert more and len(shown) + int(more.group(1)) == 35, text


async def test_game_commands_in_a_dm_are_refused(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    dm = fake_discord.open_dm(alice)
    required = {"new": {"game": "classic", "players": 2}, "play": {"move": "pass"},
                "language": {"language": "en"}, "notify": {"when": "never"},
                "clock": {"clock": 60}, "reset-ladder": {"game": "classic"}}
    group = bot.tree.get_command("sequence")
    names = sorted(c.name for c in group.commands)
    assert {"new", "board", "games", "hand", "play", "rules"} <= set(names)
    for name in names:
        h = await fake_discord.slash(alice, f"sequence {name}", channel=dm,
                                     **required.get(name, {}))
        await h.final_message()
        if name == "rules":  # the rules name no server's game: they answer anywhere
            assert h.message.embeds, h.text
            continue
        if name == "notify":  # a member's own choice, for every server
            assert h.ephemeral and "I will not DM you" in h.text, h.text
            continue
        assert h.ephemeral and "not in DMs" in h.text, (name, h.text)
    assert await bot.store.games_of_user(alice.id) == []
    h = await fake_discord.autocomplete(alice, "sequence board", "game", "", channel=dm)
    assert h.choices == []


async def test_a_long_start_text_is_shortened_not_rejected(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([6121])))
    bot = runner.bot
    members = [fake_discord.add_member(f"{i:02d} " + "Wolfeschlegelsteinhausen" * 3)
               for i in range(12)]
    gid = await start_game(fake_discord, bot, members[0], members[1:], game="classic",
                           players=12)
    game = await engine_game(bot, gid)
    assert len(game.start.rounds) >= 5  # a cut that tied four times
    record = await bot.store.load_game(gid)
    assert record.status is GameStatus.ACTIVE
    texts = [m.text for m in fake_discord.messages(record.thread_id)
             if m.text.startswith(f"**Game #{gid}") or "Seating" in m.text]
    assert texts and all(len(text) <= MESSAGE_LIMIT for text in texts)
    start = "\n".join(texts)
    assert "more tie rounds" in start and "Seating (turn order)" in start
    assert all(m.name[:60] in start for m in members)  # every name still there
    assert find_board(fake_discord, gid, 0) is not None
    # in every language the start text fits once the middle tie rounds are left out, and the
    # lobby text fits in one message
    record = await bot.service.record(gid)
    for locale in ("en", "da", "sv", "no", "nl"):
        text = start_text(record, game, locale)
        assert t("start.rounds_left_out", locale, n=len(game.start.rounds) - 2) in text
        assert all(len(part) <= MESSAGE_LIMIT for part in split_text(text))
        assert len(lobby_text(record, locale)) <= MESSAGE_LIMIT


async def test_start_without_thread_permissions_plays_in_the_channel(
        fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    fake_discord.deny_bot("games", "send_messages_in_threads")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    board = await board_at(fake_discord, bot, gid, 0)
    games = fake_discord.channel("games")
    assert board.channel_id == games.id and not fake_discord.threads(games)
    record = await bot.store.load_game(gid)
    assert record.status is GameStatus.ACTIVE and record.thread_id is None
    lobby = fake_discord.message(record.lobby_message_id)
    assert "in this channel (no thread: I am missing Send Messages in Threads)" in lobby.text
    assert any(m.text.startswith(f"**Game #{gid}") for m in fake_discord.messages(games))


async def test_start_without_send_messages_is_refused_and_changes_nothing(
        fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid, lobby = await open_lobby(fake_discord, alice, game="classic", players=2)
    await fake_discord.click(bob, lobby, f"seq:{gid}:-:join")
    fake_discord.deny_bot("games", "send_messages", "attach_files")
    h = await fake_discord.click(alice, lobby, f"seq:{gid}:-:start")
    assert h.ephemeral, h.text
    assert h.text == (f"I cannot start game #{gid} here. I am missing these permissions "
                         "in this channel: Send Messages, Attach Files. Nothing was changed.")
    record = await bot.store.load_game(gid)
    assert record.status is GameStatus.LOBBY
    assert f"seq:{gid}:-:start" in fake_discord.message(lobby.id).custom_ids()
    assert not fake_discord.threads("games")
    # each reader is told in their language, by the names their Discord's settings show
    ole = fake_discord.add_member("ole", locale="da")
    h = await fake_discord.slash(ole, "sequence new", channel="games", game="classic",
                                 players=2)
    assert h.ephemeral and h.text == ("Jeg mangler disse tilladelser i denne kanal: "
                                      "Send beskeder, Vedhæft filer."), h.text


async def test_a_board_posted_again_from_another_channel_says_where_it_went(
        fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    old = await current_board(fake_discord, bot, gid)
    h = await fake_discord.slash(alice, "sequence board", channel="general", game=gid)
    await h.final_message()
    board = await current_board(fake_discord, bot, gid)
    assert board.id != old.id and board.channel_id != fake_discord.channel("general").id
    link = f"https://discord.com/channels/{fake_discord.guild_id}/{board.channel_id}/{board.id}"
    assert h.ephemeral
    assert h.text == f"The board of game #{gid} is posted again in its channel: {link}"
