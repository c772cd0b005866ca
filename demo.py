"""Offline demo: the bot's computer players play whole games and the pictures a Discord
channel would see are written to a folder; with ``--play`` you play one yourself.

    .venv/bin/python demo.py [--variant classic|kids|dice|all] [--players N] [--seed S]
                             [--level easy|medium|hard|expert] [--language en|da|sv|no|nl]
                             [--every N] [--out demo-output] [--play]

Writes, per variant: ``board-NNN.png`` after every Nth move, ``private-view.png``
(the hand of the player to act at mid-game), ``final.png`` and ``replay.gif``.
With ``--play`` you take the first seat against computer players of ``--level``: the
terminal shows the board and your hand as text and takes your moves in the bot's notation
(``QS B3``, ``dead 9D``, ``roll``, a space), and ``you.png`` always holds your private view.
No Discord token, database or network is needed.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from pathlib import Path

from cogs.present import move_note
from cogs.reasons import reason_text
from engine import Game, GameSettings, SequenceError, card_kind, parse_move
from engine.ai import LEVELS, advise, choose_move
from engine.ai.advice import ranked_moves
from engine.moves import CHOOSE, PLAY, Move
from engine.snapshot import Snapshot
from i18n import LANGUAGES, picture_words
from i18n.catalogue import Words
from render import render_board, render_final_board, render_private_view, render_replay

DEFAULT_PLAYERS = {"classic": 2, "kids": 3, "dice": 2}
NAMES = ["Alice", "Bob", "Carla", "Dan", "Erik", "Fatima", "Gus", "Hanna", "Ivo", "Jun",
         "Kim", "Lea"]
MAX_MOVES = 2000
POWERS = {"wild": " (wild: any free space)", "remove": " (removes a chip)"}
"""What a jack (or unicorn, dragon) does, after its name in the hand."""
HELP = ("Type a move: a card and a space (QS B3), dead 9D, roll, a space alone (B3) when one "
        "move fits it, or pass. Also: moves, hint, board, quit.")


def play_demo(variant: str, players: int, seed: int, out: Path, every: int,
              level: str = "hard", words: Words | None = None) -> list[Path]:
    """Play one game of ``variant`` between computer players of ``level`` and write its
    pictures under ``out/variant``."""
    words = words or picture_words("en")
    folder = out / variant
    folder.mkdir(parents=True, exist_ok=True)
    names = {i: NAMES[i % len(NAMES)] for i in range(players)}
    game = Game.new(GameSettings(variant=variant, players=players), seed=seed)
    rng = random.Random(seed)
    snapshots = [game.snapshot()]
    written: list[Path] = []
    private_at = None

    def write(path: Path, data: bytes) -> None:
        path.write_bytes(data)
        written.append(path)

    write(folder / "board-000.png", render_board(snapshots[0], names=names, game_number=seed,
                                                 words=words))
    while not game.is_over and len(snapshots) <= MAX_MOVES:
        seat = next(s for s in game.acting_seats() if game.legal_moves(s))
        if private_at is None and len(snapshots) >= 8:
            private_at = len(snapshots)
            write(folder / "private-view.png",
                  render_private_view(game.snapshot(seat), names=names, game_number=seed,
                                      words=words))
        game.play_as(seat, choose_move(game, seat, level, rng=rng))
        snap = game.snapshot()
        snapshots.append(snap)
        if snap.ply % every == 0 or game.is_over:
            write(folder / f"board-{snap.ply:03d}.png",
                  render_board(snap, names=names, game_number=seed, words=words))
    write(folder / "final.png", render_final_board(snapshots[-1], names=names, game_number=seed,
                                                   words=words))
    write(folder / "replay.gif", render_replay(snapshots, names=names, words=words))
    print(f"{variant}: {len(snapshots) - 1} moves ({result_text(game, names)}); "
          f"{len(written)} files in {folder}")
    return written


def result_text(game: Game, names: dict[int, str]) -> str:
    """How the game ended, in a few words."""
    outcome = game.outcome
    if outcome is None:
        return "unfinished"
    winner = outcome.winner
    snap = game.snapshot()
    who = "nobody" if winner is None else " & ".join(names[s] for s in snap.sides[winner].seats)
    return f"{outcome.termination}, won by {who}"


def text_board(snap: Snapshot) -> str:
    """The board as text: each space's card (or number) while free, a side's letter on a
    chip (a capital once the chip is in a completed sequence), ``##`` a free corner."""
    width = max(3, *(len(label) for label in snap.labels)) + 1
    lines = ["    " + "".join(chr(ord("A") + c).ljust(width) for c in range(snap.cols)).rstrip()]
    for r in range(snap.rows):
        cells = []
        for c in range(snap.cols):
            cell = r * snap.cols + c
            side = snap.chips[cell]
            label = snap.labels[cell]
            if side is not None:
                letter = snap.sides[side].letter
                label = "(" + (letter if cell in snap.locked else letter.lower()) + ")"
            elif label == "XX":
                label = "##"
            cells.append(label.ljust(width))
        lines.append(f"{r + 1:>2}  " + "".join(cells).rstrip())
    return "\n".join(lines)


