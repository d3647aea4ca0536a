"""service/onewrite.py (issue 29): a JSON answer's headers and body leave gunicorn in one
write; a stream (no length) and a body-less answer send their headers at once, as before.
Real gunicorn objects on a real socket pair; the socket counts its writes."""
from __future__ import annotations

import socket

from gunicorn.config import Config
from gunicorn.http.parser import RequestParser

from service.onewrite import OneWriteResponse


class Counting:
    """A real socket that remembers each write it was given."""

    def __init__(self, sock):
        self.sock, self.writes = sock, []

    def sendall(self, data):
        self.writes.append(bytes(data))
        self.sock.sendall(data)

    def __getattr__(self, name):
        return getattr(self.sock, name)


def _response(method="GET"):
    server, client = socket.socketpair()
    client.sendall(f"{method} /v1/games/x HTTP/1.1\r\nHost: h\r\n\r\n".encode())
    cfg = Config()
    req = next(RequestParser(cfg, server, ("127.0.0.1", 1)))
    sock = Counting(server)
    return OneWriteResponse(req, sock, cfg), sock, client


def _read_all(client, n):
    got = b""
    client.settimeout(2)
    while len(got) < n:
        got += client.recv(65536)
    return got


def test_a_json_answer_is_one_write_with_its_headers():
    resp, sock, client = _response()
    body = b'{"ok":true}'
    resp.start_response("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
    resp.write(body)
    resp.close()
    assert len(sock.writes) == 1
    head, _, rest = sock.writes[0].partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200 OK") and b"Content-Length: 11" in head and rest == body
    assert _read_all(client, len(sock.writes[0])) == sock.writes[0]


def test_a_stream_sends_its_headers_before_its_first_event():
    resp, sock, client = _response()
    resp.start_response("200 OK", [("Content-Type", "text/event-stream")])  # no length: chunked
    resp.send_headers()  # (gunicorn does this on the first write; here before any event exists)
    assert len(sock.writes) == 1 and sock.writes[0].startswith(b"HTTP/1.1 200 OK")
    resp.write(b"data: 1\n\n")
    assert len(sock.writes) == 2


def test_an_answer_without_a_body_still_sends_its_headers():
    for method, status, headers in (("HEAD", "200 OK", [("Content-Length", "11")]),
                                    ("GET", "304 Not Modified", []),
                                    ("GET", "200 OK", [("Content-Length", "5")])):  # the app wrote nothing
        resp, sock, client = _response(method)
        resp.start_response(status, headers)
        resp.close()
        assert len(sock.writes) == 1 and sock.writes[0].startswith(f"HTTP/1.1 {status}".encode()), (method, status)
