"""``ludobot verify EXPORT.json``: check a finished game's dice against its revealed seed.

Every roll is recomputed from the seed (HMAC-SHA256 of the seed and the roll's number, see
:mod:`bot.engine.fair_dice`) and the actions are replayed through the engine; one line
says that it holds, or names the first roll (or action) that does not, and a second gives
the SHA-256 of the seed it checked.
"""

from __future__ import annotations

import os
from pathlib import Path

import click

from .engine import RuleError
from .engine.export import ExportError, GameExport, Verification, revealed_hash
from .engine.export import verify as verify_export
from .exit_codes import epilog
from .i18n import catalogue_for, say


def terminal_locale(environ: os._Environ[str] | dict[str, str] | None = None) -> str:
    """The catalogue for the terminal's language, as POSIX finds it: ``LC_ALL``, then
    ``LC_MESSAGES``, then ``LANG`` (``de_DE.UTF-8`` is German; ``C`` or none, English).

    >>> terminal_locale({"LANG": "nb_NO.UTF-8"}), terminal_locale({"LC_ALL": "C", "LANG": "de"})
    ('nb', 'en')
    """
    env = os.environ if environ is None else environ
    value = next((env[k] for k in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(k)), "")
    tag = value.split(".")[0].split("@")[0].replace("_", "-")
    return catalogue_for(tag or None)


def verification_line(result: Verification, locale: str | None = None) -> str:
    """The verdict in words (the command line is an edge: the catalogue's
    ``cli_verify_<code>``, by the code verify() answers with), in ``locale`` or the
    terminal's language."""
    return say(
        f"cli_verify_{result.code}",
        locale or terminal_locale(),
        rolls=result.rolls,
        # Counted from 1, as the actions are (the seed's counter is roll - 1).
        roll=str(result.roll + 1) if result.roll is not None else "?",
        action=str(result.action + 1) if result.action is not None else "?",
    )


def failure_line(error: BaseException, locale: str | None = None) -> str:
    """Why a file cannot be verified, in words (``cli_export_<code>``), in ``locale`` or
    the terminal's language."""
    lang = locale or terminal_locale()
    if not isinstance(error, ExportError):  # the file itself (missing, not text)
        return say("cli_export_unreadable", lang)
    params = {k: str(v) for k, v in error.params.items() if k != "error"}
    inner = error.params.get("error")
    if isinstance(inner, RuleError):
        reason = say(f"rule_{inner.code}", lang, **{k: str(v) for k, v in inner.params.items()})
        params["why"] = f"{inner.option}: {reason}"
    elif "error" in error.params:
        params["why"] = say("rule_invalid", lang)
    return say(f"cli_export_{error.code}", lang, **params)


@click.command(
    "verify",
    short_help="Check a finished game's dice against its revealed seed.",
    epilog=epilog("verify"),
)
@click.argument("export", type=click.Path(exists=True, dir_okay=False, path_type=Path))
def verify(export: Path) -> int:
    """Recompute every roll of EXPORT (a game exported as JSON) from its revealed seed
    and replay its actions; prints the verdict, then the SHA-256 of the seed it checked
    (to compare with the hash the game's first board showed)."""
    try:
        document = GameExport.from_json(export.read_text(encoding="utf-8"))
        result = verify_export(document)
    except (ExportError, OSError, UnicodeDecodeError) as exc:
        click.echo(f"ludobot verify: {export}: {failure_line(exc)}", err=True)
        return 2
    click.echo(f"{export}: {verification_line(result)}")
    checked = revealed_hash(document)
    if checked is not None:  # to compare with the hash on the game's first board
        click.echo(say("cli_verify_hash", terminal_locale(), hash=checked))
    return 0 if result.holds else 1
