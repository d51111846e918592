"""The game service: lock -> load -> step -> commit -> presentation; timers; AI seats."""

from bot.service.animation import ReplayFrames
from bot.service.away import KEEP, Digest, Keep, MyGame
from bot.service.hints import Hint, HintOption
from bot.service.history import HistoryLine
from bot.service.memory import BoardLine, GameStatistics, Leaderboard, PlayerStats
from bot.service.models import MAX_AWAY_DAYS, GameSettings, Loaded, Move, Offer, Outcome
from bot.service.presentation import GameInfo, Presentation, Private, Unreadable
from bot.service.recaps import Recap, RecapGroup
from bot.service.records import RecordError
from bot.service.replays import RecordReplay, ReplayStep
from bot.service.service import GameService
from bot.service.timers import Reminder

__all__ = ["KEEP", "MAX_AWAY_DAYS", "BoardLine", "Digest", "GameInfo", "GameService",
           "GameSettings", "GameStatistics", "Hint", "HintOption", "HistoryLine", "Keep", "Leaderboard", "Loaded",
           "Move", "MyGame", "Offer", "Outcome", "PlayerStats", "Presentation", "Private",
           "Recap", "RecapGroup", "RecordError", "RecordReplay", "Reminder", "ReplayFrames",
           "ReplayStep", "Unreadable"]
