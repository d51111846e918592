"""Loading saved states: a game saved by an older release loads in a newer one."""

import dataclasses

import pytest

from tests.support.fixture_game import SPEC, Options


def old_release_json() -> dict:
    """Schema 1 of the fixture game, as an older release stored it (no `rounds` field)."""
    state = SPEC.setup(2, 3, Options()).model_dump(mode="json")
    del state["rounds"]
    return state


def upgrade(data: dict, saved: int) -> dict:
    if saved < 2:
        data = {**data, "rounds": 3}  # schema 2 added the game length option
    return data


NEWER = dataclasses.replace(SPEC, schema_version=2, upgrade_state=upgrade)


def test_current_schema_loads_as_is():
    state = SPEC.setup(2, 3, Options())
    assert SPEC.load_state(state.model_dump_json(), 1) == state


def test_older_schema_is_upgraded_before_validation():
    loaded = NEWER.load_state(old_release_json(), 1)
    assert loaded.rounds == 3 and loaded.picks == [None, None]


def test_missing_upgrade_path_and_future_schema_are_refused():
    with pytest.raises(ValueError, match="no upgrade path"):
        dataclasses.replace(SPEC, schema_version=2).load_state(old_release_json(), 1)
    with pytest.raises(ValueError, match="newer"):
        SPEC.load_state(old_release_json(), 5)
