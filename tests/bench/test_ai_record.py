"""`bench.ai --record/--report`: games recorded at different times count together, only
while the code that played them is unchanged, once per seed."""

from __future__ import annotations

from pathlib import Path

from bench.ai import Played, play
from bench.ai_record import code_of, fingerprint, record, recorded


def test_a_report_counts_each_seed_of_the_current_code_once(tmp_path: Path) -> None:
    won, lost = Played(1.0, [0.5], [0.01], 10), Played(0.0, [0.7], [0.02], 12)
    record(tmp_path, "wow-3", "hard", "new", 0, won)
    record(tmp_path, "wow-3", "hard", "old", 1, won)  # another version of the code
    record(tmp_path, "wow-3", "hard", "new", 2, won)
    record(tmp_path, "wow-3", "hard", "new", 2, lost)  # played again: the last counts
    kept = recorded(tmp_path, "wow-3", "hard", "new")
    assert sorted(kept) == [0, 2]
    assert Played(**kept[2]) == lost
    assert recorded(tmp_path, "wow-3", "normal", "new") == {}


def test_each_game_has_its_own_fingerprint_of_the_code() -> None:
    assert fingerprint("wow", play) == fingerprint("wow", play)
    assert fingerprint("wow", play) != fingerprint("carson", play)


def test_a_fingerprint_reads_code_not_its_docstrings_comments_or_layout() -> None:
    code = code_of('def f(x):\n    """What f is."""\n    return x + 1  # one more\n')
    assert code == code_of('def f(x):\n    """What f does, in other words."""\n\n    return (x\n            + 1)\n')
    assert code != code_of('def f(x):\n    """What f is."""\n    return x + 2\n')
