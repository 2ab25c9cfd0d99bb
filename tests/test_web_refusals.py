"""What the live board's socket refuses, by code, through the real bot: forged, expired
and other games' links, a spectator's press, a press for another seat, a stale press,
oversized, malformed and flooding messages, a foreign Origin, a DM game without a
member's link, the limits per address and per game; and that none of it changes the
game, and nothing is kept once the pages leave."""

from __future__ import annotations

from pathlib import Path

import aiohttp
import pytest

from tests.fakediscord import FakeDiscord, Message, User
from tests.test_bot_anywhere import open_here
from tests.test_bot_e2e import new_game, ply_of, press, to_act
from tests.web_helpers import Page, game_of, page, token_of, web_bot
from web.config import Limits
from web.sockets import POLICY, TRY_LATER


async def game_in(
    fd: FakeDiscord, host: User, other: User, channel: int
) -> tuple[Message, Message]:
    """A game of two started in ``channel``: (lobby, board), the same message."""
    await fd.answered(await fd.slash("ludo new", host, channel))
    lobby = fd.latest_message(channel)
    await press(fd, lobby, "Join", other)
    await press(fd, lobby, "Start", host)
    return lobby, lobby


async def closed_with(p: Page) -> int | None:
    await p.closed.wait()
    return p.ws.close_code


