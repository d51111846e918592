"""Configuration from the environment or `.env` (pydantic-settings)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Process settings from the environment or `.env` (see README: Configuration)."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr = Field(
        default=SecretStr(""), description="Bot token from the Developer Portal (never logged)"
    )
    saloon_db: str = Field(
        default="data/saloon.db", repr=False,  # a PostgreSQL URL may carry a password
        description="The database: a SQLite file (a path or sqlite:///path, the default) or "
                    "a PostgreSQL URL (postgresql://user:password@host/dbname) that several "
                    "bot processes can share")
    dev_guild_id: int | None = Field(default=None, description="Sync commands to one guild")
    ai_delay: float = Field(default=1.0, ge=0, description="Seconds between AI moves")
    timer_poll_seconds: float = Field(default=30.0, gt=0, description="How often timers run")
    log_level: str = "INFO"
    shard_count: int | None = Field(
        default=None, ge=1, le=4096,
        description="Shards in all (Discord requires sharding past 2,500 servers); unset: one "
                    "unsharded connection")
    shard_ids: str | None = Field(
        default=None, description="The shards this process runs: a range '0-3' or a list "
                                  "'0,2'; unset: every shard (with SHARD_COUNT)")
    render_workers: int | None = Field(
        default=None, ge=0, le=256,
        description="Processes that draw boards; 0: a thread of the bot; unset: one per core")
    bot_workers: int | None = Field(
        default=None, ge=0, le=256,
        description="Processes in which hard bots search (each one search at a time); 0: "
                    "threads of the bot; unset: one per core but one (at least one)")

    @field_validator("shard_ids")
    @classmethod
    def _shard_list(cls, value: str | None) -> str | None:
        if value is not None:
            parse_shards(value)
        return value

    def shards(self) -> list[int] | None:
        """The shard ids this process runs (None: all of them, or no sharding)."""
        if self.shard_ids is None or self.shard_count is None:
            return None
        ids = parse_shards(self.shard_ids)
        if max(ids) >= self.shard_count:
            raise ValueError(f"SHARD_IDS {self.shard_ids} reach past SHARD_COUNT "
                             f"{self.shard_count} (ids start at 0)")
        return ids

    def painters(self) -> int:
        """How many render worker processes to start."""
        return self.render_workers if self.render_workers is not None else os.cpu_count() or 1

    def thinkers(self) -> int:
        """How many bot worker processes to start: by default one core is left to the event
        loop and the painters, which a search would otherwise slow down."""
        if self.bot_workers is not None:
            return self.bot_workers
        return max(1, (os.cpu_count() or 1) - 1)

    @field_validator("saloon_db", mode="before")
    @classmethod
    def _path_or_url(cls, value: object) -> object:
        return str(value) if isinstance(value, Path) else value


def parse_shards(text: str) -> list[int]:
    """'0-3' -> [0, 1, 2, 3]; '0,2,5' -> [0, 2, 5]; anything else is refused."""
    found = re.fullmatch(r"\s*(\d+)\s*-\s*(\d+)\s*", text)
    if found:
        low, high = int(found[1]), int(found[2])
        if low > high:
            raise ValueError(f"SHARD_IDS {text!r}: the range runs backwards")
        return list(range(low, high + 1))
    parts = [p.strip() for p in text.split(",")]
    if not parts or not all(p.isdecimal() for p in parts):
        raise ValueError(f"SHARD_IDS {text!r}: write a range like 0-3 or a list like 0,2")
    return sorted({int(p) for p in parts})
