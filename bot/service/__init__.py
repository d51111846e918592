"""The game service: lock -> load -> step -> commit -> presentation; timers; AI seats."""

from bot.service.away import KEEP, Digest, Keep, MyGame
from bot.service.models import MAX_AWAY_DAYS, GameSettings, Loaded, Move, Offer, Outcome
from bot.service.presentation import GameInfo, Presentation, Private, Unreadable
from bot.service.recaps import Recap, RecapGroup
from bot.service.service import GameService
from bot.service.timers import Reminder

__all__ = ["KEEP", "MAX_AWAY_DAYS", "Digest", "GameInfo", "GameService", "GameSettings", "Keep",
           "Loaded", "Move", "MyGame", "Offer", "Outcome", "Presentation", "Private", "Recap",
           "RecapGroup", "Reminder", "Unreadable"]
