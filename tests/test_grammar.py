"""The values a message is given only so that a language can agree with them
(``bot.i18n.GRAMMAR``): the number of items of a list, whether a seat is a person or a
computer, the gender a person chose (``/ludo gender``) from the setting to the words.
Asserted on the values given to
Fluent and on message ids."""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from pathlib import Path
from typing import Any, Final

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot import i18n
from bot.core import Actor, Answer, BoardView, GameService, LobbyView, Refused
from bot.core.commands import Back, EndGame, Rematch
from bot.core.service import open_service
from bot.core.view import Logged
from bot.engine import Event, Game, Ruleset, position_of
from bot.i18n import GRAMMAR, Words, available, catalogue
from bot.reading import read_setting_value
from bot.store import open_store
from cogs.ludo.messages import game_card, lobby_card, moves_text
from cogs.ludo.texts import notice
from rendering import render_gif
from rendering.banner import places_line, room
from rendering.layout import layout
from rendering.replay import parse_cut
from rendering.words import KINDS
from tests.core_helpers import board, here, lobby, new_lobby
from tests.test_core_idle import listen, time_out_three_times
from tests.test_core_ports import CountingDice, HeldDeadlines, LastMovePlayers
from tests.test_replay import game_log

NAMES = st.text(alphabet=st.characters(categories=["L"]), min_size=1, max_size=12)
HOW = st.sampled_from(["and", "or"])


@given(items=st.lists(NAMES, min_size=2, max_size=6), how=HOW)
def test_every_joint_of_a_list_is_given_the_lists_count(items: list[str], how: str) -> None:
    given_values: list[tuple[str, dict[str, Any]]] = []
    real = i18n.say

    def spy(message_id: str, locale: object = i18n.SOURCE, /, **values: Any) -> str:
        given_values.append((message_id, values))
        return real(message_id, locale, **values)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(i18n, "say", spy)
        i18n.join(items, "id", how)
    assert [mid for mid, _ in given_values] == ["list_more"] * (len(items) - 2) + [f"list_{how}"]
    assert [values["items"] for _, values in given_values] == [len(items)] * (len(items) - 1)


@given(items=st.lists(NAMES, min_size=2, max_size=6), how=HOW)
def test_indonesian_lists_of_three_or_more_take_the_serial_comma(
    items: list[str], how: str
) -> None:
    word = {"and": "dan", "or": "atau"}[how]
    text = i18n.join(items, "id", how)
    assert text.endswith(f"{items[-2]}, {word} {items[-1]}") == (len(items) >= 3)
    assert text.endswith(f"{items[-2]} {word} {items[-1]}") == (len(items) == 2)


LOG: Final = {f"log_{kind}" for kind in KINDS} | {"log_own_capture"}
"""The move log's lines, each given its seat's kind and gender (rendering.words.narrate)."""

NOTICES: Final = {
    "joined",
    "any_colour",
    "colour_chosen",
    "away",
    "away_removed",
    "back",
    "rematch",
}
"""The notices that name a person, each given her gender where it is worded
(cogs.ludo.texts.notice)."""

GIVEN: Final = {
    "items": {"list_and", "list_or", "list_more"},
    "kind": {"colour_taken"} | LOG,
    "gender": {"ordinal", "colour_taken", "takeover_asked"} | LOG | NOTICES,
}
"""The messages each grammar value is given to (by :func:`bot.i18n.join`, by the core,
by the move log, by the edge's notices)."""


@pytest.mark.parametrize("code", available())
def test_a_catalogue_selects_only_on_grammar_values_its_message_is_given(code: str) -> None:
    """A message that used a grammar value it is never given would fall back to English."""
    for mid, entry in catalogue(code).entries.items():
        for value in entry.placeholders & GRAMMAR:
            assert mid in GIVEN[value], (code, mid, value)


def test_hindi_agrees_with_a_computer_as_one_and_a_person_as_honoured() -> None:
    values = {"name": "Ann", "colour": "नीला"}
    person = i18n.say("colour_taken", "hi", kind="person", **values)
    computer = i18n.say("colour_taken", "hi", kind="computer", **values)
    woman = i18n.say("colour_taken", "hi", kind="person", gender="feminine", **values)
    assert len({person, computer, woman}) == 3
    assert catalogue("hi").read(woman) == ("colour_taken", values)
    assert catalogue("hi").read(person) == ("colour_taken", values)
    assert catalogue("hi").read(computer) == ("colour_taken", values)


# -- a person's gender, from their own setting to the words -------------------------------

ANN, BOB = 1, 2


