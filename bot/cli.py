"""The ``ludobot`` command (click): ``run`` the bot, ``health``, ``simulate``, ``demo``,
``sync``, ``verify`` and ``migrate-to-postgres``.

click gives what users of Python tools expect without hand-written parsing: ``--help``
on every command with defaults and choices shown, ``--version``, errors that name the
option, and shell completion (``_LUDOBOT_COMPLETE=bash_source ludobot``).

A command starts with only what it runs imported: the help's paragraphs (their words come
from the Fluent catalogues, Babel behind them), the version (package metadata) and the
``sync`` and ``verify`` commands are loaded when asked for, so ``ludobot simulate`` pays
for click and the engine only (``benchmarks/bench_simulate.py`` measures it).
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import click

from .cli_options import DATABASE, RETRIES, TIMEOUT
from .engine import OPTIONS, PRESETS
from .engine.computers import LEVELS
from .engine.rules import describe
from .exit_codes import epilog
from .health_bus import MAX_DOWN

CONTEXT = {"help_option_names": ["-h", "--help"], "show_default": True, "max_content_width": 100}


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("ludobot")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "unknown"


def _show_version(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """``--version``, as click's ``version_option`` prints it, with the package metadata
    read only when asked (``importlib.metadata`` costs every command's start otherwise)."""
    if not value or ctx.resilient_parsing:
        return
    click.echo(f"ludobot, version {_version()}")
    ctx.exit()


def presets_help() -> str:
    """The presets as a help paragraph (``\\b`` keeps click from rewrapping it)."""
    from .i18n import say

    lines = [f"  {name:8} {say(f'preset_{name}')}" for name in PRESETS]
    return "\b\nPresets:\n" + "\n".join(lines)


def options_help() -> str:
    """Every rule option with its values, for ``--rule NAME=VALUE``."""
    from .i18n import say

    lines = []
    for opt in OPTIONS.values():
        values = (
            "10 to 1000" if opt.name == "war_rounds" else "|".join(describe(c) for c in opt.choices)
        )
        lines.append(f"  {opt.name}={values}" if "{" not in values else f"  '{opt.name}={values}'")
        lines.append(f"      {say(f'option_{opt.name}')}")
    return (
        "\b\nRule options (--rule NAME=VALUE, repeatable; quote a value with braces, as the"
        "\nshell would split it: --rule 'entry_rolls={1,6}'):\n" + "\n".join(lines)
    )


def simulate_help() -> str:
    return presets_help() + "\n\n" + options_help() + "\n\n" + epilog("simulate")


def demo_help() -> str:
    return presets_help() + "\n\n" + epilog("demo")


class LazyEpilog(click.Command):
    """A command whose epilog is written when its help is shown: its words come from the
    catalogues, which a command that runs never needs."""

    def __init__(
        self, *args: Any, epilog_from: Callable[[], str] | None = None, **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self.epilog_from = epilog_from

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        if self.epilog_from is not None and self.epilog is None:
            self.epilog = self.epilog_from()
        super().format_epilog(ctx, formatter)


LAZY_COMMANDS: dict[str, str] = {"sync": "bot.sync", "verify": "bot.verify"}
"""Commands loaded when named (or listed): the module that holds each, as its name."""


class LazyGroup(LazyEpilog, click.Group):
    """The ``ludobot`` group: its epilog written when shown, and :data:`LAZY_COMMANDS`
    imported only when asked for (``verify`` loads the catalogues at import)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *LAZY_COMMANDS})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in LAZY_COMMANDS and cmd_name not in self.commands:
            command = getattr(importlib.import_module(LAZY_COMMANDS[cmd_name]), cmd_name)
            assert isinstance(command, click.Command)
            self.add_command(command)
        return super().get_command(ctx, cmd_name)


PRESET = click.Choice(list(PRESETS), case_sensitive=False)


PLAYERS = click.IntRange(2, 6)


def _complete_rule(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """Shell completion of ``--rule``: the option names, then that option's values."""
    name, eq, _ = incomplete.partition("=")
    if not eq:
        return [f"{o}=" for o in OPTIONS if o.startswith(name)]
    option = OPTIONS.get(name)
    values = [describe(c) for c in option.choices] if option and option.choices else []
    return [f"{name}={v}" for v in values if f"{name}={v}".startswith(incomplete)]


def _complete_seats(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """Shell completion of ``--seats``: one more level after the ones typed."""
    done, _, last = incomplete.rpartition(",")
    prefix = f"{done}," if done else ""
    return [prefix + level for level in LEVELS if level.startswith(last)]


RULE = click.option(
    "--rule",
    "rules",
    multiple=True,
    metavar="NAME=VALUE",
    shell_complete=_complete_rule,
    help="override one rule option (quote a value with braces: --rule 'entry_rolls={1,6}')",
)


@click.group(cls=LazyGroup, context_settings=CONTEXT, epilog_from=presets_help)
@click.option(
    "-V",
    "--version",
    is_flag=True,
    expose_value=False,
    is_eager=True,
    callback=_show_version,
    help="Show the version and exit.",
)
def cli() -> None:
    """ludobot: a Discord bot for the Ludo family of race games.

    Settings come from the environment or a .env file in the working folder or a
    folder above it: DISCORD_TOKEN, LUDOBOT_DATABASE, LUDOBOT_DEV_GUILD,
    LUDOBOT_LOG_LEVEL, LUDOBOT_SHARD_COUNT, LUDOBOT_SHARD_IDS (and PGPASSWORD for a
    PostgreSQL URL without its password). A relative LUDOBOT_DATABASE in .env is read
    from the .env file's folder.
    """


@cli.command(epilog=epilog("run"))
@DATABASE
@RETRIES
@TIMEOUT
def run(database: Path | None, retries: int, timeout: float) -> int:
    """Run the Discord bot (token from DISCORD_TOKEN)."""
    from .runner import run_main

    return run_main(database, retries=retries, timeout=timeout)


@cli.command(
    short_help="Is the running bot connected, and does its database answer?",
    epilog=epilog("health"),
)
@DATABASE
@click.option(
    "--max-age",
    type=click.FloatRange(1, 3600),
    default=90.0,
    help="seconds after which the running bot's last heartbeat counts as stale",
)
@click.option(
    "--max-bus-down",
    type=click.FloatRange(1, 3600),
    default=MAX_DOWN,
    help="seconds the bus to the other processes on a PostgreSQL database may stay cut "
    "before the bot counts as unhealthy (it reconnects by itself within seconds)",
)
def health(database: Path | None, max_age: float, max_bus_down: float) -> int:
    """Is the running bot connected to Discord, and does its database answer?

    For Docker's HEALTHCHECK; prints one line, then (when healthy) the requests to
    Discord, the live board's counts and the bus between processes: connected or
    reconnecting and since when, its reconnections, the last commit heard from another
    process, and the presses forwarded to the process serving their game and how they
    ended (on SQLite: no bus).
    """
    from .health import health_main

    return health_main(database, max_age, max_bus_down)


@cli.command(cls=LazyEpilog, epilog_from=simulate_help)
@click.option("--preset", type=PRESET, default="madn", help="the tradition")
@RULE
@click.option(
    "--players", type=PLAYERS, default=None, help="seats at the table  [default: 4, or --seats]"
)
@click.option("--games", type=click.IntRange(1, 10_000_000), default=100, help="games to play")
@click.option("--seed", type=int, default=0, help="the same seed plays the same games")
@click.option(
    "--seats",
    metavar="LEVEL,LEVEL,...",
    default=None,
    shell_complete=_complete_seats,
    help="computer levels, one per seat (random, easy, normal, hard), e.g. "
    "hard,random,random,random; seats rotate game by game and each level's win rate is "
    "printed with its 95% interval  [default: random movers, wins per seat]",
)
@click.option("--json", "as_json", is_flag=True, help="print one JSON object")
def simulate(
    preset: str,
    rules: tuple[str, ...],
    players: int | None,
    games: int,
    seed: int,
    seats: str | None,
    as_json: bool,
) -> int:
    """Play games between computer players and sum them up.

    Random games run on the engine's turn loop (every rule option), its hot modules
    compiled by mypyc when make built them for this source (else as Python, the same
    games; LUDOBOT_KERNELS=python chooses Python): the last line says which.
    """
    from .simulate import match_main, simulate_main

    if seats is not None:
        return match_main(preset, list(rules), players, seats, games, seed, as_json)
    return simulate_main(preset, list(rules), players or 4, games, seed, as_json)


class ReplayCut(click.ParamType[str]):
    """``all``, ``highlights`` (captures and finishes) or ``last-N`` (the last N moves)."""

    name = "all|highlights|last-N"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        from rendering.replay import parse_cut

        try:
            parse_cut(str(value))
        except ValueError:
            self.fail(f"{value!r} is not all, highlights or last-N (N a whole number)", param, ctx)
        return str(value)

    def shell_complete(
        self, ctx: click.Context, param: click.Parameter, incomplete: str
    ) -> list[click.shell_completion.CompletionItem]:
        cuts = ("all", "highlights", "last-30")
        return [click.shell_completion.CompletionItem(c) for c in cuts if c.startswith(incomplete)]


@cli.command(
    cls=LazyEpilog,
    short_help="Play a game offline: pictures, a GIF replay, a log.",
    epilog_from=demo_help,
)
@click.option("--preset", type=PRESET, default="madn", help="the tradition")
@RULE
@click.option("--players", type=PLAYERS, default=4, help="seats at the table")
@click.option("--seed", type=int, default=1, help="the same seed plays the same game")
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("demo-out"),
    help="folder for the pictures, replay.gif and moves.txt",
)
@click.option(
    "--replay",
    type=ReplayCut(),
    default="all",
    help="what replay.gif shows: the whole game, the captures and finishes, or the last N moves",
)
def demo(
    preset: str, rules: tuple[str, ...], players: int, seed: int, out: Path, replay: str
) -> int:
    """Play a game offline between computer players and write pictures (about 8-9 MB
    of PNGs at four players, 25-27 MB at six), a log and the game's export (game.json,
    for ludobot verify). An earlier demo's files in the folder are replaced; other
    files are left alone."""
    from rendering.demo import demo_main

    from .engine import RuleError
    from .simulate import parse_rules

    try:
        overrides = parse_rules(list(rules))
    except RuleError as exc:
        click.echo(f"ludobot demo: {exc}", err=True)
        return 2
    return demo_main(preset, players, seed, out, replay, overrides)


@cli.command(
    "migrate-to-postgres",
    short_help="Copy an SQLite database into an empty PostgreSQL one.",
    epilog=epilog("migrate-to-postgres"),
)
@click.argument("sqlite_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.argument("url")
def migrate_to_postgres(sqlite_file: Path, url: str) -> int:
    """Copy every game, move log, server setting, statistic and rating from SQLITE_FILE
    into the PostgreSQL database at URL (postgresql://user:password@host:port/database),
    in one transaction, and check the counts. Stop the bot first; the SQLite file is only
    read (a copy in TMPDIR is brought to this version's schema). Then set
    LUDOBOT_DATABASE to URL."""
    import asyncio
    import sqlite3

    import asyncpg

    from .config import url_problem
    from .store import StoreError
    from .store.copy import Copied
    from .store.copy import migrate_to_postgres as copy
    from .store.database import is_postgres_url, redacted

    if not is_postgres_url(url):
        raise click.BadParameter("must start with postgresql://", param_hint="URL")
    problem = url_problem(url)
    if problem:
        raise click.BadParameter(problem, param_hint="URL")

    def show(done: Copied) -> None:
        click.echo(f"{done.table}: {done.rows} rows copied and counted")

    try:
        asyncio.run(copy(sqlite_file, url, show))
    except sqlite3.Error as exc:
        click.echo(f"ludobot: not copied: {sqlite_file} cannot be read as SQLite ({exc})", err=True)
        return 1
    except (StoreError, OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
        click.echo(f"ludobot: not copied: {redacted(str(exc))}", err=True)
        return 1
    click.echo(f"copied {sqlite_file} into {redacted(url)}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code instead of leaving the process."""
    try:
        result = cli.main(
            args=list(argv) if argv is not None else None,
            prog_name="ludobot",
            standalone_mode=False,
        )
    except click.ClickException as exc:
        exc.show()
        return exc.exit_code
    except click.Abort:
        click.echo("ludobot: stopped", err=True)
        return 1
    # --help and --version return their exit code (0) from cli.main.
    return result if isinstance(result, int) else 0


if __name__ == "__main__":
    sys.exit(main())
