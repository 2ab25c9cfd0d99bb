"""The rules of a game in plain words, built from its Ruleset (for ``/ludo rules``), in
the words of each tradition (the catalogues' ``explain_*`` messages)."""

from __future__ import annotations

from bot.engine import BOARDS, Ruleset, describe
from bot.i18n import SOURCE, Words


def preset_name(preset: str, locale: str = SOURCE) -> str:
    """A preset's name in a language (its tradition's own name).

    >>> preset_name("madn"), preset_name("madn", "de")
    ('German classic', 'Klassiker')
    """
    return Words(locale)(f"preset_{preset}")


def rules_in_words(rules: Ruleset, locale: str = SOURCE) -> list[str]:
    """One sentence per rule that matters, in the order a turn meets them.

    >>> lines = rules_in_words(Ruleset.preset("madn"))
    >>> lines[0]
    'German classic on the classic cross board (40 squares, 4 home slots each).'
    >>> rules_in_words(Ruleset.preset("madn"), "de")[1]
    'Mit einer 6 kommt eine Figur aus dem Startbereich auf ihr Startfeld.'
    """
    w = Words(locale)
    head = w(
        "explain_head",
        preset_name=preset_name(rules.preset_name, locale),
        board=w(f"board_{rules.board}"),
    )
    return [
        head,
        *_entering(rules, w),
        *_landing(rules, w),
        *_capturing(rules, w),
        *_home(rules, w),
        *_order_and_end(rules, w),
    ]


def _entering(r: Ruleset, w: Words) -> list[str]:
    """Leaving the yard, and the rolls of a turn."""
    rolls = [str(v) for v in sorted(r.entry_rolls)]
    entry = rolls[0] if len(rolls) == 1 else w("list_or", first=rolls[0], second=rolls[1])
    forced = {
        "always": "explain_forced_always",
        "when_no_piece_in_play": "explain_forced_no_piece",
    }
    out = [w("explain_entry", rolls=entry), w(forced.get(r.forced_entry, "explain_forced_never"))]
    if r.clear_start:
        out.append(w("explain_clear_start"))
    if r.start_pieces:
        out.append(w("explain_start_pieces"))
    if r.three_tries:
        out.append(w("explain_three_tries_bonus" if r.three_tries_bonus else "explain_three_tries"))
    if r.six_again:
        again = (
            "explain_six_again_without_move" if r.six_again_without_move else "explain_six_again"
        )
        out.append(w(again))
    if r.max_sixes:
        out.append(w("explain_max_sixes", count=r.max_sixes))
    return out


def _landing(r: Ruleset, w: Words) -> list[str]:
    """Landing on one's own piece."""
    out = [w(f"explain_landing_{r.own_landing}")]
    if r.own_landing == "capture":
        out.append(w(f"explain_own_start_{r.own_start_entry}"))
    if r.own_landing == "block":
        nobody = r.block_passing == "nobody"
        out.append(w("explain_block_nobody" if nobody else "explain_block_opponents"))
    return out


def _capturing(r: Ruleset, w: Words) -> list[str]:
    out = [w("explain_capture" if r.capture else "explain_no_capture")]
    if r.safe_start:
        out.append(w("explain_safe_start"))
    if r.capture_at_turn_end:
        out.append(w("explain_capture_at_turn_end"))
    if r.forced_capture in ("strict", "huff"):
        out.append(w(f"explain_forced_capture_{r.forced_capture}"))
    if r.capture_extra_lap:
        out.append(w("explain_capture_extra_lap"))
    return out


def _home(r: Ruleset, w: Words) -> list[str]:
    home = "goal" if BOARDS[r.board].goal else "home"
    if r.exact_home:
        bounce = r.overshoot == "bounce"
        out = [w("explain_exact_home_bounce" if bounce else "explain_exact_home", home=home)]
    else:
        out = [w("explain_deepest_free", home=home)]
    out.append(w("explain_home_jump" if r.home_jump else "explain_no_home_jump", home=home))
    if not r.home_moves:
        out.append(w("explain_home_stays", home=home))
    if not r.must_move:
        out.append(w("explain_may_pass"))
    return out


def _order_and_end(r: Ruleset, w: Words) -> list[str]:
    out = [w(f"explain_order_{r.turn_order}")]
    if r.teams == "partners":
        out.append(w("explain_partners"))
    if r.war:
        out.append(w("explain_war", rounds=str(r.war_rounds)))
    elif r.play_to_end:
        out.append(w("explain_play_to_end"))
    else:
        home = "goal" if BOARDS[r.board].goal else "home"
        out.append(w("explain_first_home_wins", home=home))
    return out


def rules_summary(rules: Ruleset, locale: str = SOURCE) -> str:
    """The preset and the options that differ from it, in one line.

    >>> rules_summary(Ruleset.preset("fia", overrides={"capture": "no"}))
    'Fia · capture=no'

    Options are written as users type them (``name=value``), the one way rules are
    shown everywhere.
    """
    diffs = rules.differences()
    parts = [preset_name(rules.preset_name, locale)]
    parts += [f"{name}={describe(value)}" for name, value in diffs.items()]
    return " · ".join(parts)
