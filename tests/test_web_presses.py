"""The card's other buttons on the live page's socket, through the real bot: the huff
(offered in the view to the seats that may call it, with the card's label; called from
a page, the card follows) and I'm back (the away person's alone); a spectator's, a
stranger's, the offender's or another seat's press is refused by code and changes
nothing. And a page's hello carries the last command's events, as the card's picture
marks them."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import Words
from rendering.words import huff_label
from tests.fakediscord import FakeDiscord
from tests.test_bot_e2e import new_game, play_turn, ply_of
from tests.web_helpers import Page, game_of, now, page, token_of, until_a_huff, until_away, web_bot
from web.server import WebServer


def link(server: WebServer, game: int, user_id: int) -> str:
    return token_of(server.personal_link(game, user_id))


async def refused_alike(pages: list[Page], kind: str, version: int) -> list[str]:
    """Each page presses ``kind`` on ``version``: the codes they were refused with."""
    for p in pages:
        await p.kind("hello")
        await p.send(type=kind, version=version)
    return [(await p.kind("refused"))["code"] for p in pages]


async def test_a_huff_is_offered_to_its_callers_and_called_from_a_page(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob, eve = fd.add_user(11, "Ann"), fd.add_user(12, "Bob"), fd.add_user(99, "Eve")
        users = {u.id: u for u in (ann, bob)}
        async with web_bot(fd, tmp_path / "db.sqlite3") as (bot, server):
            _, card = await new_game(fd, ann, bob, rules="forced_capture=huff")
            game = game_of(card)
            version, view = await until_a_huff(bot, fd, card, users)
            assert view.huff is not None
            offender = view.seats[view.huff.seat].user_id
            caller = bob if offender == ann.id else ann
            caller_seat = next(i for i, s in enumerate(view.seats) if s.user_id == caller.id)
            async with (
                page(server, game) as spectator,
                page(server, game, link(server, game, eve.id)) as stranger,
                page(server, game, link(server, game, offender or 0)) as offending,
                page(server, game, link(server, game, caller.id), lang="de") as calling,
            ):
                hello = await calling.kind("hello")
                assert hello["version"] == version
                offered = hello["view"]["huff"]
                # Who skipped with which piece, who may call it, and the card's label.
                assert offered["seat"] == view.huff.seat and offered["piece"] == view.huff.piece
                assert offered["callers"] == [caller_seat]
                name = view.seats[view.huff.seat].name
                assert offered["label"] == huff_label(name, view.huff.piece, Words("de"))
                english = card.component(f"ludo:{game}:huff:{view.position.ply}")["label"]
                assert english == huff_label(name, view.huff.piece, Words("en"))

                refusals = await refused_alike([spectator, stranger, offending], "huff", version)
                assert refusals == ["web_spectator", "cannot_huff", "huff_others"]
                assert (await now(bot, game))[0] == version  # nothing changed
                assert not [m for m in spectator.got if m["type"] == "commit"]

                # The caller huffs from the page: every page gets it, the card follows.
                await calling.send(type="huff", version=version)
                commit = await calling.commit_after(version)
                assert "huffed" in [e["kind"] for e in commit["events"]]
                assert commit["view"]["huff"] is None
                assert (await spectator.commit_after(version))["version"] == commit["version"]
                await fd.wait_for(lambda: not any(":huff:" in c for c in card.custom_ids))
                assert ply_of(card) == commit["view"]["position"]["ply"]
                assert not calling.refusals


async def test_im_back_is_its_away_persons_alone(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob, eve = fd.add_user(21, "Ann"), fd.add_user(22, "Bob"), fd.add_user(98, "Eve")
        users = {u.id: u for u in (ann, bob)}
        async with web_bot(fd, tmp_path / "db.sqlite3") as (bot, server):
            _, card = await new_game(fd, ann, bob)
            game = game_of(card)
            version, _ = await until_away(bot, fd, card, users, ann)
            async with (
                page(server, game) as spectator,
                page(server, game, link(server, game, eve.id)) as stranger,
                page(server, game, link(server, game, bob.id)) as other,
                page(server, game, link(server, game, ann.id)) as away,
            ):
                hello = await away.kind("hello")
                seat = hello["you"]["seat"]
                assert hello["view"]["back"] and hello["view"]["seats"][seat]["away"] == "computer"
                refusals = await refused_alike([spectator, stranger, other], "back", version)
                assert refusals == ["web_spectator", "not_in_game", "not_away"]
                assert (await now(bot, game))[0] == version

                await away.send(type="back", version=version)
                commit = await away.commit_after(version)
                assert commit["view"]["seats"][seat]["away"] is None
                assert not commit["view"]["back"]
                await fd.wait_for(lambda: not any(":back:" in c for c in card.custom_ids))
                assert (await now(bot, game))[1].seats[seat].away is None
                assert not away.refusals


async def test_the_hello_carries_the_last_commands_events(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(31, "Ann"), fd.add_user(32, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with web_bot(fd, tmp_path / "db.sqlite3") as (bot, server):
            _, card = await new_game(fd, ann, bob)
            game = game_of(card)
            async with page(server, game) as watching:
                await watching.kind("hello")
                for _ in range(8):  # a few turns: rolls, an entry, moves
                    await play_turn(fd, users, card)
                answer = await bot.service.queries.latest(game)
                assert answer is not None and answer.events
                commit = await watching.kind("commit", version=answer.version)
                # A page opened now (or a reconnect's hello) gets what the last commit
                # did, as the card's picture marks it.
                async with page(server, game) as opened:
                    hello = await opened.kind("hello")
                assert hello["version"] == answer.version
                assert hello["events"] == [e.to_dict() for e in answer.events]
                assert hello["events"] == commit["events"]
                # And where the track ends for the pieces' paths (war runs laps).
                position = hello["view"]["position"]
                assert position["limit"] == answer.view.position.limit  # type: ignore[union-attr]
