"""The game service: lock -> load -> step -> commit -> outcome; timers; AI seats."""

from bot.service.models import GameSettings, Hand, Loaded, Move, Offer, Outcome
from bot.service.service import GameService
from bot.service.timers import Reminder

__all__ = ["GameService", "GameSettings", "Hand", "Loaded", "Move", "Offer", "Outcome",
           "Reminder"]