async def test_the_seats_carry_the_gender_their_people_chose_and_a_computer_none(
    tmp_path: Path,
) -> None:
    core = await open_service(tmp_path / "db", computer_pause=0)
    try:
        await core.defaults.change(ANN, read_setting_value("gender", "Feminine"))
        with pytest.raises(Refused, match=r"^bad_setting$"):
            read_setting_value("gender", "they")
        gid = (await new_lobby(core, 10, 500, ANN, "Ann")).game_id
        await lobby(core, gid, BOB, "Bob", "join")
        out = await lobby(core, gid, ANN, "Ann", "computer")
        assert isinstance(out.view, LobbyView)
        assert [s.gender for s in out.view.seats] == ["feminine", None, None]
        await core.defaults.change(BOB, read_setting_value("gender", "masculine"))
        started = await lobby(core, gid, ANN, "Ann", "start")
        view = board(started)
        assert [s.gender for s in view.seats] == ["feminine", "masculine", None]
        # Places: the ordinal before one person's name is given her gender; a computer's,
        # a team's or that of a person who chose none is given none.
        over = replace(view, step="over", places=((0,), (2,), (1,)))
        assert await ordinals_given(started, over) == [
            (1, "feminine"),
            (2, "unset"),
            (3, "masculine"),
        ]
        team = replace(over, places=((0, 1), (2,)))
        assert await ordinals_given(started, team) == [(1, "unset"), (2, "unset")]
        # The move log: each line is given the kind and gender of the seat it is about
        # (the mover's, or the seat a place names), and a place's ordinal her gender.
        names = tuple(s.name for s in view.seats)
        colour = {seat: view.position.colour_seat.index(seat) for seat in range(3)}
        logged = replace(
            view,
            log=(
                *(Logged(Event("bonus", colour[seat]), names) for seat in range(3)),
                Logged(Event("placed", seat=0, value=1), names),
            ),
        )
        # (the log is told from its newest line back)
        assert log_values_given(logged) == [
            ("ordinal", None, "feminine"),
            ("log_placed", "person", "feminine"),
            ("log_bonus", "computer", "unset"),
            ("log_bonus", "person", "masculine"),
            ("log_bonus", "person", "feminine"),
        ]
    finally:
        await core.close()
        await core.store.close()


async def ordinals_given(out: Answer, view: BoardView) -> list[tuple[int, str]]:
    """The values the end card's places line gives the ``ordinal`` message."""
    given_values: list[tuple[int, str]] = []
    real = i18n.say

    def spy(message_id: str, locale: object = i18n.SOURCE, /, **values: Any) -> str:
        if message_id == "ordinal" and locale == "fr":
            given_values.append((values["n"], values.get("gender", "unset")))
        return real(message_id, locale, **values)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(i18n, "say", spy)
        await game_card(replace(out, view=view), view, "fr")
    return given_values


def log_values_given(view: BoardView) -> list[tuple[str, str | None, str]]:
    """The grammar values the move log's lines (and a place's ordinal) are given."""
    given_values: list[tuple[str, str | None, str]] = []
    real = i18n.say

    def spy(message_id: str, locale: object = i18n.SOURCE, /, **values: Any) -> str:
        if message_id in LOG or message_id == "ordinal":
            given_values.append((message_id, values.get("kind"), values.get("gender", "unset")))
        return real(message_id, locale, **values)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(i18n, "say", spy)
        moves_text(view, "hi")
    return given_values


def test_hindi_log_verbs_agree_with_a_computer_and_a_womans_choice() -> None:
    hi = catalogue("hi")
    values = {"who": "Ann (लाल)"}
    forms = {
        (kind, gender): i18n.say("log_bonus", "hi", kind=kind, gender=gender, **values)
        for kind in ("person", "computer")
        for gender in ("feminine", "masculine", "unset")
    }
    assert forms["person", "masculine"] == forms["person", "unset"]
    assert (
        len({forms["person", "feminine"], forms["person", "unset"], forms["computer", "unset"]})
        == 3
    )
    for text in forms.values():
        assert hi.read(text) == ("log_bonus", values)


def test_the_replays_places_give_each_ordinal_its_persons_gender() -> None:
    start, actions = game_log()
    ordinals: set[tuple[int, str]] = set()
    real = i18n.say

    def spy(message_id: str, locale: object = i18n.SOURCE, /, **values: Any) -> str:
        if message_id == "ordinal":
            ordinals.add((values["n"], values["gender"]))
        return real(message_id, locale, **values)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(i18n, "say", spy)
        render_gif(
            start,
            actions,
            ["Ann", "Bob"],
            160,
            cut=parse_cut("last-2"),
            words=Words("fr"),
            genders=["feminine", "masculine"],
        )
    winner = Game.from_dict(start.to_dict())
    for action in actions:
        winner.apply(action)
    first = winner.places[0][0]
    assert (1, ["feminine", "masculine"][first]) in ordinals
    assert {gender for _, gender in ordinals} <= {"feminine", "masculine"}


def test_french_ordinals_agree_with_the_gender_given_and_read_back() -> None:
    fr = catalogue("fr")
    alone = [i18n.say("ordinal", "fr", n=n) for n in (1, 2)]
    assert [i18n.say("ordinal", "fr", n=n, gender="unset") for n in (1, 2)] == alone
    assert [i18n.say("ordinal", "fr", n=n, gender="masculine") for n in (1, 2)] == alone
    feminine = [i18n.say("ordinal", "fr", n=n, gender="feminine") for n in (1, 2)]
    assert feminine[0] != alone[0] and feminine[1] == alone[1]
    assert fr.read(feminine[0]) == ("ordinal", {"n": "1"})


