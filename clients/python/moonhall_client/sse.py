"""Server-Sent Events read from lines (the HTML standard's parsing, the parts Moonhall uses):
``event``, ``data`` (lines joined), ``id`` (carried to the next events), comments
dropped. Used by the runner (``bot.py``) and the conformance kit (``check.py``)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Iterable, Iterator


@dataclass(frozen=True)
class SseEvent:
    event: str
    data: Any       # the JSON of the data lines (Moonhall sends JSON only)
    id: str | None  # the last id seen, as Last-Event-ID should carry it on a reconnect


def iter_sse(lines: Iterable[str]) -> Iterator[SseEvent]:
    """The events of a text/event-stream given line by line (without line ends)."""
    event, data, last_id = "", [], None
    for raw in lines:
        line = raw.rstrip("\r\n")
        if not line:  # a blank line ends an event
            if data:
                yield SseEvent(event or "message", json.loads("\n".join(data)), last_id)
            event, data = "", []
            continue
        if line.startswith(":"):
            continue  # a comment: the heartbeat
        field, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if field == "event":
            event = value
        elif field == "data":
            data.append(value)
        elif field == "id" and "\0" not in value:
            last_id = value
