"""The live page as the browser tests see it: what it shows (its version, its pieces and
where they stand, its buttons, its refusals) read from the page itself, and where the
PNG draws the same pieces (:func:`rendering.draw.piece_spots`)."""

from __future__ import annotations

import io
import math
import socket
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image
from playwright.async_api import BrowserContext, Page

from bot.core import BoardView
from bot.engine import Event, Position
from rendering.draw import DEFAULT_SIZE, arrow_shape, last_move, mark_width, piece_spots
from rendering.layout import Point, layout
from rendering.palette import COLOURS

Spot = tuple[float, float, float]
"""A piece's centre and radius, in the PNG's pixels at :data:`DEFAULT_SIZE`."""
WAIT_MS = 15_000


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def expected_spots(position: Position) -> dict[tuple[str, int], Spot]:
    """Where the PNG draws each piece of ``position``: by colour name and piece."""
    L = layout(position.board.name, DEFAULT_SIZE)
    return {
        (position.board.colours[s.colour], s.piece): (s.centre[0], s.centre[1], s.radius)
        for s in piece_spots(position, L)
    }


@dataclass
class LivePage:
    """One browser page on a game's live board."""

    page: Page
    name: str

    @classmethod
    async def open(cls, context: BrowserContext, url: str, name: str) -> LivePage:
        page = await context.new_page()
        live = cls(page, name)
        page.on("pageerror", lambda error: live.errors.append(str(error)))
        # A script, style or font the Content-Security-Policy blocked, a file not found.
        page.on("console", lambda m: live.errors.append(m.text) if m.type == "error" else None)
        await page.goto(url)
        return live

    def __post_init__(self) -> None:
        self.errors: list[str] = []

    async def version(self) -> int:
        found = await self.page.get_attribute("#ludo", "data-version")
        return int(found) if found is not None else -1

    async def wait_version(self, version: int, at_least: bool = False) -> None:
        """Until the page shows ``version`` (or a later one)."""
        test = ">=" if at_least else "==="
        await self.page.wait_for_function(
            f"""() => {{
                const root = document.getElementById("ludo");
                return root && Number(root.dataset.version ?? -1) {test} {version};
            }}""",
            timeout=WAIT_MS,
        )

    async def pieces(self) -> dict[tuple[str, int], Spot]:
        """Where the page draws each piece (its SVG coordinates: the PNG's pixels)."""
        found: list[dict[str, Any]] = await self.page.eval_on_selector_all(
            ".board .piece",
            """nodes => nodes.map(n => ({colour: n.dataset.colour, piece: Number(n.dataset.piece),
                x: Number(n.dataset.x), y: Number(n.dataset.y), s: Number(n.dataset.s)}))""",
        )
        return {(p["colour"], p["piece"]): (p["x"], p["y"], p["s"]) for p in found}

    async def shows(self, position: Position) -> None:
        """The page's pieces stand where the PNG draws them."""
        mine = await self.pieces()
        wanted = expected_spots(position)
        assert set(mine) == set(wanted), (self.name, sorted(mine), sorted(wanted))
        full = layout(position.board.name, DEFAULT_SIZE).cell * 0.34
        for key, (x, y, r) in wanted.items():
            px, py, scale = mine[key]
            assert abs(px - x) < 0.05 and abs(py - y) < 0.05, (self.name, key, (px, py), (x, y))
            assert abs(scale * full - r) < 0.05, (self.name, key, scale, r)

    async def screenshot_colours(self, position: Position) -> dict[tuple[str, int], bool]:
        """For each piece standing alone, whether the page's screenshot shows the piece's
        colour inside its shape (sampled beside its number), at the PNG's place scaled to
        the SVG on screen."""
        await self.page.bring_to_front()
        # At rest: no piece walking, the die not rolling.
        await self.page.wait_for_function(
            """() => document.getAnimations().every(a => a.playState !== "running")
                && !document.querySelector(".die.rolling")""",
            timeout=WAIT_MS,
        )
        board = self.page.locator(".board")
        box = await board.bounding_box()
        assert box is not None
        shot = Image.open(io.BytesIO(await board.screenshot())).convert("RGB")
        L = layout(position.board.name, DEFAULT_SIZE)
        scale = shot.width / L.width
        return sample(shot, position, scale, L.top)

    async def marks(self) -> Marks:
        """The last move's marks the page draws: each arrow's line and head, and the
        centre of each capture's cross (the SVG's coordinates: the PNG's pixels)."""
        found: dict[str, Any] = await self.page.eval_on_selector(
            ".board .marks",
            """marks => ({
                arrows: [...marks.querySelectorAll(".last-move")].map(g => [
                    g.querySelector("polyline").getAttribute("points"),
                    g.querySelector("polygon").getAttribute("points")]),
                crosses: [...marks.querySelectorAll(".capture circle")].map(c =>
                    [Number(c.getAttribute("cx")), Number(c.getAttribute("cy"))]),
            })""",
        )
        arrows = [(points_of(line), points_of(head)) for line, head in found["arrows"]]
        return Marks(arrows, [(x, y) for x, y in found["crosses"]])

    async def alert(self) -> tuple[str, str]:
        """The refusal on screen: its code and its words ("" and "" when none)."""
        alert = self.page.locator("#alert")
        if await alert.is_hidden():
            return "", ""
        return (await alert.get_attribute("data-code") or ""), (await alert.inner_text())

    async def wait_alert(self) -> tuple[str, str]:
        await self.page.wait_for_selector("#alert:not([hidden])", timeout=WAIT_MS)
        return await self.alert()


