"""Rate limits: headers, per-route and global 429s, and discord.py riding out a burst."""

from __future__ import annotations

import aiohttp
import pytest

from .test_rules import call


async def raw(http, fake, method, path, body=None):
    async with http.request(method, f"{fake.base_url}/api/v10{path}", json=body) as r:
        return r.status, dict(r.headers), await r.json(content_type=None)


async def test_route_buckets_send_headers_and_429(fake, world, http):
    general = world[1]
    fake.rate_limit_scale = 1.0  # real Discord seconds: 5 messages per 5 s in one channel
    path = f"/channels/{general['id']}/messages"
    seen = [await raw(http, fake, "POST", path, {"content": f"m{i}"}) for i in range(6)]
    assert [s for s, _, _ in seen] == [200] * 5 + [429]
    _, headers, _ = seen[0]
    assert headers["X-RateLimit-Limit"] == "5" and headers["X-RateLimit-Remaining"] == "4"
    assert 4.9 < float(headers["X-RateLimit-Reset-After"]) <= 5.0
    assert float(headers["X-RateLimit-Reset"]) > 1_600_000_000 and headers["X-RateLimit-Bucket"]
    status, headers, body = seen[-1]
    assert body["message"] == "You are being rate limited." and body["global"] is False
    assert 0 < body["retry_after"] <= 5.0 and isinstance(body["retry_after"], float)
    assert headers["X-RateLimit-Scope"] == "user" and "X-RateLimit-Global" not in headers
    assert headers["Via"] and int(headers["Retry-After"]) >= 1
    assert len(fake.messages_in(general)) == 5 and len(fake.rate_limited) == 1
    # buckets are per channel (a top-level resource) ...
    other = fake.add_channel(world[0], "other")
    status, _, _ = await raw(http, fake, "POST", f"/channels/{other['id']}/messages", {"content": "o"})
    assert status == 200
    # ... and the test clock moves rate-limit windows too
    fake.advance(5)
    status, _, _ = await raw(http, fake, "POST", path, {"content": "after"})
    assert status == 200


async def test_global_limit_is_50_per_second_and_skips_interaction_endpoints(fake, world, http):
    _, general, alice, _ = world
    fake.rate_limit_scale = 1.0
    statuses = [(await raw(http, fake, "GET", "/users/@me"))[0] for _ in range(50)]
    assert statuses == [200] * 50
    status, headers, body = await raw(http, fake, "GET", f"/channels/{general['id']}")
    assert status == 429 and body["global"] is True
    assert headers["X-RateLimit-Global"] == "true" and headers["X-RateLimit-Scope"] == "global"
    assert fake.rate_limited[-1]["global"] is True
    # interaction callbacks and interaction webhooks are not bound to the global limit
    from .test_rules import pending_interaction

    rec = pending_interaction(fake, alice, general)
    status, _, _ = await raw(http, fake, "POST", f"/interactions/{rec.id}/{rec.token}/callback",
                             {"type": 4, "data": {"content": "hi"}})
    assert status == 204
    async with aiohttp.ClientSession() as anon, anon.post(
            f"{fake.base_url}/api/v10/webhooks/{fake.application_id}/{rec.token}",
            json={"content": "followup"}) as r:
        assert r.status == 204


async def test_disabled_rate_limits(fake, world, http):
    fake.rate_limits_enabled = False
    statuses = [(await call(http, fake, "POST", f"/channels/{world[1]['id']}/messages",
                            {"content": str(i)}, retry_429=False))[0] for i in range(8)]
    assert statuses == [200] * 8 and fake.rate_limited == []


@pytest.mark.slow
async def test_a_burst_of_12_messages_arrives_whole(fake, world, bot, http, discord_errors):
    """The bot's buckets belong to its token, not to its process: right after a restart (or
    another shard) used the channel's bucket, the new process's first message gets a 429.
    discord.py waits ``retry_after``, retries, then follows the headers: every message arrives."""
    _, general, alice, _ = world
    fake.rate_limit_scale = 0.1  # 5 messages per 0.5 s
    for i in range(5):  # "the previous process" used up the bucket
        await call(http, fake, "POST", f"/channels/{general['id']}/messages", {"content": f"old {i}"})
    rec = await fake.slash("burst", user=alice, channel=general, count=12, timeout=10)
    assert rec.text() == "sent 12"
    burst = [m["content"] for m in fake.messages_in(general) if m["content"].startswith("burst")]
    assert sorted(burst) == sorted(f"burst {i}" for i in range(12))
    refused = [r for r in fake.rate_limited if r["bucket"] == "message-create"]
    assert refused and not any(r["global"] for r in fake.rate_limited)
    # discord.py logs each 429 as a WARNING ("We are being rate limited"): expected here
    assert all("rate limited" in w.getMessage() for w in discord_errors.warnings)
    discord_errors.clear()
