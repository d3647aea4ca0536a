from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.new_webhook import NewWebhook
from ...models.unauthorized_error import UnauthorizedError
from ...models.webhook_request import WebhookRequest
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: WebhookRequest,
    mh_session: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    cookies = {}
    if mh_session is not UNSET:
        cookies["mh_session"] = mh_session



    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/me/webhooks",
        "cookies": cookies,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | NewWebhook | UnauthorizedError | None:
    if response.status_code == 201:
        response_201 = NewWebhook.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 431:
        response_431 = Error.from_dict(response.json())



        return response_431

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | NewWebhook | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,
    mh_session: str | Unset = UNSET,

) -> Response[BadRequestError | Error | NewWebhook | UnauthorizedError]:
    """ Register a signed "your turn" webhook

     When a move makes it the turn of a seat that names the account, each of its
    enabled webhooks subscribed to `your_turn` receives a POST of JSON
    `{"event": "your_turn", "game", "version", "seat"}` with the header
    `Moonhall-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`
    (refuse a `t` older than a few minutes: the timestamp is signed with the body, so
    a replay is seen). A delivery that fails (not 2xx, no answer within 5 s; redirects
    are not followed) is retried with backoff (10 s, 1 min, 5 min, 30 min); after 15
    failed attempts in a row the webhook is disabled and listed so. Nothing is sent for
    a game the account no longer holds the seat of. The URL must be http(s) without
    credentials, and its host must resolve to public addresses only (checked here and
    before each delivery; a deployment may allow private ones). The `secret` is shown
    only in this answer. At most 10 webhooks an account. Needs the `play` scope (or the
    session cookie with its `X-CSRF-Token`).

    Args:
        mh_session (str | Unset):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | NewWebhook | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        body=body,
mh_session=mh_session,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,
    mh_session: str | Unset = UNSET,

) -> BadRequestError | Error | NewWebhook | UnauthorizedError | None:
    """ Register a signed "your turn" webhook

     When a move makes it the turn of a seat that names the account, each of its
    enabled webhooks subscribed to `your_turn` receives a POST of JSON
    `{"event": "your_turn", "game", "version", "seat"}` with the header
    `Moonhall-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`
    (refuse a `t` older than a few minutes: the timestamp is signed with the body, so
    a replay is seen). A delivery that fails (not 2xx, no answer within 5 s; redirects
    are not followed) is retried with backoff (10 s, 1 min, 5 min, 30 min); after 15
    failed attempts in a row the webhook is disabled and listed so. Nothing is sent for
    a game the account no longer holds the seat of. The URL must be http(s) without
    credentials, and its host must resolve to public addresses only (checked here and
    before each delivery; a deployment may allow private ones). The `secret` is shown
    only in this answer. At most 10 webhooks an account. Needs the `play` scope (or the
    session cookie with its `X-CSRF-Token`).

    Args:
        mh_session (str | Unset):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | NewWebhook | UnauthorizedError
     """


    return sync_detailed(
        client=client,
body=body,
mh_session=mh_session,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,
    mh_session: str | Unset = UNSET,

) -> Response[BadRequestError | Error | NewWebhook | UnauthorizedError]:
    """ Register a signed "your turn" webhook

     When a move makes it the turn of a seat that names the account, each of its
    enabled webhooks subscribed to `your_turn` receives a POST of JSON
    `{"event": "your_turn", "game", "version", "seat"}` with the header
    `Moonhall-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`
    (refuse a `t` older than a few minutes: the timestamp is signed with the body, so
    a replay is seen). A delivery that fails (not 2xx, no answer within 5 s; redirects
    are not followed) is retried with backoff (10 s, 1 min, 5 min, 30 min); after 15
    failed attempts in a row the webhook is disabled and listed so. Nothing is sent for
    a game the account no longer holds the seat of. The URL must be http(s) without
    credentials, and its host must resolve to public addresses only (checked here and
    before each delivery; a deployment may allow private ones). The `secret` is shown
    only in this answer. At most 10 webhooks an account. Needs the `play` scope (or the
    session cookie with its `X-CSRF-Token`).

    Args:
        mh_session (str | Unset):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | NewWebhook | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        body=body,
mh_session=mh_session,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,
    mh_session: str | Unset = UNSET,

) -> BadRequestError | Error | NewWebhook | UnauthorizedError | None:
    """ Register a signed "your turn" webhook

     When a move makes it the turn of a seat that names the account, each of its
    enabled webhooks subscribed to `your_turn` receives a POST of JSON
    `{"event": "your_turn", "game", "version", "seat"}` with the header
    `Moonhall-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`
    (refuse a `t` older than a few minutes: the timestamp is signed with the body, so
    a replay is seen). A delivery that fails (not 2xx, no answer within 5 s; redirects
    are not followed) is retried with backoff (10 s, 1 min, 5 min, 30 min); after 15
    failed attempts in a row the webhook is disabled and listed so. Nothing is sent for
    a game the account no longer holds the seat of. The URL must be http(s) without
    credentials, and its host must resolve to public addresses only (checked here and
    before each delivery; a deployment may allow private ones). The `secret` is shown
    only in this answer. At most 10 webhooks an account. Needs the `play` scope (or the
    session cookie with its `X-CSRF-Token`).

    Args:
        mh_session (str | Unset):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | NewWebhook | UnauthorizedError
     """


    return (await asyncio_detailed(
        client=client,
body=body,
mh_session=mh_session,

    )).parsed
