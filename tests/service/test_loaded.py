"""A loaded game lists a seat's legal actions once per state (the automatic answers and
the offers share the list), and anew once a change has replaced the state."""

from types import SimpleNamespace

from bot.service.models import Loaded


class Listing:
    """A spec whose legal actions are the seat and the state's version, counted."""

    def __init__(self) -> None:
        self.listed = 0

    def legal_actions(self, state, seat):
        self.listed += 1
        return [(seat, state.version)]


def test_legal_actions_are_listed_once_per_state_and_seat():
    spec = Listing()
    loaded = Loaded(SimpleNamespace(id=1), [], spec, SimpleNamespace(version=1))
    assert loaded.legal(0) == [(0, 1)] and loaded.legal(0) == [(0, 1)]
    assert loaded.legal(1) == [(1, 1)] and spec.listed == 2
    loaded.state = SimpleNamespace(version=2)  # a change replaced the state
    assert loaded.legal(0) == [(0, 2)] and spec.listed == 3
