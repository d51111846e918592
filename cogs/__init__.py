"""discord.py cogs: lobby (/game), play (/play, /rules), hand (/hand), admin (/notify, timers)."""
