"""Live boards for every edge: how an answer reaches a surface that shows a game, the
same wherever it is drawn (:mod:`.live`). An edge says how to draw on its surfaces
(:class:`.live.Drawer`); this package imports no edge's library."""

from .live import Drawer, LiveSurfaces, logged

__all__ = ["Drawer", "LiveSurfaces", "logged"]
