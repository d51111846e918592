"""The game service: lock -> load -> step -> commit -> presentation; timers; AI seats."""

from bot.service.animation import ReplayFrames
from bot.service.history import HistoryLine
from bot.service.memory import BoardLine, GameStatistics, Leaderboard, PlayerStats
from bot.service.models import GameSettings, Loaded, Move, Offer, Outcome
from bot.service.presentation import GameInfo, Presentation, Private, Unreadable
from bot.service.records import RecordError
from bot.service.replays import RecordReplay, ReplayStep
from bot.service.service import GameService
from bot.service.timers import Reminder

__all__ = ["BoardLine", "GameInfo", "GameService", "GameSettings", "GameStatistics",
           "HistoryLine", "Leaderboard", "Loaded", "Move",
           "Offer", "Outcome", "PlayerStats", "Presentation", "Private", "RecordError",
           "RecordReplay", "Reminder", "ReplayFrames", "ReplayStep", "Unreadable"]
