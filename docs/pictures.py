"""The README's pictures of a game as a user sees it: the lobby, the board, the end.

``.venv/bin/python docs/pictures.py [FOLDER]`` runs the real bot against the stand-in Discord of
the tests (nothing leaves the machine), plays a seeded game through its buttons, and
draws the three cards the channel showed into ``docs/lobby.png``, ``docs/game.png`` and
``docs/end.png``, in Discord's dark theme: the cards are the bot's own Components V2
messages, with the pictures it uploaded (each gallery item shows its own upload: the
board, and on the end card the dice chart); ``docs/board.png`` is the board picture of
the turn shown, as uploaded. ``docs/standings.png`` is a tournament's standings picture
after three rounds of a seeded Swiss of twelve at tables of four (:func:`standings`).
``tests/test_readme_pictures.py`` draws them again and fails when they differ: after a
change to what the cards say or show, run this script.
"""

from __future__ import annotations

import asyncio
import io
import random
import re
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.app import discord_bot  # noqa: E402
from bot.engine import SeededDice  # noqa: E402
from bot.tournaments import Entrant, TableResult, pair_swiss  # noqa: E402
from bot.tournaments import standings as standings_of  # noqa: E402
from rendering.fonts import draw_text, text_width  # noqa: E402
from rendering.standings import standings_png  # noqa: E402
from tests.fakediscord import FakeDiscord, Message, User  # noqa: E402

WIDTH = 620
PAD = 16
BACKGROUND = (49, 51, 56)
CARD = (43, 45, 49)
TEXT = (219, 222, 225)
MUTED = (148, 155, 164)
MENTION = (201, 205, 251)
MENTION_BG = (60, 66, 112)
BUTTONS = {1: (88, 101, 242), 2: (78, 80, 88), 3: (36, 128, 70), 4: (218, 55, 60)}
SIZES = {"h2": 20, "text": 15, "small": 12}


def _mentions(text: str, users: dict[int, str]) -> str:
    """``<@id>`` as Discord shows it: @name in a chip (marked by control characters); a
    relative time ``<t:unix:R>`` as a reader sees it when the card is new (a fixed phrase,
    so the pictures do not change with the clock)."""
    text = re.sub(r"<t:\d+:R>", "in 2 minutes", text)
    return re.sub(r"<@(\d+)>", lambda m: f"\x01@{users.get(int(m[1]), 'someone')}\x02", text)


def _wrap(text: str, size: int, width: int) -> Iterator[str]:
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}".strip()
            if line and text_width(candidate, size) > width:
                yield line
                line = word
            else:
                line = candidate
        yield line


class Canvas:
    """Draws a card top to bottom, growing as it goes."""

    def __init__(self, accent: tuple[int, int, int]) -> None:
        self.img = Image.new("RGB", (WIDTH, 4000), BACKGROUND)
        self.draw = ImageDraw.Draw(self.img)
        self.accent = accent
        self.y = PAD + 12
        self.left = PAD + 18
        self.right = WIDTH - PAD - 14

    def text(self, content: str, users: dict[int, str]) -> None:
        for raw in _mentions(content, users).split("\n"):
            size, colour = SIZES["text"], TEXT
            if raw.startswith("## "):
                raw, size = raw[3:], SIZES["h2"]
            elif raw.startswith("-# "):
                raw, size, colour = raw[3:], SIZES["small"], MUTED
            elif raw.startswith("- "):
                raw = "• " + raw[2:]
            raw = raw.replace("**", "")
            for line in _wrap(raw, size, self.right - self.left):
                self._line(line, size, colour)
        self.y += 6

    def _line(self, line: str, size: int, colour: tuple[int, int, int]) -> None:
        x = self.left
        for part in re.split(r"(\x01[^\x02]*\x02)", line):
            if not part:
                continue
            if part.startswith("\x01"):
                part = part.strip("\x01\x02")
                w = text_width(part, size)
                self.draw.rounded_rectangle(
                    (x - 2, self.y - 1, x + w + 2, self.y + size + 4), 3, fill=MENTION_BG
                )
                x += draw_text(self.img, (x, self.y), part, size, MENTION, anchor="lt")
            else:
                x += draw_text(self.img, (x, self.y), part, size, colour, anchor="lt")
        self.y += round(size * 1.45)

    def picture(self, png: bytes) -> None:
        board = Image.open(io.BytesIO(png)).convert("RGB")
        width = self.right - self.left
        board = board.resize((width, round(board.height * width / board.width)))
        self.img.paste(board, (self.left, self.y))
        self.y += board.height + 10

    def separator(self) -> None:
        self.draw.line((self.left, self.y + 4, self.right, self.y + 4), fill=(63, 65, 71))
        self.y += 12

    def buttons(self, items: list[dict[str, Any]]) -> None:
        x = self.left
        for b in items:
            label = str(b.get("label") or "")
            w = text_width(label, 14) + 28
            fill = BUTTONS.get(int(b.get("style", 2)), BUTTONS[2])
            ink = (255, 255, 255)
            if b.get("disabled"):  # as Discord greys them out
                fill = tuple(round(c * 0.45 + CARD[i] * 0.55) for i, c in enumerate(fill))
                ink = (150, 150, 150)
            self.draw.rounded_rectangle((x, self.y, x + w, self.y + 32), 4, fill=fill)
            draw_text(self.img, (x + w / 2, self.y + 16), label, 14, ink, "mm")
            x += w + 8
        self.y += 40

    def select(self, item: dict[str, Any]) -> None:
        box = (self.left, self.y, self.right, self.y + 38)
        self.draw.rounded_rectangle(box, 4, fill=(30, 31, 34), outline=(24, 25, 28))
        draw_text(self.img, (self.left + 12, self.y + 19), item.get("placeholder", ""), 14, MUTED)
        draw_text(self.img, (self.right - 16, self.y + 19), "⌄", 16, TEXT, "mm")
        self.y += 46

    def finish(self) -> Image.Image:
        bottom = self.y + 6
        card = Image.new("RGB", (WIDTH, bottom + PAD), BACKGROUND)
        shape = ImageDraw.Draw(card)
        shape.rounded_rectangle((PAD, PAD, WIDTH - PAD, bottom), 8, fill=CARD)
        shape.rectangle((PAD, PAD, PAD + 4, bottom), fill=self.accent)
        content = self.img.crop((PAD + 6, PAD + 1, WIDTH - PAD - 1, bottom - 1))
        card.paste(content, (PAD + 6, PAD + 1))
        return card


