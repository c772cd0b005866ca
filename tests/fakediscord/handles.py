"""The handle a test gets back when it acts as a member: one interaction and the bot's answer."""

from __future__ import annotations

import asyncio
from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from .models import FakeChannel, FakeMember, StoredMessage, Violation

if TYPE_CHECKING:
    from .server import FakeDiscord

JSON = dict[str, Any]

COMMAND = 2
COMPONENT = 3
AUTOCOMPLETE = 4
MODAL_SUBMIT = 5

RESPONSE_NAMES = {
    4: "message",
    5: "deferred message",
    6: "deferred update",
    7: "update message",
    8: "autocomplete result",
    9: "modal",
}


class InteractionHandle:
    """One interaction the test sent to the bot, and what the bot answered.

    `await handle` waits (up to `default_timeout` seconds) for the bot's initial response and
    returns the handle itself, so a test can write `reply = await fake.slash(alice, "ping")` and
    then read `reply.message`, `reply.choices`, `reply.modal`, `reply.followups`.
    """

    default_timeout: float = 15.0
    """Seconds a test waits for what the bot does before failing. A wait is not a speed check
    (``benchmarks/`` measure speed, and Discord's 3-second rule for a first answer is checked
    on its own, ``ack_deadline``): it only has to outlast a loaded machine, where a game's
    first board, drawn by worker processes just started, took 3.5-3.7 s with two random
    tests running beside it (it was 5 s, which that left too close)."""

    def __init__(
        self,
        fake: FakeDiscord,
        *,
        id: int,
        token: str,
        type: int,
        user: FakeMember,
        channel: FakeChannel,
        payload: JSON,
        source_message: StoredMessage | None = None,
        label: str = "",
    ) -> None:
        self.fake = fake
        self.id = id
        self.token = token
        self.type = type
        self.user = user
        self.channel = channel
        self.payload = payload
        self.label = label or f"interaction {id}"
        self.source_message_id: int | None = source_message.id if source_message else None
        self._source_versions = len(source_message.history) if source_message else 0
        loop = asyncio.get_running_loop()
        self.created_at: float = loop.time()
        self.response_type: int | None = None
        self.response_data: JSON | None = None
        self.original_message_id: int | None = None
        self.followup_ids: list[int] = []
        self.choices: list[JSON] | None = None
        self.modal: JSON | None = None
        self.rejected: list[Violation] = []
        self._answered: asyncio.Future[None] = loop.create_future()
        self._sent: asyncio.Task[None] | None = None
        self._deadline: asyncio.TimerHandle | None = None

    def __repr__(self) -> str:
        return f"<InteractionHandle {self.label} response={self.response_type}>"

    def __await__(self) -> Generator[Any, None, InteractionHandle]:
        return self.wait().__await__()

    async def wait(self, timeout: float | None = None) -> InteractionHandle:
        """Wait for the bot's first answer to this interaction (accepted or rejected)."""
        timeout = self.default_timeout if timeout is None else timeout
        if self._sent is not None:
            await self._sent
        try:
            await asyncio.wait_for(asyncio.shield(self._answered), timeout)
        except TimeoutError:
            raise AssertionError(f"the bot did not answer {self.label} within {timeout}s") from None
        return self

    def _mark_answered(self) -> None:
        if not self._answered.done():
            self._answered.set_result(None)
        if self._deadline is not None:
            self._deadline.cancel()

    @property
    def acknowledged(self) -> bool:
        """Whether the bot has sent an accepted initial response."""
        return self.response_type is not None

    @property
    def response_name(self) -> str | None:
        """A readable name for the initial response type, e.g. "modal"."""
        return RESPONSE_NAMES.get(self.response_type or 0)

    @property
    def message(self) -> StoredMessage | None:
        """The current state of the `@original` message (the reply, or the clicked message)."""
        if self.original_message_id is None:
            return None
        return self.fake.message(self.original_message_id)

    @property
    def ephemeral(self) -> bool:
        """Whether the reply message is ephemeral."""
        msg = self.message
        return bool(msg and msg.ephemeral)

    @property
    def content(self) -> str | None:
        """Shortcut for `message.content`."""
        msg = self.message
        return msg.content if msg else None

    @property
    def text(self) -> str | None:
        """Shortcut for `message.text`: the content and every V2 text display."""
        msg = self.message
        return msg.text if msg else None

    @property
    def followups(self) -> list[StoredMessage]:
        """Followup messages sent with the interaction token, oldest first."""
        return [self.fake.message(i) for i in self.followup_ids]

    @property
    def choice_names(self) -> list[str]:
        """The names of the autocomplete choices returned."""
        return [c["name"] for c in self.choices or []]

    @property
    def choice_values(self) -> list[Any]:
        """The values of the autocomplete choices returned."""
        return [c["value"] for c in self.choices or []]

    def _final(self) -> StoredMessage | None:
        msg = self.message
        if msg is None or msg.loading:
            return None
        if self.response_type == 6 and len(msg.history) <= self._source_versions:
            return None
        return msg

    async def final_message(self, timeout: float | None = None) -> StoredMessage:
        """Wait until the bot's reply is complete and return it.

        For a deferred reply (type 5) that is when the loading message has been filled in (by
        `edit_original_response` or a followup); for a deferred update (type 6) when the clicked
        message has been edited; otherwise as soon as the initial response arrived.
        """
        await self.wait(timeout)
        msg = await self.fake.wait_for(
            self._final, timeout=timeout, what=f"the final message of {self.label}"
        )
        assert msg is not None
        return msg

    async def wait_followups(
        self, count: int = 1, timeout: float | None = None
    ) -> list[StoredMessage]:
        """Wait until at least `count` followups were sent; return them all."""

        def enough() -> list[StoredMessage] | None:
            return self.followups if len(self.followup_ids) >= count else None

        found = await self.fake.wait_for(
            enough, timeout=timeout, what=f"{count} followups to {self.label}",
            key=("followups", self.id),
        )
        assert found is not None
        return found