def test_the_banners_places_give_each_ordinal_its_one_persons_gender() -> None:
    rules = Ruleset.preset("madn", players=4)
    game = position_of(Game.new(rules, players=4))
    placed = dataclasses.replace(game, places=((2,), (0,), (1, 3)))
    at = room(layout(game.board.name, 720))
    genders = ["feminine", None, "masculine", "feminine"]
    given_values: list[tuple[int, str]] = []
    real = i18n.say

    def spy(message_id: str, locale: object = i18n.SOURCE, /, **values: Any) -> str:
        if message_id == "ordinal":
            given_values.append((values["n"], values["gender"]))
        return real(message_id, locale, **values)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(i18n, "say", spy)
        places_line(placed, ["Ann", "Bob", "Cy", "Di"], Words("fr"), at, genders)
    # Seat 2 (masculine) first, seat 0 (feminine) second, a team third: none.
    assert set(given_values) == {(1, "masculine"), (2, "feminine"), (3, "unset")}


# -- the notices that name a person -------------------------------------------------------


def notices_given(out: Answer | None, card: bool = False) -> list[tuple[str, str]]:
    """The gender a notice naming a person is given where the edge words it: the
    lobby card's footer (``card``), or a line to the chat or the person who pressed."""
    assert out is not None and out.notice is not None
    given_values: list[tuple[str, str]] = []
    real = i18n.say

    def spy(message_id: str, locale: object = i18n.SOURCE, /, **values: Any) -> str:
        if message_id in NOTICES:
            given_values.append((message_id, values.get("gender", "ungiven")))
        return real(message_id, locale, **values)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(i18n, "say", spy)
        if card:
            assert isinstance(out.view, LobbyView)
            lobby_card(out, out.view, "hi")
        else:
            notice(out.notice, out.view.seats, "hi")
    return given_values


async def test_the_lobbys_notices_are_given_the_gender_of_the_person_they_name(
    tmp_path: Path,
) -> None:
    core = await open_service(tmp_path / "db", computer_pause=0)
    try:
        await core.defaults.change(ANN, read_setting_value("gender", "feminine"))
        gid = (await new_lobby(core, 10, 500, BOB, "Bob")).game_id
        said = []
        for action, arg in (("join", ""), ("colour", "red"), ("colour", "any")):
            said += notices_given(await lobby(core, gid, ANN, "Ann", action, arg), card=True)
        assert said == [
            ("joined", "feminine"),
            ("colour_chosen", "feminine"),
            ("any_colour", "feminine"),
        ]
        # Bob chose none: his notice is given the wording that agrees with nobody.
        bobs = await lobby(core, gid, BOB, "Bob", "colour", "blue")
        assert notices_given(bobs) == [("colour_chosen", "unset")]
        # A refusal naming her (the colour she holds) carries her gender from the core.
        await lobby(core, gid, ANN, "Ann", "colour", "green")
        with pytest.raises(Refused) as taken:
            await lobby(core, gid, BOB, "Bob", "colour", "green")
        assert taken.value.code == "colour_taken"
        assert (taken.value.note.params["kind"], taken.value.note.params["gender"]) == (
            "person",
            "feminine",
        )
    finally:
        await core.close()
        await core.store.close()


async def test_away_back_and_rematch_are_given_her_gender(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "db")
    deadlines = HeldDeadlines()
    core = GameService(
        store,
        computer_pause=5,
        wall=lambda: 100.0,
        dice=CountingDice(),
        computers=LastMovePlayers(),
        scheduler=deadlines,
    )
    try:
        await core.defaults.change(ANN, read_setting_value("gender", "feminine"))
        away = await time_out_three_times(core, deadlines, listen(core))
        ann = Actor(ANN, "Ann", here(500))
        back = await core.execute(away.game_id, ann, Back())
        await core.execute(away.game_id, ann, EndGame())  # the place is free for another
        rematch = await core.execute(away.game_id, ann, Rematch())
        said = [given for out in (away, back, rematch) for given in notices_given(out)]
        assert said == [("away", "feminine"), ("back", "feminine"), ("rematch", "feminine")]
    finally:
        await core.close()
        await store.close()


def test_hindi_notices_honour_a_woman_and_read_back() -> None:
    hi = catalogue("hi")
    asked = {"name": "Ann", "game": "7", "seat": "2", "old": "Robo"}
    for mid in sorted(NOTICES - {"away_removed"} | {"takeover_asked"}):
        values = {"name": "Ann", "colour": "नीला"} if mid == "colour_chosen" else {"name": "Ann"}
        values = asked if mid == "takeover_asked" else values
        forms = {
            g: i18n.say(mid, "hi", gender=g, **values) for g in ("feminine", "masculine", "unset")
        }
        assert forms["masculine"] == forms["unset"] != forms["feminine"], mid
        for text in forms.values():
            assert hi.read(text) == (mid, values)
