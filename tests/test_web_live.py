"""The live board's socket through the real bot and the stand-in Discord: a page sees
every commit (a card press, a page's press), a page's press is the card's command and
the card follows it, and who may act is the core's rule."""

from __future__ import annotations

from pathlib import Path

from tests.fakediscord import FakeDiscord
from tests.test_bot_e2e import new_game, play_turn, ply_of, to_act
from tests.web_helpers import game_of, page, token_of, web_bot


async def test_a_card_press_reaches_the_page_and_a_page_press_the_card(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(11, "Ann"), fd.add_user(12, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with web_bot(fd, tmp_path / "db.sqlite3") as (_, server):
            _, board = await new_game(fd, ann, bob)
            game = game_of(board)
            async with page(server, game) as watcher:
                hello = await watcher.kind("hello")
                assert hello["view"]["kind"] == "board" and hello["you"]["spectator"]
                version = hello["version"]
                # A press on the card: the page gets its commit.
                await play_turn(fd, users, board)
                commit = await watcher.commit_after(version)
                assert commit["view"]["position"]["ply"] == ply_of(board)
                version = commit["version"]

                # The person to act presses on a page with their own link.
                who = to_act(board, users)
                link = server.personal_link(game, who.id)
                async with page(server, game, token_of(link)) as mine:
                    hello = await mine.kind("hello")
                    assert hello["you"]["user"] == str(who.id) and hello["you"]["acts"]
                    view = hello["view"]
                    before = ply_of(board)
                    if view["choices"]:
                        await mine.send(type="move", choice="m0", version=hello["version"])
                    else:
                        await mine.send(type="roll", version=hello["version"])
                    pushed = await mine.commit_after(hello["version"])
                    # Every page gets it, and the card in the chat follows.
                    assert (await watcher.commit_after(version))["version"] == pushed["version"]
                    await fd.wait_for(lambda: ply_of(board) > before)
                    assert ply_of(board) == pushed["view"]["position"]["ply"]
                    assert not mine.refusals
