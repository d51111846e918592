"""The game service: lock -> load -> step -> commit -> presentation; timers; AI seats."""

from bot.service.away import Digest, MyGame
from bot.service.models import GameSettings, Loaded, Move, Offer, Outcome
from bot.service.presentation import GameInfo, Presentation, Private, Unreadable
from bot.service.service import GameService
from bot.service.timers import Reminder

__all__ = ["Digest", "GameInfo", "GameService", "GameSettings", "Loaded", "Move", "MyGame",
           "Offer", "Outcome", "Presentation", "Private", "Reminder", "Unreadable"]
