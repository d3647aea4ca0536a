"""The "your turn" e-mail digest (issue 26): on only when ``SMTP_URL`` is set, delayed and
batched like boardgamers.space's - the turns that begin for an account within a quiet period
(``MOONHALL_DIGEST_DELAY_S``, default 15 min) go out as one e-mail at its end, listing only
the games where it is still the account's turn then; every e-mail carries an unsubscribe
link (and RFC 8058's one-click List-Unsubscribe headers).

Keys (the account's slot):
  mh:a:{<canon>}:email          hash: address, unsub (the unsubscribe link's random token),
                                off (epoch s, once unsubscribed)
  mh:a:{<canon>}:digest         hash: "<game>:<seat>" -> version, the turns waiting for the digest
  mh:a:{<canon>}:digest:due     set while a digest job is scheduled (one per quiet period)
"""
from __future__ import annotations

import os
import re
import secrets
import smtplib
import time
from email.message import EmailMessage
from email.policy import SMTP
from urllib.parse import quote, unquote, urlsplit

from service.errors import ApiError

SMTP_POLICY = SMTP.clone(max_line_length=998)  # (RFC 5322: a line may hold 998 characters)
EMAIL = re.compile(r"^[^@\s<>\"',;]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,63}\Z")


def smtp_url() -> str | None:
    return os.environ.get("SMTP_URL") or None


def delay_s() -> int:
    return max(0, int(os.environ.get("MOONHALL_DIGEST_DELAY_S", "900")))


def origin() -> str:
    """The site's address for the e-mail's links (the passkeys' MOONHALL_ORIGIN)."""
    return os.environ.get("MOONHALL_ORIGIN", "http://localhost:8000").rstrip("/")


def email_key(canon: str) -> str:
    return f"mh:a:{{{canon}}}:email"


def digest_key(canon: str) -> str:
    return f"mh:a:{{{canon}}}:digest"


def due_key(canon: str) -> str:
    return f"mh:a:{{{canon}}}:digest:due"


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


class Emails:
    def __init__(self, r):
        self.r = r

    def set(self, canon: str, address: str) -> dict:
        address = address.strip() if isinstance(address, str) else address  # (a pasted address's newline)
        if not isinstance(address, str) or len(address) > 254 or not EMAIL.match(address):
            raise ApiError(422, "invalid_email", "the email must be an address like name@example.org")
        self.r.hset(email_key(canon), mapping={"address": address, "unsub": secrets.token_urlsafe(24)})
        self.r.hdel(email_key(canon), "off")
        return self.get(canon)

    def get(self, canon: str) -> dict:
        h = {_s(k): _s(v) for k, v in self.r.hgetall(email_key(canon)).items()}
        return {"email": h.get("address"), "digest": bool(h.get("address")) and "off" not in h,
                "smtp": smtp_url() is not None}

    def delete(self, canon: str) -> None:
        self.r.delete(email_key(canon), digest_key(canon))

    def unsubscribe(self, canon: str, token: str) -> bool:
        raw = self.r.hget(email_key(canon), "unsub")
        if raw is None or not secrets.compare_digest(_s(raw).encode(), token.encode()):
            return False
        self.r.hset(email_key(canon), "off", int(time.time()))
        return True

    def active(self, canon: str) -> dict | None:
        """The address and unsubscribe token, when the digest is on for the account."""
        h = {_s(k): _s(v) for k, v in self.r.hgetall(email_key(canon)).items()}
        return h if h.get("address") and "off" not in h else None

    # the worker's side (workers/notify.py)
    def add(self, canon: str, gid: str, version: int, seat: int) -> bool:
        """Keep a turn for the digest; True when no digest job is scheduled yet (the caller
        schedules one at the end of the quiet period)."""
        pipe = self.r.pipeline(transaction=True)
        pipe.hset(digest_key(canon), f"{gid}:{seat}", version)
        pipe.expire(digest_key(canon), 7 * 24 * 3600)
        pipe.set(due_key(canon), 1, nx=True, ex=delay_s() + 3600)
        return bool(pipe.execute()[2])

    def take(self, canon: str) -> list[tuple[str, int, int]]:
        """The waiting turns (game, seat, version), taken; the next turn starts a new period."""
        pipe = self.r.pipeline(transaction=True)
        pipe.hgetall(digest_key(canon))
        pipe.delete(digest_key(canon), due_key(canon))
        raw = pipe.execute()[0]
        out = []
        for k, v in raw.items():
            gid, _, seat = _s(k).rpartition(":")
            out.append((gid, int(seat), int(_s(v))))
        return sorted(out)


def unsubscribe_url(canon: str, token: str) -> str:
    return f"{origin()}/v1/me/email/unsubscribe?account={quote(canon)}&token={quote(token)}"


def compose(to: str, canon: str, token: str, games: list[tuple[str, str]]) -> EmailMessage:
    """The digest: one line a game (its name and page) still waiting for the account."""
    # no folding: a long List-Unsubscribe URL would otherwise be turned into encoded words,
    # which mail readers do not open as a link
    msg = EmailMessage(policy=SMTP_POLICY)
    n = len(games)
    msg["Subject"] = f"Your turn in {n} game{'s' if n != 1 else ''} - Moonhall"
    msg["From"] = os.environ.get("MOONHALL_MAIL_FROM", "Moonhall <moonhall@localhost>")
    msg["To"] = to
    unsub = unsubscribe_url(canon, token)
    msg["List-Unsubscribe"] = f"<{unsub}>"
    msg["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    lines = ["It is your turn in:", ""] + [f"  {name}: {origin()}/play/{gid}" for gid, name in games]
    lines += ["", "You get at most one of these e-mails per quiet period.", f"Unsubscribe: {unsub}"]
    msg.set_content("\n".join(lines) + "\n")
    return msg


def send(msg: EmailMessage) -> None:
    """Through ``SMTP_URL``: ``smtp://[user:password@]host[:port]`` (``?starttls=1`` to
    upgrade) or ``smtps://...`` (TLS from the start)."""
    u = urlsplit(smtp_url())
    cls = smtplib.SMTP_SSL if u.scheme == "smtps" else smtplib.SMTP
    with cls(u.hostname, u.port or (465 if u.scheme == "smtps" else 25), timeout=10) as s:
        if "starttls=1" in (u.query or ""):
            s.starttls()
        if u.username:
            s.login(unquote(u.username), unquote(u.password or ""))
        s.send_message(msg)
