"""Brute force of passwords and tokens, refused (issue 25, security): sliding-window counts
in Redis (shared by every gunicorn worker), per client address and per account, answered
``429 rate_limited`` with ``Retry-After``.

Always on, unlike the load limits of service/limits.py (which a deployment may turn
off): these guard secrets. ``MOONHALL_LIMIT_ACCOUNTS=off`` turns them off (the
schemathesis stack, which sends thousands of requests from one address), and
``MOONHALL_LIMIT_ACCOUNTS_<KIND>=N/seconds`` changes one, e.g. ``..._SIGNIN_ACCOUNT=5/900``.

Kinds (count / window):
  ``address``          every account endpoint, per address              (120 / 60 s)
  ``account``          every account endpoint, per signed-in account    (120 / 60 s)
  ``signup``           accounts created, per address                    (20 / 3600 s)
  ``signin_address``   failed sign-ins (password or passkey), per address (30 / 900 s)
  ``signin_account``   failed sign-ins, per account named               (10 / 900 s)
  ``token_address``    unknown or revoked personal tokens, per address  (20 / 900 s)
Failures are counted only when they happen, but once a failure count is full every
attempt is refused until its window ends, right or wrong (a guess cannot be confirmed).
"""
from __future__ import annotations

import os
import secrets
import time

from service.errors import ApiError

DEFAULTS = {"address": (120, 60), "account": (120, 60), "signup": (20, 3600),
            "signin_address": (30, 900), "signin_account": (10, 900), "token_address": (20, 900)}


class RateLimited(ApiError):
    def __init__(self, kind: str, retry_after: int):
        super().__init__(429, "rate_limited", "too many attempts: try again later",
                         {"limit": kind, "retry_after": retry_after})
        self.retry_after = retry_after


def enabled() -> bool:
    return os.environ.get("MOONHALL_LIMIT_ACCOUNTS", "").lower() != "off"


def limit(kind: str) -> tuple[int, int] | None:
    raw = os.environ.get(f"MOONHALL_LIMIT_ACCOUNTS_{kind.upper()}")
    if raw is None:
        return DEFAULTS[kind]
    if raw.lower() == "off":
        return None
    n, _, window = raw.partition("/")
    return int(n), int(window or 60)


def _key(kind: str, subject: str) -> str:
    return f"mh:rl:acct:{kind}:{subject}"


def _window(r, key: str, window: int, add: bool) -> tuple[int, float]:
    """(attempts within the last ``window`` seconds, the oldest one's time), after adding
    this one if ``add``: a sliding window (a sorted set of attempt times), so no window
    boundary lets a burst of twice the limit through."""
    now = time.time()
    pipe = r.pipeline(transaction=False)
    pipe.zremrangebyscore(key, "-inf", now - window)
    if add:
        pipe.zadd(key, {f"{now:.6f}:{secrets.token_hex(4)}": now})
        pipe.expire(key, window + 1)
    pipe.zcard(key)
    pipe.zrange(key, 0, 0, withscores=True)
    out = pipe.execute()
    oldest = out[-1][0][1] if out[-1] else now
    return int(out[-2]), oldest


def _retry(oldest: float, window: int) -> int:
    return max(1, int(oldest + window - time.time() + 0.999))


def check(r, kind: str, subject: str) -> None:
    """Refuse (429) when ``kind``'s count for ``subject`` is full."""
    if not enabled() or (lim := limit(kind)) is None:
        return
    n, oldest = _window(r, _key(kind, subject), lim[1], add=False)
    if n >= lim[0]:
        raise RateLimited(kind, _retry(oldest, lim[1]))


def count(r, kind: str, subject: str) -> None:
    """Count one attempt (or failure) of ``kind`` for ``subject``."""
    if not enabled() or (lim := limit(kind)) is None:
        return
    _window(r, _key(kind, subject), lim[1], add=True)


def hit(r, kind: str, subject: str) -> None:
    """Count an attempt and refuse it when over the limit (the per-request limits)."""
    if not enabled() or (lim := limit(kind)) is None:
        return
    n, oldest = _window(r, _key(kind, subject), lim[1], add=True)
    if n > lim[0]:
        raise RateLimited(kind, _retry(oldest, lim[1]))
