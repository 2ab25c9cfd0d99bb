"""Speed and memory measurements, run by ``make bench`` (never asserted in tests)."""
