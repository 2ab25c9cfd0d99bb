"""A finished game as one JSON document anyone can check: rules, seats, the dice seed's hash,
the seed once revealed, and every action.

:func:`verify` replays the document through the engine and recomputes every roll from the
revealed seed (:mod:`.fair_dice`); it answers with a code, never a sentence, so the bot and
the command line word it for their users.

>>> from bot.engine import Game, GreedyMover, Ruleset, record_game
>>> from bot.engine.fair_dice import FairDice
>>> seed = bytes(range(32))
>>> rules = Ruleset.preset("madn", players=2)
>>> actions = record_game(Game.new(rules, players=2), FairDice(seed), GreedyMover())
>>> doc = GameExport.new(rules, [[0], [2]], seed, actions, reveal=True)
>>> verify(doc).code
'holds'
>>> verify(GameExport.from_json(doc.to_json())).holds
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Final

from .actions import MalformedAction, Roll, action_from_dict
from .fair_dice import SEED_BYTES, derive_roll, seed_hash
from .game import Game
from .rules import RuleError, Ruleset
from .state import IllegalAction

EXPORT_FORMAT: Final = 1


class ExportError(ValueError):
    """A document that is not a game export this code reads: ``code`` says why (for the
    edge to word: ``not_json``, ``not_export``, ``malformed``, ``rules``, ``action``),
    ``params`` its values; the message is the same for developers."""

    def __init__(self, code: str, why: str, **params: Any) -> None:
        super().__init__(why)
        self.code = code
        self.params = params


@dataclass(frozen=True)
class GameExport:
    """One game, as ``/ludo export`` hands it out and ``ludobot verify`` reads it."""

    rules: dict[str, Any]
    seats: list[list[int]]
    seed_hash: str
    actions: list[dict[str, Any]]
    seed: str | None = None
    """The seed in hex, once the game has ended; None while it runs."""
    names: list[str] = field(default_factory=list)
    """The seats' names when the game began."""
    handovers: list[dict[str, Any]] = field(default_factory=list)
    """Seats that changed hands since, in order: ``{"seat": 0, "ply": 12, "name": ...}``,
    the seat's actions from ``actions[ply]`` on are ``name``'s."""

    @classmethod
    def new(
        cls,
        rules: Ruleset,
        seats: list[list[int]],
        seed: bytes,
        actions: list[dict[str, Any]],
        *,
        reveal: bool,
        names: list[str] | None = None,
        handovers: list[dict[str, Any]] | None = None,
    ) -> GameExport:
        """An export; the seed is in it only when ``reveal`` (the game has ended)."""
        return cls(
            rules=rules.to_dict(),
            seats=[list(s) for s in seats],
            seed_hash=seed_hash(seed),
            actions=[dict(a) for a in actions],
            seed=seed.hex() if reveal else None,
            names=list(names or []),
            handovers=[dict(h) for h in handovers or []],
        )

    def to_json(self) -> str:
        d: dict[str, Any] = {
            "format": EXPORT_FORMAT,
            "rules": self.rules,
            "seats": self.seats,
            "names": self.names,
            "seed_sha256": self.seed_hash,
            "seed": self.seed,
            "actions": self.actions,
        }
        if self.handovers:
            d["handovers"] = self.handovers
        return json.dumps(d, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> GameExport:
        try:
            d = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ExportError(
                "not_json", f"not JSON: {exc}", line=exc.lineno, column=exc.colno
            ) from exc
        if not isinstance(d, dict) or d.get("format") != EXPORT_FORMAT:
            raise ExportError("not_export", "not a ludobot game export (format 1)", format=1)
        try:
            seed = d.get("seed")
            export = cls(
                rules=dict(d["rules"]),
                seats=[[int(c) for c in s] for s in d["seats"]],
                seed_hash=str(d["seed_sha256"]),
                actions=[dict(a) for a in d["actions"]],
                seed=None if seed is None else str(seed),
                names=[str(n) for n in d.get("names", [])],
                handovers=[
                    {"seat": int(h["seat"]), "ply": int(h["ply"]), "name": str(h["name"])}
                    for h in d.get("handovers", [])
                ],
            )
        except (KeyError, TypeError, ValueError) as exc:
            field = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else "?"
            raise ExportError(
                "malformed", f"a field is missing or malformed: {exc!r}", field=field
            ) from exc
        return export

    def replay(self) -> Game:
        """The game this document records, replayed action by action. Raises
        :class:`ExportError` when the rules or an action do not hold."""
        game, failure = self._replay()
        if failure is not None:
            raise ExportError("action", f"action {failure} cannot be played", action=failure + 1)
        return game

    def _replay(self) -> tuple[Game, int | None]:
        try:
            game = Game.new(Ruleset.from_dict(self.rules), seating=self.seats)
        except (RuleError, TypeError, ValueError) as exc:
            raise ExportError("rules", f"the rules or seats do not hold: {exc}", error=exc) from exc
        for i, action in enumerate(self.actions):
            try:
                game.apply(action_from_dict(action))
            except (MalformedAction, IllegalAction):
                return game, i
        return game, None


@dataclass(frozen=True)
class Verification:
    """What :func:`verify` found. ``code`` is one of ``holds``, ``seed_not_revealed``,
    ``bad_seed``, ``seed_hash_differs``, ``roll_differs`` (at roll number ``roll``, the
    ``action``-th action) and ``illegal_action`` (at ``action``)."""

    code: str
    rolls: int = 0
    roll: int | None = None
    action: int | None = None

    @property
    def holds(self) -> bool:
        return self.code == "holds"


def revealed_hash(export: GameExport) -> str | None:
    """The SHA-256 of the seed ``export`` reveals (None: not revealed, or not a seed): what
    a check prints, for a person to compare with the hash the game's first board showed
    (an invented export brings a seed and a hash of its own that agree)."""
    try:
        seed = bytes.fromhex(export.seed or "")
    except ValueError:
        return None
    return seed_hash(seed) if len(seed) == SEED_BYTES else None


def verify(export: GameExport) -> Verification:
    """Recompute every roll of ``export`` from its revealed seed and replay its actions."""
    if export.seed is None:
        return Verification("seed_not_revealed")
    revealed = revealed_hash(export)
    if revealed is None:
        return Verification("bad_seed")
    if revealed != export.seed_hash:
        return Verification("seed_hash_differs")
    seed = bytes.fromhex(export.seed)
    number = 0
    for i, action in enumerate(export.actions):
        try:
            typed = action_from_dict(action)
        except MalformedAction:
            return Verification("illegal_action", rolls=number, action=i)
        if isinstance(typed, Roll):
            logged = action.get("n", number)
            if logged != number or typed.value != derive_roll(seed, number):
                return Verification("roll_differs", rolls=number, roll=number, action=i)
            number += 1
    _, failure = export._replay()
    if failure is not None:
        return Verification("illegal_action", rolls=number, action=failure)
    return Verification("holds", rolls=number)
