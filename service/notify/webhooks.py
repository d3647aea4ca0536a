"""Signed "your turn" webhooks (issue 26, "Your turn delivery"): the subscriptions, the URL
check and the signature. Delivery is workers/notify.py's (RQ), never the move's.

Keys, all tagged with the account's canonical name (the account's hash slot, as
events/accounts.py's):
  mh:a:{<canon>}:wh            set of the account's webhook ids
  mh:a:{<canon>}:wh:<id>       hash: url, events (JSON list), secret, created (epoch s),
                               failures (consecutive failed attempts), disabled (epoch s,
                               once repeated failures turned it off), last_status, last_at
  mh:a:{<canon>}:wh:<id>:sent:<game>:<version>:<seat>   the fan-out's claim (7 days): a
                               repeated job finds it and queues no second delivery
A subscription is not the account's history, so it is kept as state, not events; its
secret must be usable to sign, so it is stored as it is (Redis is the server's own), shown
once in the creating answer and never logged (RQ's job arguments name the webhook's id only).
"""
from __future__ import annotations

import hashlib
import hmac
import ipaddress
import os
import secrets
import socket
import time
from urllib.parse import urlsplit

from events import codec
from service.errors import ApiError, not_found

EVENTS = ("your_turn",)
MAX_HOOKS = 10              # webhooks an account may hold
MAX_URL = 2000
SENT_TTL_S = 7 * 24 * 3600  # how long the fan-out remembers a (webhook, game, version, seat) it queued
SIGNATURE_HEADER = "Moonhall-Signature"


def allow_private() -> bool:
    """``MOONHALL_WEBHOOK_ALLOW_PRIVATE=1`` lets a webhook target private and loopback
    addresses (tests, a closed network); off in production, so a player cannot make the
    server call into its own network (SSRF)."""
    return os.environ.get("MOONHALL_WEBHOOK_ALLOW_PRIVATE", "") in ("1", "true", "yes")


def retry_intervals() -> list[int]:
    """Seconds between a failed delivery's attempts (RQ ``Retry``; the scheduler queues them)."""
    raw = os.environ.get("MOONHALL_WEBHOOK_RETRY_S", "10,60,300,1800")
    return [max(0, int(x)) for x in raw.split(",") if x.strip()]


def disable_after() -> int:
    """Consecutive failed attempts (any delivery) after which a webhook is disabled."""
    return max(1, int(os.environ.get("MOONHALL_WEBHOOK_DISABLE_AFTER", "15")))


def timeout_s() -> float:
    return float(os.environ.get("MOONHALL_WEBHOOK_TIMEOUT_S", "5"))


# ------------------------------------------------------------------ keys
def set_key(canon: str) -> str:
    return f"mh:a:{{{canon}}}:wh"


def hook_key(canon: str, hid: str) -> str:
    return f"mh:a:{{{canon}}}:wh:{hid}"


def sent_key(canon: str, hid: str, gid: str, version: int, seat: int) -> str:
    return f"mh:a:{{{canon}}}:wh:{hid}:sent:{gid}:{version}:{seat}"


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


# ------------------------------------------------------------------ the URL check
class UrlRefused(Exception):
    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


def _public(ip: ipaddress._BaseAddress) -> bool:
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return not (ip.is_private or ip.is_loopback or ip.is_link_local or ip.is_multicast
                or ip.is_reserved or ip.is_unspecified or not ip.is_global)


def check_url(url: str) -> str:
    """The URL if a webhook may target it, else UrlRefused: http(s) only, no credentials in
    it, a host that resolves, and (unless allow_private()) every address it resolves to
    public - checked at registration and again before each delivery (a name may change
    its addresses meanwhile)."""
    if not isinstance(url, str) or not (1 <= len(url) <= MAX_URL) or not url.isprintable() or " " in url:
        raise UrlRefused("bad_webhook_url", f"the url must be an http(s) URL of at most {MAX_URL} characters")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise UrlRefused("bad_webhook_url", "the url must be an http(s) URL with a host")
    if parts.username is not None or parts.password is not None:
        raise UrlRefused("bad_webhook_url", "the url may not carry credentials (sign with the secret instead)")
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise UrlRefused("bad_webhook_url", "the url's port is not valid")
    if allow_private():
        return url
    try:
        infos = socket.getaddrinfo(parts.hostname, port, proto=socket.IPPROTO_TCP)
    except (socket.gaierror, UnicodeError):
        raise UrlRefused("webhook_url_unresolvable", "the url's host does not resolve")
    for info in infos:
        if not _public(ipaddress.ip_address(info[4][0].split("%")[0])):
            raise UrlRefused("webhook_url_private",
                             "the url targets a private, loopback or otherwise non-public address")
    return url


