from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.credentials import Credentials
from ...models.error import Error
from ...models.session import Session
from ...models.unauthorized_error import UnauthorizedError
from typing import cast



def _get_kwargs(
    *,
    body: Credentials,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/session",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | Session | UnauthorizedError | None:
    if response.status_code == 200:
        response_200 = Session.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())



        return response_415

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | Session | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Credentials,

) -> Response[BadRequestError | Error | Session | UnauthorizedError]:
    """ Sign in with a password

     Answers the session cookie `mh_session` (HttpOnly, SameSite=Lax, Secure over
    https) and the session's `csrf` token: every state-changing request made with the
    cookie (a move, a join, `POST /v1/me/tokens`...) must carry it in the
    `X-CSRF-Token` header, else `403 csrf_failed`. Failed sign-ins are counted per
    address and per account name; past the limit every attempt is `429` until
    `Retry-After`.

    Args:
        body (Credentials):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | Session | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: Credentials,

) -> BadRequestError | Error | Session | UnauthorizedError | None:
    """ Sign in with a password

     Answers the session cookie `mh_session` (HttpOnly, SameSite=Lax, Secure over
    https) and the session's `csrf` token: every state-changing request made with the
    cookie (a move, a join, `POST /v1/me/tokens`...) must carry it in the
    `X-CSRF-Token` header, else `403 csrf_failed`. Failed sign-ins are counted per
    address and per account name; past the limit every attempt is `429` until
    `Retry-After`.

    Args:
        body (Credentials):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | Session | UnauthorizedError
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Credentials,

) -> Response[BadRequestError | Error | Session | UnauthorizedError]:
    """ Sign in with a password

     Answers the session cookie `mh_session` (HttpOnly, SameSite=Lax, Secure over
    https) and the session's `csrf` token: every state-changing request made with the
    cookie (a move, a join, `POST /v1/me/tokens`...) must carry it in the
    `X-CSRF-Token` header, else `403 csrf_failed`. Failed sign-ins are counted per
    address and per account name; past the limit every attempt is `429` until
    `Retry-After`.

    Args:
        body (Credentials):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | Session | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: Credentials,

) -> BadRequestError | Error | Session | UnauthorizedError | None:
    """ Sign in with a password

     Answers the session cookie `mh_session` (HttpOnly, SameSite=Lax, Secure over
    https) and the session's `csrf` token: every state-changing request made with the
    cookie (a move, a join, `POST /v1/me/tokens`...) must carry it in the
    `X-CSRF-Token` header, else `403 csrf_failed`. Failed sign-ins are counted per
    address and per account name; past the limit every attempt is `429` until
    `Retry-After`.

    Args:
        body (Credentials):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | Session | UnauthorizedError
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
