from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.email_request import EmailRequest
from ...models.email_settings import EmailSettings
from ...models.error import Error
from ...models.unauthorized_error import UnauthorizedError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: EmailRequest,
    mh_session: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    cookies = {}
    if mh_session is not UNSET:
        cookies["mh_session"] = mh_session



    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/me/email",
        "cookies": cookies,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | EmailSettings | Error | UnauthorizedError | None:
    if response.status_code == 200:
        response_200 = EmailSettings.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | EmailSettings | Error | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: EmailRequest,
    mh_session: str | Unset = UNSET,

) -> Response[BadRequestError | EmailSettings | Error | UnauthorizedError]:
    """ Set the address of the "your turn" e-mail digest

     When the server has `SMTP_URL`, the turns that begin for the account within a quiet
    period (15 minutes by default) go out as one e-mail at its end, listing the games
    where it is still the account's turn, with an unsubscribe link. Setting an address
    turns the digest on (again). Needs the `play` scope (or the session cookie with its
    `X-CSRF-Token`).

    Args:
        mh_session (str | Unset):
        body (EmailRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | EmailSettings | Error | UnauthorizedError]
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
    body: EmailRequest,
    mh_session: str | Unset = UNSET,

) -> BadRequestError | EmailSettings | Error | UnauthorizedError | None:
    """ Set the address of the "your turn" e-mail digest

     When the server has `SMTP_URL`, the turns that begin for the account within a quiet
    period (15 minutes by default) go out as one e-mail at its end, listing the games
    where it is still the account's turn, with an unsubscribe link. Setting an address
    turns the digest on (again). Needs the `play` scope (or the session cookie with its
    `X-CSRF-Token`).

    Args:
        mh_session (str | Unset):
        body (EmailRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | EmailSettings | Error | UnauthorizedError
     """


    return sync_detailed(
        client=client,
body=body,
mh_session=mh_session,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: EmailRequest,
    mh_session: str | Unset = UNSET,

) -> Response[BadRequestError | EmailSettings | Error | UnauthorizedError]:
    """ Set the address of the "your turn" e-mail digest

     When the server has `SMTP_URL`, the turns that begin for the account within a quiet
    period (15 minutes by default) go out as one e-mail at its end, listing the games
    where it is still the account's turn, with an unsubscribe link. Setting an address
    turns the digest on (again). Needs the `play` scope (or the session cookie with its
    `X-CSRF-Token`).

    Args:
        mh_session (str | Unset):
        body (EmailRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | EmailSettings | Error | UnauthorizedError]
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
    body: EmailRequest,
    mh_session: str | Unset = UNSET,

) -> BadRequestError | EmailSettings | Error | UnauthorizedError | None:
    """ Set the address of the "your turn" e-mail digest

     When the server has `SMTP_URL`, the turns that begin for the account within a quiet
    period (15 minutes by default) go out as one e-mail at its end, listing the games
    where it is still the account's turn, with an unsubscribe link. Setting an address
    turns the digest on (again). Needs the `play` scope (or the session cookie with its
    `X-CSRF-Token`).

    Args:
        mh_session (str | Unset):
        body (EmailRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | EmailSettings | Error | UnauthorizedError
     """


    return (await asyncio_detailed(
        client=client,
body=body,
mh_session=mh_session,

    )).parsed
