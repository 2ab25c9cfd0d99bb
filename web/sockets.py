"""A live page's WebSocket: its hello, its presses, its catch-up (the protocol in
docs/architecture.md, "The web edge").

Server to page: ``hello`` (the game now with its last command's events, which the card's
picture marks too, who the page speaks for, the spectator count),
``commit`` after every commit of the game (:mod:`.rooms`), ``viewers`` and
``refused`` (a code and its words in the viewer's language). Page to server:
``resume`` (after reconnecting), and the presses ``roll``, ``move`` (with the choice's
id), ``pass``, ``huff`` and ``back``, each with the version the page shows: the same
typed commands the card sends (:mod:`bot.core.commands`), run by the core for the
person whose token the page showed. After a press the chat's card is drawn by the
Discord edge (:meth:`bot.core.GameService.show`), and every page gets the commit from
the feed.

Everything a page sends is checked before anything is done: its size, its rate (per
socket and per game), its shape; a refusal is answered by code and changes nothing, and
a socket refused too often is closed.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import WSMsgType, web

from bot import i18n
from bot.core import Actor, Answer, BoardView, GameService, Note, Refused
from bot.core.commands import Back, CallHuff, Command, PassTurn, PlayMove, RollDie

from .limits import Bucket
from .rooms import Room, Rooms, Viewer, encode
from .view_json import events_json, refusal_json, user_json, view_json

log = logging.getLogger("ludobot.web")

PRESSES = ("roll", "move", "pass", "huff", "back")
POLICY = 1008
"""The WebSocket close code for a page refused (RFC 6455: policy violation)."""
TRY_LATER = 1013
"""The close code for a limit reached (try again later)."""


def refused(code: str, lang: str, **values: Any) -> str:
    return encode(refusal_json(Note(code, values), lang))


def command_of(message: dict[str, Any], view: BoardView) -> Command | None:
    """The typed command of a press on ``view`` (None: no such press)."""
    kind, ply = message["type"], view.position.ply
    if kind == "roll":
        return RollDie(ply)
    if kind == "pass":
        return PassTurn(ply)
    if kind == "huff":
        return CallHuff(ply)
    if kind == "back":
        return Back()
    choice = message.get("choice")
    if isinstance(choice, str) and choice.startswith("m") and choice[1:].isdigit():
        index = int(choice[1:])
        if index < len(view.choices):
            return PlayMove(ply, index)
    return None


def parse(text: str) -> dict[str, Any] | None:
    """A page's message: one JSON object with a string ``type`` (None: not one)."""
    try:
        message = json.loads(text)
    except ValueError:
        return None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        return None
    version = message.get("version", 0)
    if not isinstance(version, int) or isinstance(version, bool):
        return None
    return message


def hello(room: Room, viewer: Viewer) -> str:
    out = room.answer
    assert out is not None
    seats = out.view.seats
    seat = next((i for i, s in enumerate(seats) if s.user_id == viewer.user_id), None)
    acting = isinstance(out.view, BoardView) and out.view.acting == viewer.user_id
    return encode(
        {
            "type": "hello",
            "game": out.game_id,
            "version": out.version,
            "view": view_json(out, viewer.lang),
            "events": events_json(out),
            "you": {
                "user": user_json(viewer.user_id),
                "seat": seat if viewer.user_id is not None else None,
                "acts": bool(acting and viewer.user_id is not None),
                "spectator": viewer.user_id is None or seat is None,
            },
            "viewers": len(room.viewers),
            "lang": viewer.lang,
        }
    )


PressRunner = Callable[[int, Actor, Command], Awaitable[None]]
"""How a page's press is run: the game, who presses, the typed command; raises
:class:`bot.core.Refused` (told to the page by its code). :func:`run_here` gives it to
this process's core, which runs it or forwards it to the game's own process."""


async def run_here(core: GameService, game_id: int, actor: Actor, command: Command) -> None:
    """The press given to this process's core (:meth:`GameService.press`): run here, the
    chat's card following it, drawn by the Discord edge as it draws the bot's own steps
    (:meth:`GameService.show`); or, with shards on PostgreSQL, run and shown by the
    process that serves the game, its commit coming back through the feed."""
    answer = await core.press(game_id, actor, command)
    if not isinstance(answer, Answer):
        return  # forwarded
    try:
        await core.show(answer)
    except Exception:
        log.exception("showing game %s's press from a page failed", game_id)


