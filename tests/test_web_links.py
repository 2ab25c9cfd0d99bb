"""The links to the live board through the real bot: the card's "Watch live" (a server's
game), /ludo board's private link and the "your turn" DM's, each a token that speaks for
that person in that game; the page's route and its headers; a page that reconnects
catches up; the health lines count the pages."""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path

import aiohttp

from bot.app import open_core
from bot.health import Heartbeat, heartbeat_path, web_line
from cogs.ludo.texts import read
from tests.fakediscord import FakeDiscord, Message
from tests.test_bot_e2e import new_game, play_turn, press, to_act
from tests.web_helpers import PUBLIC, game_of, page, token_of, web_bot, web_config
from web.server import WebServer


def link_buttons(message: Message) -> list[dict[str, object]]:
    return [c for c in message.walk() if c.get("type") == 2 and c.get("style") == 5]


async def test_the_card_board_and_dm_carry_links(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(11, "Ann"), fd.add_user(12, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with web_bot(fd, tmp_path / "db.sqlite3") as (_, server):
            await fd.answered(await fd.slash("ludo new", ann, pace="24h"))
            lobby = fd.latest_message()
            await press(fd, lobby, "Join", bob)
            await press(fd, lobby, "Start", ann)
            board, game = lobby, game_of(lobby)
            # The card: one link button, to the game's public page (no token).
            (watch,) = link_buttons(board)
            assert watch["url"] == f"{PUBLIC}/live/{game}" and "custom_id" not in watch

            # /ludo board: privately, the person's own link.
            answer = await fd.answered(await fd.slash("ludo board", bob))
            lines = [read(line) for line in answer.text().splitlines()]
            live = next(found[1] for found in lines if found and found[0] == "board_live")
            assert answer.ephemeral
            assert server.signer.read(token_of(live["url"]), game).user_id == bob.id

            # The "your turn" DM of a slow game: the person to act's own link.
            who = to_act(fd.latest_message(), users)
            await fd.wait_for(lambda: any(not m.ephemeral for m in fd.dms_to(who)))
            dm = next(m for m in fd.dms_to(who) if not m.ephemeral)
            found = [read(line) for line in dm.content.splitlines()]
            link = next(f[1]["url"] for f in found if f and f[0] == "dm_live")
            assert server.signer.read(token_of(link), game).user_id == who.id


async def test_a_page_that_reconnects_catches_up(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(11, "Ann"), fd.add_user(12, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with web_bot(fd, tmp_path / "db.sqlite3") as (_, server):
            _, board = await new_game(fd, ann, bob)
            game = game_of(board)
            async with page(server, game) as first:
                seen = (await first.kind("hello"))["version"]
            # Gone meanwhile: two presses on the card.
            await play_turn(fd, users, board)
            await play_turn(fd, users, board)
            async with page(server, game) as again:
                now = (await again.kind("hello"))["version"]
                assert now > seen
                await again.send(type="resume", version=seen)
                caught = await again.kind("commit")
                assert caught["version"] == now
                # Resuming at the version shown sends nothing; a version never made, a
                # hello again.
                await again.send(type="resume", version=now)
                await again.send(type="resume", version=now + 50)
                await again.wait(lambda m: m["type"] == "hello" and m is not again.got[0])
                assert [m["type"] for m in again.got] == ["hello", "commit", "hello"]


async def test_the_page_route_and_its_headers(tmp_path: Path) -> None:
    static = tmp_path / "static"
    static.mkdir()
    (static / "app.js").write_text("console.log('board')", encoding="utf-8")
    core = await open_core(tmp_path / "db.sqlite3")
    server = WebServer(core, web_config(), static=static)
    try:
        await server.start()
        base = f"http://127.0.0.1:{server.port}"
        async with aiohttp.ClientSession() as http:
            async with http.get(f"{base}/live/5") as missing:
                assert missing.status == 503
            (static / "live.html").write_text(
                '<script src="../static/app.js?v={{hash:app.js}}"></script>', encoding="utf-8"
            )
            async with http.get(f"{base}/live/5?t=abc") as shown:
                html = await shown.text()
                headers = shown.headers
            digest = hashlib.sha256(b"console.log('board')").hexdigest()[:16]
            assert shown.status == 200 and f"app.js?v={digest}" in html
            policy = headers["Content-Security-Policy"]
            assert "frame-ancestors https://discord.com" in policy
            assert "script-src 'self'" in policy and "unsafe" not in policy
            assert "connect-src 'self' wss://ludo.example.org" in policy
            assert headers["Referrer-Policy"] == "no-referrer"
            assert headers["Cache-Control"] == "no-store"
            async with http.get(f"{base}/static/app.js") as js:
                assert js.status == 200 and "Content-Security-Policy" in js.headers
            for bad in ("abc", "99999999999999999999", "-1"):
                async with http.get(f"{base}/live/{bad}") as nothing:
                    assert nothing.status == 404
            async with http.get(f"{base}/static/../server.py") as escape:
                assert escape.status in (403, 404)
    finally:
        await server.close()
        await core.close()


def test_the_health_lines_count_the_pages(tmp_path: Path) -> None:
    database = tmp_path / "db.sqlite3"
    counts = {"viewers": 3, "sockets": 4, "games": 1}
    beat = Heartbeat(heartbeat_path(database), web=lambda: counts)
    beat.write(time.time())
    written = json.loads(heartbeat_path(database).read_text(encoding="utf-8"))
    assert written["web"] == counts
    assert web_line(database) == "live board on the web: viewers 3, sockets 4, games 1"
    Heartbeat(heartbeat_path(database)).write(time.time())  # the web edge off
    assert web_line(database) is None


async def test_a_listen_address_in_use_is_one_line_exit_2(tmp_path: Path) -> None:
    """Another program holds LUDOBOT_WEB_LISTEN's port: start-up says so and stops (trying
    again would not free it)."""
    import dataclasses
    import socket

    from bot.config import Config
    from bot.startup import Problem, serve

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        web = dataclasses.replace(web_config(), port=port)
        config = Config("fake-token", tmp_path / "db.sqlite3", None, "INFO", web=web)
        async with FakeDiscord():
            failure = await serve(config, 3, 5)
    assert failure is not None and failure.problem is Problem.WEB_LISTEN
    assert failure.exit_code == 2 and f"127.0.0.1:{port}" in failure.line()
    assert "\n" not in failure.line()
