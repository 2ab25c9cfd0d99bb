"""The live board's web edge (issue 36): pages, sockets and the Discord Activity."""
