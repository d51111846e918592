"""Who a seat is rated for (issue 22): whoever played most of its moves, by the acting user
the action log keeps (migration 007); without any, the human seated at the end."""

from types import SimpleNamespace

from bot.db.records import SeatRow
from bot.service.results import seat_player


def moves(*pairs: tuple[int, int | None]) -> list:
    return [SimpleNamespace(seat=seat, user_id=user) for seat, user in pairs]


def test_a_replaced_seat_is_rated_for_who_played_most_of_its_moves():
    seat = SeatRow(game_id=1, seat=0, user_id=7, name="Cid")  # Cid took the seat late
    log = moves((0, 5), (1, 9), (0, 5), (0, None), (0, 7), (0, 5))
    assert seat_player(seat, log) == 5
    assert seat_player(seat, moves((0, 5), (0, 7))) == 7  # a tie: who played last
    bot = SeatRow(game_id=1, seat=0, user_id=None, name="Bot", is_ai=True)
    assert seat_player(bot, log) == 5  # a bot finished it: still the human's game


def test_without_acting_users_the_seated_human_is_rated():
    seat = SeatRow(game_id=1, seat=0, user_id=7, name="Cid")
    assert seat_player(seat, moves((0, None), (1, None))) == 7
    assert seat_player(seat) == 7
    assert seat_player(SeatRow(game_id=1, seat=0, user_id=None, name="B", is_ai=True)) is None
