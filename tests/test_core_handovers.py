"""Seats that change hands across whole games, in the core: a property test of random
handovers (a player leaves, the turn timer sends one away, the host gives a seat to
someone, one comes back). Every entry of the move log keeps the names of the time: a
move is told under whoever held the seat when it was made, a victim under whoever held
the piece, a handover under its new holder; and the same holds when the log the state
keeps is cut to its last lines. The replay and the export change names at the same ply.
"""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.core import Actor, Answer, BoardView, GameService, Logged, Refused, open_service
from bot.core import tables as core_tables
from bot.core.commands import (
    BOT,
    Back,
    Command,
    ComputerStep,
    EndGame,
    Leave,
    PlayMove,
    RollDie,
    TakeSeat,
    TimeOut,
)
from bot.core.handlers.play import results
from bot.core.ratings import person_of
from bot.core.view_of import log_entries
from bot.engine import SeededDice
from bot.reading import read_setting
from rendering.replay import names_at
from tests.core_helpers import board, here, lobby, new_lobby, stored_table

GUILD, CHANNEL = 10, 20
PEOPLE = {1: "Ann", 2: "Bob", 3: "Cy", 4: "Dee"}
HOST = 1
STEPS = 1500
"""Commands at most per game (a 3-seat madn game takes a few hundred)."""

Op = tuple[int, str, int]
"""At step ``n``, ``kind`` with a number choosing who or which seat: ``leave`` (a
present person leaves), ``idle`` (a person lets the timer play each of their turns from
now on, until the away rule takes the seat), ``takeover`` (the host gives a seat to
someone not seated), ``back`` (an away person takes their seat back)."""

OPS = st.lists(
    st.tuples(
        st.integers(0, 400),
        st.sampled_from(("leave", "idle", "takeover", "back")),
        st.integers(0, 7),
    ),
    max_size=24,
)


@dataclass
class Watch:
    """The log as the test saw it made: every entry with the seats' names when it
    appeared, and what the seats are called now (from the view's seats)."""

    log: list[Logged] = field(default_factory=list)
    names: tuple[str, ...] = ()
    handovers: int = 0

    def saw(self, out: Answer) -> None:
        view = board(out)
        assert all(isinstance(e, Logged) for e in view.log)
        seen = [e for e in view.log if isinstance(e, Logged)]
        # Nothing logged before changes its names, whoever holds the seats now ...
        assert seen[: len(self.log)] == self.log
        now = tuple(s.name for s in view.seats)
        for entry in seen[len(self.log) :]:
            # ... and what this command logged is told with the names of its time: a
            # move's author (and a victim) are the seats' holders when it was made.
            assert entry.names == now, (entry, now)
            self.handovers += entry.event.kind == "handover"
        self.log, self.names = seen, now


async def _run(core: GameService, seed: int, ops: list[Op], away: str) -> int:
    """A whole game of Ann, Bob and a computer with ``ops`` on the way, every answer
    watched; ended by the host if it is not over after :data:`STEPS` commands."""
    await core.defaults.change(GUILD, read_setting("away", away))
    opened = await new_lobby(core, GUILD, CHANNEL, HOST, PEOPLE[HOST], "madn", computers=1)
    gid = opened.game_id
    await lobby(core, gid, 2, PEOPLE[2], "join")
    out = await lobby(core, gid, HOST, PEOPLE[HOST], "start")
    watch = Watch()
    watch.saw(out)
    rng = random.Random(seed)
    due = sorted(ops)
    idle: set[int] = set()
    for step in range(STEPS):
        view = board(out)
        if view.closed:
            break
        command: Command
        command, actor = _play(view, idle)
        if due and due[0][0] <= step:
            command, actor = _handover(view, due.pop(0), rng, idle) or (command, actor)
        try:
            answered = await core.execute(gid, actor, command)
        except Refused:  # a handover that does not fit now (the seat is not free ...)
            continue
        if answered is None:
            continue
        out = answered
        watch.saw(out)
        # The state keeps only the last lines: they are named as the whole log is.
        table = await stored_table(core, gid)
        table.recent = table.recent[-8:]
        assert list(log_entries(table)) == watch.log[-len(table.recent) :]
    if not board(out).closed:
        ended = await core.execute(gid, Actor(HOST, PEOPLE[HOST], here(CHANNEL)), EndGame())
        assert ended is not None
        watch.saw(ended)
    table = await stored_table(core, gid)
    # A seat counts for whoever began most of its turns, with their own captures only.
    counted = [s for s in range(len(table.seats)) if person_of(table, s) is not None]
    for seat, result in zip(counted, results(table), strict=True):
        key = f"user:{result.user_id}"
        assert result.captures == table.seats[seat].captures.get(key, 0)
    return gid


