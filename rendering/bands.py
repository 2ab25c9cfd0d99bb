"""A move's picture as PNG bytes, compressing only the bands of rows the move changed.

The board under the pieces is the same picture for a whole game, and deflate spends most
of a picture's time on it. So the picture's rows are compressed in bands of
:data:`BAND` rows, each a run of deflate blocks that ends on a byte boundary
(``Z_SYNC_FLUSH``) and is compressed with the 32 KB of the picture before it as the
compressor's dictionary: a band refers back into the rows above it as if the picture
were one stream, and deflate streams joined this way are one valid stream (as in
``pigz``). Compressing a band with only its own rows would cost a fifth more bytes.

So a band's bytes are right wherever its own rows are the same and the rows above that
it refers to are too. A move's picture takes for each band, in this order:

1. the board's band (compressed once, hard, after the board's rows), where the band and
   all the rows its dictionary held are the board's;
2. a band compressed lately from the same content after the same contents above
   (each content named by a number given once, :class:`_Contents`; :class:`_Deflated`);
3. the board's band or the latest band compressed from the same content, if it inflates
   to the band's rows after *this* picture's rows above (:func:`_fits`: it did not
   refer to what changed above; inflating costs a tenth of compressing);
4. the band compressed anew.

Deflate is zlib-ng's (the same format as zlib's, about a third faster and 5 % smaller at
the same level). The PNG is written here (signature, IHDR, PLTE, one IDAT, IEND; 8-bit
palette, filter 0 on every row, as Pillow writes palette pictures); the zlib stream's
Adler-32 is put together from the bands' own checksums (:func:`adler32_combine`,
zlib's formula).
"""

from __future__ import annotations

import itertools
import struct
import threading
from collections import OrderedDict
from functools import cached_property, lru_cache
from typing import Final, NamedTuple

from PIL import Image
from zlib_ng import zlib_ng

from .palette import palette_bytes

BAND: Final = 64
"""Rows per band: fewer rows are compressed anew around a piece, more bytes are spent
on each band's own Huffman tables."""
WINDOW: Final = 32768
"""Deflate's window: how far back a band may refer (its dictionary)."""
BOARD_LEVEL: Final = 9
LEVEL: Final = 6
"""The level of the bands a move changed (zlib-ng's 7 is no smaller than its 6)."""
_MOD: Final = 65521
_LAST: Final = b"\x03\x00"
"""An empty final deflate block (fixed Huffman codes): the stream's end."""
_numbers = itertools.count()
_BROKEN: Final[type[Exception]] = zlib_ng.error  # type: ignore[assignment]  # a class


class Band(NamedTuple):
    start: int
    """Where the band's scanlines start in the picture's, in bytes."""
    stop: int
    deflated: bytes
    """Deflate blocks ending on a byte boundary, compressed with the scanlines before
    ``start`` (at most :data:`WINDOW` bytes) as dictionary."""
    adler: int
    """Adler-32 of the band's scanlines."""


def adler32_combine(first: int, second: int, length: int) -> int:
    """The Adler-32 of two byte strings one after the other, from the Adler-32 of each
    and the second's ``length`` (zlib's ``adler32_combine``, which Python lacks)."""
    rem = length % _MOD
    lo1, hi1 = first & 0xFFFF, first >> 16
    lo2, hi2 = second & 0xFFFF, second >> 16
    lo = (lo1 + lo2 - 1) % _MOD
    hi = (rem * lo1 + hi1 + hi2 - rem) % _MOD
    return lo | (hi << 16)


def scanlines(image: Image.Image) -> bytes:
    """A palette picture's PNG scanlines: each row's filter byte (0, none), then the row.
    Pillow's raw encoder pads each row with zeros to the stride asked for: the pad is
    the next row's filter byte (joined from a view of the rows: one copy of them)."""
    rows = image.tobytes("raw", "P", image.width + 1)
    return b"".join((b"\0", memoryview(rows)[:-1]))


def _deflate(stream: bytes, start: int, stop: int, level: int) -> bytes:
    before = stream[max(0, start - WINDOW) : start]
    z = zlib_ng.compressobj(level, zlib_ng.DEFLATED, -15, 9, zlib_ng.Z_DEFAULT_STRATEGY, before)
    return z.compress(stream[start:stop]) + z.flush(zlib_ng.Z_SYNC_FLUSH)


def _fits(deflated: bytes, stream: bytes, start: int, stop: int) -> bool:
    """Whether ``deflated`` inflates to ``stream[start:stop]`` after ``stream[:start]``:
    then it is right there, in a picture that goes on from the same bytes."""
    before = stream[max(0, start - WINDOW) : start]
    z = zlib_ng.decompressobj(-15, before) if before else zlib_ng.decompressobj(-15)
    try:
        return z.decompress(deflated, stop - start + 1) == stream[start:stop]
    except _BROKEN:  # it refers back further than the picture goes here
        return False


def _spans(width: int, height: int) -> tuple[tuple[int, int, int], ...]:
    """Each band's start and stop in the scanlines, and the first band its dictionary
    reaches into."""
    line = width + 1
    edges = [(a * line, min(height, a + BAND) * line) for a in range(0, height, BAND)]
    first = [next(j for j, e in enumerate(edges) if e[1] > a - WINDOW) for a, _ in edges]
    return tuple((a, b, f) for (a, b), f in zip(edges, first, strict=True))


