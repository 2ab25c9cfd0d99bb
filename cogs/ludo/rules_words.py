"""The rules of a game in plain words, built from its Ruleset (for ``/ludo rules``)."""

from __future__ import annotations

from bot.engine import BOARDS, PRESET_NAMES, Ruleset, describe

BOARD_NAMES = {
    "classic4": "the classic cross board (40 squares, 4 home slots each)",
    "classic6": "the six-colour board (60 squares, 4 home slots each)",
    "cross4": "the Ludo cross (52 squares, a lane of 5 and a shared goal)",
}


def rules_in_words(rules: Ruleset) -> list[str]:
    """One sentence per rule that matters, in the order a turn meets them.

    >>> lines = rules_in_words(Ruleset.preset("madn"))
    >>> lines[0]
    'German classic on the classic cross board (40 squares, 4 home slots each).'
    """
    r = rules
    out = [f"{PRESET_NAMES[r.preset_name]} on {BOARD_NAMES[r.board]}."]
    entry = " or ".join(str(v) for v in sorted(r.entry_rolls))
    out.append(f"A {entry} brings a piece from the yard onto its start square.")
    if r.forced_entry == "always":
        out.append("Entering is compulsory whenever it is possible.")
    elif r.forced_entry == "when_no_piece_in_play":
        out.append("Entering is compulsory only when no piece is on the track.")
    else:
        out.append("Entering is a choice.")
    if r.clear_start:
        out.append("While pieces wait in the yard, the start square must be cleared first.")
    if r.start_pieces:
        out.append("Everyone starts with one piece already on the start square.")
    if r.three_tries:
        bonus = " (with an extra roll if it comes early)" if r.three_tries_bonus else ""
        out.append(f"With nothing to move, you get three tries for an entry roll{bonus}.")
    if r.six_again:
        extra = " even when it cannot be used" if r.six_again_without_move else ""
        out.append(f"A 6 gives another roll{extra}.")
    if r.max_sixes:
        out.append(f"The {r.max_sixes}rd 6 in a row ends the turn at once.")
    landing = {
        "forbidden": "You may not land on your own piece.",
        "capture": "Landing on your own piece sends it back to the yard.",
        "stack": "Your own pieces may share a square.",
        "block": "Two of your pieces on one square form a block.",
    }
    out.append(landing[r.own_landing])
    if r.own_landing == "capture":
        out.append(
            "An entry roll brings a new piece out even onto your own piece on the start square."
            if r.own_start_entry == "enter"
            else "With your own piece on the start square, an entry roll moves that piece on."
        )
    if r.own_landing == "block":
        out.append(
            "Nobody may pass a block."
            if r.block_passing == "nobody"
            else "Opponents may not pass your block; you may."
        )
    if r.capture:
        out.append("Landing on an opponent sends it back to its yard.")
    else:
        out.append("Pieces are never captured.")
    if r.safe_start:
        out.append("A piece on its own start square is safe.")
    if r.capture_at_turn_end:
        out.append("A capture counts only where the capturing piece ends the turn.")
    if r.forced_capture == "strict":
        out.append("A capture, when possible, must be made.")
    elif r.forced_capture == "huff":
        out.append("Skip a possible capture and the others may huff one of your pieces.")
    if r.capture_extra_lap:
        out.append("That includes captures past your own home, for another lap.")
    home = "the goal" if BOARDS[r.board].goal else "the home"
    if r.exact_home:
        bounce = " (a bigger roll counts back)" if r.overshoot == "bounce" else ""
        out.append(f"Entering {home} takes the exact roll{bounce}.")
    else:
        out.append(f"A big roll stops on the deepest free square of {home}.")
    out.append(
        "Pieces may jump over others in the home." if r.home_jump else "No jumping inside the home."
    )
    if not r.home_moves:
        out.append("A piece in the home stays where it is.")
    if not r.must_move:
        out.append("You may pass instead of moving.")
    order = {
        "highest_roll": "Everyone rolls; the highest begins.",
        "fixed_colours": "Red begins, then clockwise.",
        "seating": "The first to join begins.",
    }
    out.append(order[r.turn_order])
    if r.teams == "partners":
        out.append("Partners sit opposite and win together.")
    if r.war:
        out.append(
            f"War: captured pieces leave the game; the last side standing wins "
            f"(after {r.war_rounds} rounds, most pieces wins)."
        )
    elif r.play_to_end:
        out.append("Play goes on until every place is decided.")
    else:
        out.append("The first to bring every piece home wins.")
    return out


def rules_summary(rules: Ruleset) -> str:
    """The preset and the options that differ from it, in one line.

    >>> rules_summary(Ruleset.preset("fia", overrides={"capture": "no"}))
    'Fia · capture=no'

    Options are written as users type them (``name=value``), the one way rules are
    shown everywhere.
    """
    diffs = rules.differences()
    parts = [PRESET_NAMES[rules.preset_name]]
    parts += [f"{name}={describe(value)}" for name, value in diffs.items()]
    return " · ".join(parts)
