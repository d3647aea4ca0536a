"""Passkeys (WebAuthn) for signing in (issue 25), with py_webauthn (the ``webauthn``
package, Duo Labs' long-kept library: it checks the client data, the origin and RP id,
the authenticator data flags, the attestation and the signature; we keep the state).

Registering is for a signed-in session: ``POST /v1/me/passkeys/options`` gives the
creation options (a fresh challenge, kept 5 minutes in the account's slot) and
``POST /v1/me/passkeys {"credential"}`` (the browser's ``credential.toJSON()``) verifies
it and appends ``passkey_added`` (the credential id and its public key; no secret) to the
account's stream. Signing in: ``POST /v1/session/passkey/options`` (``{"name"}``
optional: without it the authenticator offers its discoverable credentials) and
``POST /v1/session/passkey {"credential"}``, which answers like a password sign-in. A
challenge is used once (GETDEL); failures count against the address and the account
like wrong passwords (guard.py). The relying party is the host the page was served
from (``MOONHALL_RP_ID`` and ``MOONHALL_ORIGIN`` set them behind a proxy): WebAuthn
wants a domain name (``localhost`` will do), not an address.
"""
from __future__ import annotations

import base64
import json
import os
import secrets

from flask import jsonify, request
from marshmallow import RAISE, Schema, fields, validate
from webauthn import (generate_authentication_options, generate_registration_options, options_to_json,
                      verify_authentication_response, verify_registration_response)
from webauthn.helpers import base64url_to_bytes, bytes_to_base64url
from webauthn.helpers.structs import (AuthenticatorSelectionCriteria, PublicKeyCredentialDescriptor,
                                      ResidentKeyRequirement, UserVerificationRequirement)

from events import codec
from events.accounts import sha
from service.accounts import auth
from service.accounts.service import NAME, canonical, now_ms
from service.errors import ApiError, unauthorized

CHALLENGE_TTL_S = 300
MAX_PASSKEYS = 20


class CredentialSchema(Schema):
    class Meta:
        unknown = RAISE

    credential = fields.Dict(required=True)
    label = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64))


class PasskeyOptionsSchema(Schema):
    class Meta:
        unknown = RAISE

    name = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64))


def relying_party(req) -> tuple[str, str]:
    """(RP id, expected origin) of this request."""
    origin = os.environ.get("MOONHALL_ORIGIN") or req.host_url.rstrip("/")
    if auth.secure_request(req) and origin.startswith("http://") and not os.environ.get("MOONHALL_ORIGIN"):
        origin = "https://" + origin[len("http://"):]
    rp_id = os.environ.get("MOONHALL_RP_ID") or req.host.rsplit(":", 1)[0].strip("[]")
    return rp_id, origin


def _challenge_of(credential: dict) -> str | None:
    """The challenge the browser signed (from the credential's client data), base64url."""
    try:
        raw = credential["response"]["clientDataJSON"]
        data = json.loads(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)))
        ch = data["challenge"]
        return ch if isinstance(ch, str) and 0 < len(ch) <= 200 else None
    except (KeyError, TypeError, ValueError):
        return None