class Backdrop:
    """The unchanging board of a game as a palette picture, and its PNG bands."""

    def __init__(self, image: Image.Image) -> None:
        self.image = image

    @cached_property
    def spans(self) -> tuple[tuple[int, int, int], ...]:
        return _spans(*self.image.size)

    @cached_property
    def numbers(self) -> tuple[int, ...]:
        """A number for each band's content, never given to another content."""
        return tuple(next(_numbers) for _ in self.spans)

    @cached_property
    def contents(self) -> tuple[bytes, ...]:
        """Each band's scanlines."""
        s = scanlines(self.image)
        return tuple(s[a:b] for a, b, _ in self.spans)

    @cached_property
    def bands(self) -> tuple[Band, ...]:
        s = b"".join(self.contents)
        return tuple(
            Band(a, b, _deflate(s, a, b, BOARD_LEVEL), zlib_ng.adler32(s[a:b]))
            for a, b, _ in self.spans
        )


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib_ng.crc32(kind + data)
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


@lru_cache(maxsize=16)
def _head(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr) + _chunk(b"PLTE", palette_bytes())


_lock = threading.Lock()
"""Pictures may be drawn in several threads at once: the caches are changed under it."""


class _Key:
    """A band's scanlines as a key, hashed by their CRC-32 (zlib-ng's: well under a
    microsecond for a band of 46 KB, where Python's own hash of the bytes takes 25) and
    equal only to the very same bytes, so a hit is still exact."""

    __slots__ = ("content", "crc")

    def __init__(self, content: bytes) -> None:
        self.content = content
        self.crc = zlib_ng.crc32(content)

    def __hash__(self) -> int:
        return self.crc

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Key) and self.crc == other.crc and self.content == other.content


class _Contents:
    """Bands' contents seen lately, each with its number and Adler-32: from one move to
    the next most bands with pieces are unchanged (one piece moved). The key is the
    band's own scanlines (46 KB at 720 px, :class:`_Key`), so a hit is exact; bounded
    to ``size`` contents (about 12 MB at :data:`RECENT`)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.known: OrderedDict[_Key, tuple[int, int]] = OrderedDict()

    def get(self, content: bytes) -> tuple[int, int]:
        key = _Key(content)
        with _lock:
            found = self.known.get(key)
            if found is not None:
                self.known.move_to_end(key)
                return found
        found = (next(_numbers), zlib_ng.adler32(content))
        with _lock:
            self.known[key] = found
            if len(self.known) > self.size:
                self.known.popitem(last=False)
        return found


class _Deflated:
    """Bands compressed lately, by the numbers of their own content and of the contents
    their dictionary came from (a number is never given twice, so a hit is exact), and
    the latest one of each content; each bounded to ``size`` bands of a few KB."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.bands: OrderedDict[tuple[int, ...], bytes] = OrderedDict()
        self.latest: OrderedDict[int, bytes] = OrderedDict()

    def get(self, key: tuple[int, ...]) -> tuple[bytes | None, bytes | None]:
        """The band compressed after the same contents, and the latest of the same."""
        with _lock:
            found = self.bands.get(key)
            if found is not None:
                self.bands.move_to_end(key)
            return found, self.latest.get(key[-1])

    def put(self, key: tuple[int, ...], deflated: bytes) -> None:
        with _lock:
            self.bands[key] = deflated
            self.latest[key[-1]] = deflated
            self.latest.move_to_end(key[-1])
            if len(self.bands) > self.size:
                self.bands.popitem(last=False)
            if len(self.latest) > self.size:
                self.latest.popitem(last=False)


RECENT: Final = 256
_contents = _Contents(RECENT)
_deflated = _Deflated(4 * RECENT)


def _bands(stream: bytes, backdrop: Backdrop) -> list[Band]:
    """The bands of the picture whose scanlines are ``stream`` (see the module's
    docstring for the order they are looked for in)."""
    board, mine, numbers = backdrop.contents, backdrop.bands, backdrop.numbers
    seen: list[int] = []
    out: list[Band] = []
    for i, (start, stop, first) in enumerate(backdrop.spans):
        content = stream[start:stop]
        tries: list[bytes] = []
        if content == board[i]:
            seen.append(numbers[i])
            if seen[first:i] == list(numbers[first:i]):
                out.append(mine[i])
                continue
            adler = mine[i].adler
            tries.append(mine[i].deflated)
        else:
            number, adler = _contents.get(content)
            seen.append(number)
        key = tuple(seen[first : i + 1])
        deflated, latest = _deflated.get(key)
        if deflated is None:
            if latest is not None and latest not in tries:
                tries.append(latest)
            deflated = next((d for d in tries if _fits(d, stream, start, stop)), None)
            if deflated is None:
                deflated = _deflate(stream, start, stop, LEVEL)
            _deflated.put(key, deflated)
        out.append(Band(start, stop, deflated, adler))
    return out


def encode(frame: Image.Image, backdrop: Backdrop) -> bytes:
    """``frame`` (a palette picture drawn on ``backdrop``'s image, same size and palette)
    as PNG bytes."""
    width, height = frame.size
    assert frame.size == backdrop.image.size and frame.mode == "P"
    parts = [b"\x78\x9c"]  # zlib's header: deflate, 32 KB window
    adler = 1
    for band in _bands(scanlines(frame), backdrop):
        parts.append(band.deflated)
        adler = adler32_combine(adler, band.adler, band.stop - band.start)
    parts += [_LAST, struct.pack(">I", adler)]
    idat = _chunk(b"IDAT", b"".join(parts))
    return _head(width, height) + idat + _chunk(b"IEND", b"")


__all__ = ["BAND", "Backdrop", "adler32_combine", "encode", "scanlines"]
