"""The one-way rule of DESIGN.md section 1, checked on the real import graph.

Modules are parsed with `ast`; every import (absolute or relative, at any depth of the
file) is resolved to a project module, and importing a module also runs its parent
packages' `__init__`, so the graph is what Python really executes.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from functools import cache
from pathlib import Path

from bot.games.core.spec import AnySpec

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


# -- issue 20 #7: layers inside a game, and no import cycle anywhere ----------------------


def import_targets(path: Path) -> set[str]:
    """The project modules `path` imports by name, at any depth of the file (imports inside
    functions included): `from a import b` is `a.b` when that is a module, else `a`. The
    parent packages Python also runs are left out, so this is the module import graph."""
    modules = project_modules()
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    own = module_name(path)
    package = own if path.name == "__init__.py" else own.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                out.add(sub if sub in modules else base)
    return {m for m in out if m in modules} - {own}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles of `graph`: its strongly connected components of two or more
    modules (Tarjan's algorithm, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            nxt = next((t for t in targets if t in graph), None)
            if nxt is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        top = stack.pop()
                        on_stack.discard(top)
                        component.append(top)
                        if top == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
            elif nxt not in index:
                index[nxt] = low[nxt] = len(index)
                stack.append(nxt)
                on_stack.add(nxt)
                work.append((nxt, iter(sorted(graph[nxt]))))
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
    return found


def test_no_import_cycle():
    """No package holds an import cycle, counting the imports placed inside functions
    (a cycle hidden in a function is still a cycle: each side needs the other)."""
    graph = {name: import_targets(path) for name, path in project_modules().items()}
    found = cycles(graph)
    assert not found, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in found)


def test_the_cycle_check_finds_a_cycle_through_a_function():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


LAZY_IMPORTS = {"bot.games": "`GAMES` is built on first use",
                "bot.games.registry": "each spec is imported when the registry is built"}


def test_engines_and_renderers_import_at_the_top():
    """An import inside a function hides a layer's dependencies; engines and renderers
    import at the top of each module, but for the lazily built game registry."""
    bad = []
    for name, path in project_modules().items():
        if not name.startswith(("bot.games", "render")) or name in LAZY_IMPORTS:
            continue
        for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                bad += [f"{name}:{node.lineno} in {fn.name}" for node in ast.walk(fn)
                        if isinstance(node, ast.Import | ast.ImportFrom)]
    assert not bad, "imports inside functions:\n" + "\n".join(sorted(set(bad)))


def handler_modules(spec: AnySpec) -> set[str]:
    """The modules defining the functions a game's decision types name (through the
    wrappers of `decisions.py`: a default "first legal answer" names the legal list)."""
    def named(f: Callable[..., object]) -> list[Callable[..., object]]:
        if "<" not in f.__qualname__:
            return [f]
        cells = [c.cell_contents for c in f.__closure__ or ()]
        return [g for c in cells if callable(c) and hasattr(c, "__qualname__") for g in named(c)]
    return {f.__module__ for kind in spec.flow.types.values()
            for f in [*named(kind.legal), *named(kind.verify), *named(kind.apply),
                      *named(kind.default)]}


def test_question_handlers_sit_above_the_rule_effects():
    """In every game, rule effects push decisions by kind and never reach a question's
    handlers: only `decisions.py` and other question modules import a module defining
    handlers (listing, verifying, applying or defaulting an answer)."""
    from bot.games import GAMES

    bad = []
    for key, spec in GAMES.items():
        top = f"bot.games.{key}.decisions"
        handlers = handler_modules(spec) - {top}
        for name, path in project_modules().items():
            if name.startswith(f"bot.games.{key}.") and name not in handlers | {top}:
                bad += [f"{name} -> {h}" for h in sorted(import_targets(path) & handlers)]
    assert not bad, "rule modules importing question handlers:\n" + "\n".join(bad)


DEAD_CODE_SCOPE = ("bot.games", "render")
USERS = ("bot", "cogs", "render")  # the product: a function only tests call is dead code


def used_names() -> set[str]:
    """Every name the product mentions: names, attributes, imported names, and strings
    that are identifiers (a name looked up by `getattr`)."""
    names: set[str] = set()
    for name, path in project_modules().items():
        if not name.startswith(USERS):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Name):
                names.add(node.id)
            elif isinstance(node, ast.Attribute):
                names.add(node.attr)
            elif isinstance(node, ast.alias):
                names.add(node.name.rpartition(".")[2])
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                names.add(node.value)
    return names


def test_no_dead_code_in_engines_and_renderers():
    """Every function and class defined at the top of an engine or renderer module is
    used somewhere in the product (issue 20 #8: unused helpers went and stay gone)."""
    used = used_names()
    dead = []
    for name, path in project_modules().items():
        if not name.startswith(DEAD_CODE_SCOPE):
            continue
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(node, ast.FunctionDef | ast.ClassDef):
                continue
            called_by_python = node.name.startswith("__")  # a module's __getattr__
            if node.name not in used and not called_by_python:
                dead.append(f"{name}.{node.name}")
    assert not dead, "defined but never used:\n" + "\n".join(sorted(dead))


# -- issue 20: front ends see presentations only, and the service only through its facade --

FRONT_ENDS = ("bot.ui", "cogs", "bot.console", "bot.app")
STATE_ATTRIBUTES = {"state", "live_state", "events"}  # an engine state, unfiltered events
STATE_NAMES = {"Loaded", "Outcome", "GameRow", "GameRecord", "GameState", "Event", "Step", "step",
               "replay"}
SERVICE_MODULES = {"bot.service", "bot.service.options", "bot.service.rules",
                   "bot.service.cards", "bot.service.timers", "bot.service.presentation"}
SERVICE_PARTS = {"repo", "lobby", "play", "timers", "games", "automation", "hints"}


def front_ends() -> dict[str, Path]:
    return {n: p for n, p in project_modules().items() if n.startswith(FRONT_ENDS)}


def engine_state_reached(path: Path) -> list[str]:
    """Where a module names an engine state or raw events: the attributes that hold them,
    the types that carry them, or a service module that hands them out."""
    bad = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr in STATE_ATTRIBUTES:
            bad.append(f"line {node.lineno}: .{node.attr}")
        elif isinstance(node, ast.ImportFrom) and node.module:
            named = {a.name for a in node.names} & STATE_NAMES
            if named:
                bad.append(f"line {node.lineno}: imports {sorted(named)}")
            if node.module.startswith("bot.service") and node.module not in SERVICE_MODULES:
                bad.append(f"line {node.lineno}: imports {node.module}")
    return bad


def service_reached_past(path: Path) -> list[str]:
    """Where a module reaches past `GameService` into one of its parts."""
    bad = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Attribute) and node.attr in SERVICE_PARTS):
            continue
        owner = node.value
        name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
        if name == "service":
            bad.append(f"line {node.lineno}: service.{node.attr}")
    return bad


def test_front_ends_never_hold_an_engine_state_or_an_unfiltered_event():
    """`bot/ui`, the cogs, the console and the app receive `Presentation`s: secrecy is a
    property of the types, not of every front end's care."""
    bad = [f"{n} {where}" for n, p in front_ends().items() for where in engine_state_reached(p)]
    assert not bad, "front ends must not reach engine state or raw events:\n" + "\n".join(bad)


def test_front_ends_use_the_service_only_through_its_facade():
    bad = [f"{n} {where}" for n, p in front_ends().items() for where in service_reached_past(p)]
    assert not bad, "front ends must not reach past GameService:\n" + "\n".join(bad)


def test_the_front_end_checks_catch_what_they_forbid(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("from bot.service import Loaded\nfrom bot.service.store import Games\n"
                      "x = loaded.state\ny = self.service.repo\nz = service.automation\n"
                      "ok = shown.table, self.games, settings.timers\n")
    assert len(engine_state_reached(sample)) == 3
    assert len(service_reached_past(sample)) == 2
