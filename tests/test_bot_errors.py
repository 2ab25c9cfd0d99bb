"""Every failure gets a private answer: long echoes, huge ids, bad options, forged
custom_ids, missing member data, replays of running games (through the stand-in
Discord)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from bot.app import discord_bot
from bot.engine import GameExport, seed_hash
from cogs.ludo.texts import ECHO, read
from tests.fakediscord import FakeDiscord, Message
from tests.test_bot_e2e import code, new_game, press, running_bot, said, to_act

LIMIT = 2000


def forged(message: Message, custom_id: str, channel_id: int | None = None) -> Message:
    """A copy of ``message`` whose first button carries ``custom_id`` (a forged click)."""
    data: dict[str, Any] = copy.deepcopy(message.data)
    first = message.custom_ids[0]
    data = json.loads(json.dumps(data).replace(json.dumps(first), json.dumps(custom_id), 1))
    if channel_id is not None:
        data["channel_id"] = str(channel_id)
    return Message(data)


async def test_long_echoes_are_cut_and_answered(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        admin = fd.add_user(91, "Admin", admin=True)
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            long = "x" * 2100
            cases = [
                ("ludo new", {"rules": long}, "rule_token"),
                ("ludo new", {"rules": f"capture={long}"}, "bad_rules"),
                ("ludo new", {"rules": f"{long}=yes"}, "unknown_option"),
                ("ludo config set", {"option": "capture", "value": long}, "bad_rules"),
                ("ludo config set", {"option": long, "value": "yes"}, "unknown_option"),
                ("ludo config set", {"option": "turn_timer", "value": long}, "bad_setting"),
            ]
            for command, options, expected in cases:
                inter = await fd.answered(await fd.slash(command, admin, options=options))
                assert code(inter) == expected, (command, options)
                assert all(len(t) <= LIMIT for t in inter.texts())
                # The input is repeated, cut to ECHO characters at the edge.
                echoed = [v for v in said(inter)[-1][1].values() if "xxxx" in v]
                assert echoed and all(len(v) <= ECHO for v in echoed), echoed
                assert inter.ephemeral


async def test_huge_ids_name_no_game(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(92, "Ann"), fd.add_user(93, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            replay = await fd.answered(await fd.slash("ludo replay", ann, game=9223372036854775808))
            assert code(replay) == "no_game" and replay.ephemeral
            _, board = await new_game(fd, ann, bob)
            for digits in (30, 46):
                huge = "9" * digits
                for custom_id in (f"ludo:{huge}:roll:0", f"ludo:1:roll:{huge}"):
                    inter = await fd.answered(
                        await fd.click(forged(board, custom_id), custom_id, ann)
                    )
                    assert code(inter) in ("no_game", "out_of_date"), custom_id
                    assert all(m.ephemeral for m in inter.followups)


async def test_bad_options_and_missing_member_data_are_answered(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann = fd.add_user(94, "Ann")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            four = await fd.answered(await fd.slash("ludo new", ann, options={"players": "four"}))
            assert code(four) == "bad_input" and four.ephemeral
            # A member id Discord sent no data for.
            stats = await fd.answered(
                await fd.slash("ludo stats", ann, options={"member": "123456789"})
            )
            assert code(stats) in ("bad_input", "stats") and stats.ephemeral


async def test_a_button_of_another_channels_game_is_refused(tmp_path: Path) -> None:
    async with FakeDiscord(channels=2) as fd:
        ann, bob = fd.add_user(95, "Ann"), fd.add_user(96, "Bob")
        other = fd.channel_ids[1]
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            _, board = await new_game(fd, ann, bob)
            custom_id = board.custom_ids[0]
            elsewhere = forged(board, custom_id, channel_id=other)
            inter = await fd.answered(await fd.click(elsewhere, custom_id, ann))
            assert code(inter) == "other_channel"


async def test_replays_refused_privately(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(97, "Ann"), fd.add_user(98, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            none = await fd.answered(await fd.slash("ludo replay", ann))
            assert code(none) == "no_finished" and none.ephemeral
            _, board = await new_game(fd, ann, bob)
            game = int(board.custom_ids[0].split(":")[1])
            running = await fd.answered(await fd.slash("ludo replay", ann, game=game))
            assert code(running) == "still_running" and running.ephemeral
            missing = await fd.answered(await fd.slash("ludo replay", ann, game=game + 5))
            assert code(missing) == "no_game" and missing.ephemeral


async def test_an_end_confirmation_for_another_channels_game_is_refused(tmp_path: Path) -> None:
    async with FakeDiscord(channels=2) as fd:
        ann, bob = fd.add_user(111, "Ann"), fd.add_user(112, "Bob")
        other = fd.channel_ids[1]
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            _, board = await new_game(fd, ann, bob)
            asked = await fd.answered(await fd.slash("ludo end", ann))
            confirm = asked.followups[0]
            custom_id = confirm.custom_ids[0]
            elsewhere = forged(confirm, custom_id, channel_id=other)
            inter = await fd.answered(await fd.click(elsewhere, custom_id, ann))
            await fd.wait_for(lambda: bool(said(inter)))
            assert code(inter) == "other_channel"
            assert board.custom_ids  # the game goes on


async def test_provably_fair_dice_through_the_bot(tmp_path: Path) -> None:
    """Issue 13: a bot without fixed dice gives each game its own seed; the board shows the
    seed's hash, /ludo export hands out the game without the seed while it runs, and
    /ludo verify says it cannot check yet; /ludo end reveals the seed on the card and
    /ludo verify then finds every roll."""
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(121, "Ann"), fd.add_user(122, "Bob")
        bot = await discord_bot(tmp_path / "db.sqlite3", computer_pause=0)
        async with fd.running(bot):
            _, board = await new_game(fd, ann, bob, preset="fia")
            game = int(board.custom_ids[0].split(":")[1])
            users = {121: ann, 122: bob}
            # The dice are the game's own (random): play until both have rolled. Each
            # press is followed until the card shows it (a loaded machine may answer a
            # press before its card is edited: the player read from an older card would
            # be the wrong one, and a refused press is no roll); only accepted rolls count.
            rollers: set[int] = set()
            for presses in range(200):
                if presses >= 6 and len(rollers) == 2:
                    break
                who = to_act(board, users)
                custom_id = next(c for c in board.custom_ids if c.startswith("ludo:"))
                answer = await fd.answered(await fd.click(board, custom_id, who))
                if custom_id.split(":")[2] == "roll" and not said(answer):
                    rollers.add(who.id)
                await fd.wait_for(lambda: custom_id not in board.custom_ids)  # noqa: B023
            assert rollers == {121, 122}
            shown = [read(line) for line in board.text().splitlines()]
            hashes = [found[1]["hash"] for found in shown if found and found[0] == "dice_hash"]
            assert len(hashes) == 1 and len(hashes[0]) == 64
            sent = await fd.answered(await fd.slash("ludo export", bob, game=game))
            assert code(sent) == "export_caption" and sent.ephemeral
            assert sent.original is not None and sent.original.attachment is not None
            document = GameExport.from_json(sent.original.attachment.decode())
            assert document.seed is None and document.seed_hash == hashes[0]
            # /ludo dice: each player's faces with a fairness test, and the chart picture.
            dice = await fd.answered(await fd.slash("ludo dice", bob))
            sent_dice = dice.followups[0]
            found = [read(line) for line in sent_dice.text().splitlines()]
            rows = [f[1] for f in found if f and f[0] == "dice_line"]
            assert found[0] is not None and found[0][0] == "dice_title"
            assert {r["name"] for r in rows} == {"Ann", "Bob"}
            assert all(sum(int(n) for n in r["faces"].split()) == int(r["rolls"]) for r in rows)
            assert all(0 <= float(r["p"]) <= 1 for r in rows)
            rolls = sum(int(r["rolls"]) for r in rows)
            assert rolls == sum(1 for a in document.actions if a["type"] == "roll")
            assert sent_dice.attachment is not None and sent_dice.attachment[:4] == b"\x89PNG"
            early = await fd.answered(await fd.slash("ludo verify", bob, game=game))
            assert code(early) == "verify_seed_not_revealed"
            # Everything any message said before the end, and the export, to check below
            # that the seed was in none of them.
            before_end = [m.text() for m in fd.messages.values()] + [document.to_json()]
            asked = await fd.answered(await fd.slash("ludo end", ann))
            await press(fd, asked.followups[0], "end the game", ann)
            shown = [read(line) for line in board.text().splitlines()]
            seeds = [found[1]["seed"] for found in shown if found and found[0] == "dice_seed"]
            assert len(seeds) == 1 and seed_hash(bytes.fromhex(seeds[0])) == hashes[0]
            assert not any(seeds[0] in text for text in before_end)
            checked = await fd.answered(await fd.slash("ludo verify", bob, game=game))
            assert code(checked) == "verify_holds"
            # Every roll of the game (the export was taken after the last press): how many
            # depends on the seed, drawn at random here.
            rolled = sum(1 for action in document.actions if action.get("type") == "roll")
            assert rolled >= 1 and int(said(checked)[-1][1]["rolls"]) == rolled
