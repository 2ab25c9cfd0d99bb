"""Every sentence the bot says to people, by code, in one place.

The core refuses with a code and values (:class:`bot.core.Note`); the cogs add their
own codes for what only Discord knows about. :func:`say` puts a code into words;
:func:`read` does the reverse for tests, which assert on codes and values only.
A new language is a second table with the same codes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Final

from bot.core import Note
from bot.engine import PRESET_NAMES

LIMIT: Final = 2000
"""Discord's longest message; anything longer is cut (with an ellipsis)."""

TEXTS: Final[dict[str, str]] = {
    # -- the game and its buttons --------------------------------------------------------
    "no_game": "There is no game #{game} here.",
    "no_game_here": "There is no game in this channel: start one with /ludo new.",
    "damaged": "This game's saved state is damaged; an admin can end it with /ludo end.",
    "other_channel": "That button belongs to game #{game}, which is played in another channel.",
    "already_started": "This game has already started: the board above is the live one now.",
    "lobby_closed": "This lobby is closed.",
    "lobby_changed": "The lobby changed at the same moment: the card shows it now; try again.",
    "already_in": "You are already in this game.",
    "full": "This game is full.",
    "not_in": "You are not in this game.",
    "host_cannot_leave": "The host cannot leave; cancel the game instead.",
    "host_only": "Only the host can {action}.",
    "no_seat": "There is no such seat.",
    "too_few": "A game needs at least 2 players: ask someone to join or add a computer.",
    "unknown_button": "That button is not known.",
    "join_first": "Join the game first, then choose your colour.",
    "bad_colour": "Choose one of {colours}, not {colour}.",
    "colour_taken": "{name} already plays {colour}.",
    "rules_players": "These rules do not work for {players} players: {option}: {why}.",
    "not_started": "This game has not started yet.",
    "closed": "This game is over: the card shows how it ended.",
    "over": "This game is over.",
    "out_of_date": "That board was out of date: it shows the game as it is now.",
    "dice_hash": (
        "-# Provably fair dice: the seed's SHA-256 is `{hash}`; the seed is shown when the "
        "game ends."
    ),
    "dice_seed": "-# Dice seed `{seed}`: check every roll with /ludo verify or `ludobot verify`.",
    "export_caption": "Game #{game} as JSON: check its dice with `ludobot verify` on this file.",
    "no_seed": "Game #{game} was not played with provably fair dice (it began before them).",
    "verify_holds": "Game #{game}: all {rolls} rolls come from its revealed seed. ✅",
    "verify_seed_not_revealed": "Game #{game} is still running: its seed is shown when it ends.",
    "verify_bad_seed": "Game #{game}: the stored seed is damaged.",
    "verify_seed_hash_differs": "Game #{game}: the seed does not match the hash shown. ❌",
    "verify_roll_differs": "Game #{game}: roll {roll} is not what the seed gives. ❌",
    "verify_illegal_action": "Game #{game}: action {action} does not replay. ❌",
    "dice_title": "**Dice of game #{game}** (faces 1 to 6):",
    "dice_line": "{name}: {rolls} rolls: {faces} · sixes {sixes} · fairness p = {p}",
    "dice_game_p": "The whole game: fairness p = {p} (below 0.001 would be suspicious).",
    "dice_server": "This server's last 1,000 games: {rolls} rolls, fairness p = {p}.",
    "dice_server_label": "This server",
    "stopping": "The bot is restarting: press again in a moment.",
    "already_done": "Already done: the board shows the game as it is now.",
    "move_gone": "That move is no longer possible: the board shows the moves there are now.",
    "cannot_huff": "You cannot huff now.",
    "not_your_turn": "It is {name}'s turn.",
    "not_a_player": "You are not in this game; it is {name}'s turn.",
    "move_first": "Choose a move first.",
    "illegal": "That is not allowed now.",
    "board_below": "Done; the live board is further down: {url}",
    "behind_below": "That board is out of date; the live one is here: {url}",
    # -- ending, rematch, replay ------------------------------------------------------
    "already_over": "This game is already over.",
    "end_not_allowed": "Only the host or someone with Manage Channels can end this game.",
    "changed_meanwhile": "The game changed at that moment; try again.",
    "damaged_ended": "The damaged game was ended.",
    "confirm_end": "End game #{game} for everyone? This cannot be undone.",
    "end_done": "Game #{game} was ended.",
    "end_used": "Game #{game}: this confirmation was used.",
    "rematch_players_only": "Only the players of this game can ask for a rematch.",
    "rematch_exists": "This channel already has a new game.",
    "rematch_open": "The rematch lobby is open below: press Start when ready.",
    "never_started": "Game #{game} never started, so there is nothing to replay.",
    "still_running": "Game #{game} is still being played: its replay comes when it is over.",
    "no_finished": "There is no finished game to replay yet.",
    "replay_failed": "The replay could not be drawn, sorry.",
    "replay_too_big": "This game's replay is too long to upload here, sorry.",
    "replay_upload_failed": "The replay could not be uploaded, sorry.",
    "replay_caption": "Replay of game #{game}",
    "replay_caption_highlights": "Highlights of game #{game}: captures and finishes",
    "replay_caption_last": "The last moves of game #{game}",
    # -- commands -----------------------------------------------------------------------
    "channel_busy": "This channel already has a game: {url}",
    "game_open": "Your game #{game} is open: press Start when all are in.",
    "here_is_board": "Here is the board: {url}",
    "no_game_in_channel": "There is no game in this channel.",
    "need_manage": "Changing the server's rules needs the Manage Server permission.",
    "takes_yes_no": "yes or no",
    "takes_timer": "30 to 86400 seconds, or off",
    "takes_language": "en",
    "takes_away": "computer, remove or off",
    "setting_seconds": "{seconds} s",
    "setting_off": "off",
    "need_permissions": "That needs these permissions: {permissions}.",
    "guild_only": "Ludo is played in a server's channel, not in direct messages.",
    "rules_unreadable": "The rules cannot be read: {why}",
    "stats": "**{name}**: {games}, {wins}, mean place {mean}, {captures}.",
    "stats_rating": "Rating {rating} (μ {mu}, σ {sigma}); over the last 5 rated games {trend}.",
    "dice_description": "How often each player rolled each face, and the server's dice",
    "stats_colour": "Favourite colour: {colour}.",
    "rated_line": "{rank}. {who}: rating {rating} in {games}",
    "rated_computer": "Computer ({level})",
    "leaderboard_empty": "Nobody has finished a game on this server yet.",
    "leaderboard_title": "Leaderboard",
    "help": (
        "**/ludo new** opens a game; others press **Join** (or the host **Add computer**) "
        "and may pick a colour from the menu; the host presses **Start**.\n"
        "On your turn press **Roll**, then the button of the piece to move: "
        "the numbers on the buttons are the numbers on the pieces.\n"
        "**/ludo board** posts the board again · **/ludo rules** explains the rules · "
        "**/ludo end** ends a game.\n"
        "**/ludo stats**, **/ludo leaderboard**, **/ludo replay** for the record.\n"
        "Admins: **/ludo config** sets the server's preset and house rules.\n"
        "Presets: {presets}."
    ),
    "config_show": "Preset: **{preset_name}** (`{preset}`)\nHouse rules: {overrides}\n{settings}",
    "no_house_rules": "none",
    "title_defaults": "**Server defaults**",
    "title_preset_set": "**Preset set**",
    "title_option_set": "**{option} set**",
    "title_reset": "**Settings reset**",
    "leaderboard_line": "{rank}. <@{user}>: {wins} in {games}",
    "bad_input": "The value given for {option} cannot be used: {why}",
    "sorry": (
        "Something went wrong on my side; the game is saved as it was. "
        "Try again in a moment, or post the board again with /ludo board."
    ),
    "store_error": "The game could not be saved just now; nothing changed. Try again.",
    # -- rules and settings -------------------------------------------------------------
    "unknown_preset": "Unknown preset {preset}; choose one of {presets}.",
    "bad_setting": "{setting} takes {takes}, not {value}.",
    "bad_rules": "Those rules do not work: {option}: {why}.",
    "rules_clash_preset": (
        "{option} {value} does not work with {preset_name}, which sets {other} "
        "{other_value}; to play it anyway add {fix}."
    ),
    "unknown_option": "{option} is not a rule option; the options are {options}.",
    "rule_format": "Write each rule as NAME=VALUE, not {token}.",
    "repeated_option": "{option} is given twice: keep the one you mean.",
    "rule_token": "{token} is neither a preset ({presets}) nor NAME=VALUE.",
    # -- lines for everyone (lobby footers and notices) -------------------------------
    "opened": "{name} opened a game.",
    "joined": "{name} joined.",
    "left": "{name} left.",
    "computer_joined": "{name} (computer, {level}) joined.",
    "bad_level": "There is no computer level {level}: choose one of {levels}.",
    "too_many_computers": (
        "{computers} computer players do not fit: this table has room for {most} beside you."
    ),
    "removed": "{name} was removed.",
    "rules_set": "Rules: {preset_name} · house rules: {overrides}.",
    "started": "The game begins!",
    "cancelled": "The game was cancelled.",
    "any_colour": "{name} plays any colour.",
    "colour_chosen": "{name} plays {colour}.",
    "timed_out": "{name} ran out of time.",
    "away": (
        "{name} ran out of time 3 turns in a row: a computer (normal) takes the seat until "
        "they press I'm back or type /ludo join."
    ),
    "away_removed": (
        "{name} ran out of time 3 turns in a row and was removed: a computer takes the "
        "seat to the end."
    ),
    "back": "{name} is back and takes their own turns again.",
    "not_away": "Nobody takes your turns for you: your seat is not away.",
    "removed_for_good": (
        "You were removed from this game for letting the timer play: a computer takes "
        "your seat to the end."
    ),
    "away_press_back": (
        "A computer takes your turns while you are away: press I'm back (or /ludo join) first."
    ),
    "not_in_game": "You have no seat in this game.",
    "label_back": "I'm back",
    "ended": "The game was ended by {name}.",
    "rematch": "{name} asks for a rematch: press Start when ready.",
    "moved_down": "This board moved down: {url}",
    # -- the cards -----------------------------------------------------------------------
    "lobby_head": (
        "## Ludo: a new game\n**Rules:** {summary}\n"
        "Press **Join** to take a seat; the host presses **Start** (2 players or more)."
    ),
    "seats": "**Seats {taken}/{most}**",
    "nobody_yet": "nobody yet",
    "seat_line": "{number}. {who}",
    "seat_colour": " ({colour})",
    "seat_computer": " · computer, {level}",
    "choose_level": "Add a computer player: choose its level",
    "level_easy": "easy",
    "level_normal": "normal",
    "level_hard": "hard",
    "level_random": "random",
    "seat_host": " · host",
    "footer_game": "-# Game #{game}",
    "footer_round": "-# Game #{game} · round {round}",
    "turn_head": "## {name}'s turn ({colour})",
    "ask_thinking": "{who} is thinking…",
    "ask_order": "{who}, roll for the first turn.",
    "ask_move": "{who}, choose a move.",
    "ask_roll": "{who}, your roll.",
    "wins_one": "## 🏆 {who} wins!",
    "wins_many": "## 🏆 {who} win!",
    "place_line": "{place}: {who}",
    "huff_label": "Huff! {name}'s piece {piece} skipped a capture",
    "label_join": "Join",
    "label_leave": "Leave",
    "label_start": "Start",
    "label_cancel": "Cancel",
    "label_computer": "Add computer",
    "label_rules": "Rules…",
    "label_roll": "🎲 Roll",
    "label_rematch": "Rematch",
    "label_replay": "Replay GIF",
    "label_end": "Yes, end the game",
    "label_any_colour": "Any colour",
    "choose_colour": "Choose your colour",
    "board_description": "The board",
    "last_roll": "Last roll: **{roll}**",
    "nobody_rolled": "Nobody has rolled yet.",
    "your_turn": "{mention}, your turn in game #{game}.",
    # -- why the engine refuses some rules (``rule_<code>``, inside bad_rules):
    # last, so that :func:`read` finds the sentence around them first -------------
    "rule_invalid": "not possible",
    "rule_not_yes_no": "must be yes or no, not {value}",
    "rule_not_a_choice": "{value} is not one of {choices}",
    "rule_unknown_preset": "there is no preset {preset}; choose one of {presets}",
    "rule_unknown_option": "no such option; the options are {options}",
    "rule_war_play_to_end": "war cannot be combined with play_to_end (nobody finishes in war)",
    "rule_extra_lap_forced": "capture_extra_lap needs forced_capture strict or huff",
    "rule_bonus_three_tries": "three_tries_bonus needs three_tries",
    "rule_home_walled": (
        "home_moves no with home_jump no on a slots home would wall the deeper slots off"
    ),
    "rule_players_range": "{players}: the game takes 2 to 6 players",
    "rule_board_too_small": "{board} has {colours} colours, too few for {used}; use classic6",
    "rule_board_too_small_any": "{board} has {colours} colours, too few for {used}",
    "rule_partners_odd": "partners need an even number of seats, not {used}",
    "rule_partners_four": "partners need two teams: at least four colours in play",
    "rule_partners_one_colour": "partners need one colour per player, not two",
    "rule_partners_opposite": "partners sit opposite: every colour needs its opposite in play",
    "rule_two_colours_each": "{players} cannot each play two colours on this board",
    "rule_players_or_seating": "give the number of players or a seating",
    "rule_players_seats": "{players} for {seats} seats",
    "rule_seat_colours": "each seat needs its own colours of {board}",
    "rule_seat_needs_colour": "every seat needs a colour",
    "rule_colour_not_in_play": "colour {colour} is not in play",
    "rule_colour_pieces": "colour {colour} needs four pieces",
}

