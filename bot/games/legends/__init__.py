"""Western Legends: the pure game engine."""
