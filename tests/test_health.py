"""The health line: actions per second, command p99 and the render queue since the last line."""

from bot.health import Health


def test_the_health_line_counts_since_the_last_one():
    now = [100.0]
    health = Health(clock=lambda: now[0])
    health.acted(3)
    health.acted()
    for ms in range(1, 101):
        health.answered(ms / 1000)
    now[0] += 60
    line = health.line(games_active=7, render_queue=2, shards="0-1/4", bots=(1, 5))
    assert line == ("health shards=0-1/4 games_active=7 actions_per_s=0.07 commands=100 "
                    "command_p99_ms=100 render_queue=2 bot_searches=1 bot_fallbacks=5")
    now[0] += 60
    later = health.line(7, 0, bots=(0, 6))
    assert "actions_per_s=0.00 commands=0 command_p99_ms=0" in later
    assert later.endswith("bot_searches=0 bot_fallbacks=1")  # since the last line
