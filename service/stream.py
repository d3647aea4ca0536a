"""``GET /v1/games/{id}/stream``: the game's events as Server-Sent Events, for one seat.

Each stored record goes out as that seat sees it, through the same per-seat projection
as ``/events`` (projections/seat.py): ``id: <version>`` / ``event: game`` / ``data:
<entry>``. After each batch, when the game's status or the seats to act changed (or
new events came and it is still this seat's turn), a ``turn`` event says who is to act
(``you_to_act`` for this seat); an ``end`` event
closes a finished game. A reconnect resumes exactly after ``Last-Event-ID`` (or
``?after=``). While nothing happens a ``: heartbeat`` comment goes out every
HEARTBEAT_S seconds, so proxies keep the connection and a gone client is noticed.

The wait is on the process's one reader (service/fanout.py, issue 29): no Redis
connection of its own (it was an XREAD BLOCK each, 335 connections for 300 spectators);
the records the reader hands over are folded into the loaded game without a read, and
each record's frame is projected once per process and seat (``game_frame``). Under
gunicorn's gevent worker (the served stack) a stream costs a greenlet, not a thread. The seat comes from ``Authorization: Bearer`` or, for browsers
(EventSource cannot set headers), from ``?ticket=``: a stream ticket, asked for with
``POST /v1/games/{id}/stream-ticket`` and the token in the header, that opens one stream
of that seat within TICKET_S seconds (issue 30, item 9: the page put the token itself in
the stream's URL, and URLs land in access logs). ``?token=`` is still taken, for clients
written before the ticket; the logs redact it (service/redact.py).
"""
from __future__ import annotations

import json
import os
import secrets
import threading
from collections import OrderedDict

from flask import Response, jsonify, request

from projections import seat as seat_view
from projections import table as tables
from service import clock, fanout
from service.errors import bad_request, unauthorized

HEARTBEAT_S = float(os.environ.get("MOONHALL_SSE_HEARTBEAT_S", "15"))
TICKET_S = 60  # a stream ticket opens one stream within this many seconds of being given
# GET and DEL in one step: of two opens with one ticket, one gets the seat (GETDEL is Redis 6.2+)
_TAKE = "local v = redis.call('GET', KEYS[1]) if v then redis.call('DEL', KEYS[1]) end return v"


def _frame(event: str, data: dict, id_: int | None = None) -> str:
    head = f"id: {id_}\n" if id_ is not None else ""
    return f"{head}event: {event}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n"


def turn(service, lg, seat: int | None) -> dict:
    """Who is to act now, as the ``turn`` event tells it (the view's status and to_act)."""
    t = lg.table
    status = service._status(lg.game, lg.state, t)
    to_act = list(lg.game.to_act(lg.state)) if status == "active" else []
    you = seat is not None and seat in to_act and lg.seats[seat]["bot"] is None
    out = {"version": lg.version, "status": status, "to_act": to_act, "you_to_act": you}
    if t is not None and t.get("clock") is not None:
        out["clock"] = tables.clock_view(t, clock.now_ms(), status != "active")
    return out


QUERY = ("ticket", "token", "after")  # the stream's query parameters, as the document lists them


def _resume_point() -> int:
    """The version to resume after: ``Last-Event-ID`` (what a browser sends on reconnect)
    or else ``?after=``; each one given must be a version number (a number past the end
    means "from now on", so a huge one is clamped, like the document's other integers).

    The document's integers are what is accepted (issue 30, item 15): an empty value is a
    400 (it was taken as absent: a browser never sends an empty Last-Event-ID, and an
    empty ``after`` replayed the whole log), and so is a query parameter the document
    does not list or one given twice: a misspelt ``?afer=40`` replayed everything from
    version 1 instead of saying what was wrong."""
    from service.inputs import MAX_INT_ARG
    unknown = sorted(set(request.args) - set(QUERY))
    if unknown:
        raise bad_request("the stream takes the query parameters 'ticket', 'token' and 'after' only",
                          {"unknown": unknown})
    repeated = sorted(k for k in request.args if len(request.args.getlist(k)) > 1)
    if repeated:
        raise bad_request("a query parameter of the stream is given more than once", {"repeated": repeated})

    def parse(name: str, raw: str | None) -> int | None:
        if raw is None:
            return None
        try:
            v = int(raw)
        except ValueError:
            raise bad_request(f"{name} must be a version number")
        if v < 0:
            raise bad_request(f"{name} must be at least 0")
        return min(v, MAX_INT_ARG)
    header = parse("Last-Event-ID", request.headers.get("Last-Event-ID"))
    query = parse("after", request.args.get("after"))
    return header if header is not None else (query or 0)


def _since(service, gid: str, after: int, upto: int) -> list:
    """The records after..upto: from the records the load just cached when it holds them
    all (no second read of the same tail), else from the stream."""
    if upto <= after:
        return []
    recent = service.projection.recent(gid)
    records = [recent.get(v) for v in range(after + 1, upto + 1)]
    if None in records:
        return service.store.read(gid, after=after, upto=upto)
    return records


_FRAMES = 16384  # projected game and turn frames this process keeps, by (game, version, seat)
_frames: OrderedDict = OrderedDict()
_frames_lock = threading.Lock()


def game_frame(lg, rec, seat: int | None) -> str:
    """The ``game`` frame of a record as ``seat`` sees it, through the per-seat projection,
    projected once per process and distinct seat (issue 29): the other streams of the same
    seat - every spectator shares seat None - get the same text. A version is never
    written twice (an undo is a record of its own), so (game, version, seat) names it."""
    key = (lg.gid, rec.version, seat)
    out = _frames.get(key)
    if out is None:
        out = _keep(key, _frame("game", seat_view.event(lg.game, rec, seat), rec.version))
    return out


