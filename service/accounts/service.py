"""Account commands (issue 25): sign-up, passwords, sessions, personal tokens, seats.

Every change of an account is a record appended to its stream (events/accounts.py) at
the version it was decided on - the same discipline as a game's command path: read,
decide, append with the version checked inside Redis, and on a race decide again.

Secrets: a password is kept only as its argon2id hash (argon2-cffi's defaults, RFC 9106's
low-memory profile: t=3, m=64 MiB, p=4); a personal token (``mhp_`` + 32 random bytes)
and a session id only as their SHA-256 (they are random, so a slow hash adds nothing);
none of them is ever logged or answered after the one answer that hands it out.
"""
from __future__ import annotations

import logging
import re
import secrets
import threading
import time

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from events import codec
from events.accounts import AccountStore, StaleAccount, sha
from projections import accounts as views
from service.accounts.actor import SCOPES
from service.errors import ApiError, conflict, not_found, unauthorized

log = logging.getLogger("moonhall.accounts")

NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$")
MIN_PASSWORD, MAX_PASSWORD = 8, 256
TOKEN_PREFIX = "mhp_"
SESSION_TTL_S = 30 * 24 * 3600
MAX_TOKENS = 50          # live personal tokens an account may hold
TOUCH_EVERY_MS = 60_000  # a token's last use is written at most this often (per process)
ATTEMPTS = 20            # appends retried on a concurrent change of the account

_hasher = PasswordHasher()  # argon2id
# verified against when the name is unknown, so a miss takes as long as a wrong password
_DUMMY = _hasher.hash(secrets.token_hex(16))


def canonical(name: str) -> str:
    """Names are unique case-insensitively: the lower-case name is the account's key."""
    return name.lower()


def now_ms() -> int:
    return int(time.time() * 1000)


