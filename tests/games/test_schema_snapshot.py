"""Every change to a game's `State` or `Options` model bumps its `schema_version`, with an
upgrade for games saved before (issue 18 #3: a field added without a bump left saved
Western Legends games unable to replay).

`tests/games/schemas/<game>_v<N>.json` holds the JSON schema of both models at version N.
When a model changes on purpose: bump `schema_version`, write `upgrade_state` (and
`options_before` for a new option), then write the new version's snapshot with
`python -m tests.games.test_schema_snapshot <game>`. A stored snapshot is never rewritten.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.games import GAMES
from bot.games.core.spec import AnySpec

HERE = Path(__file__).parent / "schemas"


def schema(spec: AnySpec) -> dict[str, Any]:
    return {"state": spec.State.model_json_schema(), "options": spec.Options.model_json_schema()}


def snapshot(key: str, version: int) -> Path:
    return HERE / f"{key}_v{version}.json"


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_state_and_options_models_match_their_versions_snapshot(key: str) -> None:
    spec = GAMES[key]
    path = snapshot(key, spec.schema_version)
    assert path.exists(), (
        f"no schema snapshot for {key} v{spec.schema_version}: if the models changed, bump "
        f"schema_version with an upgrade, then run python -m tests.games.test_schema_snapshot {key}")
    assert json.loads(path.read_text()) == schema(spec), (
        f"{key}'s State or Options changed without a schema bump: bump schema_version, add an "
        "upgrade_state (and options_before for a new option), then write the new snapshot")


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_version_after_a_snapshot_has_an_upgrade(key: str) -> None:
    """Once a version has been snapshotted (released), a later one must migrate its saves."""
    spec = GAMES[key]
    older = [v for v in range(1, spec.schema_version) if snapshot(key, v).exists()]
    assert not older or spec.upgrade_state is not None, f"{key} needs an upgrade_state"


def write(key: str) -> Path:
    spec = GAMES[key]
    path = snapshot(key, spec.schema_version)
    if path.exists():
        raise SystemExit(f"{path} exists: a stored snapshot is never rewritten; bump the version")
    path.write_text(json.dumps(schema(spec), indent=1, sort_keys=True) + "\n")
    return path


if __name__ == "__main__":
    for name in sys.argv[1:]:
        print(write(name))
