"""The game service: lock -> load -> step -> commit -> presentation; timers; AI seats."""

from bot.service.models import GameSettings, Loaded, Move, Offer, Outcome
from bot.service.presentation import GameInfo, Presentation, Private, Unreadable
from bot.service.recaps import Recap, RecapGroup
from bot.service.service import GameService
from bot.service.timers import Reminder

__all__ = ["GameInfo", "GameService", "GameSettings", "Loaded", "Move", "Offer", "Outcome",
           "Presentation", "Private", "Recap", "RecapGroup", "Reminder", "Unreadable"]
