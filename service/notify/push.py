"""Web Push for "your turn" (issue 26): a browser's push subscription kept per account, the
server's VAPID key, and the encrypted send (RFC 8291's aes128gcm, RFC 8292's VAPID, through
pywebpush). Delivery is workers/notify.py's, like the webhooks'.

Keys: mh:a:{<canon>}:push  hash: subscription id -> JSON {endpoint, p256dh, auth, created}
      mh:vapid             the server's VAPID private key (PEM), made once when
                           MOONHALL_VAPID_PRIVATE_KEY (a PEM file) is not given; read once a process
"""
from __future__ import annotations

import base64
import os
import secrets
import time

from events import codec
from service.errors import ApiError, not_found
from service.notify.webhooks import UrlRefused, check_url

MAX_SUBSCRIPTIONS = 10
VAPID_KEY = "mh:vapid"
_vapid = None


def push_key(canon: str) -> str:
    return f"mh:a:{{{canon}}}:push"


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def vapid(r):
    """The server's VAPID key (py_vapid.Vapid02)."""
    global _vapid
    if _vapid is None:
        from py_vapid import Vapid02
        path = os.environ.get("MOONHALL_VAPID_PRIVATE_KEY")
        if path:
            _vapid = Vapid02.from_file(path)
        else:
            v = Vapid02()
            v.generate_keys()
            r.set(VAPID_KEY, v.private_pem(), nx=True)
            _vapid = Vapid02.from_pem(r.get(VAPID_KEY))
    return _vapid


def public_key(r) -> str:
    """The applicationServerKey a page subscribes with: the uncompressed P-256 point, base64url."""
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
    return _b64(vapid(r).public_key.public_bytes(Encoding.X962, PublicFormat.UncompressedPoint))


def subject() -> str:
    return os.environ.get("MOONHALL_VAPID_SUBJECT", "mailto:moonhall@localhost")


class Pushes:
    def __init__(self, r):
        self.r = r

    def create(self, canon: str, endpoint: str, p256dh: str, auth: str) -> dict:
        try:
            check_url(endpoint)
        except UrlRefused as e:
            raise ApiError(422, e.code, str(e))
        try:
            if len(_unb64(p256dh)) != 65 or len(_unb64(auth)) != 16:
                raise ValueError
        except ValueError:
            raise ApiError(422, "bad_push_keys", "keys.p256dh must be a P-256 point (65 bytes) and keys.auth 16 bytes, base64url")
        if self.r.hlen(push_key(canon)) >= MAX_SUBSCRIPTIONS:
            raise ApiError(409, "too_many_subscriptions", f"an account holds at most {MAX_SUBSCRIPTIONS} push subscriptions")
        pid = "ps_" + secrets.token_hex(8)
        self.r.hset(push_key(canon), pid, codec.dumps({"endpoint": endpoint, "p256dh": p256dh, "auth": auth,
                                                        "created": int(time.time())}))
        return {"id": pid}

    def all(self, canon: str) -> dict[str, dict]:
        return {(k.decode() if isinstance(k, bytes) else k): codec.loads(v)
                for k, v in self.r.hgetall(push_key(canon)).items()}

    def get(self, canon: str, pid: str) -> dict | None:
        raw = self.r.hget(push_key(canon), pid)
        return None if raw is None else codec.loads(raw)

    def delete(self, canon: str, pid: str) -> None:
        if not self.r.hdel(push_key(canon), pid):
            raise not_found("no such push subscription")

    def listed(self, canon: str) -> list[dict]:
        return [{"id": pid, "endpoint": s["endpoint"], "created": s["created"]} for pid, s in sorted(self.all(canon).items())]


def send(r, sub: dict, body: bytes, timeout: float) -> int:
    """Encrypt ``body`` for the subscription (aes128gcm) and POST it to its push service with
    a VAPID signature; the push service's status (pywebpush raises on an error status)."""
    from pywebpush import WebPushException, webpush
    try:
        resp = webpush({"endpoint": sub["endpoint"], "keys": {"p256dh": sub["p256dh"], "auth": sub["auth"]}},
                       data=body.decode(), vapid_private_key=vapid(r), vapid_claims={"sub": subject()},
                       timeout=timeout, ttl=24 * 3600)
        return resp.status_code
    except WebPushException as e:
        return e.response.status_code if e.response is not None else -1