def _keep(key, value):
    with _frames_lock:
        _frames[key] = value
        while len(_frames) > _FRAMES:
            _frames.popitem(last=False)
    return value


def turn_frame(service, lg, seat: int | None) -> tuple[tuple, str, str]:
    """The ``turn`` of ``lg`` for ``seat``: (its key, its frame, the status), built once per process,
    version and seat like the game frames (a clock's remaining time is then the one
    computed for the first stream of that seat, milliseconds earlier)."""
    k = ("turn", lg.gid, lg.version, seat)
    out = _frames.get(k)
    if out is None:
        now = turn(service, lg, seat)
        out = _keep(k, ((now["status"], tuple(now["to_act"]), now["you_to_act"]), _frame("turn", now), now["status"]))
    return out


def events(service, gid: str, seat: int | None, after: int, heartbeat_s: float, batch: bool = False):
    """The SSE frames (a generator; it ends after ``end``).

    The wait is on this process's reader (service/fanout.py, issue 29): the stream loads
    the game (its catch-up), registers at the version loaded and, if the reader had read
    further by then, reads the tail once more; every record after that is handed over by
    the reader (read once per process), folded into the loaded game without a read.

    ``batch``: the frames of one wake go out as one chunk (what the route asks for): the
    server writes each yielded chunk with a send of its own, and a move's ``game`` and
    ``turn`` frames were two sends per stream (issue 29: 10,000 streams on a node). The
    frames are the same either way; in-process readers take them one at a time."""
    lg = service.load(gid)
    after = min(after, lg.version)  # ids past the end mean "from now on"
    w = fanout.reader(service.store).watch(gid, lg.version)
    try:
        if w.behind(lg.version):
            service._refresh(lg)  # appended between the load and the registration
        w.seen(lg.version)
        last_turn = None
        frames = [f"retry: 2000\n: moonhall stream of game {gid}\n\n"]
        while True:
            # a seat that forfeited while its stream was open reads as a spectator from then on
            # (issue 30, item 6: its bot's cards are not its to see)
            seat = seat_view.reader(lg.table, seat)
            records = _since(service, gid, after, lg.version)
            for rec in records:
                frames.append(game_frame(lg, rec, seat))
                after = rec.version
            key, frame, status = turn_frame(service, lg, seat)
            if key != last_turn or (records and key[2]):  # also: still your turn after a step
                frames.append(frame)
                last_turn = key
            if status == "finished" and after >= lg.version:
                frames.append(_frame("end", {"version": lg.version, "result": service.view(lg, seat)["result"]}))
                yield from _out(frames, batch)
                return
            if after < lg.version:
                continue
            yield from _out(frames, batch)
            frames = []
            got = w.wait(heartbeat_s)
            if got:
                service._refresh(lg, got)  # folded without a read when they follow on
                w.seen(lg.version)
            else:
                frames.append(": heartbeat\n\n")
    finally:
        w.close()


def _out(frames: list[str], batch: bool) -> list[str]:
    return ["".join(frames)] if batch and len(frames) > 1 else frames


def give_ticket(service, gid: str, seat: int) -> dict:
    """A stream ticket of ``seat``: random, kept (as its hash) in the game's hash slot with
    a TTL, so it works on a Redis Cluster as the game's own keys do."""
    ticket = secrets.token_urlsafe(24)
    service.store.r.set(service.store.ticket_key(gid, ticket), seat, ex=TICKET_S)
    return {"ticket": ticket, "seat": seat, "expires_in": TICKET_S}


def take_ticket(service, gid: str, ticket: str) -> int:
    """The seat of a ticket of this game, which is used up by it; else 401."""
    raw = service.store.r.eval(_TAKE, 1, service.store.ticket_key(gid, ticket)) if ticket else None
    if raw is None:
        raise unauthorized("this stream ticket is not valid: unknown, of another game, used or expired "
                           "(POST /v1/games/{id}/stream-ticket gives a new one)")
    return int(raw)


def register_routes(app, service) -> None:
    from service.inputs import body as _body, token as _token
    from service.schemas import NoFieldsSchema
    _no_fields = NoFieldsSchema()

    @app.post("/v1/games/<gid>/stream-ticket")
    def stream_ticket(gid):
        lg = service.load(gid)
        # the seat the token holds (401 without one); a seat that forfeited reads as a
        # spectator on the stream the ticket opens (``events`` applies the rule each round)
        seat = service.acting_seat(lg, _token())
        _body(_no_fields)  # it takes no body: one sent is refused, as for /resign (no ticket given)
        return jsonify(give_ticket(service, gid, seat)), 201

    @app.get("/v1/games/<gid>/stream")
    def stream(gid):
        token = _token() or request.args.get("token") or None  # (?token=: kept for older clients)
        ticket = request.args.get("ticket")
        lg = service.load(gid)
        if ticket is None:
            seat = service.seat_for(lg, token)
            after = _resume_point()
        else:
            after = _resume_point()  # (a malformed request uses no ticket up)
            # a token sent as well must be of this game (before the ticket is used up) and of the ticket's seat
            own = service.seat_for(lg, token) if token is not None else None
            seat = take_ticket(service, gid, ticket)
            if token is not None and own != seat:
                raise unauthorized("the stream ticket and the token are of different seats")
        return Response(events(service, gid, seat, after, HEARTBEAT_S, batch=True), mimetype="text/event-stream",
                        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
