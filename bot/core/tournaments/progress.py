"""How a running tournament moves on: a table's game closed is counted, the tables of a
round not opened yet are opened, a round over begins the next (or the tournament is
done). Every step is stored before the next, so running :meth:`Progress.catch_up` again
(after a restart, a SIGKILL) goes on from where it was."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from dataclasses import replace
from secrets import token_hex
from typing import Any, Protocol

from ...store.tournament_rows import (
    DONE,
    ENDED,
    PAUSED,
    RUNNING,
    ActionRow,
    TableRow,
    TournamentRecord,
    TournamentStore,
)
from ..answer import Answer
from ..commands import Actor, EndGame
from ..notes import Refused
from ..places import Place
from ..service import GameService
from .config import TournamentConfig
from .rounds import advancing, byes_of, pair_round, standings_of
from .tables import Seating, open_table, places_of
from .views import EntrantView, TableView, TournamentView

log = logging.getLogger("ludobot.tournaments")


class TournamentEdge(Protocol):
    """What the edge does for tournaments."""

    async def table_place(self, t: TournamentView, round_no: int, number: int) -> Place:
        """Where table ``number`` of round ``round_no`` plays (a thread of the
        tournament's channel); raises :class:`Refused` when none can be made."""

    async def show_table(self, out: Answer) -> None:
        """Draw a table's game (its first board)."""

    async def changed(self, t: TournamentView, event: str) -> None:
        """Show what changed: ``signup``, ``start``, ``round``, ``table`` (a table
        finished: the standings), ``paused``, ``resumed``, ``dropped``, ``replaced``,
        ``done`` (the podium), ``ended``."""


class Progress:
    """The rounds of every tournament, on the store and the core (the service holds
    each tournament's lock around these)."""

    def __init__(
        self, games: GameService, store: TournamentStore, wall: Callable[[], float]
    ) -> None:
        self.games = games
        self.store = store
        self.wall = wall
        self.edge: TournamentEdge | None = None

    async def view(self, tournament_id: int) -> TournamentView:
        t = await self.get(tournament_id)
        return await self.view_of(t)

    async def get(self, tournament_id: int) -> TournamentRecord:
        t = await self.store.get_tournament(tournament_id)
        if t is None:
            raise Refused("tournament_none")
        return t

    async def view_of(self, t: TournamentRecord) -> TournamentView:
        config = TournamentConfig.from_json(t.config)
        entrants = await self.store.entrants(t.id)
        rows = await self.store.tournament_tables(t.id)
        place = Place(t.place_kind, t.place_key, t.community or 0, t.community)
        tables = tuple(
            TableView(
                r.round,
                r.number,
                r.game_id,
                None if r.place_key is None else replace(place, key=r.place_key),
                r.seats,
                r.places,
            )
            for r in rows
        )
        seeds = t.state.get("seeds")
        byes = byes_of(t.state)
        round_no = int(t.state.get("round", 0))
        playing = None
        if config.format == "knockout" and round_no > 0:
            seated = [s for r in rows if r.round == round_no for s in r.seats if s > 0]
            playing = seated + [b.entrant for b in byes if b.round == round_no]
        views, lines = standings_of(config, entrants, rows, byes, playing)
        return TournamentView(
            t.id,
            place,
            t.organiser,
            t.status,
            config,
            tuple(EntrantView(e.user_id, e.name, e.status) for e in entrants),
            round_no,
            tables,
            views,
            lines,
            dict(t.shown),
            {int(k): str(v) for k, v in seeds.items()} if isinstance(seeds, dict) else {},
        )

    async def end(self, t: TournamentRecord, actor: Actor, why: str) -> None:
        # No table plays on: every round's seed may be shown.
        seeds = {**(t.state.get("secrets") or {}), **(t.state.get("seeds") or {})}
        await self.store.save_tournament(t.id, ENDED, {**t.state, "seeds": seeds}, t.starts_at)
        await self.log(t.id, actor, why, {})
        for row in await self.store.tournament_tables(t.id):
            if row.places is None and row.game_id is not None:
                closer = Actor(None, actor.name, can_manage=True)
                with contextlib.suppress(Refused):
                    out = await self.games.execute(row.game_id, closer, EndGame())
                    if out is not None and self.edge is not None:
                        await self.edge.show_table(out)
        await self.changed(t.id, "ended")

    async def catch_up(self, tournament_id: int) -> None:
        """Bring a running tournament up to date, under its lock: count the tables that
        closed, open those not open yet, and when the round is over begin the next one
        (or finish)."""
        t = await self.get(tournament_id)
        if t.status not in (RUNNING, PAUSED):
            return
        round_no = int(t.state.get("round", 0))
        rows = [r for r in await self.store.tournament_tables(t.id) if r.round == round_no]
        for row in rows:
            if row.places is None and row.game_id is not None:
                await self._count(t, row)
        rows = [r for r in await self.store.tournament_tables(t.id) if r.round == round_no]
        if any(r.places is None for r in rows):
            if t.status == RUNNING:
                await self._open_tables(t, [r for r in rows if r.game_id is None])
            return
        t = await self._reveal(t, round_no)
        if t.status == RUNNING:
            await self._next_round(t, round_no)

    async def _reveal(self, t: TournamentRecord, round_no: int) -> TournamentRecord:
        """The round's tables are over: its secret seed (duplicate dice) is revealed,
        for everyone to check every table with."""
        secret = (t.state.get("secrets") or {}).get(str(round_no))
        seeds = dict(t.state.get("seeds") or {})
        if secret is None or str(round_no) in seeds:
            return t
        seeds[str(round_no)] = secret
        await self.store.save_tournament(t.id, t.status, {**t.state, "seeds": seeds}, t.starts_at)
        await self.log(t.id, Actor(None), "reveal", {"round": round_no})
        return await self.get(t.id)

    async def _count(self, t: TournamentRecord, row: TableRow) -> None:
        """A table's game closed: its places are stored, and the standings shown."""
        assert row.game_id is not None
        out = await self.games.queries.stored(row.game_id)
        if out is None or not out.finished:
            return
        places = places_of(out, len(row.seats))
        await self.store.put_table(t.id, replace(row, places=places))
        await self.changed(t.id, "table")

    async def _next_round(self, t: TournamentRecord, last: int) -> None:
        config = TournamentConfig.from_json(t.config)
        entrants = await self.store.entrants(t.id)
        rows = await self.store.tournament_tables(t.id)
        byes = byes_of(t.state)
        playing = advancing(config, entrants, rows, byes, last)
        final = sum(r.round == last for r in rows) == 1 and not any(b.round == last for b in byes)
        over = (config.format == "swiss" and last >= config.rounds) or (
            config.format == "knockout" and last > 0 and final
        )
        if over or len(playing) < 2:
            await self.store.save_tournament(t.id, DONE, t.state, t.starts_at)
            await self.log(t.id, Actor(None), "done", {"rounds": last})
            await self.changed(t.id, "done")
            return
        round_no = last + 1
        tables, out = pair_round(config, entrants, rows, byes, playing, round_no)
        secrets = dict(t.state.get("secrets") or {})
        if config.duplicate:  # every table of the round rolls from this one seed
            secrets[str(round_no)] = token_hex(32)
        for number, seats in tables:
            await self.store.put_table(t.id, TableRow(round_no, number, None, None, seats))
        kept = dict(t.state.get("byes") or {})
        kept[str(round_no)] = list(out)
        state = {**t.state, "round": round_no, "byes": kept, "secrets": secrets}
        await self.store.save_tournament(t.id, RUNNING, state)
        detail = {"round": round_no, "tables": len(tables), "byes": list(out)}
        await self.log(t.id, Actor(None), "round", detail)
        await self.changed(t.id, "round")
        fresh = [r for r in await self.store.tournament_tables(t.id) if r.round == round_no]
        await self._open_tables(await self.get(t.id), fresh)

    async def _open_tables(self, t: TournamentRecord, rows: list[TableRow]) -> None:
        if not rows or self.edge is None:
            return
        config = TournamentConfig.from_json(t.config)
        entrants = await self.store.entrants(t.id)
        seating = Seating(
            {e.user_id: e.name for e in entrants},
            frozenset(e.user_id for e in entrants if e.status == "dropped"),
        )
        view = await self.view_of(t)
        for row in rows:
            if row.place_key is None:
                try:
                    place = await self.edge.table_place(view, row.round, row.number)
                except Refused as refused:
                    # No place for the table (the channel refuses threads now): paused
                    # and shown; the organiser's start tries again.
                    await self.store.save_tournament(t.id, PAUSED, t.state, t.starts_at)
                    await self.log(t.id, Actor(None), "no_place", {"why": refused.code})
                    await self.changed(t.id, "paused")
                    return
                row = replace(row, place_key=place.key)
                await self.store.put_table(t.id, row)
            place = replace(view.place, key=row.place_key or "")
            seed = (t.state.get("secrets") or {}).get(str(row.round))
            game_id, out = await open_table(self.games, config, place, t.route, row, seating, seed)
            await self.store.put_table(t.id, replace(row, game_id=game_id))
            if out is not None:
                await self.edge.show_table(out)

    async def changed(self, tournament_id: int, event: str) -> None:
        if self.edge is None:
            return
        try:
            await self.edge.changed(await self.view(tournament_id), event)
        except Exception:
            log.exception("showing tournament %s (%s) failed", tournament_id, event)

    async def log(
        self, tournament_id: int, actor: Actor, action: str, detail: dict[str, Any]
    ) -> None:
        await self.store.log_action(
            tournament_id, ActionRow(self.wall(), actor.user_id, action, detail)
        )
