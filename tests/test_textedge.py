"""The text edge (tests/textedge) plays whole games: a lobby, computers, huffs, a
takeover, the end and the check of every roll. It imports of the core only its public
commands, views and service, and nothing of the Discord edge; that is the contract a
second edge needs."""

from __future__ import annotations

import ast
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import bot.core
from bot import i18n
from bot.core import GameService, open_service
from tests.textedge.edge import Person, TextEdge

ANN, BOB, CY = Person(1, "Ann"), Person(2, "Bob"), Person(3, "Cy")
PEOPLE = {p.user_id: p for p in (ANN, BOB, CY)}
PLACE = 4242
CAPTURES = ("captures", "captures_lap", "hits_own")


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[GameService]:
    core = await open_service(tmp_path / "db", computer_pause=0)
    try:
        yield core
    finally:
        await core.close()


def codes(edge: TextEdge) -> list[str]:
    return [n.code for n in edge.said]


async def play_turn(edge: TextEdge, game: int, avoid_captures: bool = False) -> None:
    """The person the view names plays their turn's first offer (a move that captures
    nothing, when asked); a computer's step is waited for."""
    view = edge.board(game)
    if view.acting is None:  # a computer's step: the listener shows it
        version = edge.shown[game].version
        await edge.until(lambda: edge.shown[game].version > version)
        return
    who = PEOPLE[view.acting]
    if view.step in ("order", "roll"):
        await edge.type(who, "roll", game)
        return
    plain = [i for i, c in enumerate(view.choices) if c.kind not in CAPTURES]
    index = plain[0] if avoid_captures and plain else 0
    await edge.type(who, f"move {index + 1}", game)


async def test_a_game_with_computers_and_a_takeover_to_its_end_and_verified(
    service: GameService,
) -> None:
    edge = TextEdge(service, PLACE, "de")
    opened = await edge.type(ANN, "new madn")
    assert opened is not None
    game = opened.game_id
    await edge.type(BOB, "join")
    await edge.type(ANN, "computer easy")
    lobby = edge.view(game)
    assert [(s.name, s.level, s.host) for s in lobby.seats][:2] == [
        ("Ann", None, True),
        ("Bob", None, False),
    ]
    await edge.type(BOB, "start")
    assert codes(edge)[-1] == "host_only"
    await edge.type(ANN, "start")
    seed = edge.board(game).seed
    assert seed is not None and seed.revealed is None  # its hash only, until the end

    for _ in range(20):
        await play_turn(edge, game)
    # Bob leaves: a computer takes his seat; Cy asks for it, the host confirms.
    await edge.type(BOB, "leave")
    assert codes(edge)[-1] == "left_running" and edge.board(game).seats[1].level is not None
    await edge.type(CY, "takeover 2")
    assert codes(edge)[-1] == "takeover_asked"  # the core asks the host
    await edge.type(ANN, f"takeover 2 for {CY.user_id}")
    assert codes(edge)[-2:] == ["took_seat", "took_seat"]  # the chat's, and Ann's own
    assert edge.board(game).seats[1].user_id == CY.user_id

    for _ in range(3000):
        if edge.board(game).closed:
            break
        await play_turn(edge, game)
    view = edge.board(game)
    assert view.step == "over" and view.places and view.seed is not None
    assert view.seed.revealed is not None and view.colour in view.position.board.colours
    await edge.type(ANN, "verify")
    assert edge.said[-1].code == "verify_holds" and edge.said[-1].params["rolls"] > 0
    assert edge.said[-1].params["hash"] == view.seed.hash
    await edge.type(ANN, "dice")
    stats = await service.queries.dice_stats(game, PLACE)
    assert stats.p_game is not None and len(stats.p_seats) == 3
    assert edge.transcript[-1] == i18n.say("dice_game_p", "de", p=f"{stats.p_game:.3f}")
    # Every line was worded by the catalogues (a missing message shows as its id).
    assert all(i18n.has(code) for code in codes(edge))


async def test_huffs_are_offered_by_the_view_and_refused_to_the_offender(
    service: GameService,
) -> None:
    edge = TextEdge(service, PLACE)
    huffed = False
    for _ in range(5):  # a skipped capture comes up in nearly every game
        opened = await edge.type(ANN, "new madn forced_capture=huff")
        assert opened is not None
        game = opened.game_id
        await edge.type(BOB, "join")
        await edge.type(ANN, "start")
        for _ in range(3000):
            view = edge.board(game)
            if view.closed or view.huff is not None:
                break
            await play_turn(edge, game, avoid_captures=True)
        if view.huff is not None:
            offender = edge.board(game).seats[view.huff.seat]
            other = ANN if offender.user_id == BOB.user_id else BOB
            await edge.type(PEOPLE[offender.user_id or 0], "huff", game)
            assert codes(edge)[-1] == "huff_others"
            await edge.type(other, "huff", game)
            assert any(not isinstance(e, str) and e.kind == "huffed" for e in edge.board(game).log)
            huffed = True
            break
        await edge.type(ANN, "end", game)
    assert huffed


async def test_the_host_ends_a_game_and_its_seed_is_revealed(service: GameService) -> None:
    edge = TextEdge(service, PLACE, "fr")
    opened = await edge.type(ANN, "new ludo")
    assert opened is not None
    await edge.type(ANN, "computer hard")
    await edge.type(ANN, "start")
    await edge.type(ANN, "verify")
    assert codes(edge)[-1] == "verify_seed_not_revealed"
    await edge.type(BOB, "end")
    assert codes(edge)[-1] == "end_not_allowed"
    await edge.type(ANN, "end")
    view = edge.board(opened.game_id)
    assert view.step == "ended" and view.closed and codes(edge)[-1] == "ended"
    assert view.seed is not None and view.seed.revealed is not None
    await edge.type(ANN, "verify")
    assert codes(edge)[-1] == "verify_holds"


def test_the_text_edge_uses_the_public_contract_only() -> None:
    """Of the core, only what ``bot.core`` exports (its commands, views and service); of
    the engine its public names; nothing of the Discord edge or the store."""
    folder = Path(__file__).parent / "textedge"
    sources = sorted(folder.glob("*.py"))
    lines = sum(len(p.read_text(encoding="utf-8").splitlines()) for p in sources)
    assert lines < 400, lines
    allowed = set(bot.core.__all__)
    for path in sources:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                assert all(a.name.split(".")[0] not in ("cogs", "discord") for a in node.names)
            if isinstance(node, ast.ImportFrom) and node.level == 0:
                module = node.module or ""
                assert module.split(".")[0] != "cogs" and not module.startswith("bot.store")
                assert module.startswith(("bot.core", "bot.engine")) <= (
                    module in ("bot.core", "bot.engine")
                ), module
                if module == "bot.core":
                    assert {a.name for a in node.names} <= allowed
