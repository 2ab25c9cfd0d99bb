"""A second edge, in text: one chat where people type lines (``join``, ``roll``, ``move
2``, ``huff``, ``verify``) and read the games as lines of words.

It shows what an edge needs of the core and nothing more: it builds typed commands from
what people type (read by the one reader, ``bot.reading``), runs them with the service,
and words the answer's view with the catalogues; the bot's own steps (computers, timers)
reach it through the service's listener. It decides nothing about a game: who may
press, what the moves are and what they do, whose turn it is and why, the places and
the seed are all the view's.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.core import (
    Actor,
    Answer,
    BoardView,
    GameService,
    LobbyView,
    Note,
    Place,
    Refused,
    commands,
    note,
)
from bot.engine import revealed_hash, verify_export
from bot.reading import read_colour, read_level, read_rules, read_seat

from .words import Wording

SIMPLE: dict[str, commands.Command] = {
    "join": commands.Join(),
    "leave": commands.Leave(),
    "start": commands.Start(),
    "cancel": commands.Cancel(),
    "back": commands.Back(),
    "end": commands.EndGame(),
    "rematch": commands.Rematch(),
}
"""The lines that are one command with no value."""


@dataclass(slots=True)
class Person:
    user_id: int
    name: str


@dataclass(slots=True)
class TextEdge:
    """One chat (``place``: its id, which is its circle too) of the text edge, in the
    language ``lang``."""

    service: GameService
    place: int
    lang: str = "en"
    shown: dict[int, Answer] = field(default_factory=dict)
    """The latest answer shown of each game (an older one arriving late is dropped)."""
    transcript: list[str] = field(default_factory=list)
    """Every line the chat has seen."""
    said: list[Note] = field(default_factory=list)
    """What the chat and its people were told, as codes with values (tests read these)."""
    names: dict[int, str] = field(default_factory=dict)
    """The people who typed here, by id (the chat knows its people's names)."""
    wording: Wording = field(init=False)
    _changed: asyncio.Event = field(default_factory=asyncio.Event)

    def __post_init__(self) -> None:
        self.wording = Wording(self.lang)
        self.service.listen(self.show)

    # -- what the chat reads ----------------------------------------------------------

    async def show(self, out: Answer) -> None:
        """Draw an answer (a command's, or the bot's own step's): its notice and its view."""
        before = self.shown.get(out.game_id)
        if before is not None and before.version > out.version:
            return  # a newer state is shown already
        self.shown[out.game_id] = out
        if out.notice is not None:
            self.tell(out.notice)
        self.transcript += self.wording.view(out.game_id, out.view)
        self._changed.set()

    def tell(self, said: Note) -> None:
        self.said.append(said)
        self.transcript.append(self.wording.note(said))

    @property
    def here(self) -> Place:
        """The chat as the core names it: a place of this edge's own kind."""
        return Place("text", str(self.place), self.place)

    def view(self, game_id: int) -> LobbyView | BoardView:
        return self.shown[game_id].view

    def board(self, game_id: int) -> BoardView:
        view = self.view(game_id)
        assert isinstance(view, BoardView), view
        return view

    async def until(self, done: Callable[[], bool], timeout: float = 30.0) -> None:
        """Wait for the shown games to reach ``done`` (the bot's own steps arrive)."""
        async with asyncio.timeout(timeout):
            while not done():
                self._changed.clear()
                await self._changed.wait()

    # -- what people type -------------------------------------------------------------

    async def type(self, who: Person, line: str, game_id: int | None = None) -> Answer | None:
        """``who`` types ``line`` about ``game_id`` (default: the chat's latest game). A
        refusal is told to them, like any answer; the game's answer is shown."""
        self.transcript.append(f"<{who.name}> {line}")
        self.names[who.user_id] = who.name
        word, _, rest = line.strip().partition(" ")
        actor = Actor(who.user_id, who.name, self.here)
        try:
            if word == "new":
                return await self._shown(await self.service.open(actor, self._opening(rest)))
            game = game_id if game_id is not None else max(self.shown)
            if word in ("verify", "dice"):
                await self._question(word, game)
                return None
            command = self.command(who, word, rest, game)
            out = await self.service.execute(game, actor, command)
        except Refused as refused:
            self.tell(refused.note)
            return None
        assert out is not None  # a person's command answers or is refused
        await self._shown(out)
        if out.reply is not None:
            self.tell(out.reply)
        return out

    async def _shown(self, out: Answer) -> Answer:
        await self.show(out)
        return out

    def _opening(self, rules: str) -> commands.OpenGame:
        preset, overrides = read_rules(rules)
        return commands.OpenGame(self.here, preset or None, overrides)

    def command(self, who: Person, word: str, rest: str, game: int) -> commands.Command:
        """The typed command a line stands for; a turn's press carries the turn of the
        board it was read from (so a line typed at an old board is recognised)."""
        if word in SIMPLE:
            return SIMPLE[word]
        if word == "computer":
            return commands.AddComputer(read_level(rest) if rest else commands.DEFAULT_LEVEL)
        if word == "colour":
            return commands.ChooseColour(read_colour(rest))
        if word == "takeover":  # "takeover 2": the person asks; "takeover 2 for 17": the host
            seat, _, whom = rest.partition(" for ")
            if not whom:
                return commands.AskTakeover(read_seat(seat))
            user = int(whom)
            return commands.TakeSeat(read_seat(seat), user, self.names.get(user, "?"))
        ply = self.board(game).position.ply
        if word == "roll":
            return commands.RollDie(ply)
        if word == "move":
            return commands.PlayMove(ply, int(rest) - 1)
        if word == "pass":
            return commands.PassTurn(ply)
        if word == "huff":
            return commands.CallHuff(ply)
        raise Refused("unknown_button")

    async def _question(self, word: str, game: int) -> None:
        """``verify``: every roll checked against the revealed seed; ``dice``: the faces
        and their tests."""
        queries = self.service.queries
        if word == "dice":
            stats = await queries.dice_stats(game, self.place)
            self.transcript += self.wording.dice(stats)
            return
        document = await queries.game_export(game, self.place)
        result = verify_export(document)
        hashed = revealed_hash(document) or ""
        values = {"game": game, "rolls": result.rolls, "hash": hashed}
        self.tell(note(f"verify_{result.code}", **values))
