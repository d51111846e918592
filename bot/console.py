"""The offline console: a real game in the terminal through the same service and SQLite file.

    python -m bot.console [game] [--seats N] [--ai K] [--seed S] [--db FILE] [--out DIR]
                          [--hints]
    python -m bot.console --replay FILE [--from-move N]

Human seats are played from standard input (hot seat: each is asked in turn), so a
script can drive it too. Every board is saved as a PNG in the folder it names.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import secrets
import sys
import time
from pathlib import Path

from bot.console_replay import play_back
from bot.db import Repository
from bot.games import GAMES
from bot.games.core import GameError, Msg, msg
from bot.i18n import LANGUAGES, Voice
from bot.invocation import python_command
from bot.service import GameService, Offer, Presentation, Private, RecordError, cards, rules
from bot.ui.hints import hint_lines
from bot.ui.messages import result_text, voice_of, with_levels
from bot.ui.typed import candidates
from render import hand_png, table_png
from render.common import recording, seat_letter


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line."""
    p = argparse.ArgumentParser(prog="python -m bot.console", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("game", nargs="?", default="tew", choices=sorted(GAMES))
    p.add_argument("--seats", type=int, help="number of seats (default: the game's minimum, 2+)")
    p.add_argument("--ai", type=int, default=None, help="how many seats the AI plays")
    p.add_argument("--seed", type=int, default=None, help="seed for a reproducible game")
    p.add_argument("--db", type=Path, default=Path("data/console.db"), help="SQLite file")
    p.add_argument("--out", type=Path, default=Path("saloon-boards"), help="folder for PNGs")
    p.add_argument("--resume", type=int, default=None, help="continue game #ID from --db")
    p.add_argument("--language", choices=LANGUAGES, default="en",
                   help="the language of the table (en, es, it)")
    p.add_argument("--hints", action="store_true",
                   help="allow `hint`: what the hard bot would play in your place")
    p.add_argument("--replay", type=Path, default=None,
                   help="play back a game record (from /game export), boards and log")
    p.add_argument("--from-move", type=int, default=None, metavar="N",
                   help="with --replay: continue the record from move N as a new game, you "
                        "in the first seat against bots")
    return p.parse_args(argv)


SCRIPTED_REFUSALS = 20
"""Inputs in a row that are not moves after which a scripted (non-terminal) input stops."""


class Console:
    """One terminal table: prints what happened, asks human seats, saves every board. It
    reads the game only from the service's presentations, as the Discord front end does."""

    def __init__(self, service: GameService, out: Path) -> None:
        self.service = service
        self.out = out
        self.boards = 0

    def say(self, text: str = "") -> None:
        print(plain(text), flush=True)

    async def save_board(self, shown: Presentation) -> None:
        if shown.table is None:
            return
        folder = self.out / f"game-{shown.game.id}"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"board-{shown.game.version:04d}.png"
        voice = voice_of(shown.game)
        with recording() as drawn:  # a text the board had to cut is worth a translator's eye
            png = await asyncio.to_thread(table_png, shown.table, with_levels(shown.game, voice),
                                           shown.before)
        path.write_bytes(png)
        self.boards += 1
        names = set(shown.game.names().values())
        cut = sorted({c.shown for c in drawn.clipped if c.text not in names})
        if cut:
            self.say(voice(msg("ui-console-cut", path=str(path), texts=" | ".join(cut))))

    async def show(self, shown: Presentation) -> None:
        voice = voice_of(shown.game)
        for line in voice.lines(list(shown.lines)):
            self.say(f"  · {line}")
        await self.save_board(shown)
        if shown.result is not None:
            self.say(result_text(shown.result, voice))

    def list_moves(self, offers: tuple[Offer, ...], voice: Voice) -> None:
        """The moves, numbered, under their group's heading (a mat, a town); a decision of
        amounts (a bid) asks for the amount instead."""
        amounts = typed_amounts(offers)
        heading = ""
        for i, offer in enumerate(offers, 1):
            if amounts and offer.text.amount is not None:
                continue
            stage = " › ".join(voice.lines(list(offer.text.stage)))
            if stage and stage != heading:
                self.say(f"   {stage}:")
            heading = stage
            key = "  ·" if amounts else f"{i:>3}."
            self.say(f"{'   ' if stage else ''}  {key} {voice(offer.text.label)}")
        if amounts:
            lowest = next(o for o in offers if o.text.amount == amounts[0])
            self.say("    " + voice(msg("ui-console-amounts", low=amounts[0], high=amounts[-1],
                                        example=voice(lowest.text.label))))

    async def turn(self, game_id: int, user_id: int) -> Presentation | None:
        """Ask one human seat for a move; None when input ended or the player quit."""
        shown = await self.service.look(game_id, user_id, table=False)
        hand = shown.private_of(user_id)
        if hand is None:
            return None
        voice = voice_of(shown.game)
        letter = seat_letter(hand.seat)
        self.say(f"\n== {voice(hand.view.status)}")
        self.say("-- " + voice(msg("core-board-you", name=voice.name(hand.seat), letter=letter,
                                   colour=msg("core-board-colour", letter=letter))))
        for line in voice.lines(hand.view.hand_lines()):
            self.say(f"   {line}")
        self.list_moves(hand.offers, voice)
        refused = 0
        while True:
            line = sys.stdin.readline()
            if not line:
                return None
            if refused >= SCRIPTED_REFUSALS and not sys.stdin.isatty():
                # A script that keeps typing what is not a move would loop for ever.
                self.say(voice(msg("ui-console-stopped", count=refused)))
                return None
            refused += 1
            text = line.strip()
            if text in ("quit", "q", "exit"):
                return None
            if text in ("hand", "log", "rules", "hint") or text.startswith(("card ", "rules ")):
                await self.look(shown, hand, voice, user_id, text)
                continue
            try:
                if text == "undo":
                    if not self.confirm(voice(msg("ui-console-undo-confirm"))):
                        continue
                    return await self.service.undo(game_id, user_id)
                token = self.pick(hand.offers, voice, text)
                if isinstance(token, Msg):
                    self.say(voice(token))
                    continue
                return await self.service.act_token(game_id, user_id, token, hand.decision_id)
            except GameError as exc:
                self.say(f"!! {voice(exc.msg)}")

    async def look(self, shown: Presentation, hand: Private, voice: Voice, user_id: int,
                   text: str) -> None:
        """`hand`, `log`, `hint`, `rules [topic]` and `card <name>`: things to read, not
        moves."""
        if text == "hand":
            await self.save_hand(shown, hand, voice)
        elif text == "hint":
            try:
                self.say("\n".join(voice.lines(hint_lines(
                    await self.service.hint(shown.game.id, user_id)))))
            except GameError as exc:
                self.say(f"!! {voice(exc.msg)}")
        elif text == "log":
            self.say("\n".join(voice.lines(await self.service.log(shown.game.id, user_id))))
        elif text.startswith("card "):
            try:
                spec, card = cards.find(self.service.specs, voice, text[5:])
                self.say("\n".join(cards.card_lines(spec, card, voice)))
            except GameError as exc:
                self.say(f"!! {voice(exc.msg)}")
        else:  # a topic by its id or its title in the table's language; unknown: the list
            self.say(rules.summary(self.service.specs[shown.game.kind], voice, text[6:]))

    def confirm(self, question: str) -> bool:
        """Ask a yes/no question on standard input (yes: y, s, sí, sì)."""
        self.say(question)
        answer = sys.stdin.readline().strip().lower()
        return answer[:1] in ("y", "s")

    async def save_hand(self, shown: Presentation, hand: Private, voice: Voice) -> None:
        png = await asyncio.to_thread(hand_png, hand.view, voice)
        folder = self.out / f"game-{shown.game.id}"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"hand-{hand.seat}.png"
        path.write_bytes(png)
        self.say("\n".join(voice.lines(hand.view.hand_lines())) + f"\n({path})")

    @staticmethod
    def pick(offers: tuple[Offer, ...], voice: Voice, text: str) -> str | Msg:
        """The token of the move typed, or what to tell the player: a number picks from the
        list (an amount, for a bid), words pick by name."""
        amounts = typed_amounts(offers)
        if text.isdecimal():
            n = int(text)
            if amounts:
                hit = next((o.token for o in offers if o.text.amount == n), None)
                return hit or msg("ui-console-range", low=amounts[0], high=amounts[-1])
            if 1 <= n <= len(offers):
                return offers[n - 1].token
            return msg("ui-console-range", low=1, high=len(offers))
        found = candidates(offers, voice, text)
        if len(found) == 1:
            return found[0].token
        if found:
            return msg("ui-several-moves", some=", ".join(voice(o.text.label) for o in found[:4]))
        return msg("ui-console-help")


def typed_amounts(offers: tuple[Offer, ...]) -> list[int]:
    """The amounts a player types for this decision, lowest first; none when there is only
    one to choose (a bid of exactly $2 is listed as a move, not asked as "from 2 to 2")."""
    amounts = sorted(a for o in offers if (a := o.text.amount) is not None)
    return amounts if len(amounts) > 1 else []


def plain(text: str) -> str:
    """A message as a terminal shows it: no Discord markdown, mentions or timestamps."""
    text = re.sub(r"<t:(\d+)(:\w)?>", lambda m: time.strftime(
        "%Y-%m-%d %H:%M", time.localtime(int(m[1]))), text)
    text = re.sub(r"</([\w -]+):\d+>", r"/\1", text)
    return re.sub(r"\*\*|__|`", "", text)


async def run(args: argparse.Namespace) -> int:
    """Play (or resume, or play back) one game; the exit status."""
    if args.replay is not None:
        return await replay(args)
    spec = GAMES[args.game]
    seats = args.seats if args.seats is not None else max(spec.min_seats,
                                                          2 if spec.max_seats > 1 else 1)
    ai = args.ai if args.ai is not None else seats - 1
    if not spec.min_seats <= seats <= spec.max_seats or not 0 <= ai <= seats:
        print("saloon: " + Voice()(msg("ui-console-seats", game=spec.title, low=spec.min_seats,
                                          high=spec.max_seats)), file=sys.stderr)
        return 2
    repo = await Repository.open(args.db)
    seed = args.seed
    service = GameService(repo, seed_source=(lambda: seed) if seed is not None else None)
    try:
        shown = await (service.look(args.resume) if args.resume else new_game(
            service, args.game, seats, ai, args.language, args.hints))
        return await play(service, shown, args, ai)
    finally:
        await repo.close()


async def replay(args: argparse.Namespace) -> int:
    """`--replay FILE`: play the record back, or (`--from-move N`) continue it."""
    try:
        data = args.replay.read_bytes()
    except OSError as exc:
        print(f"saloon: cannot read {args.replay}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    repo = await Repository.open(args.db)
    service = GameService(repo)
    try:
        if args.from_move is None:
            await play_back(service, data, args.out, args.language)
            return 0
        shown = await service.continue_record(data, args.from_move,
                                              channel_id=secrets.randbits(40),
                                              language=args.language)
        return await play(service, shown, args)
    except RecordError as exc:
        print(f"saloon: {args.replay}: {exc.why}; nothing was played", file=sys.stderr)
        return 1
    finally:
        await repo.close()


async def play(service: GameService, shown: Presentation, args: argparse.Namespace,
               ai: int = 0) -> int:
    """Play a game on from `shown` until it ends or the input stops (it is then saved)."""
    spec = GAMES[shown.game.kind]
    console = Console(service, args.out)
    service.listen(console.show)
    game_id = shown.game.id
    humans = {s.seat: s.user_id for s in shown.game.seats if not s.is_ai and s.user_id}
    watching = shown.game.status == "lobby" and ai == len(shown.game.seats)  # host watches
    voice = voice_of(shown.game)
    console.say(voice(msg("ui-console-start", game=spec.title, id=game_id,
                          seats=len(shown.game.seats),
                          ai=sum(s.is_ai for s in shown.game.seats) + watching,
                          folder=f"{args.out / f'game-{game_id}'}/")))
    if shown.game.status == "lobby":
        await console.show(await service.start(game_id, next(iter(humans.values()))))
        if watching:  # a bot plays the host's seat
            await service.leave(game_id, humans.pop(0))
    while True:
        shown = await service.settled(game_id)  # AI seats play in the background
        waiting = sorted(shown.to_act & set(humans))
        if shown.game.status != "active" or not waiting:
            return 0
        outcome = await console.turn(game_id, humans[waiting[0]])
        if outcome is None:
            console.say("\n" + voice(msg("ui-console-saved", command=(
                f"{python_command()} -m bot.console {shown.game.kind} --db {args.db} "
                f"--resume {game_id}"))))
            return 0
        await console.show(outcome)


async def new_game(service: GameService, kind: str, seats: int, ai: int,
                   language: str = "en", hints: bool = False) -> Presentation:
    """A lobby with the human and AI seats asked for, speaking `language`, allowing `hint`
    or not (an all-AI game seats its host, whose seat a bot takes once the game starts)."""
    humans = seats - ai
    place = secrets.randbits(40)  # each console game gets its own "channel"
    shown = await service.new(kind, guild_id=None, channel_id=place, thread_id=None, host_id=1,
                              host_name="Player 1" if humans else "Host",
                              settings={"language": language, "hints": hints})
    for n in range(2, humans + 1):
        shown = await service.join(shown.game.id, n, f"Player {n}")
    for _ in range(ai):
        shown = await service.add_ai(shown.game.id, 1)
    return shown


def main(argv: list[str] | None = None) -> int:
    """`python -m bot.console`: 0 when the game ended or was saved; 1 with one line when it
    could not be played (no such game to resume, an unreadable database)."""
    args = parse_args(argv)
    try:
        return asyncio.run(run(args))
    except GameError as exc:
        print(f"saloon: {Voice()(exc.msg)}", file=sys.stderr)
    except (OSError, RuntimeError) as exc:
        print(f"saloon: cannot use {args.db}: {exc}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
