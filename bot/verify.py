"""``ludobot verify EXPORT.json``: check a finished game's dice against its revealed seed.

Every roll is recomputed from the seed (HMAC-SHA256 of the seed and the roll's number, see
:mod:`bot.engine.fair_dice`) and the actions are replayed through the engine; one line
says that it holds, or names the first roll (or action) that does not.
"""

from __future__ import annotations

from pathlib import Path

import click

from .engine.export import ExportError, GameExport, Verification
from .engine.export import verify as verify_export
from .i18n import say


def verification_line(result: Verification) -> str:
    """The verdict in words (the command line is an edge: the English catalogue's
    ``cli_verify_<code>``, by the code verify() answers with)."""
    return say(
        f"cli_verify_{result.code}",
        rolls=result.rolls,
        roll=str(result.roll) if result.roll is not None else "?",
        action=str(result.action + 1) if result.action is not None else "?",
    )


@click.command(
    "verify",
    short_help="Check a finished game's dice against its revealed seed.",
    epilog="\b\nExit codes: 0 the dice hold, 1 they do not, 2 the file cannot be read.",
)
@click.argument("export", type=click.Path(exists=True, dir_okay=False, path_type=Path))
def verify(export: Path) -> int:
    """Recompute every roll of EXPORT (a game exported as JSON) from its revealed seed
    and replay its actions; prints one line."""
    try:
        document = GameExport.from_json(export.read_text(encoding="utf-8"))
        result = verify_export(document)
    except (ExportError, OSError, UnicodeDecodeError) as exc:
        click.echo(f"ludobot verify: {export}: {exc}", err=True)
        return 2
    click.echo(f"{export}: {verification_line(result)}")
    return 0 if result.holds else 1