class Session:
    """One socket from its hello to its close."""

    def __init__(self, run: PressRunner, rooms: Rooms, room: Room, viewer: Viewer) -> None:
        self.runner = run
        self.rooms = rooms
        self.room = room
        self.viewer = viewer

    async def run(self) -> None:
        ws, viewer = self.viewer.ws, self.viewer
        async for msg in ws:
            if msg.type == WSMsgType.TEXT:
                await self._message(str(msg.data))
            elif msg.type == WSMsgType.BINARY:
                await self._refuse("web_malformed")
            else:  # errors and closes end the loop by themselves
                continue
            if viewer.strikes >= self.rooms.limits.strikes:
                await ws.close(code=POLICY, message=b"web_refused_too_often")
                return

    async def _refuse(self, code: str, **values: Any) -> None:
        self.viewer.strikes += 1
        await self.viewer.send(refused(code, self.viewer.lang, **values))

    async def _message(self, text: str) -> None:
        viewer, limits = self.viewer, self.rooms.limits
        if len(text) > limits.message_bytes or len(text.encode()) > limits.message_bytes:
            await self._refuse("web_too_big", most=limits.message_bytes)
            return
        if not viewer.bucket.take():
            await self._refuse("web_flood")
            return
        message = parse(text)
        if message is None:
            await self._refuse("web_malformed")
            return
        kind = message["type"]
        if kind == "resume":
            await self._resume(int(message.get("version", -1)))
        elif kind in PRESSES:
            await self._press(message)
        else:
            await self._refuse("web_malformed")

    async def _resume(self, version: int) -> None:
        """A page that reconnected shows ``version``: it gets what came after."""
        viewer, room = self.viewer, self.room
        await room.current()
        if room.answer is None:
            return
        if version > room.version:  # a version this process never made: start over
            viewer.version = room.version
            await viewer.send(hello(room, viewer))
            return
        viewer.version = max(version, -1)
        await room.catch_up(viewer)

    async def _press(self, message: dict[str, Any]) -> None:
        viewer, room = self.viewer, self.room
        if viewer.user_id is None:
            await self._refuse("web_spectator")
            return
        if not room.presses.take():
            await self._refuse("web_flood")
            return
        out = await room.current()
        if out is None or not isinstance(out.view, BoardView) or out.view.closed:
            await self._refuse("already_over")
            return
        if message.get("version") != out.version:
            await self._refuse("already_done")
            return
        command = command_of(message, out.view)
        if command is None:
            await self._refuse("web_malformed")
            return
        seat = next((s for s in out.view.seats if s.user_id == viewer.user_id), None)
        actor = Actor(viewer.user_id, seat.name if seat is not None else "")
        try:
            await self.runner(room.game_id, actor, command)
        except Refused as refusal:  # the core's own refusals are no misuse: no strike
            await viewer.send(encode(refusal_json(refusal.note, viewer.lang)))


def page_language(request: web.Request) -> str:
    """``?lang=`` if a catalogue speaks it, else the first of Accept-Language's that one
    speaks, else English."""
    asked = request.query.get("lang", "")
    tags = [asked] if asked else []
    header = request.headers.get("Accept-Language", "")
    weighted = []
    for i, part in enumerate(header.split(",")[:20]):
        tag, _, q = part.strip().partition(";q=")
        try:
            weight = float(q) if q else 1.0
        except ValueError:
            weight = 0.0
        weighted.append((-weight, i, tag.strip()))
    tags += [tag for _, _, tag in sorted(weighted) if tag and tag != "*"]
    for tag in tags:
        code = i18n.catalogue_for(tag)
        if code != i18n.SOURCE or tag.lower().startswith(i18n.SOURCE):
            return code
    return i18n.SOURCE


def socket_bucket(rooms: Rooms) -> Bucket:
    return Bucket(rooms.limits.rate, rooms.limits.burst, rooms.clock)
