"""'Your turn' delivery in RQ (issue 26): the fan-out of a turn change to the accounts'
webhooks, and each signed delivery with its retries.

``fan_out`` runs as the one job a game version's turn change queued (``notify-<game>-<v>``,
GameService._turn_notice): for each seat newly to act that names an account, and for each of
that account's enabled webhooks subscribed to ``your_turn``, it claims (webhook, game,
version, seat) once (SET NX in the account's slot) and queues a ``deliver`` job; a repeated
or retried fan-out finds the claims and queues nothing twice. ``deliver`` POSTs the signed
JSON; a failure raises, so RQ retries it with the backoff of MOONHALL_WEBHOOK_RETRY_S (RQ's
scheduler queues the retries), and every failed attempt counts against the webhook, which
is disabled after MOONHALL_WEBHOOK_DISABLE_AFTER in a row (a success resets the count).

Never sent for a game the receiver may not see: both jobs check, against the game as it is
when they run, that the seat still names the webhook's account and that the seat has not
forfeited (a forfeited seat reads as a spectator). The jobs' arguments carry the webhook's
id, never its secret (RQ logs arguments).
"""
from __future__ import annotations

import logging
import time
import urllib.error
import urllib.request

from rq import Queue, Retry, get_current_job

from service.notify import webhooks as wh

log = logging.getLogger("moonhall.notify")


class DeliveryFailed(Exception):
    """A webhook answered other than 2xx or could not be reached: RQ retries the job."""


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):  # a redirect could lead past the URL check
        return None


_opener = urllib.request.build_opener(_NoRedirect)


def _seat_account(svc, gid: str, seat: int) -> tuple[object, str | None]:
    """(the loaded game, the account the seat names if it still may see the game as that seat)."""
    from projections.seat import reader
    lg = svc.load(gid)
    seats = lg.seats
    if not (0 <= seat < len(seats)):
        return lg, None
    account = seats[seat].get("account")
    if account is None or seats[seat].get("bot") is not None or reader(lg.table, seat) != seat:
        return lg, None
    return lg, account


def fan_out(svc, conn, gid: str, version: int, seats: list[int]) -> str:
    """Queue one delivery per (enabled webhook, seat) for the seats whose turn began at ``version``."""
    from service.errors import ApiError
    try:
        lg = svc.load(gid)
    except ApiError:
        return "gone"
    if svc.finished(lg):
        return "finished"
    hooks = wh.Webhooks(svc.store.r)
    job = get_current_job()
    queue = Queue(job.origin if job is not None else "moonhall", connection=conn)
    intervals = wh.retry_intervals()
    queued = 0
    for seat in seats:
        _, account = _seat_account(svc, gid, seat)
        if account is None:
            continue
        queued += _digest(svc, queue, account, gid, version, seat)
        for h in hooks.all(account):
            if h["disabled"] or "your_turn" not in h["events"]:
                continue
            if not hooks.claim(account, h["id"], gid, version, seat):
                continue  # a repeated job: queued before
            queue.enqueue("workers.jobs.run_webhook", account, h["id"], gid, version, seat,
                          job_id=f"webhook-{h['id']}-{gid}-{version}-{seat}", result_ttl=60, failure_ttl=3600,
                          retry=Retry(max=len(intervals), interval=intervals) if intervals else None)
            queued += 1
        from service.notify.push import Pushes
        for pid in Pushes(svc.store.r).all(account):  # Web Push: the same claim, its own job
            if not hooks.claim(account, pid, gid, version, seat):
                continue
            queue.enqueue("workers.jobs.run_push", account, pid, gid, version, seat,
                          job_id=f"push-{pid}-{gid}-{version}-{seat}", result_ttl=60, failure_ttl=3600,
                          retry=Retry(max=len(intervals), interval=intervals) if intervals else None)
            queued += 1
    return f"queued {queued}"


