"""gunicorn's gevent worker, with two changes for serving that holds (issue 10):

* every connection gets a socket timeout (``MOONHALL_SOCKET_TIMEOUT``, default 30 s): an
  idle or slow client is dropped instead of being waited for forever; a greenlet per
  connection means a slow client never holds a thread others need;
* the errors gunicorn answers itself before the app sees the request (a request line
  too long, headers too large or too many, a malformed request) are JSON like every
  other error of the API (414, 431, 400) instead of gunicorn's HTML page.
"""
from __future__ import annotations

import json
import os

from gunicorn.http.errors import LimitRequestHeaders, LimitRequestLine
from gunicorn.workers.ggevent import GeventWorker

SOCKET_TIMEOUT = float(os.environ.get("MOONHALL_SOCKET_TIMEOUT", "30"))

REASONS = {400: "Bad Request", 414: "URI Too Long", 431: "Request Header Fields Too Large"}


def json_error_response(status: int, code: str, message: str) -> bytes:
    body = json.dumps({"error": {"code": code, "message": message, "details": None}}).encode()
    head = (f"HTTP/1.1 {status} {REASONS.get(status, 'Error')}\r\nConnection: close\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n")
    return head.encode("latin-1") + body


class JsonErrorGeventWorker(GeventWorker):
    def handle(self, listener, client, addr):
        client.setblocking(1)
        client.settimeout(SOCKET_TIMEOUT)
        super(GeventWorker, self).handle(listener, client, addr)

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