def _upload(message: Message, media: dict[str, Any]) -> bytes | None:
    """The bytes of the upload a gallery item shows: by its attachment id, as Discord
    resolves ``attachment://NAME``, else by the file name at the end of its URL."""
    for upload in message.attachment_list:
        if str(upload.id) == str(media.get("attachment_id")):
            return upload.data
    name = str(media.get("url", "")).rsplit("/", 1)[-1].removeprefix("attachment://")
    return message.files.get(name)


def draw_card(message: Message, users: dict[int, str]) -> Image.Image:
    """A Components V2 message as Discord's dark theme shows it."""
    container = next(c for c in message.components if c.get("type") == 17)
    accent = int(container.get("accent_color") or 0x5865F2)
    canvas = Canvas(((accent >> 16) & 255, (accent >> 8) & 255, accent & 255))
    canvas.img.paste(CARD, (0, 0, WIDTH, canvas.img.height))
    for c in container.get("components", []):
        kind = c.get("type")
        if kind == 10:
            canvas.text(str(c.get("content", "")), users)
        elif kind == 14:
            canvas.separator()
        elif kind == 12:  # a gallery: each item names its own upload
            for item in c.get("items", []):
                picture = _upload(message, item.get("media", {}))
                if picture is not None:
                    canvas.picture(picture)
        elif kind == 1:
            inner = c.get("components", [])
            if inner and inner[0].get("type") == 3:
                canvas.select(inner[0])
            else:
                canvas.buttons(inner)
    return canvas.finish()


async def play(out: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob, cy = fd.add_user(11, "Ann"), fd.add_user(12, "Bob"), fd.add_user(13, "Cy")
        people: dict[int, User] = {u.id: u for u in (ann, bob, cy)}
        names = {u.id: u.name for u in people.values()}
        with tempfile.TemporaryDirectory() as tmp:
            bot = await discord_bot(
                Path(tmp) / "db.sqlite3", dice_factory=lambda: SeededDice(7), computer_pause=0
            )
            async with fd.running(bot, timeout=120):
                await fd.answered(await fd.slash("ludo new", ann, preset="madn"))
                card = fd.latest_message()
                for who in (bob, cy):
                    await fd.answered(await fd.click(card, card.button("Join"), who))
                menu = next(c for c in card.custom_ids if c.endswith(":colour"))
                await fd.answered(await fd.select(card, menu, ["green"], bob))
                await fd.answered(await fd.click(card, card.button("Add computer"), ann))
                draw_card(card, names).save(out / "lobby.png", optimize=True)
                await fd.answered(await fd.click(card, card.button("Start"), ann))
                shot = False
                for step in range(6000):
                    if any(":rematch:" in c for c in card.custom_ids):
                        break
                    found = re.search(r"<@(\d+)>", card.text())
                    if found is None:  # a computer is thinking
                        touched = card.touched
                        await fd.wait_for(lambda: card.touched != touched)  # noqa: B023
                        continue
                    if not shot and step > 60 and len(card.custom_ids) > 1:
                        draw_card(card, names).save(out / "game.png", optimize=True)
                        # The board picture alone, as the bot uploaded it.
                        (out / "board.png").write_bytes(card.files["board.png"])
                        shot = True
                    button = next(c for c in card.custom_ids if c.startswith("ludo:"))
                    await fd.answered(await fd.click(card, button, people[int(found[1])]))
                draw_card(card, names).save(out / "end.png", optimize=True)
                # The last ping is removed before the bot stops.
                await fd.wait_for(lambda: not any(m.content for m in fd.public_messages()))


PLAYERS = ("Ann", "Bob", "Cy", "Dagny", "Émile", "Fatma", "Gopal", "Hana", "Iker", "Jo", "Kari")


def standings(out: Path) -> None:
    """The standings picture after round 3 of 5 of a Swiss of twelve at tables of four,
    each table's places drawn from a seeded shuffle; the last table played is marked."""
    rng = random.Random(37)
    names = dict(enumerate((*PLAYERS, "Bartholomew the Magnificent"), 1))
    people = [Entrant(i, rating=1500 + 25 * (i % 7)) for i in names]
    results: list[TableResult] = []
    for number in (1, 2, 3):
        done = pair_swiss(people, results, 4, number)
        for table in done.tables:
            places = list(table.seats)
            rng.shuffle(places)
            results.append(TableResult(number, table.number, tuple(places), table.seats))
    png = standings_png(
        standings_of(people, results),
        names,
        round_no=3,
        rounds=5,
        title="Friday Ludo Night",
        marked=set(done.tables[0].seats),
    )
    (out / "standings.png").write_bytes(png)


if __name__ == "__main__":
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs"
    standings(folder)
    asyncio.run(play(folder))
