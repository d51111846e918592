"""The one-way rule of DESIGN.md section 1, checked on the real import graph.

Modules are parsed with `ast`; every import (absolute or relative, at any depth of the
file) is resolved to a project module, and importing a module also runs its parent
packages' `__init__`, so the graph is what Python really executes.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "cogs", "render")
ENGINE_FORBIDDEN = {"discord", "PIL", "aiosqlite", "asyncio", "random", "secrets", "time"}
ENGINE_PROJECT_FORBIDDEN = ("cogs", "render", "bot.db", "bot.service", "bot.ui", "bot.i18n",
                            "bot.console", "bot.app", "bot.settings")
VIEW_SIDE = {"view", "data"}  # what a renderer may reach inside a game package


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def project_modules() -> dict[str, Path]:
    return {module_name(p): p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py")}


def imports(path: Path) -> list[str]:
    """Every module name `path` imports (relative imports resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    own = module_name(path) if path.is_relative_to(ROOT) else path.stem
    package = own if path.name == "__init__.py" else own.rpartition(".")[0]
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names.append(base)
            names.extend(f"{base}.{alias.name}" for alias in node.names)
    return names


def project_edges(name: str) -> set[str]:
    """Project modules that importing `name` executes directly (with parent packages)."""
    out: set[str] = set()
    modules = project_modules()
    for imported in imports(modules[name]):
        parts = imported.split(".")
        for i in range(1, len(parts) + 1):
            prefix = ".".join(parts[:i])
            if prefix in modules:
                out.add(prefix)
    return out - {name}


LAZY = {"bot.games.registry"}  # built on first use of `bot.games.GAMES`, not on import


def closure(start: str) -> set[str]:
    """Every project module importing `start` executes (lazy registries not followed)."""
    seen: set[str] = set()
    todo = [start]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        if name not in LAZY:
            todo.extend(project_edges(name))
    return seen


def test_engines_import_nothing_impure():
    bad = []
    for name, path in project_modules().items():
        if not name.startswith("bot.games"):
            continue
        for imported in imports(path):
            top = imported.split(".")[0]
            if top in ENGINE_FORBIDDEN or imported.startswith(ENGINE_PROJECT_FORBIDDEN):
                bad.append(f"{name}: {imported}")
    assert not bad, "engines must stay pure:\n" + "\n".join(bad)


def test_renderers_reach_only_view_models_of_the_engines():
    """Following every import a renderer executes, it meets the core's models and each
    game's view models and data tables, never a game's rules or state."""
    bad = set()
    for name in project_modules():
        if not name.startswith("render"):
            continue
        for reached in closure(name):
            parts = reached.split(".")
            if parts[0] in ("cogs",) or reached.startswith(("bot.db", "bot.service", "bot.ui")):
                bad.add(f"{name} -> {reached}")
            in_game = reached.startswith("bot.games.") and parts[2] not in ("core", "registry")
            if in_game and len(parts) > 3 and parts[3] not in VIEW_SIDE:
                bad.add(f"{name} -> {reached}")
    assert not bad, "renderers may reach only view models:\n" + "\n".join(sorted(bad))


def test_storage_service_and_ui_name_no_game():
    games = {p.name for p in (ROOT / "bot/games").iterdir() if p.is_dir() and p.name != "core"}
    bad = []
    for name in project_modules():
        if not name.startswith(("bot.db", "bot.service", "bot.ui", "cogs")):
            continue
        for reached in project_edges(name):
            parts = reached.split(".")
            if len(parts) > 2 and parts[:2] == ["bot", "games"] and parts[2] in games:
                bad.append(f"{name}: {reached}")
    assert not bad, "nothing game-specific in the service, storage, ui or cogs:\n" + "\n".join(bad)


def test_ui_never_imports_cogs():
    bad = [f"{n} -> {r}" for n in project_modules() if n.startswith("bot.ui")
           for r in project_edges(n) if r.startswith("cogs")]
    assert not bad, "bot/ui must not import cogs:\n" + "\n".join(bad)


def test_the_checker_resolves_relative_and_nested_imports(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("import random\nfrom discord import ui\ndef f():\n    import time\n")
    assert imports(sample)[:3] == ["random", "discord", "discord.ui"]
    assert "time" in imports(sample)
