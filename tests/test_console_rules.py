"""The console's `rules [topic]`: a topic by its name in the table's language, the other
topics by title, and an unknown topic answered with the list (issue 18 #6)."""

from __future__ import annotations

import io
import sys

from bot import console


def test_rules_topics_in_the_tables_language(tmp_path, monkeypatch, capsys):
    typed = ["rules duelos", "rules tiroteo", "rules", "quit"]
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(typed) + "\n"))
    code = console.main(["carson", "--seats", "2", "--ai", "1", "--seed", "5",
                         "--language", "es", "--db", str(tmp_path / "c.db"),
                         "--out", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 0
    assert "Carson City: Duelos\nPotencia de fuego = cowboys en reserva" in out
    assert "Más temas: Resumen, Colocación de cowboys, Edificios, Final de la partida" in out
    assert ("Carson City no tiene ningún tema de reglas «tiroteo». Temas: Resumen, "
            "Colocación de cowboys, Duelos, Edificios, Final de la partida") in out
    assert "Carson City: Resumen\nCuatro rondas." in out
