"""A concise rules summary in our own words, for `/rules`: topic -> catalogue message."""

from __future__ import annotations

from bot.games.core.words import Msg, msg

TOPICS = ("overview", "auction", "actions", "shootouts", "income", "scoring")
RULES: dict[str, Msg] = {topic: msg(f"wow-rules-{topic}") for topic in TOPICS}