def push(svc, account: str, pid: str, gid: str, version: int, seat: int) -> str:
    """One Web Push of the 'your turn' JSON, encrypted for the subscription (RFC 8291);
    a subscription its push service says is gone (404, 410) is dropped; other failures
    raise, so RQ retries."""
    from service.errors import ApiError
    from service.notify import push as wp
    pushes = wp.Pushes(svc.store.r)
    sub = pushes.get(account, pid)
    if sub is None:
        return "gone"
    try:
        _, holder = _seat_account(svc, gid, seat)
    except ApiError:
        return "game gone"
    if holder != account:
        return "not visible"
    try:
        wh.check_url(sub["endpoint"])
    except wh.UrlRefused as e:
        return e.code
    status = wp.send(svc.store.r, sub, wh.payload("your_turn", gid, version, seat), wh.timeout_s())
    if status in (404, 410):
        pushes.delete(account, pid)
        return "expired"
    if 200 <= status < 300:
        return f"pushed {status}"
    raise DeliveryFailed(f"push {pid}: answered {status}")


def _digest(svc, queue, account: str, gid: str, version: int, seat: int) -> int:
    """Keep the turn for the account's e-mail digest (when SMTP_URL is set and the account
    gave an address): the first turn of a quiet period schedules its digest job."""
    from datetime import timedelta

    from service.notify import email
    if email.smtp_url() is None:
        return 0
    mails = email.Emails(svc.store.r)
    if mails.active(account) is None:
        return 0
    if mails.add(account, gid, version, seat):
        queue.enqueue_in(timedelta(seconds=email.delay_s()), "workers.jobs.run_digest", account,
                         job_id=f"digest-{account}-{int(time.time())}", result_ttl=60, failure_ttl=3600,
                         retry=Retry(max=3, interval=[30, 120, 600]))
        return 1
    return 0


def digest(svc, account: str) -> str:
    """The end of a quiet period: one e-mail listing the games where it is still the
    account's turn (a turn the player took meanwhile is left out; none left: no e-mail)."""
    from service.errors import ApiError
    from service.notify import email
    mails = email.Emails(svc.store.r)
    items = mails.take(account)
    to = mails.active(account)
    if to is None or email.smtp_url() is None:
        return "off"
    games: list[tuple[str, str]] = []
    for gid, seat, _version in items:
        try:
            lg, holder = _seat_account(svc, gid, seat)
        except ApiError:
            continue
        if holder != account or svc.finished(lg) or seat not in lg.game.to_act(lg.state):
            continue
        if all(g != gid for g, _ in games):
            games.append((gid, lg.game.name))
    if not games:
        return "nothing waiting"
    email.send(email.compose(to["address"], account, to["unsub"], games))
    return f"sent {len(games)}"


def deliver(svc, account: str, hid: str, gid: str, version: int, seat: int) -> str:
    """One signed POST of the 'your turn' JSON; raises DeliveryFailed (RQ retries) unless it
    succeeded, the webhook is gone or disabled, or the receiver may no longer see the game."""
    from service.errors import ApiError
    hooks = wh.Webhooks(svc.store.r)
    h = hooks.get(account, hid)
    if h is None:
        return "gone"
    if "disabled" in h:
        return "disabled"
    try:
        _, holder = _seat_account(svc, gid, seat)
    except ApiError:
        return "game gone"
    if holder != account:
        return "not visible"  # the seat no longer names this account, or it forfeited
    status: int | None = None
    try:
        wh.check_url(h["url"])
        body = wh.payload("your_turn", gid, version, seat)
        t = int(time.time())
        req = urllib.request.Request(h["url"], data=body, method="POST", headers={
            "Content-Type": "application/json", "User-Agent": "Moonhall-Webhook/1",
            wh.SIGNATURE_HEADER: wh.sign(h["secret"], t, body)})
        with _opener.open(req, timeout=wh.timeout_s()) as resp:
            status = resp.status
            resp.read(65536)
        if 200 <= status < 300:
            hooks.succeeded(account, hid, status)
            return f"delivered {status}"
        reason = f"answered {status}"
    except urllib.error.HTTPError as e:
        status, reason = e.code, f"answered {e.code}"
    except wh.UrlRefused as e:
        reason = e.code
    except (OSError, ValueError) as e:  # refused, timed out, unreachable
        reason = type(e).__name__
    if hooks.failed(account, hid, status):
        log.warning("webhook %s of %s disabled after repeated failures (last: %s)", hid, account, reason)
        return "disabled"
    raise DeliveryFailed(f"webhook {hid}: {reason}")
