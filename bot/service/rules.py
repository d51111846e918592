"""A game's rules summary by topic (`/rules`, the console's `rules`): each topic has a short
title (`<game>-topic-<topic>`) and a text (the game's `rules`), both in the reader's language.
A topic is named by its id (`duels`) or its title in the reader's language or in English
("Duelos", "duels"), whole or by a unique beginning, case and accents ignored."""

from __future__ import annotations

import unicodedata

from bot.games.core import AnySpec, msg
from bot.i18n import Voice, words


def title(spec: AnySpec, topic: str, voice: Voice) -> str:
    """A topic's short title in the reader's language (the id where a catalogue has none)."""
    key = f"{spec.key}-topic-{topic}"
    return voice(msg(key)) if voice.words.has(key) else topic


def _folded(text: str) -> str:
    """Lower case without accents ("Póquer" -> "poquer")."""
    decomposed = unicodedata.normalize("NFKD", text.strip().lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def find(spec: AnySpec, voice: Voice, typed: str) -> str | None:
    """The topic `typed` names, or None when it names none or several."""
    wanted = _folded(typed)
    if not wanted:
        return None
    english = Voice(words())
    names = {t: {_folded(t), _folded(title(spec, t, voice)), _folded(title(spec, t, english))}
             for t in spec.rules}
    exact = [t for t, ns in names.items() if wanted in ns]
    begun = [t for t, ns in names.items() if any(n.startswith(wanted) for n in ns)]
    found = exact or begun
    return found[0] if len(found) == 1 else None


def matching(spec: AnySpec, voice: Voice, typed: str) -> list[tuple[str, str]]:
    """(title, topic) of the topics whose title or id holds the typed text, for autocomplete."""
    wanted = _folded(typed)
    return [(name, t) for t in spec.rules
            if wanted in _folded(name := title(spec, t, voice)) or wanted in t]


def summary(spec: AnySpec, voice: Voice, typed: str | None = None) -> str:
    """What `/rules` shows: the topic's title and text, then the other topics' titles (the
    overview when nothing is asked); a topic that is not found lists every topic instead."""
    topics = list(spec.rules)
    if not topics:
        return voice(msg("ui-no-rules"))
    shown = find(spec, voice, typed) if typed and typed.strip() else topics[0]
    if shown is None:
        return voice(msg("ui-unknown-topic", game=spec.title, topic=(typed or "").strip()[:60],
                         topics=", ".join(title(spec, t, voice) for t in topics)))
    text = f"**{spec.title}: {title(spec, shown, voice)}**\n{voice(spec.rules[shown])}"
    more = ", ".join(title(spec, t, voice) for t in topics if t != shown)
    return text + ("\n\n" + voice(msg("ui-more-topics", topics=more)) if more else "")
