"""Rates: a token bucket per socket and per game (:class:`web.config.Limits`)."""

from __future__ import annotations

from collections.abc import Callable


class Bucket:
    """``rate`` tokens a second, at most ``burst`` kept: :meth:`take` is False when none
    is left (the message is refused, and nothing changes)."""

    __slots__ = ("_at", "_burst", "_clock", "_left", "_rate")

    def __init__(self, rate: float, burst: int, clock: Callable[[], float]) -> None:
        self._rate = rate
        self._burst = float(burst)
        self._clock = clock
        self._left = float(burst)
        self._at = clock()

    def take(self) -> bool:
        now = self._clock()
        self._left = min(self._burst, self._left + (now - self._at) * self._rate)
        self._at = now
        if self._left < 1.0:
            return False
        self._left -= 1.0
        return True
