"""Numbered SQL migrations, applied in order through `PRAGMA user_version`."""
