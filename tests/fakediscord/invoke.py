"""What a human does in the Discord client: run slash commands, type into autocomplete, click.

Every invocation is checked the way the Discord client checks it (the command must have been
synced, options must exist and satisfy types/choices/ranges, disabled components cannot be
clicked), then sent as INTERACTION_CREATE; the call returns once the bot has answered and gone
quiet.
"""

from __future__ import annotations

import asyncio
import copy
from typing import Any

from . import payloads as P
from .interactions import InteractionRecord, Interactions, NotAcknowledged
from .world import Ref, sid

HANDLER_TASK_PREFIXES = ("CommandTree-invoker", "discord-ui-view-dispatch-",
                         "discord-ui-dynamic-item-", "discord.py: on_")
OPTION_TYPES = {3: "string", 4: "integer", 5: "boolean", 6: "user", 7: "channel", 8: "role",
                9: "mentionable", 10: "number", 11: "attachment"}


class UnknownCommand(LookupError):
    pass


class InvalidOption(ValueError):
    pass


class Invoke(Interactions):
    settle = 0.01  # seconds of REST silence (after the handler tasks end) before returning
    # ---- commands ---------------------------------------------------------------------------
    def _find_command(self, path: str, channel: dict[str, Any], user_id: str):
        parts = path.strip().lstrip("/").split()
        gid = channel.get("guild_id")
        if gid and not self.bot_in_guild(gid):
            raise UnknownCommand(f"the bot is not in guild {gid}: no commands there")
        pool = [*self._commands.get(gid, []), *self._commands.get(None, [])] if gid else \
            self._commands.get(None, [])
        cmd = next((c for c in pool if c["type"] == 1 and c["name"] == parts[0]), None)
        if cmd is None:
            known = sorted(c["name"] for c in pool if c["type"] == 1)
            raise UnknownCommand(f"/{parts[0]} was never synced here (synced: {known})")
        contexts = cmd.get("contexts")
        in_dm = gid is None
        if (in_dm and (cmd.get("guild_id") or (contexts is not None and 1 not in contexts)
                       or (contexts is None and cmd.get("dm_permission") is False))) or \
                (not in_dm and contexts is not None and 0 not in contexts):
            raise UnknownCommand(f"/{parts[0]} is not available in this context")
        required = cmd.get("default_member_permissions")
        if gid and required is not None:
            perms = self.permissions_of(gid, user_id)
            if perms & int(required) != int(required):
                raise PermissionError(f"/{parts[0]} needs permissions {required}; Discord hides it")
        chain: list[tuple[int, str]] = []
        node = cmd
        for part in parts[1:]:
            sub = next((o for o in node.get("options") or [] if o["type"] in (1, 2)
                        and o["name"] == part), None)
            if sub is None:
                raise UnknownCommand(f"/{path}: no subcommand {part!r} under {node['name']!r}")
            chain.append((sub["type"], sub["name"]))
            node = sub
        if any(o["type"] in (1, 2) for o in node.get("options") or []):
            subs = [o["name"] for o in node["options"]]
            raise UnknownCommand(f"/{path} is a group; pick one of {subs}")
        return cmd, chain, node.get("options") or []

    def _convert(self, d: dict[str, Any], value: Any, resolved: dict[str, Any],
                 gid: str | None) -> Any:
        t, name = d["type"], d["name"]
        bad = InvalidOption(f"option {name!r} ({OPTION_TYPES.get(t)}) rejects {value!r}")
        if t == 3:
            if not isinstance(value, str):
                raise bad
            if not d.get("min_length", 0) <= len(value) <= d.get("max_length", 6000):
                raise InvalidOption(f"option {name!r}: length {len(value)} outside "
                                    f"[{d.get('min_length', 0)}, {d.get('max_length', 6000)}]")
        elif t in (4, 10):
            if isinstance(value, bool) or not isinstance(value, int | float) or \
                    (t == 4 and not isinstance(value, int)) or abs(value) > 2**53:
                raise bad
            lo, hi = d.get("min_value"), d.get("max_value")
            if (lo is not None and value < lo) or (hi is not None and value > hi):
                raise InvalidOption(f"option {name!r}: {value} outside [{lo}, {hi}]")
        elif t == 5:
            if not isinstance(value, bool):
                raise bad
        elif t == 11:
            filename, data = value
            att = self._store_attachment("0", filename, data, None)
            resolved.setdefault("attachments", {})[att["id"]] = att
            return att["id"]
        else:
            return self._resolve_entity(t, value, resolved, gid, bad)
        if d.get("choices") and value not in [c["value"] for c in d["choices"]]:
            raise InvalidOption(f"option {name!r}: {value!r} is not one of "
                                f"{[c['value'] for c in d['choices']]}")
        return value

    def _resolve_entity(self, t: int, value: Any, resolved: dict[str, Any], gid: str | None,
                        bad: Exception) -> str:
        """User/channel/role/mentionable values: the id on the wire plus ``resolved`` data."""
        vid = sid(value)
        if t in (6, 9) and vid in self.users:
            resolved.setdefault("users", {})[vid] = self.users[vid]
            m = self.member_of(gid, vid) if gid else None
            if m is not None:
                resolved.setdefault("members", {})[vid] = {
                    **{k: v for k, v in m.items() if k != "user"},
                    "permissions": str(self.permissions_of(gid, vid))}
            return vid
        if t == 7 and vid in self.channels:
            ch = self.channels[vid]
            resolved.setdefault("channels", {})[vid] = {**ch, "permissions": str(P.ALL_PERMISSIONS)}
            return vid
        if t in (8, 9) and gid:
            role = next((r for r in self.guilds[gid]["roles"] if r["id"] == vid), None)
            if role is not None:
                resolved.setdefault("roles", {})[vid] = role
                return vid
        raise bad

    def _build_options(self, defs: list[dict[str, Any]], given: dict[str, Any], gid: str | None,
                       *, focused: tuple[str, str] | None = None):
        by_name = {d["name"]: d for d in defs}
        unknown = set(given) - set(by_name) - ({focused[0]} if focused else set())
        if unknown:
            raise InvalidOption(f"unknown option(s) {sorted(unknown)}; known: {sorted(by_name)}")
        if focused is None:
            missing = [d["name"] for d in defs if d.get("required") and d["name"] not in given]
            if missing:
                raise InvalidOption(f"missing required option(s) {missing}")
        resolved: dict[str, Any] = {}
        wire = []
        for d in defs:
            if focused and d["name"] == focused[0]:
                if not d.get("autocomplete"):
                    raise InvalidOption(f"option {d['name']!r} has no autocomplete")
                wire.append({"name": d["name"], "type": d["type"], "value": focused[1],
                             "focused": True})
            elif d["name"] in given:
                value = self._convert(d, given[d["name"]], resolved, gid)
                wire.append({"name": d["name"], "type": d["type"], "value": value})
        if focused and focused[0] not in by_name:
            raise InvalidOption(f"unknown focused option {focused[0]!r}; known: {sorted(by_name)}")
        return wire, resolved

    def _command_data(self, path: str, user: Ref, channel: Ref, options: dict[str, Any],
                      focused: tuple[str, str] | None = None):
        ch = self.channels[sid(channel)]
        cmd, chain, defs = self._find_command(path, ch, sid(user))
        wire, resolved = self._build_options(defs, options, ch.get("guild_id"), focused=focused)
        for t, name in reversed(chain):
            wire = [{"type": t, "name": name, "options": wire}]
        data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": wire}
        if resolved:
            data["resolved"] = resolved
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        focus_def = next((d for d in defs if focused and d["name"] == focused[0]), None)
        return data, focus_def

    # ---- public API -------------------------------------------------------------------------
    async def slash(self, command_path: str, *, user: Ref, channel: Ref, settle: float | None = None,
                    timeout: float = 5.0, require_ack: bool = True,
                    options: dict[str, Any] | None = None, **kw: Any) -> InteractionRecord:
        """``/command_path`` (e.g. ``"game new"``) by ``user`` in ``channel``.

        Command options come as keywords, or in ``options`` for names that clash with this
        method's own parameters (``user``, ``channel``, ...) or are not Python identifiers.
        """
        ch = self.channels[sid(channel)]
        if ch["type"] in (10, 11, 12) and ch["thread_metadata"]["archived"]:
            # threads.mdx: users cannot use application commands in archived threads
            raise PermissionError(f"thread {ch['id']} is archived: the client offers no commands")
        data, _ = self._command_data(command_path, user, channel, {**(options or {}), **kw})
        rec = self._new_interaction(2, user, channel, data)
        return await self._run(rec, self.settle if settle is None else settle, timeout, require_ack)

    async def autocomplete(self, command_path: str, *, user: Ref, channel: Ref,
                           focused: tuple[str, str], timeout: float = 5.0,
                           options: dict[str, Any] | None = None,
                           **kw: Any) -> list[dict[str, Any]]:
        """The choices the bot offers while ``user`` types ``focused[1]`` into ``focused[0]``."""
        data, focus_def = self._command_data(command_path, user, channel,
                                             {**(options or {}), **kw}, focused)
        rec = self._new_interaction(4, user, channel, data)
        rec.focused_option = focus_def
        await self._run(rec, 0.0, timeout, True)
        return list(rec.choices or [])

    async def click(self, message: Ref, custom_id: str, *, user: Ref,
                    values: list[Any] | None = None, settle: float | None = None, timeout: float = 5.0,
                    require_ack: bool = True) -> InteractionRecord:
        """``user`` clicks the button / picks ``values`` in the select ``custom_id``."""
        msg = self.messages.get(sid(message))
        if msg is None:
            raise LookupError(f"message {sid(message)} does not exist (deleted?)")
        if msg["channel_id"] not in self.channels:
            raise LookupError(f"message {msg['id']} is in a deleted channel")
        ch = self.channels[msg["channel_id"]]
        meta = self._meta[msg["id"]]
        if meta.get("visible_to") not in (None, sid(user)) or \
                (ch["type"] == 1 and ch["recipients"][0]["id"] != sid(user)):
            raise PermissionError(f"user {sid(user)} cannot see message {msg['id']}")
        comp = next((c for c in self._components(msg) if c.get("custom_id") == custom_id), None)
        if comp is None:
            ids = [c.get("custom_id") for c in self._components(msg)]
            raise LookupError(f"no component {custom_id!r} on message {msg['id']} (has {ids})")
        if comp.get("disabled"):
            raise ValueError(f"component {custom_id!r} is disabled")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": comp["type"],
                                "id": comp.get("id")}
        if comp["type"] == 2:
            if values is not None:
                raise TypeError("buttons take no values")
        else:
            data["values"], resolved = self._select_values(comp, values, ch.get("guild_id"))
            if resolved:
                data["resolved"] = resolved
        rec = self._new_interaction(3, user, ch, data, message=msg)
        return await self._run(rec, self.settle if settle is None else settle, timeout, require_ack)

    def _select_values(self, comp: dict[str, Any], values: list[Any] | None, gid: str | None):
        if values is None:
            raise TypeError("selects need values=[...]")
        lo, hi = comp.get("min_values", 1), comp.get("max_values", 1)
        if not lo <= len(values) <= hi:
            raise ValueError(f"select {comp['custom_id']!r} takes {lo}..{hi} values, got {len(values)}")
        resolved: dict[str, Any] = {}
        if comp["type"] == 3:
            allowed = [o["value"] for o in comp["options"]]
            for v in values:
                if v not in allowed:
                    raise ValueError(f"{v!r} is not an option of {comp['custom_id']!r}: {allowed}")
            return list(values), resolved
        kind = {5: 6, 6: 8, 7: 9, 8: 7}[comp["type"]]
        bad = ValueError(f"bad value for select {comp['custom_id']!r}")
        return [self._resolve_entity(kind, v, resolved, gid, bad) for v in values], resolved

    # ---- plumbing ---------------------------------------------------------------------------
    def _new_interaction(self, itype: int, user: Ref, channel: Ref, data: dict[str, Any],
                         message: dict[str, Any] | None = None) -> InteractionRecord:
        uid, ch = sid(user), self.channels[sid(channel)]
        gid = ch.get("guild_id")
        if gid and not self.bot_in_guild(gid):
            raise LookupError(f"the bot was removed from guild {gid}: nothing to invoke there")
        iid = P.snowflake()
        token = f"aW50ZXJhY3Rpb246{iid}:fake-interaction-token"
        p: dict[str, Any] = {
            "id": iid, "application_id": self.application_id, "type": itype, "token": token,
            "version": 1, "data": data, "attachment_size_limit": self.upload_limit,
            "locale": self.client_locales.get(uid, "en-US"), "entitlements": [],
            "channel_id": ch["id"],
            # receiving-and-responding.mdx "Interaction Object": the app's permissions in the
            # channel, overwrites included (implicit denials are not applied, as documented).
            "app_permissions": str(self.bot_permissions_in(ch, implicit=False) if gid
                                   else P.BOT_PERMISSIONS),
        }
        if gid:
            m = self.member_of(gid, uid)
            if m is None:
                raise PermissionError(f"user {uid} is not a member of guild {gid}")
            perms = str(self.channel_permissions(ch, uid, implicit=False))
            locale = self.guilds[gid].get("preferred_locale", "en-US")
            p.update(guild_id=gid, guild_locale=locale, context=0,
                     guild={"id": gid, "locale": locale, "features": []},
                     member={**m, "permissions": perms},
                     channel={**ch, "permissions": perms},
                     authorizing_integration_owners={"0": gid})
        else:
            p.update(user=self.users[uid], context=1, channel=ch,
                     authorizing_integration_owners={"0": "0"})
        if message is not None:
            p["message"] = copy.deepcopy(message)
        rec = InteractionRecord(fake=self, id=iid, token=token, type=itype, user_id=uid,
                                channel_id=ch["id"], payload=p, created_clock=self.clock,
                                component_message_id=message["id"] if message else None)
        return rec

    async def _run(self, rec: InteractionRecord, settle: float, timeout: float,
                   require_ack: bool) -> InteractionRecord:
        if not self.connected:
            raise RuntimeError("no bot is connected to the fake gateway")
        await self.flush()
        loop = asyncio.get_running_loop()
        before = asyncio.all_tasks()
        rec.created = loop.time()
        rec.created_clock = self.clock
        self.interactions[rec.id] = rec
        self._by_token[rec.token] = rec
        self._active.append(rec)
        try:
            self.dispatch("INTERACTION_CREATE", rec.payload)
            await self.flush()
            deadline = loop.time() + timeout
            while loop.time() < deadline:
                busy = [t for t in asyncio.all_tasks() - before if not t.done()
                        and t.get_name().startswith(HANDLER_TASK_PREFIXES)]
                quiet = self._inflight == 0 and loop.time() - self._last_activity >= settle
                if not busy and quiet and (rec.acknowledged or rec.rejected):
                    break
                await asyncio.sleep(0.005)
        finally:
            self._active.remove(rec)
        if require_ack and not rec.acknowledged:
            why = f" (rejected: {[str(e) for e in rec.rejected]})" if rec.rejected else ""
            raise NotAcknowledged(f"the bot did not acknowledge {rec.kind} interaction "
                                  f"{rec.payload['data'].get('name') or rec.payload['data'].get('custom_id')!r}{why}")
        return rec

    async def wait_for(self, predicate: Any, timeout: float = 5.0, interval: float = 0.01) -> Any:
        """Poll ``predicate()`` until it returns something truthy; return that."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = predicate()
            if result:
                return result
            if loop.time() > deadline:
                raise TimeoutError(f"condition not met within {timeout}s: {predicate}")
            await asyncio.sleep(interval)
