"""Tiny Epic Western: the pure rules engine (see bot/games/tew/RULINGS.md and data/tew)."""
