"""Questions the edge asks (nothing changes a game here): a place's game, a stored game
to draw again, replays, exports, dice and statistics, in the core's own types."""

from __future__ import annotations

import json

from ..engine import Event, RuleError, Ruleset, action_from_dict, seed_hash
from ..engine.export import GameExport
from ..store import ACTIVE, BROKEN, CANCELLED, LOBBY, GameRecord, Partition, StoreError
from .answer import Answer
from .commands import BOT, Actor
from .context import Context, Parts
from .games import GameInfo, info_of, read_record
from .handlers.admin import may_end
from .notes import Behind, Refused, rule_note
from .places import Place, place_of
from .query_views import DiceStats, MyGame, PlayerTotals, Rated, Replay
from .tables import Table, Venue
from .view import BoardView

SERVER_GAMES = 1000
"""How many of a server's latest finished games its dice statistics cover."""


def _table(record: GameRecord) -> Table:
    try:
        return Table.from_json(record.state)
    except ValueError:
        raise Refused("damaged") from None


class Queries:
    def __init__(self, parts: Parts, partition: Partition | None = None) -> None:
        self._parts = parts
        self._store = parts.store
        self._partition = partition

    async def game(self, game_id: int) -> GameInfo:
        record = await read_record(self._parts, game_id)
        return info_of(record, self._parts.boards.of(record))

    async def my_games(self, user_id: int) -> list[MyGame]:
        """Every open game ``user_id`` sits in (every server and chat, whichever process
        serves it), the ones where it is their turn first, then by deadline."""
        found = []
        for record in await self._store.open_games_of(user_id):
            try:
                table = Table.from_json(record.state)
            except ValueError:
                continue
            if record.status not in (LOBBY, ACTIVE) or user_id not in table.people:
                continue
            game = table.game
            seat = game.seat_to_act if game is not None and not game.is_over else None
            who = table.seats[seat] if seat is not None else None
            acting = who.user_id if who is not None and not who.computer else None
            found.append(
                MyGame(
                    info_of(record, self._parts.boards.of(record)),
                    table.pace,
                    acting,
                    who.name if who is not None else None,
                    table.clock.ends if game is not None else None,
                    acting == user_id,
                )
            )
        far = float("inf")
        return sorted(found, key=lambda g: (not g.mine, g.ends or far, g.info.id))

    async def takeable_seats(self, place: Place) -> list[tuple[int, str]]:
        """The seats of the place's running game a person may take over, numbered from
        1, with who holds each (/ludo takeover's suggestions)."""
        record = await self._store.open_game_at(place.kind, place.key)
        try:
            table = Table.from_json(record.state) if record is not None else None
        except ValueError:
            return []
        if table is None or table.game is None or table.game.is_over:
            return []
        return [(i + 1, s.name) for i, s in enumerate(table.seats) if s.takeable]

    async def game_here(self, place: Place) -> GameInfo | None:
        """The place's open game (a lobby or a running game)."""
        record = await self._store.open_game_at(place.kind, place.key)
        return None if record is None else info_of(record, self._parts.boards.of(record))

    async def stored(self, game_id: int) -> Answer | None:
        """A game's stored state as an answer, to draw it again (None: the row cannot be
        read)."""
        return await self._answer_of(await read_record(self._parts, game_id))

    async def latest(self, game_id: int) -> Answer | None:
        """A game as this process last knows it, as an answer: the row it last wrote or
        read when the store kept it (no read: a live page's push after this process's
        commit), else the stored row (None: the row cannot be read)."""
        record = self._store.last_known(game_id) or await read_record(self._parts, game_id)
        return await self._answer_of(record)

    async def _answer_of(self, record: GameRecord) -> Answer | None:
        game_id = record.id
        try:
            table = Table.from_json(record.state)
        except ValueError:
            return None
        ended = record.status in (CANCELLED, BROKEN)
        if table.game is not None and table.last is None:  # stored before they were kept
            table.last = await self._last_events(game_id)
        return await Context(self._parts, record, table, BOT).answer(ended=ended)

    async def _last_events(self, game_id: int) -> list[Event]:
        """The events of a game's last commit, from its move log (its rows share the
        commit's time), for a state stored before it kept them (``Table.last``)."""
        entries = await self._store.log_entries(game_id)
        if not entries:
            return []
        at = entries[-1].at
        last = [e for e in entries if e.at == at]
        try:
            return [Event.from_dict(d) for e in last for d in e.events]
        except (TypeError, ValueError):
            return []

    async def lobby_rules(
        self, game_id: int, place: Place | None, user_id: int
    ) -> tuple[str, dict[str, str]]:
        """The lobby's preset and house rules, for its host's form."""
        record = await read_record(self._parts, game_id)
        if place is not None and place_of(record) != place:
            raise Refused("other_channel", game=game_id)
        table = _table(record)
        if record.status != LOBBY or table.game is not None:
            raise Behind("already_started")
        if user_id != table.host_id:
            raise Refused("host_only", action="rules")
        return table.preset, dict(table.overrides)

    async def may_end(self, game_id: int, actor: Actor) -> None:
        """Refused unless ``actor`` may end the game (checked before asking them to
        confirm; the end itself checks again)."""
        record = await read_record(self._parts, game_id)
        if actor.place is not None and place_of(record) != actor.place:
            raise Refused("other_channel", game=game_id)
        may_end(record, actor)

    async def dice_hash_here(self, place: Place) -> str | None:
        """The SHA-256 of the dice seed of the place's running game (None: none)."""
        record = await self._store.open_game_at(place.kind, place.key)
        if record is None:
            return None
        try:
            seed = Table.from_json(record.state).dice_seed
        except ValueError:
            return None
        return seed_hash(bytes.fromhex(seed)) if seed else None

    async def rules_here(self, place: Place, owner: int) -> Ruleset:
        """The rules of the place's game, else the defaults of ``owner`` (a server, or
        a person outside servers)."""
        try:
            record = await self._store.open_game_at(place.kind, place.key)
            if record is not None:
                table = Table.from_json(record.state)
                if table.game is not None:
                    return table.game.rules
                return Ruleset.preset(table.preset, overrides=table.overrides)
            settings = await self._parts.defaults.get(owner)
            return Ruleset.preset(settings.preset, overrides=settings.overrides)
        except RuleError as exc:  # before ValueError, which it is
            raise Refused("rules_unreadable", why=rule_note(exc)) from None
        except (ValueError, StoreError):
            raise Refused("damaged") from None

    async def last_finished(self, scope: int, place: Place | None) -> int:
        """The game a replay, an export or a check shows by default: the last game over
        here (finished, or ended after it started), else in the circle (the server)."""
        finished = await self._store.ended_games(scope, 20)
        here = [r for r in finished if place_of(r) == place] or finished
        if not here or here[0].where.circle != scope:
            raise Refused("no_finished")
        return here[0].id

    async def chosen_game(
        self, game: int | None, scope: int, place: Place | None, running: bool = False
    ) -> int:
        """The game a replay, an export, a check or the dice asked about: ``game`` when
        given, else the last game over here (:meth:`last_finished`); ``running``: the
        game here that has started comes first (the dice of a game under way)."""
        if game is not None:
            return game
        if running and place is not None:
            here = await self.game_here(place)
            if here is not None and here.started:
                return here.id
        return await self.last_finished(scope, place)

    async def _started_here(self, game_id: int, scope: int) -> GameRecord:
        """A game of this circle that has started (another's is "no such game")."""
        record = await read_record(self._parts, game_id)
        if record.where.circle != scope:
            raise Refused("no_game", game=game_id)
        if record.initial_state is None:
            raise Refused("never_started", game=game_id)
        return record

    async def replay_game(self, game_id: int, scope: int) -> None:
        """Refused unless a replay may show the game: one of this server that started
        and is over."""
        record = await self._started_here(game_id, scope)
        if record.status in (LOBBY, ACTIVE):
            raise Refused("still_running", game=game_id)

    async def replay_data(self, game_id: int, place: Place | None = None) -> Replay:
        """The game as it started, every action since, the names and the seats' changes
        of hands, for a GIF (``place``: asked from a card there, which must be the
        game's place)."""
        record = await read_record(self._parts, game_id)
        if place is not None and place_of(record) != place:
            raise Refused("other_channel", game=game_id)
        if record.initial_state is None:
            raise Refused("never_started", game=game_id)
        if record.status in (LOBBY, ACTIVE):
            raise Refused("still_running", game=game_id)
        start = _table_of(record.initial_state)
        if start.game is None:
            raise Refused("damaged")
        entries = await self._store.log_entries(game_id)
        table = _table(record)
        chosen = await self._parts.genders(table)
        return Replay(
            game_id,
            json.dumps(start.game.to_dict()),
            tuple(action_from_dict(e.action) for e in entries),
            tuple(start.names),
            tuple(table.handovers),
            tuple(chosen.get(s.user_id) if s.user_id is not None else None for s in table.seats),
        )

    async def game_export(
        self, game_id: int, scope: int, revealed: str | None = None
    ) -> GameExport:
        """A game of this server with provably fair dice as one checkable document: its
        rules, seats, seed hash, every action, and the seed once the game is over (never
        before); a sealed seed (shared with other games) only with ``revealed``, the
        seed itself as whoever shared it revealed it."""
        record = await self._started_here(game_id, scope)
        table = _table(record)
        assert record.initial_state is not None  # _started_here checked it
        start = _table_of(record.initial_state)
        if table.dice_seed is None or start.game is None:
            raise Refused("no_seed", game=game_id)
        entries = await self._store.log_entries(game_id)
        return GameExport.new(
            start.game.rules,
            [list(s) for s in start.game.seats],
            bytes.fromhex(table.dice_seed),
            [e.action for e in entries],
            reveal=record.status not in (LOBBY, ACTIVE)
            and (not table.sealed or revealed == table.dice_seed),
            names=start.names,  # who held each seat then; the handovers say who after
            handovers=[
                {"seat": h.seat, "ply": h.ply - start.game.ply, "name": h.new}
                for h in table.handovers
                if h.ply is not None
            ],
        )

    async def dice_stats(self, game_id: int, scope: int) -> DiceStats:
        """Every face each seat rolled in a game of this server, and the server's faces
        over its last 1,000 finished games (for the chi-square tests at the edge)."""
        table = _table(await self._started_here(game_id, scope))
        game = table.game
        colours = (
            tuple(game.board.colours[cols[0]] for cols in game.seats) if game is not None else ()
        )
        return await self._dice(game_id, scope, tuple(table.names), colours)

    async def final_dice(self, answer: Answer) -> DiceStats | None:
        """The dice of the game an answer shows, for its final card (None: the answer is
        no finished game's)."""
        view = answer.view
        if not isinstance(view, BoardView) or view.step != "over":
            return None
        colours = tuple(s.colour or "" for s in view.seats)
        return await self._dice(answer.game_id, answer.place.circle, view.names, colours)

    async def _dice(
        self,
        game_id: int,
        scope: int,
        names: tuple[str, ...],
        colours: tuple[str, ...],
    ) -> DiceStats:
        per_seat = await self._store.roll_counts(game_id)
        server = await self._store.server_roll_counts(scope, SERVER_GAMES)
        faces = [per_seat.get(s, [0] * 6) for s in range(len(names))]
        return DiceStats.of(game_id, names, colours, faces, server)

    async def player(self, scope: int | None, user_id: int) -> PlayerTotals:
        """A player's totals in a circle (None: every circle together)."""
        if scope is None:
            s = await self._store.player_stats_everywhere(user_id)
        else:
            s = await self._store.player_stats(scope, user_id)
        return PlayerTotals(s.games, s.wins, s.mean_place, s.captures, s.favourite_colour)

    async def ratings(self, scope: int, limit: int = 10) -> list[Rated]:
        """The circle's best rated players (people and computer levels), by ordinal."""
        return [Rated.of(r) for r in await self._store.ratings(scope, limit)]

    async def user_rating(self, scope: int, user_id: int) -> Rated | None:
        found = await self._store.rating(scope, f"user:{user_id}")
        return None if found is None else Rated.of(found)

    async def games_behind(self, closed_since: float) -> list[int]:
        """Games whose surfaces may not show their stored state (of this process's
        partition: another process draws the others). Only games in a place the edge
        reaches by itself: one it may only answer in is drawn again at the next press."""
        found = await self._store.games_behind(closed_since)
        return [
            r.id
            for r in found
            if (self._partition is None or r.where.route in self._partition)
            and Venue.from_json(r.state.get("venue")).reach == "channel"
        ]


def _table_of(state: dict[str, object]) -> Table:
    try:
        return Table.from_json(dict(state))
    except ValueError:
        raise Refused("damaged") from None
