from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.list_games_joinable import ListGamesJoinable
from ...models.list_games_status import ListGamesStatus
from ...models.lobby_list import LobbyList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: ListGamesStatus | Unset = UNSET,
    type_: str | Unset = UNSET,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
    joinable: ListGamesJoinable | Unset = ListGamesJoinable.FALSE,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["type"] = type_

    params["limit"] = limit

    params["cursor"] = cursor

    json_joinable: str | Unset = UNSET
    if not isinstance(joinable, Unset):
        json_joinable = joinable.value

    params["joinable"] = json_joinable


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | LobbyList | None:
    if response.status_code == 200:
        response_200 = LobbyList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | LobbyList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    type_: str | Unset = UNSET,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
    joinable: ListGamesJoinable | Unset = ListGamesJoinable.FALSE,

) -> Response[BadRequestError | Error | LobbyList]:
    """ The lobby

     The games, newest first, from the lobby read model: type, seats, whose turn
    it is, winners once finished. No token needed; nothing hidden is shown.
    Read from an index a page at a time (a page costs the same however many games
    exist): pass the answer's `next_cursor` as `cursor` for the next page; it is
    null on the last page. A game without a move for `LOBBY_IDLE_TTL_S` (default
    30 days) leaves the lobby; finished games stay until they are archived
    (`MOONHALL_RETAIN_DAYS` after they finished, default 30 days), and an archived
    game stays readable by its id (see "Retention").

    Args:
        status (ListGamesStatus | Unset):
        type_ (str | Unset):
        limit (int | Unset):  Default: 100.
        cursor (str | Unset):
        joinable (ListGamesJoinable | Unset):  Default: ListGamesJoinable.FALSE.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | LobbyList]
     """


    kwargs = _get_kwargs(
        status=status,
type_=type_,
limit=limit,
cursor=cursor,
joinable=joinable,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    type_: str | Unset = UNSET,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
    joinable: ListGamesJoinable | Unset = ListGamesJoinable.FALSE,

) -> BadRequestError | Error | LobbyList | None:
    """ The lobby

     The games, newest first, from the lobby read model: type, seats, whose turn
    it is, winners once finished. No token needed; nothing hidden is shown.
    Read from an index a page at a time (a page costs the same however many games
    exist): pass the answer's `next_cursor` as `cursor` for the next page; it is
    null on the last page. A game without a move for `LOBBY_IDLE_TTL_S` (default
    30 days) leaves the lobby; finished games stay until they are archived
    (`MOONHALL_RETAIN_DAYS` after they finished, default 30 days), and an archived
    game stays readable by its id (see "Retention").

    Args:
        status (ListGamesStatus | Unset):
        type_ (str | Unset):
        limit (int | Unset):  Default: 100.
        cursor (str | Unset):
        joinable (ListGamesJoinable | Unset):  Default: ListGamesJoinable.FALSE.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | LobbyList
     """


    return sync_detailed(
        client=client,
status=status,
type_=type_,
limit=limit,
cursor=cursor,
joinable=joinable,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    type_: str | Unset = UNSET,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
    joinable: ListGamesJoinable | Unset = ListGamesJoinable.FALSE,

) -> Response[BadRequestError | Error | LobbyList]:
    """ The lobby

     The games, newest first, from the lobby read model: type, seats, whose turn
    it is, winners once finished. No token needed; nothing hidden is shown.
    Read from an index a page at a time (a page costs the same however many games
    exist): pass the answer's `next_cursor` as `cursor` for the next page; it is
    null on the last page. A game without a move for `LOBBY_IDLE_TTL_S` (default
    30 days) leaves the lobby; finished games stay until they are archived
    (`MOONHALL_RETAIN_DAYS` after they finished, default 30 days), and an archived
    game stays readable by its id (see "Retention").

    Args:
        status (ListGamesStatus | Unset):
        type_ (str | Unset):
        limit (int | Unset):  Default: 100.
        cursor (str | Unset):
        joinable (ListGamesJoinable | Unset):  Default: ListGamesJoinable.FALSE.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | LobbyList]
     """


    kwargs = _get_kwargs(
        status=status,
type_=type_,
limit=limit,
cursor=cursor,
joinable=joinable,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    type_: str | Unset = UNSET,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
    joinable: ListGamesJoinable | Unset = ListGamesJoinable.FALSE,

) -> BadRequestError | Error | LobbyList | None:
    """ The lobby

     The games, newest first, from the lobby read model: type, seats, whose turn
    it is, winners once finished. No token needed; nothing hidden is shown.
    Read from an index a page at a time (a page costs the same however many games
    exist): pass the answer's `next_cursor` as `cursor` for the next page; it is
    null on the last page. A game without a move for `LOBBY_IDLE_TTL_S` (default
    30 days) leaves the lobby; finished games stay until they are archived
    (`MOONHALL_RETAIN_DAYS` after they finished, default 30 days), and an archived
    game stays readable by its id (see "Retention").

    Args:
        status (ListGamesStatus | Unset):
        type_ (str | Unset):
        limit (int | Unset):  Default: 100.
        cursor (str | Unset):
        joinable (ListGamesJoinable | Unset):  Default: ListGamesJoinable.FALSE.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | LobbyList
     """


    return (await asyncio_detailed(
        client=client,
status=status,
type_=type_,
limit=limit,
cursor=cursor,
joinable=joinable,

    )).parsed
