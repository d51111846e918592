"""Large choices in stages, within Discord's limits (pure: no discord import).

A seat's legal actions arrive as `Choice`s: a token, a worded label and description, and
the worded stage path the game gave (outermost first). `build_menu` turns them into a
tree in which every node offers at most `PER_MENU` entries (a select menu holds 25): the
game's stages first, then, where a level is still too large, pages of consecutive
entries. Every choice is a leaf of the tree, so no legal action is ever unreachable.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

PER_MENU = 25       # options in one select menu
MAX_BUTTONS = 5     # a decision with more choices than this is offered as a menu
LABEL_LIMIT = 80    # button labels
OPTION_LIMIT = 100  # select option labels and descriptions


@dataclass(frozen=True)
class Choice:
    """One legal action as offered: `token` identifies it in a custom id."""

    token: str
    label: str
    description: str = ""
    stage: tuple[str, ...] = ()


@dataclass
class Node:
    """A level of the menu: sub-groups (each with its label) and choices, in order."""

    label: str = ""
    entries: list[Node | Choice] = field(default_factory=lambda: [])

    def choices(self) -> Iterator[Choice]:
        """Every choice below this node (depth first)."""
        for entry in self.entries:
            if isinstance(entry, Node):
                yield from entry.choices()
            else:
                yield entry

    def at(self, path: Sequence[int]) -> Node | None:
        """The node reached by following group indices; None if the path is not valid."""
        node = self
        for i in path:
            if not 0 <= i < len(node.entries):
                return None
            entry = node.entries[i]
            if not isinstance(entry, Node):
                return None
            node = entry
        return node


def build_menu(choices: Sequence[Choice], page_label: Callable[[str, str], str],
               depth: int = 0) -> Node:
    """The menu tree of `choices`; `page_label(first, last)` names a page of entries."""
    root = Node()
    groups: dict[str, list[Choice]] = {}
    for c in choices:
        if len(c.stage) > depth:
            key = c.stage[depth]
            if key not in groups:
                groups[key] = []
                root.entries.append(Node(label=key))
            groups[key].append(c)
        else:
            root.entries.append(c)
    for entry in root.entries:
        if isinstance(entry, Node):
            entry.entries = build_menu(groups[entry.label], page_label, depth + 1).entries
            _collapse(entry)
    root.entries = _paged(root.entries, page_label)
    return root


def _collapse(node: Node) -> None:
    """A group holding a single sub-group is that sub-group (one click fewer)."""
    while len(node.entries) == 1 and isinstance(node.entries[0], Node):
        node.entries = node.entries[0].entries


def _paged(entries: list[Node | Choice], page_label: Callable[[str, str], str]
           ) -> list[Node | Choice]:
    """Entries in pages of at most PER_MENU, nested until the top level fits too."""
    while len(entries) > PER_MENU:
        pages: list[Node | Choice] = []
        for start in range(0, len(entries), PER_MENU):
            chunk = entries[start:start + PER_MENU]
            pages.append(Node(label=page_label(_name(chunk[0]), _name(chunk[-1])),
                              entries=chunk))
        entries = pages
    return entries


def _name(entry: Node | Choice) -> str:
    return entry.label


def clip(text: str, limit: int) -> str:
    """`text` cut to `limit` characters with an ellipsis (a last resort: games give short
    labels; the conformance suite checks they fit)."""
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"
