"""Tournaments: a layer above games. It opens each table through the commands people use
(:mod:`.tables`), hears of every game that closes through the core's listener
(:meth:`GameService.on_closed`), and keeps its own rows in the store; the game handlers
know nothing of it. Every step is stored before the next, so a restart (or a SIGKILL)
picks a tournament up where it was (:meth:`TournamentService.load`).

The edge says where a table plays and shows what changed (:class:`TournamentEdge`)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

from ...store.tournament_rows import (
    PAUSED,
    RUNNING,
    SIGNUP,
    TOURNAMENT_OPEN,
    EntrantRow,
    TournamentRecord,
    TournamentStore,
)
from ...tournaments import Reason
from ..answer import Answer
from ..commands import Actor, Leave
from ..notes import Refused
from ..places import Place
from ..service import GameService
from .config import TournamentConfig
from .progress import Progress, TournamentEdge
from .rounds import byes_of, explained
from .views import ActionView, TournamentView

log = logging.getLogger("ludobot.tournaments")

START_POLL = 60.0
"""Seconds between looks for a tournament whose start time came."""


class TournamentService:
    """Every tournament of this process's routes. One per process, beside the core."""

    def __init__(
        self,
        games: GameService,
        store: TournamentStore,
        wall: Callable[[], float],
        sleep: Callable[[float], Awaitable[Any]],
        routes: Callable[[int], bool] = lambda route: True,
    ) -> None:
        self.games = games
        self.store = store
        self._wall = wall
        self._sleep = sleep
        self._routes = routes
        self._progress = Progress(games, store, wall)
        self._locks: dict[int, asyncio.Lock] = {}
        self._closed: asyncio.Queue[int] = asyncio.Queue()
        self._tasks: list[asyncio.Task[None]] = []
        self._unlisten: Callable[[], None] | None = None

    # -- the process ---------------------------------------------------------------------

    def attach(self, edge: TournamentEdge) -> None:
        """Serve tournaments with ``edge``: hear of the games that close, and start
        those whose time comes."""
        self._progress.edge = edge
        self._unlisten = self.games.on_closed(self._heard)
        loop = asyncio.get_running_loop()
        self._tasks = [
            loop.create_task(self._results(), name="ludobot-tournament-results"),
            loop.create_task(self._starter(), name="ludobot-tournament-starts"),
        ]

    async def close(self) -> None:
        """Stop hearing and starting; nothing is lost (the next start reads it back)."""
        if self._unlisten is not None:
            self._unlisten()
            self._unlisten = None
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks = []
        self._progress.edge = None

    async def load(self) -> int:
        """Pick up every open tournament of this process where it was: a table of the
        round that closed while the bot was down is counted, a table not opened yet is
        opened, a round over begins the next. Returns how many are running."""
        running = 0
        for t in await self.store.open_tournaments(None):
            if not self._routes(t.route) or t.status == SIGNUP:
                continue
            running += 1
            try:
                async with self._lock(t.id):
                    await self._progress.catch_up(t.id)
            except Exception:
                log.exception("tournament %s could not be picked up", t.id)
        return running

    async def _heard(self, out: Answer) -> None:
        self._closed.put_nowait(out.game_id)

    async def _results(self) -> None:
        """One at a time, the closed games: a tournament's table, counted."""
        while True:
            game_id = await self._closed.get()
            try:
                found = await self.store.table_of_game(game_id)
                if found is not None:
                    async with self._lock(found[0]):
                        await self._progress.catch_up(found[0])
            except Exception:
                log.exception("the result of game %s could not be counted", game_id)

    async def _starter(self) -> None:
        """Tournaments whose start time came are started (looked for every minute)."""
        while True:
            soonest = None
            for t in await self.store.open_tournaments(None):
                if t.status != SIGNUP or t.starts_at is None or not self._routes(t.route):
                    continue
                if t.starts_at <= self._wall():
                    try:
                        await self.start(t.id, Actor(None), by_time=True)
                    except Refused as refusal:
                        log.info("tournament %s did not start: %s", t.id, refusal.code)
                        async with self._lock(t.id):
                            now = await self._progress.get(t.id)
                            if now.status == SIGNUP:  # else started meanwhile
                                await self._progress.end(now, Actor(None), "too_few")
                else:
                    soonest = min(soonest or t.starts_at, t.starts_at)
            wait = START_POLL if soonest is None else min(START_POLL, soonest - self._wall())
            await self._sleep(max(wait, 0.05))

    def _lock(self, tournament_id: int) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    # -- questions -----------------------------------------------------------------------

    async def here(self, place: Place) -> TournamentView | None:
        """The open tournament of a channel, or of the thread a table plays in."""
        for t in await self.store.open_tournaments(None):
            if t.place_kind == place.kind and t.place_key == place.key:
                return await self.view(t.id)
        for t in await self.store.open_tournaments(None):
            tables = await self.store.tournament_tables(t.id)
            if any(row.place_key == place.key for row in tables):
                return await self.view(t.id)
        return None

    async def create(
        self, actor: Actor, place: Place, route: int, config: TournamentConfig
    ) -> TournamentView:
        """A new tournament in ``place``, open for sign-up (one open at a time there)."""
        if not actor.can_manage or actor.user_id is None:
            raise Refused("tournament_organisers_only")
        if place.community is None:
            raise Refused("tournament_servers_only")
        if await self.here(place) is not None:
            raise Refused("tournament_exists")
        where = (place.kind, place.key, place.community, route)
        tid = await self.store.create_tournament(
            where, actor.user_id, SIGNUP, config.to_json(), config.starts_at
        )
        await self._progress.log(tid, actor, "create", config.to_json())
        return await self.view(tid)

    async def shown(self, tournament_id: int, shown: dict[str, Any]) -> None:
        """The edge shows the tournament there now (its messages), kept for the next
        start; apart from the tournament's state, so it needs no lock."""
        await self.store.show_tournament(tournament_id, shown)

    async def join(self, tournament_id: int, actor: Actor, rating: float) -> TournamentView:
        assert actor.user_id is not None
        async with self._lock(tournament_id):
            t = await self._progress.get(tournament_id)
            if t.status != SIGNUP:
                raise Refused("tournament_signup_closed")
            entrants = await self.store.entrants(t.id)
            mine = next((e for e in entrants if e.user_id == actor.user_id), None)
            if mine is not None and mine.status == "in":
                raise Refused("tournament_already_in")
            config = TournamentConfig.from_json(t.config)
            if sum(e.status == "in" for e in entrants) >= config.maximum:
                raise Refused("tournament_full", most=config.maximum)
            order = max((e.joined for e in entrants), default=0) + 1
            await self.store.put_entrant(
                t.id, EntrantRow(actor.user_id, actor.name, rating, order, "in")
            )
            return await self.view(t.id)

    async def leave(self, tournament_id: int, actor: Actor) -> TournamentView:
        async with self._lock(tournament_id):
            t = await self._progress.get(tournament_id)
            entrants = await self.store.entrants(t.id)
            mine = next((e for e in entrants if e.user_id == actor.user_id), None)
            if mine is None or mine.status != "in":
                raise Refused("tournament_not_in")
            if t.status == SIGNUP:
                await self.store.put_entrant(t.id, replace(mine, status="left"))
                return await self.view(t.id)
        # After the start, leaving is dropping oneself: a computer plays one's seats.
        return await self._drop(tournament_id, actor, mine, "left_running")

    def _organiser(self, t: TournamentRecord, actor: Actor) -> None:
        if actor.user_id is not None and actor.user_id != t.organiser and not actor.can_manage:
            raise Refused("tournament_organisers_only")

    async def start(
        self, tournament_id: int, actor: Actor, by_time: bool = False
    ) -> TournamentView:
        """Close the sign-up and play the first round (or, paused: go on)."""
        async with self._lock(tournament_id):
            t = await self._progress.get(tournament_id)
            self._organiser(t, actor)
            if t.status == PAUSED:
                await self.store.save_tournament(t.id, RUNNING, t.state, t.starts_at)
                await self._progress.log(t.id, actor, "resume", {})
                await self._progress.changed(t.id, "resumed")
                await self._progress.catch_up(t.id)
                return await self.view(t.id)
            if t.status != SIGNUP:
                raise Refused("tournament_started")
            entrants = [e for e in await self.store.entrants(t.id) if e.status == "in"]
            if len(entrants) < 2:
                raise Refused("tournament_too_few", count=len(entrants))
            await self.store.save_tournament(t.id, RUNNING, {**t.state, "round": 0}, None)
            await self._progress.log(
                t.id, actor, "start", {"by_time": by_time, "entrants": len(entrants)}
            )
            await self._progress.changed(t.id, "start")
            await self._progress.catch_up(t.id)
            return await self.view(t.id)

    async def pause(self, tournament_id: int, actor: Actor) -> TournamentView:
        """No new round begins until the organiser goes on (the tables playing finish)."""
        async with self._lock(tournament_id):
            t = await self._progress.get(tournament_id)
            self._organiser(t, actor)
            if t.status != RUNNING:
                raise Refused("tournament_not_running")
            await self.store.save_tournament(t.id, PAUSED, t.state, t.starts_at)
            await self._progress.log(t.id, actor, "pause", {})
            await self._progress.changed(t.id, "paused")
            return await self.view(t.id)

    async def drop(self, tournament_id: int, actor: Actor, user_id: int) -> TournamentView:
        """The organiser drops an entrant: their seats go to computers from now on."""
        t = await self._progress.get(tournament_id)
        self._organiser(t, actor)
        entrants = await self.store.entrants(t.id)
        who = next((e for e in entrants if e.user_id == user_id and e.status == "in"), None)
        if who is None:
            raise Refused("tournament_not_entrant")
        return await self._drop(tournament_id, actor, who, "drop")

    async def _drop(
        self, tournament_id: int, actor: Actor, who: EntrantRow, action: str
    ) -> TournamentView:
        async with self._lock(tournament_id):
            t = await self._progress.get(tournament_id)
            if t.status not in (RUNNING, PAUSED):
                raise Refused("tournament_not_running")
            await self.store.put_entrant(t.id, replace(who, status="dropped"))
            await self._progress.log(t.id, actor, action, {"user": who.user_id})
            round_no = int(t.state.get("round", 0))
            for row in await self.store.tournament_tables(t.id):
                playing = row.round == round_no and row.places is None
                if playing and row.game_id is not None and who.user_id in row.seats:
                    gone = Actor(who.user_id, who.name)
                    with contextlib.suppress(Refused):
                        out = await self.games.execute(row.game_id, gone, Leave())
                        if out is not None and self._progress.edge is not None:
                            await self._progress.edge.show_table(out)
            await self._progress.changed(t.id, "dropped")
            return await self.view(t.id)

    async def replace(
        self, tournament_id: int, actor: Actor, old: int, new: Actor, rating: float
    ) -> TournamentView:
        """Before a round starts (sign-up, or paused between rounds): ``new`` takes
        ``old``'s place, with their points."""
        assert new.user_id is not None
        async with self._lock(tournament_id):
            t = await self._progress.get(tournament_id)
            self._organiser(t, actor)
            rows = await self.store.tournament_tables(t.id)
            round_no = int(t.state.get("round", 0))
            between = all(r.places is not None for r in rows if r.round == round_no)
            if t.status not in (SIGNUP, PAUSED) or not between:
                raise Refused("tournament_replace_between")
            entrants = await self.store.entrants(t.id)
            who = next((e for e in entrants if e.user_id == old and e.status != "left"), None)
            if who is None:
                raise Refused("tournament_not_entrant")
            if any(e.user_id == new.user_id and e.status != "left" for e in entrants):
                raise Refused("tournament_already_in")
            await self.store.put_entrant(t.id, replace(who, status="left"))
            await self.store.put_entrant(
                t.id, EntrantRow(new.user_id, new.name, rating, who.joined, "in")
            )
            for row in rows:  # their results are the newcomer's
                if old in row.seats:
                    seats = tuple(new.user_id if s == old else s for s in row.seats)
                    await self.store.put_table(t.id, replace(row, seats=seats))
            await self._progress.log(t.id, actor, "replace", {"old": old, "new": new.user_id})
            await self._progress.changed(t.id, "replaced")
            return await self.view(t.id)

    async def end(self, tournament_id: int, actor: Actor) -> TournamentView:
        """End it now: the tables still playing are ended, without results."""
        async with self._lock(tournament_id):
            t = await self._progress.get(tournament_id)
            self._organiser(t, actor)
            if t.status not in TOURNAMENT_OPEN:
                raise Refused("tournament_over")
            await self._progress.end(t, actor, "end")
            return await self.view(t.id)

    async def view(self, tournament_id: int) -> TournamentView:
        return await self._progress.view(tournament_id)

    async def seed_of(self, game_id: int) -> str | None:
        """The revealed seed a tournament table rolled from (duplicate dice: its round's,
        once the round is over); None: none revealed, or no tournament's table."""
        found = await self.store.table_of_game(game_id)
        if found is None:
            return None
        t = await self.store.get_tournament(found[0])
        seeds = t.state.get("seeds") if t is not None else None
        seed = seeds.get(str(found[1])) if isinstance(seeds, dict) else None
        return seed if isinstance(seed, str) else None

    async def reasons(self, tournament_id: int) -> tuple[Reason, ...]:
        """Why the round being played is paired as it is (codes and values)."""
        t = await self._progress.get(tournament_id)
        rows = await self.store.tournament_tables(t.id)
        entrants = await self.store.entrants(t.id)
        config = TournamentConfig.from_json(t.config)
        round_no = int(t.state.get("round", 0))
        return explained(config, entrants, rows, byes_of(t.state), round_no)

    async def log_of(self, tournament_id: int) -> tuple[ActionView, ...]:
        """The organiser's actions (and the bot's: a round begun, the end), oldest first."""
        return tuple(
            ActionView(a.at, a.user_id, a.action) for a in await self.store.actions(tournament_id)
        )
