"""Game options and platform settings from their schemas: listing, parsing, refusing.

`/game new` and `/game settings` offer names and values from the pydantic models
(`spec.Options`, `GameSettings`); anything unknown is refused with the valid names or
values listed, whichever way the options arrive.
"""

from __future__ import annotations

import types
from dataclasses import dataclass
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError

from bot.errors import LobbyError
from bot.games.core import Msg, msg

EXCERPT = 40  # characters of user input quoted back at most


@dataclass(frozen=True)
class Field:
    """One option as a player can set it: its name, allowed values (if a fixed set) and
    the current default."""

    name: str
    values: tuple[str, ...]
    default: str
    kind: str  # "choice", "bool", "int", "float", "text"


def fields_of(model: type[BaseModel]) -> list[Field]:
    """The options of a model as players set them, in declaration order."""
    out: list[Field] = []
    for name, info in model.model_fields.items():
        values, kind = _values(info.annotation)
        default = info.default if info.default is not None else ""
        out.append(Field(name, values, _text(default), kind))
    return out


def _values(annotation: Any) -> tuple[tuple[str, ...], str]:
    origin = get_origin(annotation)
    if origin is Literal:
        return tuple(str(v) for v in get_args(annotation)), "choice"
    if origin in (Union, types.UnionType):
        inner = [a for a in get_args(annotation) if a is not type(None)]
        if len(inner) == 1:
            return _values(inner[0])
    if annotation is bool:
        return ("true", "false"), "bool"
    if annotation is int:
        return (), "int"
    if annotation is float:
        return (), "float"
    return (), "text"


def _text(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def excerpt(text: str) -> str:
    """A short, single-line, markdown-free excerpt of user input for an error message."""
    flat = " ".join(str(text).split()).replace("`", "'").replace("*", "").replace("@", "")
    return flat if len(flat) <= EXCERPT else flat[:EXCERPT - 1] + "…"


def parse_pairs(text: str | None) -> dict[str, str]:
    """`"difficulty=HARD rounds=9"` -> `{"difficulty": "HARD", "rounds": "9"}`."""
    out: dict[str, str] = {}
    for part in (text or "").replace(",", " ").split():
        key, sep, value = part.partition("=")
        if not sep or not key or not value:
            raise LobbyError("ui-option-unreadable", part=excerpt(part))
        out[key.strip().lower()] = value.strip()
    return out


def validated(model: type[BaseModel], raw: dict[str, Any]) -> BaseModel:
    """`raw` checked against `model`: unknown names and values are refused with the
    valid ones listed."""
    fields = {f.name: f for f in fields_of(model)}
    for name, value in raw.items():
        if name not in fields:
            raise LobbyError("ui-option-unknown", name=excerpt(name),
                             known=", ".join(fields) or "-")
        field = fields[name]
        if field.values and _text(value) not in field.values and str(value) not in field.values:
            raise LobbyError("ui-option-bad-value", name=name, value=excerpt(str(value)),
                             allowed=", ".join(field.values))
    try:
        return model.model_validate({k: _choice(model, k, v) for k, v in raw.items()})
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "options"
        raise LobbyError("ui-option-invalid", name=excerpt(where),
                         reason=excerpt(first["msg"])) from None


def _choice(model: type[BaseModel], name: str, value: Any) -> Any:
    """A typed choice as the model holds it: "15" is the number 15 of `Literal[15, 20]`."""
    annotation = model.model_fields[name].annotation
    if get_origin(annotation) is Literal:
        for allowed in get_args(annotation):
            if _text(allowed) == _text(value):
                return allowed
    return value


def describe_options(game: str, model: type[BaseModel], values: dict[str, Any]) -> list[Msg]:
    """One message per option of `game` with its value, for the lobby and `/game settings`,
    in words from the catalogue ("Rival difficulty: Medium", not "difficulty = MEDIUM"); an
    option the catalogue does not name shows its name and value as written. A variant that
    is off is not listed (a phone shows six "Variant ...: no" as noise)."""
    out: list[Msg] = []
    for f in fields_of(model):
        value = _text(values.get(f.name, f.default))
        if f.kind == "bool" and value == "false":
            continue
        known = ("yes" if value == "true" else "no") if f.kind == "bool" \
            else f"{game}-{f.name}-{value}"
        out.append(msg("ui-option-pair",
                       name=msg("ui-option-name", option=f"{game}-{f.name}", raw=f.name),
                       value=msg("ui-option-value", value=known, raw=value)))
    return out


def suggestions(model: type[BaseModel], typed: str, limit: int = 25) -> list[str]:
    """Autocomplete for an options line: the text typed so far with its last word completed
    as `name=value` from the model (names first, then the values of a named option)."""
    head, _, last = typed.replace(",", " ").rpartition(" ")
    prefix = f"{head} " if head else ""
    chosen = {part.partition("=")[0] for part in head.split()}
    name, sep, value = last.partition("=")
    out: list[str] = []
    for f in fields_of(model):
        if f.name in chosen or not f.name.startswith(name.lower()):
            continue
        if sep and f.name != name.lower():
            continue
        values = f.values or (f.default,)
        out += [f"{prefix}{f.name}={v}" for v in values if v.lower().startswith(value.lower())]
    return out[:limit]  # the cog fits them to Discord's limits (cogs/common.py choices)
