"""The one-way rule of DESIGN.md section 1, checked on the source with `ast`."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE_FORBIDDEN = {"discord", "PIL", "aiosqlite", "asyncio", "random", "secrets", "time"}
ENGINE_PROJECT_FORBIDDEN = {"cogs", "render", "bot.db", "bot.service", "bot.ui", "bot.console"}


def imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


def sources(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def test_engines_import_nothing_impure():
    bad = []
    for path in sources("bot/games"):
        for name in imports(path):
            top = name.split(".")[0]
            if top in ENGINE_FORBIDDEN or any(name == p or name.startswith(p + ".")
                                              for p in ENGINE_PROJECT_FORBIDDEN):
                bad.append(f"{path.relative_to(ROOT)}: {name}")
    assert not bad, "engines must stay pure:\n" + "\n".join(bad)


def test_renderers_import_only_view_models_from_engines():
    bad = []
    for path in sources("render"):
        for name in imports(path):
            if name.startswith(("bot.db", "bot.service", "bot.ui", "cogs", "discord", "aiosqlite")):
                bad.append(f"{path.relative_to(ROOT)}: {name}")
            engine = name.startswith("bot.games")
            if engine and name != "bot.games.core.model" and not name.endswith(".view"):
                bad.append(f"{path.relative_to(ROOT)}: {name}")
    assert not bad, "renderers may import only view models:\n" + "\n".join(bad)


def test_storage_service_and_cogs_name_no_game():
    games = {p.name for p in (ROOT / "bot/games").iterdir() if p.is_dir() and p.name != "core"}
    bad = []
    for folder in ("bot/db", "bot/service", "bot/ui", "cogs"):
        for path in sources(folder):
            for name in imports(path):
                parts = name.split(".")
                if len(parts) > 2 and parts[:2] == ["bot", "games"] and parts[2] in games:
                    bad.append(f"{path.relative_to(ROOT)}: {name}")
    assert not bad, "nothing game-specific in the service, storage or cogs:\n" + "\n".join(bad)


def test_the_checker_would_catch_a_forbidden_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("import random\nfrom discord import ui\n")
    assert imports(sample) == ["random", "discord"]
