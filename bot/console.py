"""The offline console: a real game in the terminal through the same service and SQLite file.

    python -m bot.console [game] [--seats N] [--ai K] [--seed S] [--db FILE] [--out DIR]

Human seats are played from standard input (hot seat: each is asked in turn), so a
script can drive it too. Every board is saved as a PNG in the folder it names.
"""

from __future__ import annotations

import argparse
import asyncio
import secrets
import sys
from pathlib import Path

from bot.db import Repository
from bot.games import GAMES
from bot.games.core.errors import GameError
from bot.service import GameService, Loaded, Outcome
from bot.service.text import with_names
from bot.ui.messages import public_lines, result_text
from render import hand_png, table_png

HELP = "Type a number or a move's name; 'hand' shows your hand, 'log', 'undo', 'quit'."


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bot.console", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("game", nargs="?", default="tew", choices=sorted(GAMES))
    p.add_argument("--seats", type=int, help="number of seats (default: the game's minimum, 2+)")
    p.add_argument("--ai", type=int, default=None, help="how many seats the AI plays")
    p.add_argument("--seed", type=int, default=None, help="seed for a reproducible game")
    p.add_argument("--db", type=Path, default=Path("data/console.db"), help="SQLite file")
    p.add_argument("--out", type=Path, default=Path("saloon-boards"), help="folder for PNGs")
    p.add_argument("--resume", type=int, default=None, help="continue game #ID from --db")
    return p.parse_args(argv)


class Console:
    def __init__(self, service: GameService, out: Path) -> None:
        self.service = service
        self.out = out
        self.boards = 0

    def say(self, text: str = "") -> None:
        print(text, flush=True)

    async def save_board(self, loaded: Loaded) -> None:
        folder = self.out / f"game-{loaded.game.id}"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"board-{loaded.game.version:04d}.png"
        png = await asyncio.to_thread(table_png, self.service.table_view(loaded))
        path.write_bytes(png)
        self.boards += 1

    async def show(self, outcome: Outcome) -> None:
        names = outcome.loaded.names()
        for line in public_lines(outcome.events, names):
            self.say(f"  · {line}")
        await self.save_board(outcome.loaded)
        if outcome.result is not None:
            self.say(result_text(outcome.result, names))

    async def turn(self, loaded: Loaded, seat: int, user_id: int) -> Outcome | None:
        """Ask one human seat for a move; None when input ended or the player quit."""
        spec, state, names = loaded.spec, loaded.state, loaded.names()
        view = self.service.seat_view(loaded, user_id)
        self.say(f"\n== {with_names(view.status, names)}")
        self.say(f"-- {names[seat]}, your move. {with_names(view.hand_text(), names)}")
        actions = spec.legal_actions(state, seat)
        for i, action in enumerate(actions, 1):
            self.say(f"  {i:>2}. {with_names(spec.describe(state, seat, action), names)}")
        while True:
            line = sys.stdin.readline()
            if not line:
                return None
            text = line.strip()
            if text in ("quit", "q", "exit"):
                return None
            if text == "hand":
                png = await asyncio.to_thread(hand_png, view)
                path = self.out / f"game-{loaded.game.id}" / f"hand-{seat}.png"
                path.write_bytes(png)
                self.say(with_names(view.hand_text(), names) + f"\n(saved {path})")
                continue
            if text == "log":
                self.say("\n".join(await self.service.log(loaded.game.id, user_id)))
                continue
            try:
                if text == "undo":
                    return await self.service.undo(loaded.game.id, user_id)
                action = self.pick(actions, text, spec.describe, state, seat, names)
                if action is None:
                    self.say(HELP)
                    continue
                return await self.service.act(loaded.game.id, user_id, action, loaded.game.version)
            except GameError as exc:
                self.say(f"!! {exc.message}")

    @staticmethod
    def pick(actions, text, describe, state, seat, names):  # type: ignore[no-untyped-def]
        if text.isdigit() and 1 <= int(text) <= len(actions):
            return actions[int(text) - 1]
        labels = [with_names(describe(state, seat, a), names).lower() for a in actions]
        hits = [a for a, label in zip(actions, labels, strict=True) if label.startswith(text.lower())]
        return hits[0] if text and len(hits) == 1 else None


async def run(args: argparse.Namespace) -> int:
    spec = GAMES[args.game]
    seats = args.seats or max(spec.min_seats, 2 if spec.max_seats > 1 else 1)
    ai = args.ai if args.ai is not None else seats - 1
    if not spec.min_seats <= seats <= spec.max_seats or not 0 <= ai <= seats:
        print(f"{spec.title} takes {spec.min_seats}-{spec.max_seats} seats; AI 0..seats.")
        return 2
    repo = await Repository.open(args.db)
    seed = args.seed
    service = GameService(repo, seed_source=(lambda: seed) if seed is not None else None)
    console = Console(service, args.out)
    try:
        loaded = await (service.load(args.resume) if args.resume else new_game(service, args.game,
                                                                             seats, ai))
        humans = {s.seat: s.user_id for s in loaded.seats if not s.is_ai and s.user_id}
        console.say(f"{spec.title} #{loaded.game.id} · {seats} seats ({ai} AI) · "
                    f"boards in {args.out / f'game-{loaded.game.id}'}/")
        if loaded.game.status == "lobby":
            outcome = await service.start(loaded.game.id, next(iter(humans.values()), 1))
            await console.show(outcome)
            loaded = outcome.loaded
        while loaded.game.status == "active":
            seat = min(loaded.to_act() & set(humans))
            outcome = await console.turn(loaded, seat, humans[seat])
            if outcome is None:
                console.say(f"\nSaved. Resume with: python -m bot.console {args.game} "
                            f"--db {args.db} --resume {loaded.game.id}")
                return 0
            await console.show(outcome)
            loaded = outcome.loaded
        return 0
    finally:
        await repo.close()


async def new_game(service: GameService, kind: str, seats: int, ai: int) -> Loaded:
    humans = seats - ai
    place = secrets.randbits(40)  # each console game gets its own "channel"
    loaded = await service.new(kind, guild_id=None, channel_id=place, thread_id=None, host_id=1,
                               host_name="Player 1" if humans else "Host")
    for n in range(2, humans + 1):
        await service.join(loaded.game.id, n, f"Player {n}")
    for _ in range(ai):
        await service.add_ai(loaded.game.id, 1)
    if humans == 0:  # an all-AI game: the host watches
        await service.repo.update_seat(loaded.game.id, 0, is_ai=1)
    return await service.load(loaded.game.id)


def main(argv: list[str] | None = None) -> int:
    return asyncio.run(run(parse_args(argv)))


if __name__ == "__main__":
    sys.exit(main())
