"""English words in strict mode (a missing key or value fails the test)."""

from bot.i18n import Words

STRICT = Words("en", strict=True)


def said(messages, names=None) -> list[str]:
    """Messages worded in strict English."""
    return [STRICT(m, names) for m in messages]
