"""The game service: lock -> load -> step -> commit -> outcome; timers; AI seats."""

from bot.service.models import GameSettings, Loaded, Move, Outcome
from bot.service.service import GameService
from bot.service.timers import Reminder

__all__ = ["GameService", "GameSettings", "Loaded", "Move", "Outcome", "Reminder"]
