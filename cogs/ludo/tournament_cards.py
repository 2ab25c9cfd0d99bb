"""A tournament as Discord messages (Components V2): its card (the settings, who signed
up with Join and Leave while sign-up is open, then the round's tables, and the last of
the organiser's actions), the standings card after every finished table, and the
podium. Words from codes, in the server's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import discord

from bot.core.tournaments import TournamentView
from bot.core.tournaments.views import StandingView
from bot.tournaments import Reason

from .messages import Card
from .texts import decimal, say
from .tournament_buttons import TournamentButton

CARD_COLOUR: Final = discord.Colour.from_rgb(70, 110, 160)
PODIUM_COLOUR: Final = discord.Colour.from_rgb(200, 160, 40)
LISTED: Final = 40
"""Entrants (or standings) a card lists by name; the rest are counted."""
ACTIONS: Final = 5
"""The organiser's last actions a card shows."""


def _layout(colour: discord.Colour, *children: discord.ui.Item[Any]) -> discord.ui.LayoutView:
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*children, accent_colour=colour))
    return view


def settings_lines(t: TournamentView, lang: str) -> str:
    c = t.config
    if c.format == "swiss":
        fmt = say("tournament_format_swiss", lang, rounds=c.rounds)
    else:
        fmt = say("tournament_format_knockout", lang, n=c.advance)
    lines = [
        say("tournament_title", lang, id=t.id),
        fmt,
        say("tournament_tables_of", lang, seats=c.table_size, preset=c.preset, pace=c.pace),
        say("tournament_computers_yes", lang, level=c.level)
        if c.computers
        else say("tournament_computers_no", lang),
    ]
    if c.duplicate:
        lines.append(say("tournament_duplicate", lang))
    if t.seeds:
        last = max(t.seeds)
        lines.append(say("tournament_seed", lang, round=last, seed=t.seeds[last]))
    if t.status == "signup" and c.starts_at is not None:
        lines.append(say("tournament_starts", lang, when=int(c.starts_at)))
    return "\n".join(lines)


def _entrants(t: TournamentView, lang: str) -> str:
    playing = [e for e in t.entrants if e.status == "in"]
    head = say("tournament_signed_up", lang, count=len(playing), most=t.config.maximum)
    names = ", ".join(f"<@{e.user_id}>" for e in playing[:LISTED])
    more = len(playing) - LISTED
    if more > 0:
        names += " " + say("tournament_more", lang, n=more)
    return head + "\n" + (names or say("tournament_nobody", lang))


def _tables(t: TournamentView, lang: str) -> str:
    lines = [say("tournament_round", lang, round=t.round)]
    for table in t.round_tables():
        where = f"<#{table.place.key}>" if table.place is not None else "…"
        names = ", ".join(t.name_of(s) if s else "🤖" for s in table.seats)
        done = " ✓" if table.places is not None else ""
        lines.append(
            say("tournament_table_line", lang, table=table.number, where=where, names=names) + done
        )
    return "\n".join(lines[: LISTED + 1])


def tournament_card(t: TournamentView, lang: str, log: tuple[tuple[str, str], ...]) -> Card:
    """The card: the settings and the state; Join and Leave while sign-up is open.
    ``log``: the organiser's last actions (their code, who)."""
    body = _entrants(t, lang) if t.status == "signup" else _tables(t, lang)
    status = say("tournament_status", lang, status=t.status)
    children: list[discord.ui.Item[Any]] = [
        discord.ui.TextDisplay(settings_lines(t, lang)),
        discord.ui.Separator(),
        discord.ui.TextDisplay(status + "\n" + body),
    ]
    if log:
        shown = log[-ACTIONS:]
        children.append(
            discord.ui.TextDisplay(
                "\n".join(say("tournament_action", lang, what=a, name=n) for a, n in shown)
            )
        )
    if t.status == "signup":
        row: discord.ui.ActionRow[Any] = discord.ui.ActionRow(
            TournamentButton(t.id, "join", say("label_join", lang), discord.ButtonStyle.success),
            TournamentButton(t.id, "leave", say("label_leave", lang)),
        )
        children.append(row)
    return Card(_layout(CARD_COLOUR, *children))


def standing_line(s: StandingView, lang: str) -> str:
    return say(
        "tournament_standing",
        lang,
        rank=s.rank,
        name=s.name,
        points=decimal(s.points, lang),
        tiebreak=decimal(s.tiebreak, lang),
        played=s.played,
    )


def standings_card(t: TournamentView, lang: str, picture: bytes | None) -> Card:
    """The standings after a finished table (with their picture, when drawn)."""
    rows = "\n".join(standing_line(s, lang) for s in t.standings[:LISTED])
    head = say("tournament_standings", lang, id=t.id, round=t.round)
    children: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay(head + "\n" + rows)]
    name = say("file_standings", lang) + ".png"
    if picture is not None:
        children.append(discord.ui.MediaGallery(discord.MediaGalleryItem(f"attachment://{name}")))
    return Card(_layout(CARD_COLOUR, *children), picture, names=(name, ""))


def podium_card(t: TournamentView, lang: str, picture: bytes | None) -> Card:
    """The end: the first three, then the standings."""
    top = [s for s in t.standings[:3]]
    lines = [say("tournament_podium", lang, id=t.id)]
    lines += [say("tournament_podium_line", lang, rank=s.rank, name=s.name) for s in top]
    children: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay("\n".join(lines))]
    name = say("file_standings", lang) + ".png"
    if picture is not None:
        children.append(discord.ui.MediaGallery(discord.MediaGalleryItem(f"attachment://{name}")))
    return Card(_layout(PODIUM_COLOUR, *children), picture, names=(name, ""))


def reason_line(reason: Reason, names: Mapping[int, str], lang: str) -> str:
    """One reason of a round's pairing in words (:func:`bot.tournaments.explain`)."""
    values = dict(reason.values)
    who = ", ".join(names.get(e, "?") for e in reason.entrants)
    if reason.code == "bye" and "seed" in values:
        return say("pairing_bye_seed", lang, names=who, seed=values["seed"])
    if reason.code == "bye":
        before = values.get("byes_before", 0)
        return say(
            "pairing_bye",
            lang,
            names=who,
            rank=values.get("rank", 0),
            points=values.get("points", 0),
            before=before,
        )
    if reason.code == "seat":
        last = values.get("times_last", 0)
        return say(
            "pairing_seat",
            lang,
            table=reason.table,
            names=who,
            seat=values.get("seat", 0),
            last=last,
        )
    return say(f"pairing_{reason.code}", lang, table=reason.table, names=who, **values)
