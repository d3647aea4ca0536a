"""Secrets never reach a log (issue 30, item 9): a seat token, a stream ticket or an
invite code in a URL's query (``?token=`` of older stream clients, ``?ticket=``, the
invite link's ``?invite=``, in a request line or a Referer) and a token in an
``Authorization: Bearer`` header (an access log format may print headers) and an account
session's cookie (``mh_session=``, issue 25) are replaced
by ``[redacted]`` in every line gunicorn writes (``ACCESS_LOG`` and its error log;
service/gunicorn_worker.py) and in the Flask development server's request log."""
from __future__ import annotations

import logging
import re

SECRET_PARAMS = ("token", "ticket", "invite")
REDACTED = "[redacted]"
_QUERY = re.compile(r"([?&;](?:%s)=)[^&;#\s\"']*" % "|".join(SECRET_PARAMS), re.IGNORECASE)
_BEARER = re.compile(r"(\bBearer\s+)[^\s\"',;]+", re.IGNORECASE)
# the account session's cookie (issue 25), in a Cookie or Set-Cookie header a log format prints
_SESSION = re.compile(r"(\bmh_session=)[^\s\"',;]+")


def redact(text: str) -> str:
    return _SESSION.sub(r"\1" + REDACTED, _BEARER.sub(r"\1" + REDACTED, _QUERY.sub(r"\1" + REDACTED, text)))


class RedactFilter(logging.Filter):
    """A filter of a logger or handler: the record's message, formatted, then redacted."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            msg = record.getMessage()
        except Exception:  # a bad format: logging reports it itself later
            return True
        clean = redact(msg)
        if clean != msg:
            record.msg, record.args = clean, None
        return True


def install(*loggers: logging.Logger) -> None:
    """The filter on each logger, once."""
    for lg in loggers:
        if not any(isinstance(f, RedactFilter) for f in lg.filters):
            lg.addFilter(RedactFilter())
