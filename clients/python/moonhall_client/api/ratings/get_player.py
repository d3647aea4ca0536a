from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.not_found_error import NotFoundError
from ...models.player_ratings import PlayerRatings
from typing import cast



def _get_kwargs(
    name: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{name}".format(name=quote(str(name), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | NotFoundError | PlayerRatings | None:
    if response.status_code == 200:
        response_200 = PlayerRatings.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | NotFoundError | PlayerRatings]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Error | NotFoundError | PlayerRatings]:
    """ A player's ratings, history and statistics

     Per game type the player was rated in: the rating, its history (one entry a rated
    game: place, players, rating after, change) and statistics (games, wins, average
    score). 404 for a name with no rated game.

    Args:
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NotFoundError | PlayerRatings]
     """


    kwargs = _get_kwargs(
        name=name,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    name: str,
    *,
    client: AuthenticatedClient | Client,

) -> Error | NotFoundError | PlayerRatings | None:
    """ A player's ratings, history and statistics

     Per game type the player was rated in: the rating, its history (one entry a rated
    game: place, players, rating after, change) and statistics (games, wins, average
    score). 404 for a name with no rated game.

    Args:
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NotFoundError | PlayerRatings
     """


    return sync_detailed(
        name=name,
client=client,

    ).parsed

async def asyncio_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Error | NotFoundError | PlayerRatings]:
    """ A player's ratings, history and statistics

     Per game type the player was rated in: the rating, its history (one entry a rated
    game: place, players, rating after, change) and statistics (games, wins, average
    score). 404 for a name with no rated game.

    Args:
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NotFoundError | PlayerRatings]
     """


    kwargs = _get_kwargs(
        name=name,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    name: str,
    *,
    client: AuthenticatedClient | Client,

) -> Error | NotFoundError | PlayerRatings | None:
    """ A player's ratings, history and statistics

     Per game type the player was rated in: the rating, its history (one entry a rated
    game: place, players, rating after, change) and statistics (games, wins, average
    score). 404 for a name with no rated game.

    Args:
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NotFoundError | PlayerRatings
     """


    return (await asyncio_detailed(
        name=name,
client=client,

    )).parsed