def legend(snap: Snapshot, names: dict[int, str]) -> str:
    """Which letter is whose, and each side's completed sequences."""
    return "Chips: " + ", ".join(
        f"({side.letter.lower()}) " + " & ".join(names[s] for s in side.seats)
        + (f" {side.sequences} of {snap.sequences_to_win} sequences" if side.sequences else "")
        for side in snap.sides)


def hand_text(snap: Snapshot) -> str:
    """The viewer's hand as text: each card, its power, and whether it is dead."""
    if snap.hand is None:
        return ""
    parts = [held.card + POWERS.get(held.kind, "") + (" (dead)" if held.dead else "")
             for held in snap.hand]
    return "Your hand: " + ", ".join(parts)


def ranked_text(game: Game, seat: int) -> str:
    """The seat's legal moves, best first, each with what it does (``makes a line of 3``) as
    the bot's move menu words it."""
    return ", ".join(
        str(a.move) + (f" ({note})" if (note := move_note(a.note, a.length, "en")) else "")
        for a in ranked_moves(game, seat))


def read_move(game: Game, seat: int, typed: str) -> Move:
    """What the player typed, as a move: the notation, or a space alone when exactly one of
    the seat's legal moves puts a chip there or takes one off (or one plain card does, beside
    wild ones). Raises ``SequenceError``
    for what does not parse, ``ValueError`` for a space no move or several moves fit."""
    move = parse_move(typed)  # a space alone parses as a Dice choice
    if move.kind != CHOOSE or game.settings.variant == "dice":
        return move
    fits = list(dict.fromkeys(m for m in game.legal_moves(seat)
                              if m.kind == PLAY and m.space == move.space))
    plain = [m for m in fits if card_kind(str(m.card)) == "normal"]
    if len(fits) == 1 or len(plain) == 1:  # a wild card is not spent where a plain one fits
        return fits[0] if len(fits) == 1 else plain[0]
    if not fits:
        raise ValueError(f"no card in your hand plays on {move.space}")
    raise ValueError(f"{len(fits)} moves fit {move.space} ({', '.join(map(str, fits))}): "
                     "type the card too")


