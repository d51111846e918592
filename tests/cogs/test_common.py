"""The one place every autocomplete answer goes through (`cogs.common.choices`): at most
25 choices, names clipped to 100 characters and never empty, values over 100 left out."""

from __future__ import annotations

from cogs.common import choices


def test_choices_fit_discords_limits():
    pairs = [("n" * 150, "long-name"), ("", "no-name"), ("   ", ""), ("ok", "v" * 101),
             *((f"c{i}", f"c{i}") for i in range(40))]
    out = choices(pairs)
    assert len(out) == 25
    assert out[0].name == "n" * 99 + "…" and out[0].value == "long-name"
    assert (out[1].name, out[1].value) == ("no-name", "no-name")
    assert all(1 <= len(c.name) <= 100 and len(c.value) <= 100 for c in out)
    assert "v" * 101 not in [c.value for c in out]


def test_choices_are_taken_lazily_up_to_25():
    taken: list[int] = []

    def pairs():
        for i in range(1000):
            taken.append(i)
            yield f"n{i}", f"v{i}"

    assert len(choices(pairs())) == 25 and len(taken) == 25