def register(app, accounts) -> None:
    from service.http import _body

    from service.schemas import NoFieldsSchema
    cred_schema, opt_schema, no_fields = CredentialSchema(), PasskeyOptionsSchema(), NoFieldsSchema()
    reg_key = lambda canon: f"mh:a:{{{canon}}}:pkreg"  # noqa: E731 - the account's slot
    auth_key = lambda challenge: f"mh:pkc:{sha(challenge)}"  # noqa: E731

    @app.post("/v1/me/passkeys/options")
    def passkey_registration_options():
        _body(no_fields)  # (no body, or {})
        canon = auth.require_account(request, "session")
        acc = accounts.need(canon)
        rp_id, _ = relying_party(request)
        options = generate_registration_options(
            rp_id=rp_id, rp_name="Moonhall", user_name=acc["name"], user_id=canon.encode(),
            user_display_name=acc["name"], challenge=secrets.token_bytes(32),
            authenticator_selection=AuthenticatorSelectionCriteria(
                resident_key=ResidentKeyRequirement.PREFERRED, user_verification=UserVerificationRequirement.PREFERRED),
            exclude_credentials=[PublicKeyCredentialDescriptor(id=base64url_to_bytes(k)) for k in acc["passkeys"]])
        accounts.r.set(reg_key(canon), bytes_to_base64url(options.challenge), ex=CHALLENGE_TTL_S)
        return app.response_class(options_to_json(options), mimetype="application/json")

    @app.post("/v1/me/passkeys")
    def add_passkey():
        body = _body(cred_schema)
        canon = auth.require_account(request, "session")
        challenge = accounts.r.getdel(reg_key(canon))
        if challenge is None:
            raise ApiError(409, "no_challenge", "ask for the options first (POST /v1/me/passkeys/options); they last 5 minutes")
        rp_id, origin = relying_party(request)
        try:
            verified = verify_registration_response(credential=body["credential"], expected_challenge=base64url_to_bytes(
                challenge.decode()), expected_rp_id=rp_id, expected_origin=origin)
        except Exception as e:  # the library's InvalidRegistrationResponse, or a credential it cannot parse
            raise ApiError(422, "passkey_invalid", f"the passkey could not be verified: {type(e).__name__}")
        cid = bytes_to_base64url(verified.credential_id)
        at = now_ms()

        def decide(acc):
            if cid in acc["passkeys"]:
                raise ApiError(409, "passkey_known", "this passkey is registered already")
            if len(acc["passkeys"]) >= MAX_PASSKEYS:
                raise ApiError(409, "too_many_passkeys", f"an account holds at most {MAX_PASSKEYS} passkeys")
            return [{"k": "passkey_added", "id": cid, "public_key": bytes_to_base64url(verified.credential_public_key),
                     "sign_count": verified.sign_count, "label": body["label"], "at": at}], None
        accounts._change(canon, decide)
        return jsonify({"id": cid, "label": body["label"], "created": at}), 201

    @app.post("/v1/session/passkey/options")
    def passkey_signin_options():
        body = _body(opt_schema)
        rp_id, _ = relying_party(request)
        allow = []
        canon = None
        if body["name"] is not None:
            canon = canonical(body["name"]) if NAME.match(body["name"]) else None
            acc = accounts.get(canon) if canon else None
            # (an unknown name gets options too, with no credential: its answer tells nothing)
            allow = [PublicKeyCredentialDescriptor(id=base64url_to_bytes(k)) for k in (acc or {}).get("passkeys", {})]
        options = generate_authentication_options(rp_id=rp_id, challenge=secrets.token_bytes(32), allow_credentials=allow,
                                                  user_verification=UserVerificationRequirement.PREFERRED)
        accounts.r.set(auth_key(bytes_to_base64url(options.challenge)), codec.dumpb({"a": canon}), ex=CHALLENGE_TTL_S)
        return app.response_class(options_to_json(options), mimetype="application/json")

    @app.post("/v1/session/passkey")
    def passkey_sign_in():
        body = _body(cred_schema)
        credential = body["credential"]
        challenge = _challenge_of(credential)
        raw = accounts.r.getdel(auth_key(challenge)) if challenge else None
        if raw is None:
            raise unauthorized("unknown or expired passkey challenge: ask for the options again")
        named = codec.loads(raw)["a"]
        handle = (credential.get("response") or {}).get("userHandle") if isinstance(credential.get("response"), dict) else None
        try:
            canon = named or (base64url_to_bytes(handle).decode() if isinstance(handle, str) else None)
        except (ValueError, UnicodeDecodeError):
            canon = None
        subject = accounts.signin_guard(canon or "")
        acc = accounts.get(canon) if canon and NAME.match(canon) else None
        key = (acc or {}).get("passkeys", {}).get(credential.get("id") if isinstance(credential.get("id"), str) else "")
        rp_id, origin = relying_party(request)
        try:
            if key is None:
                raise ValueError("no such passkey")
            verified = verify_authentication_response(
                credential=credential, expected_challenge=base64url_to_bytes(challenge), expected_rp_id=rp_id,
                expected_origin=origin, credential_public_key=base64url_to_bytes(key["public_key"]),
                credential_current_sign_count=key["sign_count"])
        except Exception:
            accounts.signin_failed(subject)
            raise unauthorized("the passkey was not accepted")
        if verified.new_sign_count > key["sign_count"]:  # (authenticators that count: a clone would lag)
            accounts._change(canon, lambda a: ([{"k": "passkey_used", "id": key["id"],
                                                 "sign_count": verified.new_sign_count, "at": now_ms()}], None))
        return accounts.session_answer(canon)
