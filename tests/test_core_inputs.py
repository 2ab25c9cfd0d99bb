"""Issue 28 in the core: typed text read one way, the huff refused to the one who
skipped the capture with the reason, and the games that are over (finished, or ended
after they started) as the store lists them."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.core import Answer, Note, Refused
from bot.core.commands import Actor, EndGame
from bot.engine import MOVE, Ruleset
from bot.reading import read_rules
from cogs.ludo.rules_words import rules_in_words
from cogs.ludo.texts import say
from tests.core_helpers import act, board, here, lobby, new_lobby
from tests.test_core import ANN, BOB, service


def refusal(text: str, preset: str = "madn", given: bool = False) -> Note:
    with pytest.raises(Refused) as caught:
        read_rules(text, preset, preset_given=given)
    return caught.value.note


def test_typed_rules_are_read_one_way() -> None:
    # Invisible characters go, compatibility forms and digits of any script are read as
    # what they look like.
    assert read_rules("\u200bFIA\u200b capture=\uff4e\uff4f") == ("fia", {"capture": False})
    assert read_rules("war=yes war_rounds=\u0663\u0660", "madn")[1]["war_rounds"] == 30
    assert read_rules("max_sixes=\u00b3", "MADN") == ("madn", {"max_sixes": 3})
    # Refused: look-alikes (shown escaped), a second preset, a value twice, a setting.
    assert refusal("\u0441apture=no") == Note(
        "unknown_option", {"option": "\\u0441apture", "options": refusal("x=y").params["options"]}
    )
    assert refusal("fia fia").code == "repeated_preset"
    assert refusal("ludo", "fia", given=True) == Note(
        "repeated_preset", {"first": "fia", "second": "ludo"}
    )
    assert refusal("entry_rolls=1,6,6") == Note(
        "repeated_value", {"option": "entry_rolls", "value": "6"}
    )
    assert refusal("ping=no") == Note("setting_not_rule", {"option": "ping"})
    assert refusal("=yes").params["token"] == "=yes"
    assert read_rules("") == ("", {})
    assert refusal("x", "\u202e").params["preset"] == Note("nothing_typed")


def test_the_rules_of_a_goal_board_speak_of_the_goal() -> None:
    """Fia's rules (the Ludo cross and its shared goal) say "goal" in every line, never
    "home" in one and "goal" in the next."""
    fia = rules_in_words(Ruleset.preset("fia"))
    for code in ("explain_exact_home", "explain_home_jump", "explain_first_home_wins"):
        assert say(code, home="goal") in fia and say(code, home="home") not in fia
    madn = rules_in_words(
        Ruleset.preset("madn", overrides={"home_moves": "no", "home_jump": "yes"})
    )
    assert say("explain_home_stays", home="home") in madn


async def test_the_one_who_skipped_a_capture_hears_that_the_others_may_huff(
    tmp_path: Path,
) -> None:
    core = await service(tmp_path / "db", seed=4)
    try:
        out = await new_lobby(core, 10, 500, ANN, "Ann", overrides={"forced_capture": "huff"})
        gid = out.game_id
        await lobby(core, gid, BOB, "Bob", "join")
        out = await lobby(core, gid, ANN, "Ann", "start")
        refused: Note | None = None
        for _ in range(5000):
            view = board(out)
            assert not view.position.over
            if view.huff is not None:
                offender = view.seats[view.huff.seat]
                assert offender.user_id is not None
                with pytest.raises(Refused) as caught:
                    await act(core, gid, offender.user_id, "huff", view.position.ply)
                refused = caught.value.note
                break
            seat = view.seat
            assert seat is not None
            user = view.seats[seat].user_id
            assert user is not None
            if view.position.phase == MOVE:
                # Skip a capture when one is possible, so that a huff comes up.
                captures = ("captures", "captures_lap", "hits_own")
                moves = view.choices
                index = next((i for i, m in enumerate(moves) if m.kind not in captures), 0)
                out = await act(core, gid, user, f"m{index}", view.position.ply)
            else:
                out = await act(core, gid, user, "roll", view.position.ply)
        assert refused == Note("huff_others", {"name": offender.name})
    finally:
        await core.close()
        await core.store.close()


async def _ended(core: object, gid: int) -> Answer:
    from bot.core import GameService

    assert isinstance(core, GameService)
    out = await core.execute(gid, Actor(ANN, "Ann", here(500)), EndGame())
    assert out is not None
    return out


async def test_the_games_over_are_finished_ones_and_those_ended_after_the_start(
    tmp_path: Path,
) -> None:
    core = await service(tmp_path / "db")
    try:
        lobby_only = (await new_lobby(core, 10, 500, ANN, "Ann")).game_id
        await _ended(core, lobby_only)  # never started: nothing to replay or check
        assert await core.store.ended_games(10) == []
        gid = (await new_lobby(core, 10, 500, ANN, "Ann")).game_id
        await lobby(core, gid, BOB, "Bob", "join")
        await lobby(core, gid, ANN, "Ann", "start")
        await _ended(core, gid)
        assert [g.id for g in await core.store.ended_games(10)] == [gid]
        assert await core.queries.last_finished(10, here(500)) == gid
    finally:
        await core.close()
        await core.store.close()
