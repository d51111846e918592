"""Configuration from the environment or `.env` (pydantic-settings)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Process settings from the environment or `.env` (see README: Configuration)."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr = Field(
        default=SecretStr(""), description="Bot token from the Developer Portal (never logged)"
    )
    saloon_db: Path = Field(default=Path("data/saloon.db"), description="SQLite file")
    dev_guild_id: int | None = Field(default=None, description="Sync commands to one guild")
    ai_delay: float = Field(default=1.0, ge=0, description="Seconds between AI moves")
    timer_poll_seconds: float = Field(default=30.0, gt=0, description="How often timers run")
    log_level: str = "INFO"
