from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.lobby_changes_response_200 import LobbyChangesResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    after: int | Unset = UNSET,
    wait: float | Unset = 0.0,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/lobby/changes",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | LobbyChangesResponse200 | None:
    if response.status_code == 200:
        response_200 = LobbyChangesResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | LobbyChangesResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    wait: float | Unset = 0.0,

) -> Response[BadRequestError | Error | LobbyChangesResponse200]:
    """ Wait for the lobby to change (long poll)

     The lobby's version, a counter bumped when a game is created, a seat of a waiting
    game is taken, or a game changes status (it starts, finishes or is imported) -
    never by a move (issue 25: the lobby page lists the games again only when this
    changes, instead of every few seconds). With `after` (the version the client
    has) and `wait` the answer comes at once when the version is another, else at the
    next change or after `wait` seconds (then `changed` is false). A waiting request
    costs no Redis connection of its own: one pub-sub subscription per server process
    wakes them all.

    Args:
        after (int | Unset):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | LobbyChangesResponse200]
     """


    kwargs = _get_kwargs(
        after=after,
wait=wait,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    wait: float | Unset = 0.0,

) -> BadRequestError | Error | LobbyChangesResponse200 | None:
    """ Wait for the lobby to change (long poll)

     The lobby's version, a counter bumped when a game is created, a seat of a waiting
    game is taken, or a game changes status (it starts, finishes or is imported) -
    never by a move (issue 25: the lobby page lists the games again only when this
    changes, instead of every few seconds). With `after` (the version the client
    has) and `wait` the answer comes at once when the version is another, else at the
    next change or after `wait` seconds (then `changed` is false). A waiting request
    costs no Redis connection of its own: one pub-sub subscription per server process
    wakes them all.

    Args:
        after (int | Unset):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | LobbyChangesResponse200
     """


    return sync_detailed(
        client=client,
after=after,
wait=wait,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    wait: float | Unset = 0.0,

) -> Response[BadRequestError | Error | LobbyChangesResponse200]:
    """ Wait for the lobby to change (long poll)

     The lobby's version, a counter bumped when a game is created, a seat of a waiting
    game is taken, or a game changes status (it starts, finishes or is imported) -
    never by a move (issue 25: the lobby page lists the games again only when this
    changes, instead of every few seconds). With `after` (the version the client
    has) and `wait` the answer comes at once when the version is another, else at the
    next change or after `wait` seconds (then `changed` is false). A waiting request
    costs no Redis connection of its own: one pub-sub subscription per server process
    wakes them all.

    Args:
        after (int | Unset):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | LobbyChangesResponse200]
     """


    kwargs = _get_kwargs(
        after=after,
wait=wait,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    wait: float | Unset = 0.0,

) -> BadRequestError | Error | LobbyChangesResponse200 | None:
    """ Wait for the lobby to change (long poll)

     The lobby's version, a counter bumped when a game is created, a seat of a waiting
    game is taken, or a game changes status (it starts, finishes or is imported) -
    never by a move (issue 25: the lobby page lists the games again only when this
    changes, instead of every few seconds). With `after` (the version the client
    has) and `wait` the answer comes at once when the version is another, else at the
    next change or after `wait` seconds (then `changed` is false). A waiting request
    costs no Redis connection of its own: one pub-sub subscription per server process
    wakes them all.

    Args:
        after (int | Unset):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | LobbyChangesResponse200
     """


    return (await asyncio_detailed(
        client=client,
after=after,
wait=wait,

    )).parsed
