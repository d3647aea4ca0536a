"""Table chat (issue 25): a message stream per game, apart from the game's events.

The messages live in a Redis stream of their own, ``mh:g:{<id>}:chat`` (the game's hash
slot, so a cluster keeps them beside the game), never in the game's stream: a replay of
the game and the events feed never hold a word of chat, and a game record
(service/records.py) only when the table was created with ``chat_in_record: true``
(meta ``chat_in_record``): then the record carries the messages beside its chained
entries (``chat``, not chained: chat is no game event), each with the game's ``version``
when it was posted, so a replay shows it at that point. A seat
posts with its token; a spectator's post is refused unless the table was created with
``chat_spectators: true`` (meta ``chat_spectators``), and then it is marked a
spectator's and carries the name it gave. Texts are 1-MAX_TEXT characters (control
characters other than a newline refused), RATE_COUNT posts per RATE_WINDOW_S per author
(a counter in the game's slot): 429 past it. The text is stored as written; every
reader escapes it for display (the web page does, service/web/chat.js). Chat keys are
no part of the move path and expire CHAT_TTL_S after the last post (the retention pass
archives a game's own keys only).
"""
from __future__ import annotations

import os
import re
import time

from events import codec
from service.errors import ApiError, bad_request, forbidden

MAX_TEXT = 500
MAX_KEPT = 1000          # the stream keeps about this many newest messages
#: white space as the document's pattern (ECMAScript's \s) counts it: a text of only these is empty
_BLANK = set("\t\n\v\f\r \u00a0\u1680\u2028\u2029\u202f\u205f\u3000\ufeff") | {chr(c) for c in range(0x2000, 0x200b)}
_CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff]")  # (the document's pattern: newlines only)


def _rate() -> tuple[int, int] | None:
    """``MOONHALL_LIMIT_CHAT``: ``<count>/<seconds>`` per author (default 5/10), ``off``."""
    raw = os.environ.get("MOONHALL_LIMIT_CHAT", "5/10")
    if raw == "off":
        return None
    count, _, window = raw.partition("/")
    return int(count), int(window or 10)


RATE = _rate()
CHAT_TTL_S = 30 * 24 * 3600
PAGE = 100


def chat_key(gid: str) -> str:
    return f"mh:g:{{{gid}}}:chat"


def rate_key(gid: str, author: str) -> str:
    return f"mh:g:{{{gid}}}:chatrl:{author}"


def spectators_may_post(meta: dict) -> bool:
    return meta.get("chat_spectators") == "1"


def in_record(meta: dict) -> bool:
    """The table was created with ``chat_in_record: true``: its chat is part of its record
    (``GET /v1/games/{id}/record``'s ``chat``) and replay; without it, never."""
    return meta.get("chat_in_record") == "1"


def all_messages(conn, gid: str) -> list[dict]:
    """Every message kept (at most about MAX_KEPT), oldest first: a record's ``chat``."""
    return [_entry(e, f) for e, f in conn.xrange(chat_key(gid), "-", "+")]


def clean_text(text) -> str:
    """The text to store (trimmed): 1-MAX_TEXT characters, not only white space, no control
    characters but newlines - the document's pattern (a 400 names what is wrong; nothing is
    stored)."""
    if not isinstance(text, str):
        raise bad_request("text must be a string", {"fields": {"text": ["not a string"]}})
    if len(text) > MAX_TEXT:
        raise bad_request(f"text is longer than {MAX_TEXT} characters", {"fields": {"text": ["too long"]}})
    if all(c in _BLANK for c in text):
        raise bad_request("text must not be empty", {"fields": {"text": ["empty"]}})
    if _CONTROL.search(text):
        raise bad_request("text holds control characters", {"fields": {"text": ["control characters"]}})
    return text.strip()


def _cursor(after: str | None) -> str:
    if after is None:
        return "-"
    a, dash, b = after.partition("-")
    if not (a.isascii() and a.isdigit() and (not dash or (b.isascii() and b.isdigit())) and len(after) <= 40
            and int(a) < 2**64 and (not b or int(b) < 2**64)):
        raise bad_request("after must be a message id from a previous answer")
    return "(" + after


def _entry(eid, fields) -> dict:
    eid = eid.decode() if isinstance(eid, bytes) else eid
    msg = codec.loads(fields.get(b"m", fields.get("m")))
    msg["id"] = eid
    return msg


def read(conn, gid: str, after: str | None, limit: int = PAGE) -> dict:
    """Messages after the cursor ``after`` (a message id), oldest first, at most ``limit``;
    ``next_after``: the id to ask after next time (null when there are none yet)."""
    entries = conn.xrange(chat_key(gid), _cursor(after), "+", count=limit)
    msgs = [_entry(e, f) for e, f in entries]
    return {"messages": msgs, "next_after": msgs[-1]["id"] if msgs else after}


def post(conn, lg, seat: int | None, text, name: str | None, account: str | None = None) -> dict:
    """Append one message by ``seat`` (None: a spectator, allowed only by the table's
    ``chat_spectators``) and answer it. ``name``: a spectator's chosen name."""
    text = clean_text(text)
    if seat is None and not spectators_may_post(lg.meta):
        raise forbidden("spectators may read this table's chat but not write in it", "spectator_chat_off")
    if seat is None and account is None:
        if not isinstance(name, str) or not (1 <= len(name.strip()) <= 40):
            raise bad_request("a spectator's message needs a name of 1-40 characters",
                              {"fields": {"name": ["required for a spectator"]}})
    if seat is not None:
        author, shown = f"s{seat}", lg.table["seats"][seat]["name"] if lg.table else lg.seats[seat]["name"]
    elif account is not None:
        author, shown = f"a:{account.lower()}", account
    else:
        author, shown = f"v:{name.strip().lower()}", name.strip()
    if RATE is not None:
        limit, window = RATE
        rk = rate_key(lg.gid, author)
        pipe = conn.pipeline(transaction=False)
        pipe.set(rk, 0, ex=window, nx=True)  # (the window starts at the author's first post in it)
        pipe.incr(rk)
        if pipe.execute()[1] > limit:
            raise ApiError(429, "rate_limited", f"at most {limit} messages per {window} s", {"limit": f"{limit}/{window}s"})
    msg = {"seat": seat, "name": shown, "text": text, "at": int(time.time() * 1000),
           "spectator": seat is None,
           # the game's version as the poster saw it: where a replay shows the message
           "version": lg.version}
    if account is not None:
        msg["account"] = account
    pipe = conn.pipeline(transaction=False)
    pipe.xadd(chat_key(lg.gid), {"m": codec.dumpb(msg)}, maxlen=MAX_KEPT, approximate=True)
    pipe.expire(chat_key(lg.gid), CHAT_TTL_S)
    eid = pipe.execute()[0]
    msg["id"] = eid.decode() if isinstance(eid, bytes) else eid
    return msg
