"""/ludo mygames across two servers and a DM, and /ludo dm, through the stand-in Discord:
every game the person sits in, the ones where it is their turn first, each with its
pace, its deadline and a link to its board."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cogs.ludo.texts import read, say
from tests.fakediscord import FakeDiscord, Interaction, Message, User
from tests.test_bot_e2e import code, press
from tests.test_bot_pace import running_bot

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")


def game_of(board: Message) -> int:
    return int(next(c for c in board.custom_ids if c.startswith(("ludo:", "lobby:"))).split(":")[1])


def listed(answer: Interaction) -> list[str]:
    """The lines of a /ludo mygames answer (its title first)."""
    return answer.texts()[-1].splitlines()


async def test_mygames_across_two_servers_and_a_dm(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        other = fd.add_guild("Other")
        ann, bob = fd.add_user(51, "Ann"), fd.add_user(52, "Bob")
        there = other.channels[0].id
        dm = fd.add_dm(ann).id
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            nothing = await fd.answered(await fd.slash("ludo mygames", ann))
            assert code(nothing) == "no_games" and nothing.ephemeral
            # Server one: Ann hosts a 24 h game and acts first.
            await fd.answered(await fd.slash("ludo new", ann, pace="24h"))
            first = fd.latest_message()
            await press(fd, first, "Join", bob)
            await press(fd, first, "Start", ann)
            # Server two: Bob hosts a 72 h game and acts first.
            await fd.answered(await fd.slash("ludo new", bob, there, pace="72h"))
            second = fd.latest_message(there)
            await press(fd, second, "Join", ann)
            await press(fd, second, "Start", bob)
            # The DM with the bot: a lobby against a computer, not started.
            await fd.answered(await fd.slash("ludo new", ann, dm, computers=1))
            lobby = fd.latest_message(dm)
            mine = await fd.answered(await fd.slash("ludo mygames", ann))
            assert mine.ephemeral
            lines = listed(mine)
            assert read(lines[0]) == ("mygames_title", {})
            assert [int(re.findall(r"#(\d+)", line)[0]) for line in lines[1:]] == [
                game_of(first),
                game_of(second),
                game_of(lobby),
            ]
            url = f"https://discord.com/channels/{fd.guild_id}/{fd.channel_id}/{first.id}"
            yours = say("mygames_yours", "en", game=game_of(first), pace="24h", url=url)
            assert lines[1].startswith(f"- {yours} · ") and "<t:" in lines[1]
            theirs = say(
                "mygames_other",
                "en",
                name="Bob",
                game=game_of(second),
                pace="72h",
                url=f"https://discord.com/channels/{other.id}/{there}/{second.id}",
            )
            assert lines[2].startswith(f"- {theirs} · ")
            assert lines[3] == "- " + say(
                "mygames_lobby",
                "en",
                game=game_of(lobby),
                pace="live",
                url=f"https://discord.com/channels/@me/{dm}/{lobby.id}",
            )
            # Bob's list: his turn in server two first.
            his = listed(await fd.answered(await fd.slash("ludo mygames", bob)))
            assert [int(re.findall(r"#(\d+)", line)[0]) for line in his[1:]] == [
                game_of(second),
                game_of(first),
            ]


async def test_dm_is_a_persons_own_setting(tmp_path: Path) -> None:
    """Ann turns her DMs off: her turns in a slow game come without one; on for every game,
    a live game's turn brings one."""
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(53, "Ann"), fd.add_user(54, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            never = await fd.answered(await fd.slash("ludo dm", ann, when="never"))
            assert read(never.texts()[-1]) == ("dm_set", {"when": say("dm_when_never", "en")})
            bad = await fd.answered(await fd.slash("ludo dm", ann, when="sometimes"))
            assert code(bad) == "bad_setting"
            await _started(fd, ann, bob, pace="24h")
            await fd.answered(await fd.slash("ludo end", ann))
            assert fd.dms_to(ann) == []
            await fd.answered(await fd.slash("ludo dm", ann, when="always"))
            await fd.answered(await fd.slash("ludo dm", bob, when="never"))
            await _started(fd, ann, bob, pace="live", channel=fd.add_channel("second").id)
            await fd.wait_for(lambda: len(fd.dms_to(ann)) == 1)
            assert read(fd.dms_to(ann)[0].content)[0] == "dm_turn_ends"  # type: ignore[index]
            assert fd.dms_to(bob) == []


async def _started(
    fd: FakeDiscord, host: User, other: User, pace: str, channel: int | None = None
) -> Message:
    await fd.answered(await fd.slash("ludo new", host, channel, pace=pace))
    lobby = fd.latest_message(channel)
    await press(fd, lobby, "Join", other)
    await press(fd, lobby, "Start", host)
    return lobby