class AccountService:
    def __init__(self, store: AccountStore, games=None):
        self.store = store
        self.r = store.r
        self.games = games  # the GameService (seats, my tables); duck-typed, no import
        self._touched: dict[str, int] = {}
        self._touch_lock = threading.Lock()

    # ------------------------------------------------------------------ reading
    def get(self, canon: str) -> dict | None:
        return views.fold(self.store.read(canon))

    def need(self, canon: str) -> dict:
        acc = self.get(canon)
        if acc is None:
            raise not_found("no such account")
        return acc

    def exists(self, name: str) -> str | None:
        """The canonical name of an existing account named ``name`` (any case), or None."""
        if not isinstance(name, str) or not NAME.match(name):
            return None
        canon = canonical(name)
        return canon if self.store.exists(canon) else None

    def display_name(self, canon: str) -> str:
        acc = self.get(canon)
        return acc["name"] if acc else canon

    def _change(self, canon: str, decide, games: dict | None = None):
        """Read, decide (``decide(acc) -> (records, answer)``), append at the version read."""
        for _ in range(ATTEMPTS):
            acc = self.need(canon)
            records, answer = decide(acc)
            if not records:
                return answer
            try:
                self.store.append(canon, acc["version"], records, games)
            except StaleAccount:
                continue
            return answer
        raise ApiError(503, "retry", "the account is too busy, try again")

    # ------------------------------------------------------------------ sign-up and passwords
    def create(self, name: str, password: str) -> dict:
        if not NAME.match(name):
            raise ApiError(422, "invalid_name", "a name is 3-32 letters, digits, '_' or '-', starting with a letter or digit")
        check_password(password)
        canon = canonical(name)
        at = now_ms()
        try:
            self.store.append(canon, 0, [{"k": "created", "name": name, "at": at},
                                         {"k": "password", "hash": _hasher.hash(password), "at": at}])
        except StaleAccount:
            raise conflict("name_taken", "this name is taken (names are unique whatever their case)")
        log.info("account created: %s", canon)
        return {"name": name, "created": at}

    def authenticate(self, name: str, password: str) -> str:
        """The canonical name if the password is right; 401 otherwise (the same answer and
        about the same time for an unknown name)."""
        canon = canonical(name) if isinstance(name, str) and NAME.match(name) else None
        acc = self.get(canon) if canon else None
        stored = (acc or {}).get("password")
        try:
            _hasher.verify(stored or _DUMMY, password)
            ok = stored is not None
        except (VerificationError, InvalidHashError):
            ok = False
        if not ok:
            raise unauthorized("wrong name or password")
        if _hasher.check_needs_rehash(stored):  # stronger parameters since: rehash now we know it
            self._change(canon, lambda a: ([{"k": "password", "hash": _hasher.hash(password), "at": now_ms()}], None))
        return canon

    # ------------------------------------------------------------------ sessions
    def start_session(self, canon: str) -> tuple[str, str]:
        """A new session: (its id for the cookie, its CSRF token)."""
        sid, csrf = secrets.token_urlsafe(32), secrets.token_urlsafe(24)
        self.r.set(self.store.session_key(sha(sid)), codec.dumpb({"a": canon, "csrf": csrf, "at": now_ms()}),
                   ex=SESSION_TTL_S)
        return sid, csrf

    def session(self, sid: str) -> dict | None:
        if not sid or len(sid) > 100:
            return None
        raw = self.r.get(self.store.session_key(sha(sid)))
        return None if raw is None else codec.loads(raw)

    def end_session(self, sid: str) -> None:
        if sid and len(sid) <= 100:
            self.r.delete(self.store.session_key(sha(sid)))

    # ------------------------------------------------------------------ personal tokens
    def create_token(self, canon: str, scopes: list[str], label: str | None) -> dict:
        bad = [s for s in scopes if s not in SCOPES]
        if bad or not scopes:
            raise ApiError(422, "invalid_scopes", f"scopes are some of {list(SCOPES)}", {"unknown": bad})
        scopes = sorted(set(scopes), key=SCOPES.index)
        token = TOKEN_PREFIX + secrets.token_urlsafe(32)
        tid = secrets.token_hex(6)
        hashed = sha(token)
        at = now_ms()

        def decide(acc):
            live = sum(1 for t in acc["tokens"].values() if t["revoked"] is None)
            if live >= MAX_TOKENS:
                raise conflict("too_many_tokens", f"an account holds at most {MAX_TOKENS} tokens: revoke one first")
            return [{"k": "token_created", "id": tid, "scopes": scopes, "label": label, "hash": hashed, "at": at}], None
        self._change(canon, decide)
        # the lookup a request makes, written once the token is in the account's history
        self.r.set(self.store.token_key(hashed), codec.dumpb({"a": canon, "id": tid, "scopes": scopes}))
        return {"token": token, "id": tid, "scopes": scopes, "label": label, "created": at}

    def revoke_token(self, canon: str, tid: str) -> None:
        acc = self.need(canon)
        tok = acc["tokens"].get(tid)
        if tok is None or tok["revoked"] is not None:
            raise not_found("no such token")
        # the lookup goes first: once this returns, the token opens nothing, even if the
        # revocation record below were lost (the list would show it until revoked again)
        self.r.delete(self.store.token_key(tok["hash"]))

        def decide(a):
            if a["tokens"][tid]["revoked"] is not None:
                return [], None
            return [{"k": "token_revoked", "id": tid, "at": now_ms()}], None
        self._change(canon, decide)

    def tokens(self, canon: str) -> list[dict]:
        acc = self.need(canon)
        used = {k.decode() if isinstance(k, bytes) else k: int(v) for k, v in self.r.hgetall(self.store.used_key(canon)).items()}
        return views.token_list(acc, used)

    def resolve_token(self, token: str) -> dict | None:
        """{a, id, scopes} of a live personal token (its last use noted), or None."""
        if not token.startswith(TOKEN_PREFIX) or len(token) > 100:
            return None
        raw = self.r.get(self.store.token_key(sha(token)))
        if raw is None:
            return None
        info = codec.loads(raw)
        self._touch(info["a"], info["id"])
        return info

    def _touch(self, canon: str, tid: str) -> None:
        t = now_ms()
        key = f"{canon}:{tid}"
        with self._touch_lock:
            if t - self._touched.get(key, 0) < TOUCH_EVERY_MS:
                return
            self._touched[key] = t
            if len(self._touched) > 10000:
                self._touched.clear()
        self.r.hset(self.store.used_key(canon), tid, t)

    # ------------------------------------------------------------------ seats and tables
    def seats_of(self, canon: str):
        """The callable an AccountActor asks for the seats the account adopted in a game."""
        return lambda gid: self.store.seats_in(canon, gid)

    def record_seats(self, canon: str, gid: str, seats: list[int], how: str) -> None:
        """The account holds ``seats`` of game ``gid`` (a seat named for it at create, one it
        joined or adopted): ``seat`` records, and the ``games`` hash in the same script."""
        for _ in range(ATTEMPTS):
            acc = self.need(canon)
            have = acc["seats"].get(gid, [])
            new = [s for s in seats if s not in have]
            if not new:
                return
            recs = [{"k": "seat", "game": gid, "seat": s, "how": how, "at": now_ms()} for s in new]
            try:
                self.store.append(canon, acc["version"], recs, {gid: codec.dumps(sorted(set(have) | set(new)))})
                return
            except StaleAccount:
                continue
        raise ApiError(503, "retry", "the account is too busy, try again")

    def my_games(self, canon: str, limit: int = 200) -> list[dict]:
        """The account's tables, your turn first, then waiting, then finished: its seats
        joined with each game's lobby summary (see projections/accounts.py)."""
        held = self.store.games(canon)
        gids = list(held)
        store = self.games.store
        pipe = store.r.pipeline(transaction=False)
        for gid in gids:
            pipe.get(store.summary_key(gid))
        entries = []
        for gid, raw in zip(gids, pipe.execute()):
            summary = codec.loads(raw) if raw is not None else None
            if summary is None:  # archived (finished) or idle past the lobby's expiry
                summary = self._summary_cold(gid)
                if summary is None:
                    continue
            entries.append(views.table_entry(gid, held[gid], summary))
        return views.my_games(entries)[:limit]

    def _summary_cold(self, gid: str) -> dict | None:
        store = self.games.store
        a = store.archived(gid)
        if a is not None:
            return a.summary
        try:
            lg = self.games.load(gid)
        except ApiError:
            return None
        return self.games._summary(lg, lg.version, lg.state, lg.table)

    def adopt(self, canon: str, gid: str, token: str) -> dict:
        """A seat token the browser holds, adopted into the account: the account acts for
        that seat from any device from now on (the token keeps working)."""
        if token.startswith(TOKEN_PREFIX):
            raise ApiError(422, "not_a_seat_token", "this is a personal token, not a seat's")
        lg = self.games.load(gid)
        seat = self.games.acting_seat(lg, token)  # 401 if it is no seat of this game
        self.record_seats(canon, gid, [seat], "adopted")
        return {"game": gid, "seat": seat}


def check_password(password: str) -> None:
    if not (MIN_PASSWORD <= len(password) <= MAX_PASSWORD):
        raise ApiError(422, "invalid_password", f"a password is {MIN_PASSWORD}-{MAX_PASSWORD} characters")
