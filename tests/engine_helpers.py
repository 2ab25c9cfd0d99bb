"""What tests and benchmarks ask of a game that the bot never does.

:func:`legal_actions` lists every action anyone may take now, for random games played
through :meth:`~bot.engine.Game.apply` (the store's tests and benchmarks): the bot itself
builds each action from a press.
"""

from __future__ import annotations

from bot.engine import MOVE, ORDER, ROLL, Action, Game, Huff, Pass, Play, Roll


def legal_actions(game: Game) -> list[Action]:
    """Every action anyone may take now (a roll stands for any value), in the order the
    engine lists them: the roll or the moves, then each huff.

    >>> from bot.engine import Ruleset
    >>> legal_actions(Game.new(Ruleset.preset("madn"), players=2))
    [Roll(value=0)]
    """
    actions: list[Action] = []
    if game.phase in (ORDER, ROLL):
        actions.append(Roll(0))
    elif game.phase == MOVE:
        actions.extend(Pass() if m.is_pass else Play(m.piece, m.to) for m in game.legal_moves())
    for seat in game.huff_seats():
        actions.extend(Huff(seat, p) for p in game.huff_targets())
    return actions
