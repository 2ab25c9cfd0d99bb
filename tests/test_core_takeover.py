"""/ludo takeover decided in the core: a person asks for a seat (AskTakeover); the core
hands it over when they are the host or the game's defaults let anyone, else it answers
that the host is asked (ToConfirm, nothing changed) with the command the host confirms,
and only after the seat was found free for them."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.core import Actor, Note, Refused, ToConfirm
from bot.core.commands import AskTakeover, Leave, TakeSeat
from bot.core.tables import COMPUTER_NAMES
from bot.reading import read_setting
from tests.core_helpers import here, lobby, new_lobby
from tests.test_core import ANN, BOB, CY, service


async def test_the_core_asks_the_host_or_hands_the_seat_over(tmp_path: Path) -> None:
    core = await service(tmp_path / "db")
    try:
        gid = (await new_lobby(core, 10, 500, ANN, "Ann", computers=1)).game_id
        await lobby(core, gid, BOB, "Bob", "join")
        await lobby(core, gid, ANN, "Ann", "start")
        cy = Actor(CY, "Cy", here(500))
        # The computer's seat (1): asked of the host, nothing changed.
        before = await core.store.get_game(gid)
        with pytest.raises(ToConfirm) as asked:
            await core.execute(gid, cy, AskTakeover(1))
        assert asked.value.note == Note(
            "takeover_asked",
            {"name": "Cy", "seat": 2, "old": COMPUTER_NAMES[0], "game": gid, "gender": "unset"},
        )
        assert asked.value.confirm == TakeSeat(1, CY, "Cy")
        assert (await core.store.get_game(gid)).version == before.version
        # A seat a person holds, or no seat at all: refused, nobody is asked.
        for seat, code in ((2, "seat_not_free"), (5, "no_seat")):
            with pytest.raises(Refused) as refused:
                await core.execute(gid, cy, AskTakeover(seat))
            assert refused.value.code == code and not isinstance(refused.value, ToConfirm)
        # Only the host confirms; then the seat is Cy's.
        with pytest.raises(Refused, match=r"^host_only$"):
            await core.execute(gid, Actor(BOB, "Bob", here(500)), asked.value.confirm)
        out = await core.execute(gid, Actor(ANN, "Ann", here(500)), asked.value.confirm)
        assert out is not None and out.view.seats[1].user_id == CY
        # With takeover=anyone a person takes a computer's seat without asking.
        await core.defaults.change(10, read_setting("takeover", "anyone"))
        await core.execute(gid, Actor(BOB, "Bob", here(500)), Leave())
        out = await core.execute(gid, Actor(99, "Eve", here(500)), AskTakeover(2))
        assert out is not None and out.view.seats[2].user_id == 99
    finally:
        await core.close()
        await core.store.close()
