"""A board press answered by its edit alone, without a separate acknowledgement.

Discord wants every interaction answered within 3 s. The usual way is a deferral first,
then the edit; but a roll or a move is usually drawn well within a second, and then the
edit itself can be the answer (an "update message" response): one request to Discord
instead of two, which is a good part of what a press costs. Should the answer be late
(a busy machine, a long queue of presses on one game), the press is deferred after
:data:`LATE` seconds, as before, and the edit then goes through its token.

Whatever answers through the interaction first settles its acknowledgement
(:func:`settled`): a deferral being sent is waited for, one not yet sent is called off,
so that no two first answers ever race.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

import discord

log = logging.getLogger("ludobot.discord")

LATE = 1.5
"""Seconds after which a press not yet answered is deferred (Discord allows 3)."""

_KEY = "ludobot-ack"


class _LateDeferral:
    """Defers the interaction if nothing answered it within ``after`` seconds."""

    def __init__(self, interaction: discord.Interaction[Any], after: float) -> None:
        self.interaction = interaction
        self.deferring = False
        self.task = asyncio.get_running_loop().create_task(self._defer(after))

    async def _defer(self, after: float) -> None:
        await asyncio.sleep(after)
        if self.interaction.response.is_done():
            return
        self.deferring = True
        try:
            await self.interaction.response.defer()
        except discord.HTTPException as exc:  # expired already: every answer fails alike
            log.warning("could not defer interaction %s: %s", self.interaction.id, exc)

    async def settle(self) -> None:
        if self.task.done():
            return
        if self.deferring:  # on its way to Discord: the next answer follows it
            await asyncio.shield(self.task)
            return
        self.task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.task


@contextlib.asynccontextmanager
async def answered_late(interaction: discord.Interaction[Any]) -> AsyncIterator[None]:
    """Around a press whose answer is its edit: deferred only if that edit is late, and
    acknowledged at the end in any case (nothing may be left unanswered)."""
    late = _LateDeferral(interaction, LATE)
    interaction.extras[_KEY] = late
    try:
        yield
    finally:
        await late.settle()
        interaction.extras.pop(_KEY, None)
        if not interaction.response.is_done():
            with contextlib.suppress(discord.HTTPException):
                await interaction.response.defer()


async def settled(interaction: discord.Interaction[Any]) -> None:
    """Before answering through ``interaction``: its acknowledgement, if one is pending,
    is either sent already or called off (see the module's note)."""
    late = interaction.extras.get(_KEY)
    if isinstance(late, _LateDeferral):
        await late.settle()
