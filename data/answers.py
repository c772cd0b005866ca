"""Answers owed to interactions (run by ``Store`` in a transaction).

A row of ``owed_answers`` is a command that was acknowledged with "thinking…" and waits for its
game's board to fill it in. The bot writes it when it acknowledges and deletes it when it fills
the answer in; a bot that died in between leaves it for the next start, which fills it in with
the board's link while Discord still takes the interaction's token (15 minutes).
"""

from __future__ import annotations

from dataclasses import dataclass

from data.backend import Connection


@dataclass(frozen=True)
class OwedAnswer:
    """A command's answer still to be given. ``token`` is a secret: never log it."""

    game_id: int
    application_id: int
    token: str
    locale: str

    def __repr__(self) -> str:  # keeps the token out of logs and tracebacks
        return f"OwedAnswer(game_id={self.game_id}, locale={self.locale!r})"


async def owe(db: Connection, answer: OwedAnswer, expires_ms: int) -> None:
    """Record ``answer`` as owed until ``expires_ms``."""
    await db.execute(
        "INSERT INTO owed_answers (game_id, token, application_id, locale, expires_ms) "
        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, token) DO NOTHING",
        (answer.game_id, answer.token, answer.application_id, answer.locale, expires_ms),
    )


async def given(db: Connection, game_id: int, token: str) -> None:
    """The answer was given (or can no longer be): forget it."""
    await db.execute("DELETE FROM owed_answers WHERE game_id = ? AND token = ?",
                     (game_id, token))


async def owed(db: Connection, now_ms: int) -> list[OwedAnswer]:
    """Every answer still owed whose token has not expired, oldest game first; the expired
    ones are deleted."""
    await db.execute("DELETE FROM owed_answers WHERE expires_ms <= ?", (now_ms,))
    rows = await db.fetchall(
        "SELECT game_id, application_id, token, locale FROM owed_answers "
        "ORDER BY game_id, expires_ms", ())
    return [OwedAnswer(int(r[0]), int(r[1]), str(r[2]), str(r[3])) for r in rows]
