"""The web edge: the live board page and its socket (issue 36)."""
