"""How often the Activity's API may ask Discord on a page's behalf.

Each ``token`` or ``session`` request makes the bot's process call Discord (the code
exchange, ``/users/@me``, the instance lookup), and Discord bans for a while an address
that makes too many refused requests: so a page's flood is refused here, before Discord
is asked, by address (a person opens the board a few times a minute at most) and for the
whole process. The addresses remembered are bounded: the longest unseen is forgotten
first, so nothing grows with the number of visitors.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from .limits import Bucket


@dataclass(frozen=True, slots=True)
class ActivityLimits:
    rate: float = 0.5
    """Requests that reach Discord per second from one address, on average..."""
    burst: int = 8
    """...with this many at once (opening the board twice is four)."""
    process_rate: float = 5.0
    """Such requests per second from all pages together (the instance lookup is a bot
    request, inside Discord's global 50 a second, of which the bot's own pace leaves
    10; and at most 3,000 refused a 10 minutes, under the 10,000 that get an address
    banned)..."""
    process_burst: int = 20
    """...with this many at once."""
    addresses: int = 10_000
    """Addresses remembered at most."""


class Gate:
    """Admits a request that would ask Discord, or refuses it (then nothing is asked)."""

    def __init__(
        self, limits: ActivityLimits | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.limits = limits or ActivityLimits()
        self._clock = clock
        self._all = Bucket(self.limits.process_rate, self.limits.process_burst, clock)
        self._by_address: OrderedDict[str, Bucket] = OrderedDict()

    def admit(self, address: str) -> bool:
        bucket = self._by_address.get(address)
        if bucket is None:
            bucket = Bucket(self.limits.rate, self.limits.burst, self._clock)
            self._by_address[address] = bucket
            if len(self._by_address) > self.limits.addresses:
                self._by_address.popitem(last=False)
        else:
            self._by_address.move_to_end(address)
        # The address's own allowance first: one flooding page does not use up the
        # process's for everyone else.
        return bucket.take() and self._all.take()

    @property
    def remembered(self) -> int:
        return len(self._by_address)
