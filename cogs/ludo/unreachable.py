"""People Discord will not let the bot write to privately (DMs closed, the bot blocked),
and chats it lost access to:
after a refusal (50007, or any 403) no "your turn" is tried for a while, backing off,
so the bot does not pile up invalid requests (Discord bans an address after 10,000 in
10 minutes) by asking again each turn. Anything the person does with the bot (a command,
a button) lets the next one be tried at once; ``/ludo dm`` tells them why they get none.

A chat whose card Discord refused to edit or post (50001 Missing Access, 50013 Missing
Permissions) gets no edit or post the bot would make by itself (a computer's step, a
timer's) until someone presses or uses a command there; the game goes on meanwhile, and
a press draws the card through its own interaction, which needs no access.

Kept in memory: after a restart the next "your turn" and the next edit are tried once
again.
"""

from __future__ import annotations

FIRST = 86400.0
"""Seconds without a try after the first refusal; doubled by each refusal after."""
LONGEST = 28 * 86400.0


class Unreachable:
    def __init__(self) -> None:
        self._until: dict[int, float] = {}
        self._wait: dict[int, float] = {}
        """Each refused person's next wait (kept until a message reaches them)."""

    def refused(self, user_id: int, now: float) -> None:
        wait = self._wait.get(user_id, FIRST)
        self._until[user_id] = now + wait
        self._wait[user_id] = min(LONGEST, wait * 2)

    def reached(self, user_id: int) -> None:
        self._until.pop(user_id, None)
        self._wait.pop(user_id, None)

    def acted(self, user_id: int) -> None:
        """They used the bot: the next "your turn" is tried (its refusal backs off
        further)."""
        self._until.pop(user_id, None)

    def skipped(self, user_id: int, now: float) -> bool:
        """No "your turn" is tried now."""
        return self._until.get(user_id, 0.0) > now

    def refusing(self, user_id: int) -> bool:
        """Discord refused the last "your turn" to them."""
        return user_id in self._wait


class LostChannels:
    """Chats the bot may no longer post or edit in (by their ids)."""

    def __init__(self) -> None:
        self._lost: set[int] = set()

    def lost(self, channel_id: int) -> None:
        self._lost.add(channel_id)

    def pressed(self, channel_id: int) -> None:
        """A press came from the chat: the bot's own edits are tried again."""
        self._lost.discard(channel_id)

    def __contains__(self, channel_id: object) -> bool:
        return channel_id in self._lost
