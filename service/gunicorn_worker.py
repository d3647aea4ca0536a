"""gunicorn's gevent worker, with three changes for serving that holds (issue 10, issue 30):

* every connection gets a socket timeout (``MOONHALL_SOCKET_TIMEOUT``, default 30 s): an
  idle or slow client is dropped instead of being waited for forever; a greenlet per
  connection means a slow client never holds a thread others need;
* one client holds at most ``MOONHALL_CLIENT_CONNECTIONS`` (default 256) open connections
  to each worker process; the ones over it are answered ``429 too_many_connections`` and
  closed as they are accepted, before they take a worker's connection slot for long
  (issue 30, item 13: 4,500 half-open connections of one client filled both workers'
  2,000 slots and every other client waited, ``/healthz`` 4.8 s);
* the errors gunicorn answers itself before the app sees the request (a request line
  too long, headers too large or too many, a malformed request) are JSON like every
  other error of the API (414, 431, 400) instead of gunicorn's HTML page.

And gunicorn's logger (``RedactingLogger``): no token, stream ticket or invite code in
the access log or the error log (issue 30, item 9; service/redact.py).
"""
from __future__ import annotations

import ipaddress
import json
import os

from gunicorn.glogging import Logger
from gunicorn.http.errors import LimitRequestHeaders, LimitRequestLine
from gunicorn.workers.ggevent import GeventWorker

from service import redact

SOCKET_TIMEOUT = float(os.environ.get("MOONHALL_SOCKET_TIMEOUT", "30"))
# per worker process: whichever worker the kernel hands a connection to, one client holds
# at most this many of its WEB_CONNECTIONS slots. 0: no cap. Behind a proxy
# (MOONHALL_TRUST_PROXY=1) every connection comes from the proxy: no cap by address then
# (the proxy is where clients are told apart)
CLIENT_CONNECTIONS = int(os.environ.get("MOONHALL_CLIENT_CONNECTIONS", "256"))
RETRY_AFTER_CONNECTIONS = 1

REASONS = {400: "Bad Request", 414: "URI Too Long", 429: "Too Many Requests",
           431: "Request Header Fields Too Large"}


def json_error_response(status: int, code: str, message: str, headers: dict | None = None) -> bytes:
    body = json.dumps({"error": {"code": code, "message": message, "details": None}}).encode()
    extra = "".join(f"{k}: {v}\r\n" for k, v in (headers or {}).items())
    head = (f"HTTP/1.1 {status} {REASONS.get(status, 'Error')}\r\nConnection: close\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n{extra}\r\n")
    return head.encode("latin-1") + body


def client_of(addr) -> str | None:
    """What a connection is counted under: its IPv4 address, or the /64 of an IPv6 one (a
    single host usually has a whole /64 to pick addresses from); None for a unix socket."""
    if not isinstance(addr, tuple) or not addr or not isinstance(addr[0], str):
        return None
    host = addr[0]
    if ":" not in host:
        return host
    try:
        ip = ipaddress.IPv6Address(host.split("%", 1)[0])
    except ValueError:
        return host
    if ip.ipv4_mapped is not None:
        return str(ip.ipv4_mapped)
    return str(ipaddress.IPv6Network((ip, 64), strict=False))


class JsonErrorGeventWorker(GeventWorker):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        trusted_proxy = os.environ.get("MOONHALL_TRUST_PROXY") == "1"
        self.client_cap = 0 if trusted_proxy else max(CLIENT_CONNECTIONS, 0)
        self.open_by_client: dict[str, int] = {}  # greenlets of one thread: no lock needed
        self.capped: set[str] = set()  # clients told of in the log, until their count is back at 0

    def handle(self, listener, client, addr):
        key = client_of(addr) if self.client_cap else None
        if key is not None:
            n = self.open_by_client.get(key, 0)
            if n >= self.client_cap:
                self.refuse_connection(client, addr, key)
                return
            self.open_by_client[key] = n + 1
        try:
            client.setblocking(1)
            client.settimeout(SOCKET_TIMEOUT)
            super(GeventWorker, self).handle(listener, client, addr)
        finally:
            if key is not None:
                n = self.open_by_client[key] - 1
                if n:
                    self.open_by_client[key] = n
                else:
                    del self.open_by_client[key]
                    self.capped.discard(key)

    def refuse_connection(self, client, addr, key: str) -> None:
        """Over the cap: a 429 at once, without reading the request (the client may send it
        or not), and the connection closed; the greenlet's slot is free again at once."""
        if key not in self.capped:
            self.capped.add(key)
            self.log.warning("client %s holds %d connections to this worker (MOONHALL_CLIENT_CONNECTIONS): "
                             "refusing more until they close", key, self.client_cap)
        out = json_error_response(429, "too_many_connections",
                                  f"this client already holds {self.client_cap} connections to this server; "
                                  "close some, then try again", {"Retry-After": RETRY_AFTER_CONNECTIONS})
        try:
            client.setblocking(1)
            client.settimeout(1)  # a client that reads nothing does not hold this greenlet
            client.sendall(out)
        except OSError:
            pass
        finally:
            client.close()

    def handle_error(self, req, client, addr, exc):
        if isinstance(exc, LimitRequestLine):
            out = json_error_response(414, "uri_too_long", f"the request line is too long ({exc})")
        elif isinstance(exc, LimitRequestHeaders):
            out = json_error_response(431, "headers_too_large", f"the request headers are too large ({exc})")
        else:
            return super().handle_error(req, client, addr, exc)
        self.log.info("refused %s: %s", addr, exc)
        try:
            client.sendall(out)
        except OSError:
            pass


class RedactingLogger(Logger):
    """gunicorn's logger whose access and error lines are redacted as they are written:
    a request line carries the query (``?token=`` of older stream clients, ``?ticket=``,
    ``?invite=``), a Referer the page's URL, and an access log format may print the
    Authorization header; gunicorn's own errors quote a bad request line."""

    def setup(self, cfg):
        super().setup(cfg)
        redact.install(self.error_log, self.access_log)
