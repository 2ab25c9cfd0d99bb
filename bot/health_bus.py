"""``ludobot health``'s lines on the bus between processes (PostgreSQL's LISTEN/NOTIFY,
:mod:`bot.store.pg_bus`), read from the heartbeat's ``bus`` part
(:meth:`bot.store.bus_figures.BusFigures.snapshot`; ``null``: no bus, SQLite's one
process), and whether it has been down too long.

A process whose bus is down still serves its own games, but hears no other process's
commits (a live page on it stops following their games) and cannot forward a press; a
cut is normally made good in seconds (checked every 5 s, tried again with pauses of up
to 5 s), so :data:`MAX_DOWN` is well above that, and below the heartbeat's staleness
(90 s).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

MAX_DOWN = 60.0
"""Seconds the bus may be down before ``ludobot health`` fails (``--max-bus-down``): a
PostgreSQL restart and the reconnection's pauses fit well within it."""


def down_for(bus: object, now: float) -> float | None:
    """Seconds the heartbeat's ``bus`` part says it has not listened (None: it listens,
    there is none, or the part cannot be read)."""
    if not isinstance(bus, Mapping):
        return None
    # Here, not at the top: the store's package (aiosqlite, ...) only when there is a bus.
    from .store.bus_figures import DOWN, State

    try:
        state, since = State(bus["state"]), float(bus["since"])
    except (KeyError, ValueError, TypeError):
        return None
    return max(0.0, now - since) if state in DOWN else None


def span(seconds: float) -> str:
    """A duration as an operator reads it.

    >>> span(42), span(600), span(90000)
    ('42 s', '10 min', '25 h')
    """
    if seconds < 120:
        return f"{seconds:.0f} s"
    if seconds < 7200:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.0f} h"


def _stamp(epoch: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(epoch))


def _serving(bus: Mapping[str, Any], listening: bool) -> str:
    serving, configured = bus.get("serving"), bus.get("configured")
    if serving is None or configured is None:
        return "serving every game"
    mine = ", ".join(str(int(i)) for i in serving) or "none"
    given = ", ".join(str(int(i)) for i in configured)
    if not listening:
        return f"shards {given} served again once it listens"
    if len(serving) == len(configured):
        return f"serving shards {mine}"
    return f"serving shards {mine} of {given} (another process serves the rest)"


def bus_lines(beat: Mapping[str, Any], now: float) -> list[str]:
    """The bus's lines from a heartbeat (none when it does not tell: an older bot)."""
    if "bus" not in beat:
        return []
    bus = beat["bus"]
    if bus is None:
        return ["bus between processes: none (SQLite: one process, nothing to share)"]
    from .store.bus_figures import Press, State

    try:
        state, since = State(bus["state"]), float(bus["since"])
        heard = bus["last_heard"]
        last = (
            "no commit of another process heard yet"
            if heard is None
            else f"last commit of another process heard {span(max(0.0, now - float(heard)))} "
            f"ago ({int(bus['commits_heard'])} heard)"
        )
        link = (
            f"bus between processes: {state} since {_stamp(since)} "
            f"({span(max(0.0, now - since))}), reconnects {int(bus['reconnects'])}; "
            f"{last}; {_serving(bus, state is State.CONNECTED)}"
        )
        presses = bus["presses"]
        counts = ", ".join(f"{kind} {int(presses[kind])}" for kind in Press)
    except (KeyError, ValueError, TypeError, AttributeError):
        return ["bus between processes: the heartbeat's figures cannot be read"]
    return [link, f"presses across processes: {counts}"]


__all__ = ["MAX_DOWN", "bus_lines", "down_for", "span"]
