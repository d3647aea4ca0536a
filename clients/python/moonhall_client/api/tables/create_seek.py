from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.seek import Seek
from ...models.seek_error import SeekError
from ...models.seek_forbidden_error import SeekForbiddenError
from ...models.seek_request import SeekRequest
from ...models.unauthorized_error import UnauthorizedError
from typing import cast



def _get_kwargs(
    *,
    body: SeekRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/seeks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | Seek | SeekError | SeekForbiddenError | UnauthorizedError | None:
    if response.status_code == 201:
        response_201 = Seek.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = SeekForbiddenError.from_dict(response.json())



        return response_403

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 422:
        response_422 = SeekError.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | Seek | SeekError | SeekForbiddenError | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SeekRequest,

) -> Response[BadRequestError | Error | Seek | SeekError | SeekForbiddenError | UnauthorizedError]:
    """ Quick play - wait for a table

     Asks for a table of `type` with `players` seats and these `options` (issue 25).
    Seekers asking for the same type, count and options are matched in the order
    they came, inside Redis (two seekers are seated at one table exactly once); the
    seek that completes a table answers `matched` at once. With `rating_diff` only
    seekers whose ratings of the type are within each other's ranges share a table
    (a seeker without an account rates 0). After `bots_after_s`
    seconds (null: never) the seats nobody took are filled with bots (`bot`, default
    the game's strongest built-in level below the expert) and the seeker plays
    against whoever came and the bots.

    The answer's `token` is shown only here: it reads and cancels the seek and,
    once matched, it is the token of the seeker's seat in the game (`game`,
    `seat`). The seat shows `name`; made with an account (its session or a personal
    token) the seat names the account, whose name is the default, and the account
    reads the seek and acts for the seat as well.

    Args:
        body (SeekRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | Seek | SeekError | SeekForbiddenError | UnauthorizedError]
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
    client: AuthenticatedClient,
    body: SeekRequest,

) -> BadRequestError | Error | Seek | SeekError | SeekForbiddenError | UnauthorizedError | None:
    """ Quick play - wait for a table

     Asks for a table of `type` with `players` seats and these `options` (issue 25).
    Seekers asking for the same type, count and options are matched in the order
    they came, inside Redis (two seekers are seated at one table exactly once); the
    seek that completes a table answers `matched` at once. With `rating_diff` only
    seekers whose ratings of the type are within each other's ranges share a table
    (a seeker without an account rates 0). After `bots_after_s`
    seconds (null: never) the seats nobody took are filled with bots (`bot`, default
    the game's strongest built-in level below the expert) and the seeker plays
    against whoever came and the bots.

    The answer's `token` is shown only here: it reads and cancels the seek and,
    once matched, it is the token of the seeker's seat in the game (`game`,
    `seat`). The seat shows `name`; made with an account (its session or a personal
    token) the seat names the account, whose name is the default, and the account
    reads the seek and acts for the seat as well.

    Args:
        body (SeekRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | Seek | SeekError | SeekForbiddenError | UnauthorizedError
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SeekRequest,

) -> Response[BadRequestError | Error | Seek | SeekError | SeekForbiddenError | UnauthorizedError]:
    """ Quick play - wait for a table

     Asks for a table of `type` with `players` seats and these `options` (issue 25).
    Seekers asking for the same type, count and options are matched in the order
    they came, inside Redis (two seekers are seated at one table exactly once); the
    seek that completes a table answers `matched` at once. With `rating_diff` only
    seekers whose ratings of the type are within each other's ranges share a table
    (a seeker without an account rates 0). After `bots_after_s`
    seconds (null: never) the seats nobody took are filled with bots (`bot`, default
    the game's strongest built-in level below the expert) and the seeker plays
    against whoever came and the bots.

    The answer's `token` is shown only here: it reads and cancels the seek and,
    once matched, it is the token of the seeker's seat in the game (`game`,
    `seat`). The seat shows `name`; made with an account (its session or a personal
    token) the seat names the account, whose name is the default, and the account
    reads the seek and acts for the seat as well.

    Args:
        body (SeekRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | Seek | SeekError | SeekForbiddenError | UnauthorizedError]
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
    client: AuthenticatedClient,
    body: SeekRequest,

) -> BadRequestError | Error | Seek | SeekError | SeekForbiddenError | UnauthorizedError | None:
    """ Quick play - wait for a table

     Asks for a table of `type` with `players` seats and these `options` (issue 25).
    Seekers asking for the same type, count and options are matched in the order
    they came, inside Redis (two seekers are seated at one table exactly once); the
    seek that completes a table answers `matched` at once. With `rating_diff` only
    seekers whose ratings of the type are within each other's ranges share a table
    (a seeker without an account rates 0). After `bots_after_s`
    seconds (null: never) the seats nobody took are filled with bots (`bot`, default
    the game's strongest built-in level below the expert) and the seeker plays
    against whoever came and the bots.

    The answer's `token` is shown only here: it reads and cancels the seek and,
    once matched, it is the token of the seeker's seat in the game (`game`,
    `seat`). The seat shows `name`; made with an account (its session or a personal
    token) the seat names the account, whose name is the default, and the account
    reads the seek and acts for the seat as well.

    Args:
        body (SeekRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | Seek | SeekError | SeekForbiddenError | UnauthorizedError
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
