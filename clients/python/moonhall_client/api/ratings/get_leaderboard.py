from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.leaderboard import Leaderboard
from ...models.not_found_error import NotFoundError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    type_: str,
    *,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["offset"] = offset

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/game-types/{type_}/leaderboard".format(type_=quote(str(type_), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | Leaderboard | NotFoundError | None:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = NotFoundError.from_dict(response.json())



        return response_404

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 431:
        response_431 = Error.from_dict(response.json())



        return response_431

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | Leaderboard | NotFoundError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    type_: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Response[BadRequestError | Error | Leaderboard | NotFoundError]:
    """ A game type's leaderboard

     The players rated in this game type, best first by `rating` (OpenSkill's
    conservative estimate mu - 3 sigma; 0 for a new player), a page at a time
    (`offset`, `limit`; `next_offset` is null on the last page). A player with fewer
    than `provisional_below` rated games is `provisional`. The ratings are a
    projection of the finished rated games, updated by a background job when one
    ends (a game just finished may take a moment to count).

    Args:
        type_ (str):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | Leaderboard | NotFoundError]
     """


    kwargs = _get_kwargs(
        type_=type_,
offset=offset,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    type_: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> BadRequestError | Error | Leaderboard | NotFoundError | None:
    """ A game type's leaderboard

     The players rated in this game type, best first by `rating` (OpenSkill's
    conservative estimate mu - 3 sigma; 0 for a new player), a page at a time
    (`offset`, `limit`; `next_offset` is null on the last page). A player with fewer
    than `provisional_below` rated games is `provisional`. The ratings are a
    projection of the finished rated games, updated by a background job when one
    ends (a game just finished may take a moment to count).

    Args:
        type_ (str):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | Leaderboard | NotFoundError
     """


    return sync_detailed(
        type_=type_,
client=client,
offset=offset,
limit=limit,

    ).parsed

async def asyncio_detailed(
    type_: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Response[BadRequestError | Error | Leaderboard | NotFoundError]:
    """ A game type's leaderboard

     The players rated in this game type, best first by `rating` (OpenSkill's
    conservative estimate mu - 3 sigma; 0 for a new player), a page at a time
    (`offset`, `limit`; `next_offset` is null on the last page). A player with fewer
    than `provisional_below` rated games is `provisional`. The ratings are a
    projection of the finished rated games, updated by a background job when one
    ends (a game just finished may take a moment to count).

    Args:
        type_ (str):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | Leaderboard | NotFoundError]
     """


    kwargs = _get_kwargs(
        type_=type_,
offset=offset,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    type_: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> BadRequestError | Error | Leaderboard | NotFoundError | None:
    """ A game type's leaderboard

     The players rated in this game type, best first by `rating` (OpenSkill's
    conservative estimate mu - 3 sigma; 0 for a new player), a page at a time
    (`offset`, `limit`; `next_offset` is null on the last page). A player with fewer
    than `provisional_below` rated games is `provisional`. The ratings are a
    projection of the finished rated games, updated by a background job when one
    ends (a game just finished may take a moment to count).

    Args:
        type_ (str):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | Leaderboard | NotFoundError
     """


    return (await asyncio_detailed(
        type_=type_,
client=client,
offset=offset,
limit=limit,

    )).parsed
