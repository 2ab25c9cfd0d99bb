"""Runs inside ``.bench/anchors`` (not the project's environment): random 4-player ludopy
games, timed here so process start-up and imports are not counted. Prints JSON."""

import json
import sys
import time

import ludopy
import numpy as np


def main(games: int) -> None:
    rng = np.random.default_rng(1)
    start = time.perf_counter()
    for _ in range(games):
        g = ludopy.Game()
        there_is_a_winner = False
        while not there_is_a_winner:
            (_, move_pieces, _, _, _, there_is_a_winner), _player = g.get_observation()
            piece = rng.choice(move_pieces) if len(move_pieces) else -1
            g.answer_observation(piece)
    print(json.dumps({"games_per_s": games / (time.perf_counter() - start)}))


if __name__ == "__main__":
    main(int(sys.argv[1]))
