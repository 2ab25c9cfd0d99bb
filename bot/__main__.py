"""``python -m bot`` runs the bot, like ``ludobot run``."""

import sys

from .cli import main

sys.exit(main(["run", *sys.argv[1:]]))
