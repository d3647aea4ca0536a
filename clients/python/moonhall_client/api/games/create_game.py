from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.create_game_error import CreateGameError
from ...models.create_game_request import CreateGameRequest
from ...models.created_game import CreatedGame
from ...models.error import Error
from ...models.retry_error import RetryError
from typing import cast



def _get_kwargs(
    *,
    body: CreateGameRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | CreateGameError | CreatedGame | Error | RetryError | None:
    if response.status_code == 201:
        response_201 = CreatedGame.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())



        return response_413

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 422:
        response_422 = CreateGameError.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | CreateGameError | CreatedGame | Error | RetryError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGameRequest,

) -> Response[BadRequestError | CreateGameError | CreatedGame | Error | RetryError]:
    """ Create a game

     Creates a game of `type` with one seat per entry of `seats`, in order (seat 0
    starts unless the game decides otherwise). A seat with `bot` set is played by
    that bot level; every other seat gets a secret `token` in the answer (the only
    time it is shown). Options left out take their defaults. `seed` fixes the
    chance of the game (for tests and replays); by default it is secret and
    random, and it is revealed when the game is over. A seed chosen here is shown
    to every seat and spectator from version 1 (`fairness.seed`, `seed_chosen_by:
    creator`) in every view and in the lobby: a prearranged deal, plainly marked.
    A seat `{"open": true}` is
    taken later with `POST /v1/games/{gid}/join` (a private one needs the `invite`
    of the answer); `clock` adds a chess clock, `resign_bot` names the bot that
    takes over a seat that resigns or times out. `rated: true` makes the table
    rated (issue 26): every human seat names an account, at least two seats, no
    `seed` and no `hints`; bot seats count as their level's fixed anchor rating.

    Args:
        body (CreateGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | CreateGameError | CreatedGame | Error | RetryError]
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
    body: CreateGameRequest,

) -> BadRequestError | CreateGameError | CreatedGame | Error | RetryError | None:
    """ Create a game

     Creates a game of `type` with one seat per entry of `seats`, in order (seat 0
    starts unless the game decides otherwise). A seat with `bot` set is played by
    that bot level; every other seat gets a secret `token` in the answer (the only
    time it is shown). Options left out take their defaults. `seed` fixes the
    chance of the game (for tests and replays); by default it is secret and
    random, and it is revealed when the game is over. A seed chosen here is shown
    to every seat and spectator from version 1 (`fairness.seed`, `seed_chosen_by:
    creator`) in every view and in the lobby: a prearranged deal, plainly marked.
    A seat `{"open": true}` is
    taken later with `POST /v1/games/{gid}/join` (a private one needs the `invite`
    of the answer); `clock` adds a chess clock, `resign_bot` names the bot that
    takes over a seat that resigns or times out. `rated: true` makes the table
    rated (issue 26): every human seat names an account, at least two seats, no
    `seed` and no `hints`; bot seats count as their level's fixed anchor rating.

    Args:
        body (CreateGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | CreateGameError | CreatedGame | Error | RetryError
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGameRequest,

) -> Response[BadRequestError | CreateGameError | CreatedGame | Error | RetryError]:
    """ Create a game

     Creates a game of `type` with one seat per entry of `seats`, in order (seat 0
    starts unless the game decides otherwise). A seat with `bot` set is played by
    that bot level; every other seat gets a secret `token` in the answer (the only
    time it is shown). Options left out take their defaults. `seed` fixes the
    chance of the game (for tests and replays); by default it is secret and
    random, and it is revealed when the game is over. A seed chosen here is shown
    to every seat and spectator from version 1 (`fairness.seed`, `seed_chosen_by:
    creator`) in every view and in the lobby: a prearranged deal, plainly marked.
    A seat `{"open": true}` is
    taken later with `POST /v1/games/{gid}/join` (a private one needs the `invite`
    of the answer); `clock` adds a chess clock, `resign_bot` names the bot that
    takes over a seat that resigns or times out. `rated: true` makes the table
    rated (issue 26): every human seat names an account, at least two seats, no
    `seed` and no `hints`; bot seats count as their level's fixed anchor rating.

    Args:
        body (CreateGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | CreateGameError | CreatedGame | Error | RetryError]
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
    body: CreateGameRequest,

) -> BadRequestError | CreateGameError | CreatedGame | Error | RetryError | None:
    """ Create a game

     Creates a game of `type` with one seat per entry of `seats`, in order (seat 0
    starts unless the game decides otherwise). A seat with `bot` set is played by
    that bot level; every other seat gets a secret `token` in the answer (the only
    time it is shown). Options left out take their defaults. `seed` fixes the
    chance of the game (for tests and replays); by default it is secret and
    random, and it is revealed when the game is over. A seed chosen here is shown
    to every seat and spectator from version 1 (`fairness.seed`, `seed_chosen_by:
    creator`) in every view and in the lobby: a prearranged deal, plainly marked.
    A seat `{"open": true}` is
    taken later with `POST /v1/games/{gid}/join` (a private one needs the `invite`
    of the answer); `clock` adds a chess clock, `resign_bot` names the bot that
    takes over a seat that resigns or times out. `rated: true` makes the table
    rated (issue 26): every human seat names an account, at least two seats, no
    `seed` and no `hints`; bot seats count as their level's fixed anchor rating.

    Args:
        body (CreateGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | CreateGameError | CreatedGame | Error | RetryError
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
