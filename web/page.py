"""What the board page loads besides its own files: its data and its script's font.

- ``GET /live/{game}/data``: the page's words in the viewer's language (``?lang=``, else
  Accept-Language, as the socket chooses it: :func:`web.sockets.page_language`) and every
  board's geometry (:mod:`web.words`, :mod:`web.geometry`); the same for every game, so
  it may be cached; the game's number is in the address only so that a page (or the
  Activity, through Discord's proxy) finds it beside its socket.
- ``GET /fonts/{name}``: the project's own Devanagari font (the one the PNG draws
  Hindi with, ``rendering/fonts``): a browser without one shapes Hindi with it, so a
  Hindi page never shows boxes; nothing is fetched from elsewhere.

The composition root adds these to the web server (:meth:`web.server.WebServer.add_routes`).
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Final

from aiohttp import web

from .geometry import geometry_json
from .sockets import page_language
from .words import words_json

FONTS: Final = Path(__file__).resolve().parent.parent / "rendering" / "fonts"
SERVED_FONTS: Final = frozenset({"NotoSansDevanagari-Bold-subset.ttf"})
"""The fonts the page may load (by name; nothing else of the folder is served)."""
CACHE: Final = "public, max-age=3600"


@functools.cache
def page_data(lang: str) -> bytes:
    """The page's data for a catalogue's code, made once per language and process."""
    return f'{{"words":{words_json(lang)},"geometry":{geometry_json()}}}'.encode()


async def data(request: web.Request) -> web.Response:
    game = request.match_info["game"]
    if not game.isdigit() or len(game) > 19:
        raise web.HTTPNotFound()
    response = web.Response(body=page_data(page_language(request)), content_type="application/json")
    response.headers["Cache-Control"] = CACHE
    response.headers["Vary"] = "Accept-Language"
    return response


async def font(request: web.Request) -> web.FileResponse:
    name = request.match_info["name"]
    if name not in SERVED_FONTS:
        raise web.HTTPNotFound()
    response = web.FileResponse(FONTS / name)
    response.headers["Cache-Control"] = "public, max-age=86400"
    return response


def routes() -> list[web.RouteDef]:
    """The page's routes, for :meth:`web.server.WebServer.add_routes`."""
    return [web.get("/live/{game}/data", data), web.get("/fonts/{name}", font)]


__all__ = ["page_data", "routes"]
