"""The `/rules` topics of Western Legends."""

from __future__ import annotations

from bot.games.core.words import Msg, msg

PREFIX = "legends-rules-"
RULES: dict[str, Msg] = {topic: msg(PREFIX + topic)
                         for topic in ("overview", "turn", "fights", "poker", "tracks", "end")}
