"""The application core: lobbies and games as calls with plain values."""

from .service import GameService, Outcome, Refused, check_rules, parse_rules_text
from .tables import Seat, Table

__all__ = ["GameService", "Outcome", "Refused", "Seat", "Table", "check_rules", "parse_rules_text"]
