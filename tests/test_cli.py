"""`python -m bot`: usage, no token, bad token and no network each end with one clear line."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import aiohttp
import discord
import pytest

import bot.__main__ as cli
from bot.invocation import python_command


def test_help_prints_usage_and_exits_zero():
    done = subprocess.run([sys.executable, "-m", "bot", "--help"], capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 0
    assert done.stdout.startswith("usage: python -m bot")
    assert "DISCORD_TOKEN" in done.stdout


def test_no_token_explains_and_points_to_the_console(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]):
    monkeypatch.setenv("DISCORD_TOKEN", "")
    assert cli.main([]) == 0
    assert f"{python_command()} -m bot.console" in capsys.readouterr().out


class Refusing:
    def __init__(self, error: BaseException) -> None:
        self.error = error

    def run(self, *_: Any, **__: Any) -> None:
        raise self.error


@pytest.mark.parametrize(("error", "says"), [
    (discord.LoginFailure("Improper token has been passed."), "refused the token"),
    (aiohttp.ClientConnectorError(None, OSError(-3, "Temporary failure in name resolution")),  # type: ignore[arg-type]
     "cannot reach Discord"),
])
def test_a_bad_token_or_no_network_is_one_line_and_exit_one(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        error: BaseException, says: str):
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-token")
    monkeypatch.setattr("bot.app.create_bot", lambda settings: Refusing(error))
    assert cli.main([]) == 1
    err = capsys.readouterr().err
    assert says in err
    assert err.count("\n") == 1
    assert "not-a-token" not in err


def test_a_malformed_setting_is_one_line(monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]):
    monkeypatch.setenv("AI_DELAY", "soon")
    assert cli.main([]) == 1
    err = capsys.readouterr().err
    assert err.startswith("saloon: setting AI_DELAY:")
    assert err.count("\n") == 1


@pytest.mark.parametrize(("args", "says", "code"), [
    (["--resume", "99"], "does not exist", 1),
    (["tew", "--seats", "0"], "takes 1-4 seats", 2),
    (["wow", "--seats", "2"], "takes 3-5 seats", 2),
    (["tew", "--seats", "2", "--ai", "3"], "takes 1-4 seats", 2),
])
def test_console_refusals_are_one_line(tmp_path, capsys: pytest.CaptureFixture[str],
                                       args: list[str], says: str, code: int):
    from bot import console

    assert console.main([*args, "--db", str(tmp_path / "c.db"), "--out", str(tmp_path)]) == code
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.slow  # a process of its own
def test_console_unknown_game_is_usage_and_exit_two():
    done = subprocess.run([sys.executable, "-m", "bot.console", "chess"], capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 2 and "invalid choice: 'chess'" in done.stderr
    assert "Traceback" not in done.stderr
