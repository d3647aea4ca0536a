"""JSON for the move path: orjson (issue 15).

Every request encodes a view or a move list and decodes the stream's records; the
standard library's json was the largest single cost left per request once the Redis
round trips were cut. orjson writes the same compact JSON several times faster. Two
differences are handled here: integers beyond 64 bits (orjson refuses them; the standard
library writes them, and orjson would read them back as floats) and non-string dict
keys (written as strings by both).
"""
from __future__ import annotations

import json
import re
from typing import Any

import orjson

_OPTS = orjson.OPT_NON_STR_KEYS
# 19 digits in a row may be a number beyond 64 bits, which orjson would read as a float:
# such texts are read by the standard library, which keeps every integer exact
_LONG_B = re.compile(rb"\d{19}")
_LONG_S = re.compile(r"\d{19}")


def dumpb(obj: Any) -> bytes:
    """Compact JSON as bytes (what a response body or a Redis value needs)."""
    try:
        return orjson.dumps(obj, option=_OPTS)
    except TypeError:  # an integer beyond 64 bits, or a type orjson does not know
        return json.dumps(obj, separators=(",", ":")).encode()


def dumps(obj: Any) -> str:
    return dumpb(obj).decode()


def loads(data: bytes | str) -> Any:
    """Parse JSON; a text that may hold an integer beyond 64 bits is parsed by the
    standard library, which keeps it exact. Invalid JSON raises ValueError
    (orjson.JSONDecodeError is a json.JSONDecodeError)."""
    if (_LONG_B if isinstance(data, (bytes, bytearray, memoryview)) else _LONG_S).search(data):
        return json.loads(data)
    return orjson.loads(data)

