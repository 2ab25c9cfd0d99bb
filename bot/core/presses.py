"""Who last pressed a button of each game, and when: a person who did so a moment ago
is looking at the card, which already says it is their turn, and needs no ping.

Kept in memory only: after a restart nobody counts as present, so the person to act is
pinged as before. A game's entries go when it closes.
"""

from __future__ import annotations


class Presses:
    def __init__(self) -> None:
        self._last: dict[int, dict[int, float]] = {}

    def pressed(self, game_id: int, user_id: int, now: float) -> None:
        self._last.setdefault(game_id, {})[user_id] = now

    def recent(self, game_id: int, user_id: int, now: float, within: float) -> bool:
        """``user_id`` pressed a button of the game in the last ``within`` seconds."""
        last = self._last.get(game_id, {}).get(user_id)
        return last is not None and now - last <= within

    def forget(self, game_id: int) -> None:
        self._last.pop(game_id, None)
