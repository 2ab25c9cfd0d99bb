"""A move's picture as PNG bytes, compressing only the bands of rows the move changed.

The board under the pieces is the same picture for a whole game, and zlib spends most of
a picture's time on it (59–70 %). So its rows are compressed once, in bands of
:data:`BAND` rows, each band a run of deflate blocks that ends on a byte boundary
(``Z_SYNC_FLUSH``) and refers to nothing before it but the row just above (given as
the compressor's dictionary). A move's picture then takes a band's bytes as they are
when the band and the row above it are the board's, and compresses only the rest (the
banner, the bands with pieces): deflate streams joined this way are one valid stream,
as in ``pigz``. The board's bands are compressed hard (level 9) because it happens once.

The PNG is written here (signature, IHDR, PLTE, one IDAT, IEND; 8-bit palette, filter
0 on every row, as Pillow writes palette pictures); the zlib stream's Adler-32 is put
together from the bands' own checksums (:func:`adler32_combine`, zlib's formula).
"""

from __future__ import annotations

import struct
import zlib
from collections import OrderedDict
from collections.abc import Iterator
from functools import cached_property, lru_cache
from typing import Final, NamedTuple

from PIL import Image

from .palette import palette_bytes

BAND: Final = 32
"""Rows per band: fewer rows are recompressed around a piece, more bytes are spent on
each band's own Huffman tables."""
BOARD_LEVEL: Final = 9
LEVEL: Final = 6
"""The level of the bands a move changed."""
_MOD: Final = 65521
_LAST: Final = b"\x03\x00"
"""An empty final deflate block (fixed Huffman codes): the stream's end."""


class Band(NamedTuple):
    start: int
    stop: int
    deflated: bytes
    """Deflate blocks ending on a byte boundary, with the row above as dictionary."""
    adler: int
    """Adler-32 of the band's PNG rows (each row's filter byte, then its pixels)."""


def adler32_combine(first: int, second: int, length: int) -> int:
    """The Adler-32 of two byte strings one after the other, from the Adler-32 of each
    and the second's ``length`` (zlib's ``adler32_combine``, which Python lacks)."""
    rem = length % _MOD
    lo1, hi1 = first & 0xFFFF, first >> 16
    lo2, hi2 = second & 0xFFFF, second >> 16
    lo = (lo1 + lo2 - 1) % _MOD
    hi = (rem * lo1 + hi1 + hi2 - rem) % _MOD
    return lo | (hi << 16)


def _rows(raw: bytes, width: int, start: int, stop: int) -> bytes:
    """Rows ``start`` to ``stop`` as PNG scanlines: filter type 0, then the row."""
    return b"\0" + b"\0".join(raw[r * width : (r + 1) * width] for r in range(start, stop))


def _deflate(raw: bytes, width: int, start: int, stop: int, level: int) -> bytes:
    z = zlib.compressobj(level, zlib.DEFLATED, -15, 9)
    if start:
        above = _rows(raw, width, start - 1, start)
        z = zlib.compressobj(level, zlib.DEFLATED, -15, 9, zdict=above)
    return z.compress(_rows(raw, width, start, stop)) + z.flush(zlib.Z_SYNC_FLUSH)


class Backdrop:
    """The unchanging board of a game as a palette picture, and its PNG bands."""

    def __init__(self, image: Image.Image) -> None:
        self.image = image

    @cached_property
    def raw(self) -> bytes:
        return self.image.tobytes()

    @cached_property
    def bands(self) -> tuple[Band, ...]:
        width, height = self.image.size
        out = []
        for start in range(0, height, BAND):
            stop = min(height, start + BAND)
            rows = _rows(self.raw, width, start, stop)
            deflated = _deflate(self.raw, width, start, stop, BOARD_LEVEL)
            out.append(Band(start, stop, deflated, zlib.adler32(rows)))
        return tuple(out)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


@lru_cache(maxsize=16)
def _head(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr) + _chunk(b"PLTE", palette_bytes())


class _Recent:
    """The bands compressed lately, by their bytes (with the row above): from one move
    to the next most bands with pieces are unchanged (one piece moved), so most of a
    picture's bands are found here. Bounded to :data:`RECENT` bands: the key is the
    band's own pixels (24 KB at 720 px), so a hit is exact, and the whole holds at most
    about 12 MB (25 games' changed bands: more games taking turns fall back to
    compressing their bands anew)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.bands: OrderedDict[bytes, Band] = OrderedDict()

    def get(self, key: bytes) -> Band | None:
        band = self.bands.get(key)
        if band is not None:
            self.bands.move_to_end(key)
        return band

    def put(self, key: bytes, band: Band) -> None:
        self.bands[key] = band
        if len(self.bands) > self.size:
            self.bands.popitem(last=False)


RECENT: Final = 512
_recent = _Recent(RECENT)


def _bands(frame: bytes, board: bytes, width: int, bands: tuple[Band, ...]) -> Iterator[Band]:
    """The bands of ``frame``: the board's own where they and the row above are
    unchanged, else one compressed lately from the same bytes, else a new one."""
    for band in bands:
        a, b = band.start * width, band.stop * width
        key = frame[max(0, a - width) : b]
        if key == board[max(0, a - width) : b]:
            yield band
            continue
        known = _recent.get(key)
        if known is None:
            known = _fresh(frame, width, band.start, band.stop)
            _recent.put(key, known)
        yield known


def _fresh(raw: bytes, width: int, start: int, stop: int) -> Band:
    rows = _rows(raw, width, start, stop)
    return Band(start, stop, _deflate(raw, width, start, stop, LEVEL), zlib.adler32(rows))


def encode(frame: Image.Image, backdrop: Backdrop) -> bytes:
    """``frame`` (a palette picture drawn on ``backdrop``'s image, same size and palette)
    as PNG bytes."""
    width, height = frame.size
    assert frame.size == backdrop.image.size and frame.mode == "P"
    parts = [b"\x78\x9c"]  # zlib's header: deflate, 32 KB window
    adler = 1
    for band in _bands(frame.tobytes(), backdrop.raw, width, backdrop.bands):
        parts.append(band.deflated)
        adler = adler32_combine(adler, band.adler, (band.stop - band.start) * (width + 1))
    parts += [_LAST, struct.pack(">I", adler)]
    idat = _chunk(b"IDAT", b"".join(parts))
    return _head(width, height) + idat + _chunk(b"IEND", b"")


__all__ = ["BAND", "Backdrop", "adler32_combine", "encode"]
