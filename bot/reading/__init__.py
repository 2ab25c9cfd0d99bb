"""What people type, read once, the same way for every edge: into the typed values the
core's commands carry, or a refusal (:class:`bot.core.Refused`: a code and its values,
answered privately; nothing changes).

One rule reads all text (:func:`normal`: NFKC, invisible characters dropped, digits of
any script, lower case); the readers here turn it into a colour, a level, a pace, a
seat, a tournament's points by place, rules (a preset and each option's engine value)
and a setting's change. The package imports the core and the engine, never an edge's
library.
"""

from .points import read_points
from .rules import read_option, read_preset, read_rules, read_value
from .settings import read_declared, read_setting, read_setting_value
from .text import normal, number, whole
from .words import ANY, read_colour, read_level, read_pace, read_seat

__all__ = [
    "ANY",
    "normal",
    "number",
    "read_colour",
    "read_declared",
    "read_level",
    "read_option",
    "read_pace",
    "read_points",
    "read_preset",
    "read_rules",
    "read_seat",
    "read_setting",
    "read_setting_value",
    "read_value",
    "whole",
]