def sample(picture: Image.Image, position: Position, scale: float, top: float) -> dict[Any, bool]:
    """For each piece alone on its place: is its colour in ``picture`` (a PNG of the card,
    ``top`` 0, or a screenshot of the SVG, whose top is the banner's height) below its
    number, at its place scaled by ``scale``?"""
    L = layout(position.board.name, DEFAULT_SIZE)
    full = L.cell * 0.34
    out = {}
    for (colour, piece), (x, y, r) in expected_spots(position).items():
        if abs(r - full) > 0.01:
            continue  # sharing a square: another piece may cover this one's sample
        # Inside every shape and its outline, beside its number.
        px, py = round((x + r * 0.42) * scale), round((y + r * 0.42 - top) * scale)
        got = picture.getpixel((px, py))
        assert isinstance(got, tuple)
        want = COLOURS[colour]
        out[(colour, piece)] = sum((a - b) ** 2 for a, b in zip(got[:3], want, strict=True)) < 40**2
    return out


@dataclass
class Marks:
    """The last move's marks: each arrow as its line and its head, each capture's cross
    by its centre."""

    arrows: list[tuple[list[Point], list[Point]]]
    crosses: list[Point]

    def near(self, other: Marks, within: float = 0.02) -> bool:
        """The same marks, each point within ``within`` pixels."""
        mine = [p for line, head in self.arrows for p in (*line, *head)] + self.crosses
        theirs = [p for line, head in other.arrows for p in (*line, *head)] + other.crosses
        shapes = [(len(a), len(b)) for a, b in self.arrows]
        if shapes != [(len(a), len(b)) for a, b in other.arrows] or len(mine) != len(theirs):
            return False
        return all(math.dist(a, b) <= within for a, b in zip(mine, theirs, strict=True))


def expected_marks(position: Position, events: Sequence[Event]) -> Marks:
    """The last move's marks where the PNG draws them (:func:`rendering.draw.last_move`)."""
    L = layout(position.board.name, DEFAULT_SIZE)
    drawn = last_move(position, L, events)
    shapes = [arrow_shape(path, mark_width(L)) for path in drawn.paths]
    corner = L.cell * 0.34
    return Marks(
        [shape for shape in shapes if shape is not None],
        [(x + corner, y - corner) for x, y in drawn.captured],
    )


def points_of(text: str) -> list[Point]:
    """An SVG ``points`` attribute's points."""
    pairs = [pair.split(",") for pair in text.split()]
    return [(float(x), float(y)) for x, y in pairs]


def board_of(view: object) -> BoardView:
    assert isinstance(view, BoardView), view
    return view


__all__ = [
    "LivePage",
    "Marks",
    "board_of",
    "expected_marks",
    "expected_spots",
    "free_port",
    "sample",
]