_COUNTED: Final = {"games": "game", "wins": "win", "captures": "capture"}
_ACTIONS: Final = {
    "computer": "add computer players",
    "kick": "remove players",
    "rules": "change this game's rules",
    "start": "start the game",
    "cancel": "cancel the game",
}


def plural(n: int, word: str) -> str:
    """``1 game``, ``2 games``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _value(name: str, value: Any) -> str:
    if isinstance(value, Note):  # a reason inside a refusal: its own words
        return say(value).rstrip(".")
    if isinstance(value, bool):
        return "yes" if value else "no"
    if name == "action" and value in _ACTIONS:
        return _ACTIONS[value]
    if isinstance(value, int) and name in _COUNTED:
        return plural(value, _COUNTED[name])
    if isinstance(value, Mapping):
        return " ".join(f"{k}={v}" for k, v in value.items()) or "none"
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


def setting_value(value: bool | int | str | None) -> str:
    """A bot setting's value as /ludo config shows it (a number is seconds)."""
    if value is None:
        return say("setting_off")
    if isinstance(value, bool):
        return _value("", value)
    if isinstance(value, int):
        return say("setting_seconds", seconds=value)
    return value


def cut(text: str, limit: int = LIMIT) -> str:
    """Discord refuses a message over 2,000 characters: cut it, visibly."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def say(what: Note | str, **params: Any) -> str:
    """The sentence for a note (or a code and its values)."""
    if isinstance(what, Note):
        code, values = what.code, {**what.params, **params}
    else:
        code, values = what, params
    if "preset" in values:
        values.setdefault("preset_name", PRESET_NAMES.get(str(values["preset"]), "?"))
    words = {k: _value(k, v) for k, v in values.items()}
    try:
        return cut(TEXTS[code].format(**words))
    except (KeyError, IndexError, ValueError):
        # A code without words, or words missing a value: still an answer, never a crash.
        return cut(f"{code} " + " ".join(f"{k}={v}" for k, v in words.items()))


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", template)
    out = []
    for i, part in enumerate(parts):
        out.append(f"(?P<{part}>.*?)" if i % 2 else re.escape(part))
    return re.compile("".join(out), re.DOTALL)


_PATTERNS: Final = {code: _pattern(template) for code, template in TEXTS.items()}


def read(text: str) -> tuple[str, dict[str, str]] | None:
    """The code (and the values as words) a sentence was made from; None if none."""
    for code, pattern in _PATTERNS.items():
        found = pattern.fullmatch(text)
        if found:
            return code, found.groupdict()
    return None
