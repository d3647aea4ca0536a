from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.bot_registration import BotRegistration
from ...models.bot_registration_request import BotRegistrationRequest
from ...models.error import Error
from ...models.unauthorized_error import UnauthorizedError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: BotRegistrationRequest,
    mh_session: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    cookies = {}
    if mh_session is not UNSET:
        cookies["mh_session"] = mh_session



    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/bots",
        "cookies": cookies,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | BotRegistration | Error | UnauthorizedError | None:
    if response.status_code == 201:
        response_201 = BotRegistration.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | BotRegistration | Error | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: BotRegistrationRequest,
    mh_session: str | Unset = UNSET,

) -> Response[BadRequestError | BotRegistration | Error | UnauthorizedError]:
    """ Put the account's bot on the ladder

     The account (its session, or a personal token with the `bot:play` scope) is a bot
    on the ladder for these game types: the ladder's pairing (a background job, every
    few seconds) seats it in rated 2-seat games against the other bots and the
    built-in levels, at most `per_bot` at a time. Registering again replaces the
    types and un-pauses a paused bot. A bot is paused when it loses games on time in
    a row or has moves refused as illegal or malformed (the figures are in
    `GET /v1/bots`'s `pause`).

    Args:
        mh_session (str | Unset):
        body (BotRegistrationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | BotRegistration | Error | UnauthorizedError]
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
    body: BotRegistrationRequest,
    mh_session: str | Unset = UNSET,

) -> BadRequestError | BotRegistration | Error | UnauthorizedError | None:
    """ Put the account's bot on the ladder

     The account (its session, or a personal token with the `bot:play` scope) is a bot
    on the ladder for these game types: the ladder's pairing (a background job, every
    few seconds) seats it in rated 2-seat games against the other bots and the
    built-in levels, at most `per_bot` at a time. Registering again replaces the
    types and un-pauses a paused bot. A bot is paused when it loses games on time in
    a row or has moves refused as illegal or malformed (the figures are in
    `GET /v1/bots`'s `pause`).

    Args:
        mh_session (str | Unset):
        body (BotRegistrationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | BotRegistration | Error | UnauthorizedError
     """


    return sync_detailed(
        client=client,
body=body,
mh_session=mh_session,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BotRegistrationRequest,
    mh_session: str | Unset = UNSET,

) -> Response[BadRequestError | BotRegistration | Error | UnauthorizedError]:
    """ Put the account's bot on the ladder

     The account (its session, or a personal token with the `bot:play` scope) is a bot
    on the ladder for these game types: the ladder's pairing (a background job, every
    few seconds) seats it in rated 2-seat games against the other bots and the
    built-in levels, at most `per_bot` at a time. Registering again replaces the
    types and un-pauses a paused bot. A bot is paused when it loses games on time in
    a row or has moves refused as illegal or malformed (the figures are in
    `GET /v1/bots`'s `pause`).

    Args:
        mh_session (str | Unset):
        body (BotRegistrationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | BotRegistration | Error | UnauthorizedError]
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
    body: BotRegistrationRequest,
    mh_session: str | Unset = UNSET,

) -> BadRequestError | BotRegistration | Error | UnauthorizedError | None:
    """ Put the account's bot on the ladder

     The account (its session, or a personal token with the `bot:play` scope) is a bot
    on the ladder for these game types: the ladder's pairing (a background job, every
    few seconds) seats it in rated 2-seat games against the other bots and the
    built-in levels, at most `per_bot` at a time. Registering again replaces the
    types and un-pauses a paused bot. A bot is paused when it loses games on time in
    a row or has moves refused as illegal or malformed (the figures are in
    `GET /v1/bots`'s `pause`).

    Args:
        mh_session (str | Unset):
        body (BotRegistrationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | BotRegistration | Error | UnauthorizedError
     """


    return (await asyncio_detailed(
        client=client,
body=body,
mh_session=mh_session,

    )).parsed
