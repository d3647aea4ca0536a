from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.account_seat_error import AccountSeatError
from ...models.error import Error
from ...models.not_found_error import NotFoundError
from ...models.rematch import Rematch
from ...models.rematch_conflict_error import RematchConflictError
from ...models.retry_error import RetryError
from ...models.unauthorized_error import UnauthorizedError
from typing import cast



def _get_kwargs(
    gid: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{gid}/rematch".format(gid=quote(str(gid), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AccountSeatError | Error | NotFoundError | Rematch | RematchConflictError | RetryError | UnauthorizedError | None:
    if response.status_code == 200:
        response_200 = Rematch.from_dict(response.json())



        return response_200

    if response.status_code == 201:
        response_201 = Rematch.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = AccountSeatError.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = NotFoundError.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = RematchConflictError.from_dict(response.json())



        return response_409

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 431:
        response_431 = Error.from_dict(response.json())



        return response_431

    if response.status_code == 503:
        response_503 = RetryError.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AccountSeatError | Error | NotFoundError | Rematch | RematchConflictError | RetryError | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    gid: str,
    *,
    client: AuthenticatedClient,

) -> Response[AccountSeatError | Error | NotFoundError | Rematch | RematchConflictError | RetryError | UnauthorizedError]:
    """ The same table again

     By a seat of a finished game: a new table of the same type, options, clock,
    hints and bots, the seats rotated by one (the old seat 1 sits at seat 0, the old
    seat 0 last). Bots stay bots; every person's seat is a private open seat, and
    each person who asks gets the `invite` of their own new `seat` (they accept by
    joining: `POST /v1/games/{id}/join` with it). One rematch per game: the first
    call creates it (201), every later call, by anyone of the table, answers the
    same table (200) with the caller's invite.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountSeatError | Error | NotFoundError | Rematch | RematchConflictError | RetryError | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        gid=gid,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    gid: str,
    *,
    client: AuthenticatedClient,

) -> AccountSeatError | Error | NotFoundError | Rematch | RematchConflictError | RetryError | UnauthorizedError | None:
    """ The same table again

     By a seat of a finished game: a new table of the same type, options, clock,
    hints and bots, the seats rotated by one (the old seat 1 sits at seat 0, the old
    seat 0 last). Bots stay bots; every person's seat is a private open seat, and
    each person who asks gets the `invite` of their own new `seat` (they accept by
    joining: `POST /v1/games/{id}/join` with it). One rematch per game: the first
    call creates it (201), every later call, by anyone of the table, answers the
    same table (200) with the caller's invite.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountSeatError | Error | NotFoundError | Rematch | RematchConflictError | RetryError | UnauthorizedError
     """


    return sync_detailed(
        gid=gid,
client=client,

    ).parsed

async def asyncio_detailed(
    gid: str,
    *,
    client: AuthenticatedClient,

) -> Response[AccountSeatError | Error | NotFoundError | Rematch | RematchConflictError | RetryError | UnauthorizedError]:
    """ The same table again

     By a seat of a finished game: a new table of the same type, options, clock,
    hints and bots, the seats rotated by one (the old seat 1 sits at seat 0, the old
    seat 0 last). Bots stay bots; every person's seat is a private open seat, and
    each person who asks gets the `invite` of their own new `seat` (they accept by
    joining: `POST /v1/games/{id}/join` with it). One rematch per game: the first
    call creates it (201), every later call, by anyone of the table, answers the
    same table (200) with the caller's invite.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountSeatError | Error | NotFoundError | Rematch | RematchConflictError | RetryError | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        gid=gid,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    gid: str,
    *,
    client: AuthenticatedClient,

) -> AccountSeatError | Error | NotFoundError | Rematch | RematchConflictError | RetryError | UnauthorizedError | None:
    """ The same table again

     By a seat of a finished game: a new table of the same type, options, clock,
    hints and bots, the seats rotated by one (the old seat 1 sits at seat 0, the old
    seat 0 last). Bots stay bots; every person's seat is a private open seat, and
    each person who asks gets the `invite` of their own new `seat` (they accept by
    joining: `POST /v1/games/{id}/join` with it). One rematch per game: the first
    call creates it (201), every later call, by anyone of the table, answers the
    same table (200) with the caller's invite.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountSeatError | Error | NotFoundError | Rematch | RematchConflictError | RetryError | UnauthorizedError
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,

    )).parsed