async def test_links_presses_and_messages_refused_by_code(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob, eve = fd.add_user(11, "Ann"), fd.add_user(12, "Bob"), fd.add_user(99, "Eve")
        users = {u.id: u for u in (ann, bob)}
        async with web_bot(fd, tmp_path / "db.sqlite3") as (bot, server):
            _, board = await new_game(fd, ann, bob)
            game = game_of(board)
            _, other_board = await game_in(fd, bob, ann, fd.add_channel("b").id)
            ply = ply_of(board)
            who = to_act(board, users)
            waiting = bob if who is ann else ann

            # Links: forged, expired, another game's.
            good = token_of(server.personal_link(game, who.id))
            forged = good[:-3] + ("AAA" if not good.endswith("AAA") else "BBB")
            expired = server.signer.make(game, who.id, -1)
            elsewhere = server.signer.make(game_of(other_board), who.id, 3600)
            for token, expected in (
                (forged, "web_token_forged"),
                ("not-a-token", "web_token_forged"),
                (expired, "web_token_expired"),
                (elsewhere, "web_token_other_game"),
            ):
                async with page(server, game, token) as p:
                    assert (await p.kind("refused"))["code"] == expected
                    assert await closed_with(p) == POLICY

            # A foreign page may not open the socket at all.
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                async with page(server, game, origin="https://evil.example"):
                    pass
            assert refused.value.status == 403

            # A spectator, a player whose turn it is not, a stranger with a link.
            async with (
                page(server, game) as spectator,
                page(server, game, token_of(server.personal_link(game, waiting.id))) as idle,
                page(server, game, token_of(server.personal_link(game, eve.id))) as stranger,
                page(server, game, good) as mine,
            ):
                version = (await mine.kind("hello"))["version"]
                await spectator.send(type="roll", version=version)
                assert (await spectator.kind("refused"))["code"] == "web_spectator"
                await idle.send(type="roll", version=version)
                assert (await idle.kind("refused"))["code"] == "not_your_turn"
                await stranger.send(type="roll", version=version)
                assert (await stranger.kind("refused"))["code"] == "not_a_player"
                # The right person, but a version the page does not show.
                await mine.send(type="roll", version=version - 1)
                # Oversized, malformed, not an object, binary, unknown, a bad choice.
                await mine.send(type="resume", version=version, pad="x" * 600)
                await mine.ws.send_str("{not json")
                await mine.ws.send_str("[1, 2]")
                await mine.ws.send_bytes(b"\x00\x01")
                await mine.send(type="teleport", version=version)
                await mine.send(type="move", choice="m99", version=version)
                await mine.send(type="roll", version="one")
                await mine.wait(lambda m: len([x for x in mine.got if x["type"] == "refused"]) >= 8)
                assert mine.refusals == [
                    "already_done",
                    "web_too_big",
                    "web_malformed",
                    "web_malformed",
                    "web_malformed",
                    "web_malformed",
                    "web_malformed",
                    "web_malformed",
                ]
                assert all(m["text"] and m["text"] != m["code"] for m in mine.got[1:])
                # None of it changed the game.
                assert ply_of(board) == ply
                assert not [m for m in spectator.got if m["type"] == "commit"]

            # A flood: refused beyond the rate, then closed after too many refusals.
            async with page(server, game, good) as flooding:
                await flooding.kind("hello")
                for _ in range(40):
                    if flooding.closed.is_set():
                        break
                    await flooding.send(type="resume", version=0)
                assert await closed_with(flooding) == POLICY
                assert "web_flood" in flooding.refusals
            assert ply_of(board) == ply

        # Nothing is kept once the pages left.
        assert server.rooms.rooms == {} and server.rooms.addresses == {}
        assert server.rooms.sockets == 0 and bot.service.feed.games == 0


async def test_limits_per_address_and_per_game(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(11, "Ann"), fd.add_user(12, "Bob")
        limits = Limits(per_address=3, per_game=2, game_rate=0.001, game_burst=1)
        async with web_bot(fd, tmp_path / "db.sqlite3", limits=limits) as (_, server):
            _, board = await new_game(fd, ann, bob)
            _, second = await game_in(fd, bob, ann, fd.add_channel("b").id)
            game, other = game_of(board), game_of(second)
            async with page(server, game) as a, page(server, game) as b:
                await a.kind("hello")
                await b.kind("hello")
                async with page(server, game) as c:
                    assert (await c.kind("refused"))["code"] == "web_game_full"
                    assert await closed_with(c) == TRY_LATER
                async with page(server, other) as d:
                    await d.kind("hello")
                    async with page(server, other) as e:
                        assert (await e.kind("refused"))["code"] == "web_too_many_here"
                        assert await closed_with(e) == TRY_LATER
                # The count reaches the pages.
                await a.wait(lambda m: m["type"] == "viewers" and m["count"] == 2)
            # Presses on one game, from all its pages: one a while here, then refused.
            users = {u.id: u for u in (ann, bob)}
            who = to_act(board, users)
            async with page(server, game, token_of(server.personal_link(game, who.id))) as p:
                version = (await p.kind("hello"))["version"]
                await p.send(type="pass", version=version - 1)  # taken, then refused stale
                await p.send(type="roll", version=version)
                await p.wait(lambda m: len(p.refusals) >= 2)
                assert p.refusals == ["already_done", "web_flood"]
                assert ply_of(board) == (await p.kind("hello"))["view"]["position"]["ply"]
            async with page(server, game) as again:  # room again once they left
                await again.kind("hello")


async def test_a_dm_game_is_watched_only_with_a_members_link(
    tmp_path: Path,
) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(31, "Ann"), fd.add_user(32, "Bob")
        group = fd.add_group_dm("friends", [ann, bob]).id
        async with web_bot(fd, tmp_path / "db.sqlite3") as (_, server):
            lobby = await open_here(fd, ann, group)
            await press(fd, lobby, "Join", bob)
            await press(fd, lobby, "Start", ann)
            card = fd.latest_message(group)
            game = game_of(card)
            # No public page, so no "Watch live" on its card.
            assert not [c for c in card.walk() if c.get("style") == 5 and c.get("type") == 2]
            async with page(server, game) as anonymous:
                assert (await anonymous.kind("refused"))["code"] == "web_private"
                assert await closed_with(anonymous) == POLICY
            async with page(server, game, token_of(server.personal_link(game, bob.id))) as member:
                hello = await member.kind("hello")
                assert hello["you"]["seat"] is not None and not hello["you"]["spectator"]
            # No seed, no secret: the hash only while the game runs.
            seed = hello["view"]["seed"]
            assert seed is None or seed["revealed"] is None
            assert "dice_seed" not in str(hello)