async def _authors(core: GameService, gid: int) -> list[tuple[int, int]]:
    """Every action a person made, as (its number in the game's log, who)."""
    return [
        (i, e.actor_id)
        for i, e in enumerate(await core.store.log_entries(gid))
        if e.actor_id is not None
    ]


async def _replay_names_each_action_for_its_holder(core: GameService, gid: int) -> None:
    """The replay's frames name whoever held a seat when its action was made."""
    replay = await core.queries.replay_data(gid)
    start = json.loads(replay.start)["ply"]
    renamed = [(h.ply, h.seat, h.new) for h in replay.handovers if h.ply is not None]
    assert len(renamed) == len(replay.handovers)
    seats = [e.seat for e in await core.store.log_entries(gid)]
    for i, who in await _authors(core, gid):
        seat = seats[i]
        assert seat is not None
        assert names_at(replay.names, renamed, start + i + 1)[seat] == PEOPLE[who]


def _play(
    view: BoardView, idle: set[int]
) -> tuple[RollDie | PlayMove | ComputerStep | TimeOut, Actor]:
    """The next step of the game: a computer's (or an away person's seat), the timer's
    for an idle person, or the person to act rolls or plays the first move offered."""
    ply = view.position.ply
    if view.acting is None:
        return ComputerStep(), BOT
    if view.acting in idle:
        return TimeOut(ply), BOT
    who = Actor(view.acting, PEOPLE[view.acting], here(CHANNEL))
    if view.step == "move":
        return PlayMove(ply, 0), who
    return RollDie(ply), who


def _handover(
    view: BoardView, op: Op, rng: random.Random, idle: set[int]
) -> tuple[Leave | Back | TakeSeat, Actor] | None:
    """The command ``op`` stands for now (None: nobody it could be run for, or the
    person chosen goes idle from now on)."""
    _, kind, pick = op
    seated = {s.user_id for s in view.seats if s.user_id is not None}
    present = sorted(s.user_id for s in view.seats if s.user_id is not None and not s.away)
    if kind == "idle" and present:
        idle.add(present[pick % len(present)])
    if kind == "leave" and present:
        who = present[pick % len(present)]
        idle.discard(who)
        return Leave(), Actor(who, PEOPLE[who], here(CHANNEL))
    if kind == "back":
        away = [s.user_id for s in view.seats if s.away == "computer" and s.user_id is not None]
        if away:
            who = away[pick % len(away)]
            idle.discard(who)
            return Back(), Actor(who, PEOPLE[who], here(CHANNEL))
    if kind == "takeover":
        free = [u for u in PEOPLE if u not in seated]
        if free:
            who = rng.choice(free)
            seat = TakeSeat(pick % len(view.seats), who, PEOPLE[who])
            return seat, Actor(HOST, PEOPLE[HOST], here(CHANNEL))
    return None


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**16), ops=OPS, away=st.sampled_from(("computer", "remove")))
def test_every_logged_move_is_its_holders_at_that_ply(seed: int, ops: list[Op], away: str) -> None:
    async def run() -> None:
        # The state keeps the whole log here, so that the test sees every entry made;
        # the check above cuts it to the usual last lines as well.
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(core_tables, "RECENT_LINES", 100_000)
            core = await open_service(
                ":memory:",
                dice_factory=lambda: SeededDice(seed),
                computer_pause=3600,  # the test takes the computers' steps itself
                wall=lambda: 1_000_000.0,  # and no timer runs out on its own
            )
            try:
                gid = await _run(core, seed, ops, away)
                await _replay_names_each_action_for_its_holder(core, gid)
            finally:
                await core.close()

    asyncio.run(run())


async def test_the_export_names_each_action_for_its_holder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The export gives the names at the start and each handover at its action: every
    action a person made falls under their name (fair dice: the export needs a seed)."""
    monkeypatch.setattr(core_tables, "RECENT_LINES", 100_000)  # the whole log watched
    core = await open_service(":memory:", computer_pause=3600, wall=lambda: 1_000_000.0)
    try:
        ops = [(20, "leave", 1), (40, "takeover", 1), (60, "idle", 0), (200, "back", 0)]
        gid = await _run(core, 7, ops, "computer")
        document = await core.queries.game_export(gid, GUILD)
        assert document.handovers and document.names == ["Ann", "Robo Ada", "Bob"]
        for i, who in await _authors(core, gid):
            names = list(document.names)
            for h in document.handovers:
                if h["ply"] <= i:
                    names[h["seat"]] = h["name"]
            seat = (await core.store.log_entries(gid))[i].seat
            assert seat is not None and names[seat] == PEOPLE[who]
    finally:
        await core.close()
