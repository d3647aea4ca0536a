"""'Your turn' delivery (issue 26): the subscriptions an account makes (HTTP, here) - signed
webhooks (``webhooks.py``). Delivery runs in RQ (workers/notify.py): the move's append queues
at most one job per game version (GameService._jobs, through the append script like a bot's
turn), and the fan-out to the account's subscriptions happens in that job.

The routes live under /v1/me, so the accounts' per-address and per-account limits count
them (service/accounts/guard.py) like every other account endpoint.
"""
from __future__ import annotations

from flask import jsonify, request
from marshmallow import EXCLUDE, RAISE, Schema, fields, validate

from service.errors import ApiError
from service.notify.email import Emails
from service.notify.webhooks import EVENTS, MAX_URL, Webhooks


class OneClickSchema(Schema):
    """A JSON body a one-click unsubscribe may come with (RFC 8058 sends a form): ignored."""
    class Meta:
        unknown = EXCLUDE


class EmailSchema(Schema):
    """PUT /v1/me/email."""
    class Meta:
        unknown = RAISE

    email = fields.String(required=True, validate=validate.Length(min=3, max=254))


class PushKeysSchema(Schema):
    class Meta:
        unknown = RAISE

    p256dh = fields.String(required=True, validate=validate.Length(min=1, max=200))
    auth = fields.String(required=True, validate=validate.Length(min=1, max=100))


class PushSchema(Schema):
    """POST /v1/me/push: a browser's PushSubscription (its toJSON())."""
    class Meta:
        unknown = RAISE

    endpoint = fields.String(required=True, validate=validate.Length(min=1, max=MAX_URL))
    keys = fields.Nested(PushKeysSchema, required=True)
    expirationTime = fields.Raw(load_default=None, allow_none=True)


class WebhookSchema(Schema):
    """POST /v1/me/webhooks."""
    class Meta:
        unknown = RAISE

    url = fields.String(required=True, validate=validate.Length(min=1, max=MAX_URL))
    events = fields.List(fields.String(validate=validate.OneOf(EVENTS)), required=True,
                         validate=validate.Length(min=1, max=len(EVENTS) * 4))


def register_routes(app, service) -> None:
    from service.accounts import auth
    from service.inputs import body as _body

    hooks = Webhooks(service.store.r) if service is not None else None
    emails = Emails(service.store.r) if service is not None else None
    schema, email_schema, push_schema, one_click = WebhookSchema(), EmailSchema(), PushSchema(), OneClickSchema()
    from service.notify.push import Pushes, public_key
    pushes = Pushes(service.store.r) if service is not None else None

    @app.post("/v1/me/webhooks")
    def create_webhook():
        body = _body(schema)  # (the body first: a malformed one is a 400 whoever sends it)
        canon = auth.require_account(request, "play")
        return jsonify(hooks.create(canon, body["url"], body["events"])), 201

    @app.get("/v1/me/webhooks")
    def list_webhooks():
        canon = auth.require_account(request, "read")
        return jsonify({"webhooks": hooks.all(canon)})

    @app.delete("/v1/me/webhooks/<hid>")
    def delete_webhook(hid):
        canon = auth.require_account(request, "play")
        hooks.delete(canon, hid)
        return app.response_class(status=204)

    # the e-mail digest (issue 26): the address, the digest's state, the unsubscribe link
    @app.put("/v1/me/email")
    def set_email():
        body = _body(email_schema)
        canon = auth.require_account(request, "play")
        return jsonify(emails.set(canon, body["email"]))

    @app.get("/v1/me/email")
    def get_email():
        canon = auth.require_account(request, "read")
        return jsonify(emails.get(canon))

    @app.delete("/v1/me/email")
    def delete_email():
        canon = auth.require_account(request, "play")
        emails.delete(canon)
        return app.response_class(status=204)

    @app.route("/v1/me/email/unsubscribe", methods=["GET", "POST"])
    def unsubscribe():
        """The e-mail's link (GET, from a mail reader) and RFC 8058's one-click POST: the
        random token of the account's address is the only credential (no session)."""
        if request.method == "POST" and request.mimetype == "application/json":
            _body(one_click)  # (checked like every JSON body: too deep or malformed is a 400)
        canon, token = request.args.get("account", ""), request.args.get("token", "")
        if not (0 < len(canon) <= 64 and 0 < len(token) <= 200) or not emails.unsubscribe(canon.lower(), token):
            raise ApiError(404, "not_found", "no such subscription (the link is wrong or the address changed since)")
        return jsonify({"unsubscribed": True})

    # Web Push (issue 26): the page subscribes with the server's VAPID key
    @app.get("/v1/me/push")
    def list_push():
        canon = auth.require_account(request, "read")
        return jsonify({"vapid_public_key": public_key(service.store.r), "subscriptions": pushes.listed(canon)})

    @app.post("/v1/me/push")
    def create_push():
        body = _body(push_schema)
        canon = auth.require_account(request, "play")
        return jsonify(pushes.create(canon, body["endpoint"], body["keys"]["p256dh"], body["keys"]["auth"])), 201

    @app.delete("/v1/me/push/<pid>")
    def delete_push(pid):
        canon = auth.require_account(request, "play")
        pushes.delete(canon, pid)
        return app.response_class(status=204)
