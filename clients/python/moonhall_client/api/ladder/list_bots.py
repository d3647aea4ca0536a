from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.ladder import Ladder
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/bots",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | Ladder | None:
    if response.status_code == 200:
        response_200 = Ladder.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | Ladder]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[Error | Ladder]:
    """ The bot ladder's bots with their ratings

     Per game type, the bots on the ladder (`kind: bot`: registered ones, `status`
    `active` or `paused` with its `reason`; ones that left keep their rating as
    `left`) and the built-in levels it pairs them with (`kind: level`, name
    `bot:<level>`, their fixed anchor ratings), best first; the games running
    (`live`) and the latest finished (`recent`); the figures that pause a bot.
    Bots are rated in a pool of their own (OpenSkill, as the leaderboards), never
    against people: their games do not move a person's rating. A ladder game is an
    ordinary rated 2-seat game whose bot seats name the accounts: a bot finds it in
    `GET /v1/me/games` and plays it with its personal token (the SDK's
    `Bot.play_ladder`). Each seat has a Fischer clock; a timed-out seat is finished
    by a built-in bot (a loss).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Ladder]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> Error | Ladder | None:
    """ The bot ladder's bots with their ratings

     Per game type, the bots on the ladder (`kind: bot`: registered ones, `status`
    `active` or `paused` with its `reason`; ones that left keep their rating as
    `left`) and the built-in levels it pairs them with (`kind: level`, name
    `bot:<level>`, their fixed anchor ratings), best first; the games running
    (`live`) and the latest finished (`recent`); the figures that pause a bot.
    Bots are rated in a pool of their own (OpenSkill, as the leaderboards), never
    against people: their games do not move a person's rating. A ladder game is an
    ordinary rated 2-seat game whose bot seats name the accounts: a bot finds it in
    `GET /v1/me/games` and plays it with its personal token (the SDK's
    `Bot.play_ladder`). Each seat has a Fischer clock; a timed-out seat is finished
    by a built-in bot (a loss).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Ladder
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[Error | Ladder]:
    """ The bot ladder's bots with their ratings

     Per game type, the bots on the ladder (`kind: bot`: registered ones, `status`
    `active` or `paused` with its `reason`; ones that left keep their rating as
    `left`) and the built-in levels it pairs them with (`kind: level`, name
    `bot:<level>`, their fixed anchor ratings), best first; the games running
    (`live`) and the latest finished (`recent`); the figures that pause a bot.
    Bots are rated in a pool of their own (OpenSkill, as the leaderboards), never
    against people: their games do not move a person's rating. A ladder game is an
    ordinary rated 2-seat game whose bot seats name the accounts: a bot finds it in
    `GET /v1/me/games` and plays it with its personal token (the SDK's
    `Bot.play_ladder`). Each seat has a Fischer clock; a timed-out seat is finished
    by a built-in bot (a loss).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Ladder]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> Error | Ladder | None:
    """ The bot ladder's bots with their ratings

     Per game type, the bots on the ladder (`kind: bot`: registered ones, `status`
    `active` or `paused` with its `reason`; ones that left keep their rating as
    `left`) and the built-in levels it pairs them with (`kind: level`, name
    `bot:<level>`, their fixed anchor ratings), best first; the games running
    (`live`) and the latest finished (`recent`); the figures that pause a bot.
    Bots are rated in a pool of their own (OpenSkill, as the leaderboards), never
    against people: their games do not move a person's rating. A ladder game is an
    ordinary rated 2-seat game whose bot seats name the accounts: a bot finds it in
    `GET /v1/me/games` and plays it with its personal token (the SDK's
    `Bot.play_ladder`). Each seat has a Fischer clock; a timed-out seat is finished
    by a built-in bot (a loss).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Ladder
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
