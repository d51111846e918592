"""The bot token is a secret: no repr, str, log line or validation error shows it."""

from __future__ import annotations

import logging

import pytest
from pydantic import ValidationError

from bot.settings import Settings

TOKEN = "MTIzNDU2Nzg5.secret-token-value"


def test_the_token_never_appears_in_repr_str_or_dump(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    assert settings.discord_token.get_secret_value() == TOKEN
    for shown in (repr(settings), str(settings), settings.model_dump_json(), str(settings.model_dump())):
        assert TOKEN not in shown


def test_the_token_never_appears_in_a_log_line(monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture):
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    with caplog.at_level(logging.DEBUG):
        logging.getLogger("saloon").info("starting with %s", settings)
    assert TOKEN not in caplog.text


def test_a_validation_error_does_not_echo_the_token(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("AI_DELAY", "-1")
    with pytest.raises(ValidationError) as caught:
        Settings(_env_file=None)  # type: ignore[call-arg]
    assert TOKEN not in str(caught.value)


def test_shard_ranges_and_lists_are_read_and_bad_ones_refused(monkeypatch: pytest.MonkeyPatch):
    from bot.settings import parse_shards

    assert parse_shards("0-3") == [0, 1, 2, 3] and parse_shards("4, 2") == [2, 4]
    for bad in ("3-1", "a", "1-", ""):
        with pytest.raises(ValueError):
            parse_shards(bad)
    settings = Settings(_env_file=None, shard_count=4, shard_ids="2-3")  # type: ignore[call-arg]
    assert settings.shards() == [2, 3]
    with pytest.raises(ValueError, match="reach past SHARD_COUNT"):
        Settings(_env_file=None, shard_count=2, shard_ids="1-2").shards()  # type: ignore[call-arg]
    assert Settings(_env_file=None, render_workers=0).painters() == 0  # type: ignore[call-arg]
    assert Settings(_env_file=None).painters() >= 1  # type: ignore[call-arg]


def test_bot_workers_leave_a_core_by_default_and_zero_means_threads(
        monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr("os.cpu_count", lambda: 4)
    assert Settings(_env_file=None).thinkers() == 3  # type: ignore[call-arg]
    monkeypatch.setattr("os.cpu_count", lambda: 1)
    assert Settings(_env_file=None).thinkers() == 1  # type: ignore[call-arg]
    monkeypatch.setenv("BOT_WORKERS", "0")
    assert Settings(_env_file=None).thinkers() == 0  # type: ignore[call-arg]