# ------------------------------------------------------------------ the signature
def sign(secret: str, t: int, body: bytes) -> str:
    """The ``Moonhall-Signature`` value: ``t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
    "<t>.<raw body>")>`` - the timestamp is signed with the body, so a receiver that
    refuses old timestamps is safe from replays (Stripe's scheme)."""
    mac = hmac.new(secret.encode(), f"{t}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={t},v1={mac}"


def verify(secret: str, header: str, body: bytes, tolerance_s: int = 300, now: float | None = None) -> bool:
    """What a receiver does (README and the tests use it): the signature matches and its
    timestamp is within ``tolerance_s`` of now."""
    try:
        fields = dict(p.split("=", 1) for p in header.split(","))
        t = int(fields["t"])
    except (ValueError, KeyError):
        return False
    if abs((now if now is not None else time.time()) - t) > tolerance_s:
        return False
    return hmac.compare_digest(sign(secret, t, body), f"t={t},v1={fields.get('v1', '')}")


def payload(event: str, gid: str, version: int, seat: int) -> bytes:
    return codec.dumpb({"event": event, "game": gid, "version": version, "seat": seat})


# ------------------------------------------------------------------ subscriptions
class Webhooks:
    def __init__(self, r):
        self.r = r

    def create(self, canon: str, url: str, events: list[str]) -> dict:
        try:
            check_url(url)
        except UrlRefused as e:
            raise ApiError(422, e.code, str(e))
        if self.r.scard(set_key(canon)) >= MAX_HOOKS:
            raise ApiError(409, "too_many_webhooks", f"an account holds at most {MAX_HOOKS} webhooks: delete one first")
        hid = "wh_" + secrets.token_hex(8)
        secret = "whsec_" + secrets.token_urlsafe(32)
        pipe = self.r.pipeline(transaction=True)
        pipe.hset(hook_key(canon, hid), mapping={"url": url, "events": codec.dumps(sorted(set(events))),
                                                 "secret": secret, "created": int(time.time()), "failures": 0})
        pipe.sadd(set_key(canon), hid)
        pipe.execute()
        return {"id": hid, "secret": secret, "url": url, "events": sorted(set(events))}

    def get(self, canon: str, hid: str) -> dict | None:
        raw = self.r.hgetall(hook_key(canon, hid))
        if not raw:
            return None
        return {_s(k): _s(v) for k, v in raw.items()}

    def all(self, canon: str, with_secret: bool = False) -> list[dict]:
        ids = sorted(_s(i) for i in self.r.smembers(set_key(canon)))
        if not ids:
            return []
        pipe = self.r.pipeline(transaction=False)
        for hid in ids:
            pipe.hgetall(hook_key(canon, hid))
        out = []
        for hid, raw in zip(ids, pipe.execute()):
            if raw:
                h = {_s(k): _s(v) for k, v in raw.items()}
                out.append(self.public(hid, h) if not with_secret else {**self.public(hid, h), "secret": h["secret"]})
        return out

    @staticmethod
    def public(hid: str, h: dict) -> dict:
        """A webhook as the list shows it: never its secret."""
        return {"id": hid, "url": h["url"], "events": codec.loads(h["events"]), "created": int(h["created"]),
                "disabled": "disabled" in h, "disabled_at": int(h["disabled"]) if "disabled" in h else None,
                "failures": int(h.get("failures", 0)),
                "last_status": int(h["last_status"]) if h.get("last_status", "").lstrip("-").isdigit() else None,
                "last_attempt": int(h["last_at"]) if "last_at" in h else None}

    def delete(self, canon: str, hid: str) -> None:
        pipe = self.r.pipeline(transaction=True)
        pipe.srem(set_key(canon), hid)
        pipe.delete(hook_key(canon, hid))
        removed, _ = pipe.execute()
        if not removed:
            raise not_found("no such webhook")

    # the worker's side (workers/notify.py)
    def claim(self, canon: str, hid: str, gid: str, version: int, seat: int) -> bool:
        """True once per (webhook, game, version, seat): the fan-out queues a delivery only then."""
        return bool(self.r.set(sent_key(canon, hid, gid, version, seat), 1, nx=True, ex=SENT_TTL_S))

    def succeeded(self, canon: str, hid: str, status: int) -> None:
        self.r.hset(hook_key(canon, hid), mapping={"failures": 0, "last_status": status, "last_at": int(time.time())})

    def failed(self, canon: str, hid: str, status: int | None) -> bool:
        """Count a failed attempt; True when it disabled the webhook (repeated failures)."""
        key = hook_key(canon, hid)
        if not self.r.exists(key):  # deleted meanwhile: nothing to count
            return True
        pipe = self.r.pipeline(transaction=True)
        pipe.hincrby(key, "failures", 1)
        pipe.hset(key, mapping={"last_status": status if status is not None else -1, "last_at": int(time.time())})
        n = pipe.execute()[0]
        if n >= disable_after():
            self.r.hsetnx(key, "disabled", int(time.time()))
            return True
        return False
