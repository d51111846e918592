"""The `/rules` summary by topic, and the one-line blurb (worded in `tew.ftl`)."""

from __future__ import annotations

from bot.games.core.words import Msg, msg

TOPICS = ("overview", "phases", "spots", "duels", "hands", "buying", "solo")
RULES: dict[str, Msg] = {topic: msg(f"tew-rules-{topic}") for topic in TOPICS}
BLURB = msg("tew-blurb")
