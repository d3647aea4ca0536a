"""gunicorn's response, with the header block and the body in one write when the body's
length is known (issue 29: a move's server CPU).

gunicorn sends a response's headers with one ``sendall`` and its body with another: two
system calls (and, under gevent, two trips through the hub) for every JSON answer of a few
hundred bytes - three answers a move in the README loop. Here the headers of an answer whose
``Content-Length`` is set (every JSON answer, every static file) wait for the body's first
bytes and go out with them. An answer without a length (the SSE stream, chunked) or without a
body (HEAD, 204, 304) sends its headers at once, as before, so a stream's client still sees
them before the first event.

``install()`` swaps it in for gunicorn's own class (``gunicorn.http.wsgi.create`` builds the
response from the module's ``Response``); ``wsgi.py`` calls it, so both ``make serve`` and a
bare ``gunicorn wsgi:app`` use it, with either worker class.
"""
from __future__ import annotations

from gunicorn import util
from gunicorn.http import wsgi as _gwsgi


class OneWriteResponse(_gwsgi.Response):
    _held: bytes | None = None  # the header block, not yet sent

    def send_headers(self):
        if self.headers_sent:
            return
        if not (self.response_length and not self.chunked and not self._omits_body):
            return super().send_headers()
        tosend = self.default_headers()
        tosend.extend("%s: %s\r\n" % (k, v) for k, v in self.headers)
        self._held = util.to_bytestring("%s\r\n" % "".join(tosend), "latin-1")
        self.headers_sent = True

    def _flush(self):
        if self._held is not None:
            held, self._held = self._held, None
            util.write(self.sock, held)

    def _emit_body(self, data):
        if self._held is not None:
            data, self._held = self._held + data, None
        super()._emit_body(data)

    def sendfile(self, respiter):
        self.send_headers()
        self._flush()  # (os.sendfile writes the body itself)
        return super().sendfile(respiter)

    def close(self):
        self.send_headers()  # (no body written, or less than its length: the headers still go out)
        self._flush()
        super().close()


def install() -> None:
    _gwsgi.Response = OneWriteResponse