def play_in_terminal(variant: str, players: int, seed: int, out: Path, level: str,
                     words: Words, read: Callable[[str], str] = input,
                     say: Callable[[str], None] = print) -> Game:
    """You play the first seat against computer players of ``level``: the board and your hand
    as text, your moves typed, your private view kept in ``out/variant/you.png``."""
    folder = out / variant
    folder.mkdir(parents=True, exist_ok=True)
    view = folder / "you.png"
    names = {0: "You", **{i: NAMES[i % len(NAMES)] for i in range(1, players)}}
    game = Game.new(GameSettings(variant=variant, players=players), seed=seed)
    rng = random.Random(seed)
    you = game.snapshot(0)
    colour = you.sides[you.seats[0].side].colour
    say(f"Sequence ({variant}, {players} players): you play {colour}, the others are "
        f"computer players ({level}). {HELP}")
    say(f"Your private view, as Discord would show it: {view}")
    shown = -1
    while not game.is_over and game.ply <= MAX_MOVES:
        acting = [s for s in game.acting_seats() if game.legal_moves(s)]
        if 0 not in acting:
            seat = acting[0]
            move = choose_move(game, seat, level, rng=rng)
            game.play_as(seat, move)
            say(f"{names[seat]}: {move}" + _roll_text(game, move))
            continue
        snap = game.snapshot(0)
        if shown != game.ply:
            shown = game.ply
            view.write_bytes(render_private_view(snap, names=names, game_number=seed,
                                                 words=words))
            say("\n" + text_board(snap) + "\n" + legend(snap, names))
            if snap.hand is not None:
                say(hand_text(snap))
        try:
            typed = read("Your move> ").strip()
        except (EOFError, KeyboardInterrupt):  # Ctrl-D or Ctrl-C: leave the game
            typed = "quit"
        if typed.lower() in ("quit", "exit", "q"):
            say("Game left unfinished.")
            return game
        if typed.lower() == "help" or not typed:
            say(HELP)
        elif typed.lower() == "moves":
            say("Your moves, best first: " + ranked_text(game, 0))
        elif typed.lower() == "hint":
            move, why = advise(game, 0)
            say(f"Hint: {move}" + (f" ({'it wins' if why == 'win' else 'it blocks'})"
                                   if why else ""))
        elif typed.lower() == "board":
            shown = -1
        else:
            try:
                move = read_move(game, 0, typed)
                game.play_as(0, move)
            except SequenceError as refused:
                say(f"Not played: {reason_text(refused)}".replace("`", ""))
                continue
            except ValueError as unclear:
                say(f"Not played: {unclear}")
                continue
            say(f"You: {move}" + _roll_text(game, move))
            if move.kind == "roll" and not game.is_over and game.to_act == 0:
                shown = game.ply  # the board is as it was: say only where the roll may go
                say("Choose a space: " + ranked_text(game, 0))
    final = folder / "final.png"
    final.write_bytes(render_final_board(game.snapshot(), names=names, game_number=seed,
                                         words=words))
    say("\n" + text_board(game.snapshot()) + "\n" + legend(game.snapshot(), names))
    say(f"Game over: {result_text(game, names)}. The final board: {final}")
    return game


def _roll_text(game: Game, move: Move) -> str:
    """``rolled 3 and 4`` after a Dice roll, else nothing."""
    event = game.last_event
    if move.kind != "roll" or event is None or event.roll is None:
        return ""
    return f" ({event.roll[0]} and {event.roll[1]})"


def main(argv: list[str] | None = None) -> None:
    """Parse the command line and run the demo."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--variant", choices=["classic", "kids", "dice", "all"], default="all")
    p.add_argument("--players", type=int, default=None,
                   help="number of players (default: 2, kids 3)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--level", choices=LEVELS, default="hard",
                   help="the computer players' level (default: hard)")
    p.add_argument("--language", choices=LANGUAGES, default="en",
                   help="the pictures' language (default: en)")
    p.add_argument("--every", type=int, default=1, help="write a board PNG every N moves")
    p.add_argument("--out", type=Path, default=Path("demo-output"))
    p.add_argument("--play", action="store_true",
                   help="play the first seat yourself (classic unless --variant names one)")
    args = p.parse_args(argv)
    words = picture_words(args.language)
    if args.play:
        variant = "classic" if args.variant == "all" else args.variant
        play_in_terminal(variant, args.players or DEFAULT_PLAYERS[variant], args.seed,
                         args.out, args.level, words)
        return
    variants = ["classic", "kids", "dice"] if args.variant == "all" else [args.variant]
    for variant in variants:
        players = args.players or DEFAULT_PLAYERS[variant]
        for path in play_demo(variant, players, args.seed, args.out, max(1, args.every),
                              args.level, words):
            if path.name in ("private-view.png", "final.png", "replay.gif"):
                print(f"  wrote {path} ({path.stat().st_size // 1024} KB)")
    print(f"Open the pictures in {args.out}/")


if __name__ == "__main__":
    main()
