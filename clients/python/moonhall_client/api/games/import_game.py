from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.game_record import GameRecord
from ...models.imported_game import ImportedGame
from ...models.record_error import RecordError
from typing import cast



def _get_kwargs(
    *,
    body: GameRecord,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/import",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | ImportedGame | RecordError | None:
    if response.status_code == 201:
        response_201 = ImportedGame.from_dict(response.json())



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
        response_422 = RecordError.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | ImportedGame | RecordError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: GameRecord,

) -> Response[BadRequestError | Error | ImportedGame | RecordError]:
    """ Import a finished game's record

     Rebuilds a finished game from its complete record (`GET /v1/games/{gid}/record`
    of a finished game, from this server or another) after checking it: the hash
    chain and its head, the seed commitment `sha256(nonce + ':' + seed)`, the initial
    state the seed deals, and that every event is exactly what the rules decide from
    the recorded move with the recorded chance, every undo one the seat was allowed,
    every join, resignation or timeout consistent with the table, and that the game
    is over at its last entry. The answer is a new game id: a read-only finished
    game whose views, events and states are the original's at every version, marked
    `imported` (`origin`: the original's id, `head`) in its views; no seat has a
    token. A refused record writes nothing. Bodies up to 16 MiB; rate limited per
    client (`MOONHALL_LIMIT_IMPORT`, default 10 a minute: each import replays a game).

    Args:
        body (GameRecord): A game record, `moonhall-record/1` (issue 27). Header (chained through
            the
            genesis hash): `format`, `origin`, `type`, `rules_version`, `players`,
            `options`, `seat`, `complete`, `commitment`, `chance`, `seed_chosen_by`, `hints`,
            `branch_of`.
            genesis = sha256(canonical(those fields)); each entry's `hash` =
            sha256(previous hash hex + canonical(the entry without `hash`)), version 1's
            previous hash being the genesis; `head` = the last entry's hash. Canonical JSON:
            keys sorted by code point, no whitespace, UTF-8, non-ASCII not escaped. The full
            JSON Schema, with every check an importer makes and how chance is drawn from the
            seed, is `docs/record.schema.json`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | ImportedGame | RecordError]
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
    body: GameRecord,

) -> BadRequestError | Error | ImportedGame | RecordError | None:
    """ Import a finished game's record

     Rebuilds a finished game from its complete record (`GET /v1/games/{gid}/record`
    of a finished game, from this server or another) after checking it: the hash
    chain and its head, the seed commitment `sha256(nonce + ':' + seed)`, the initial
    state the seed deals, and that every event is exactly what the rules decide from
    the recorded move with the recorded chance, every undo one the seat was allowed,
    every join, resignation or timeout consistent with the table, and that the game
    is over at its last entry. The answer is a new game id: a read-only finished
    game whose views, events and states are the original's at every version, marked
    `imported` (`origin`: the original's id, `head`) in its views; no seat has a
    token. A refused record writes nothing. Bodies up to 16 MiB; rate limited per
    client (`MOONHALL_LIMIT_IMPORT`, default 10 a minute: each import replays a game).

    Args:
        body (GameRecord): A game record, `moonhall-record/1` (issue 27). Header (chained through
            the
            genesis hash): `format`, `origin`, `type`, `rules_version`, `players`,
            `options`, `seat`, `complete`, `commitment`, `chance`, `seed_chosen_by`, `hints`,
            `branch_of`.
            genesis = sha256(canonical(those fields)); each entry's `hash` =
            sha256(previous hash hex + canonical(the entry without `hash`)), version 1's
            previous hash being the genesis; `head` = the last entry's hash. Canonical JSON:
            keys sorted by code point, no whitespace, UTF-8, non-ASCII not escaped. The full
            JSON Schema, with every check an importer makes and how chance is drawn from the
            seed, is `docs/record.schema.json`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | ImportedGame | RecordError
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: GameRecord,

) -> Response[BadRequestError | Error | ImportedGame | RecordError]:
    """ Import a finished game's record

     Rebuilds a finished game from its complete record (`GET /v1/games/{gid}/record`
    of a finished game, from this server or another) after checking it: the hash
    chain and its head, the seed commitment `sha256(nonce + ':' + seed)`, the initial
    state the seed deals, and that every event is exactly what the rules decide from
    the recorded move with the recorded chance, every undo one the seat was allowed,
    every join, resignation or timeout consistent with the table, and that the game
    is over at its last entry. The answer is a new game id: a read-only finished
    game whose views, events and states are the original's at every version, marked
    `imported` (`origin`: the original's id, `head`) in its views; no seat has a
    token. A refused record writes nothing. Bodies up to 16 MiB; rate limited per
    client (`MOONHALL_LIMIT_IMPORT`, default 10 a minute: each import replays a game).

    Args:
        body (GameRecord): A game record, `moonhall-record/1` (issue 27). Header (chained through
            the
            genesis hash): `format`, `origin`, `type`, `rules_version`, `players`,
            `options`, `seat`, `complete`, `commitment`, `chance`, `seed_chosen_by`, `hints`,
            `branch_of`.
            genesis = sha256(canonical(those fields)); each entry's `hash` =
            sha256(previous hash hex + canonical(the entry without `hash`)), version 1's
            previous hash being the genesis; `head` = the last entry's hash. Canonical JSON:
            keys sorted by code point, no whitespace, UTF-8, non-ASCII not escaped. The full
            JSON Schema, with every check an importer makes and how chance is drawn from the
            seed, is `docs/record.schema.json`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | ImportedGame | RecordError]
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
    body: GameRecord,

) -> BadRequestError | Error | ImportedGame | RecordError | None:
    """ Import a finished game's record

     Rebuilds a finished game from its complete record (`GET /v1/games/{gid}/record`
    of a finished game, from this server or another) after checking it: the hash
    chain and its head, the seed commitment `sha256(nonce + ':' + seed)`, the initial
    state the seed deals, and that every event is exactly what the rules decide from
    the recorded move with the recorded chance, every undo one the seat was allowed,
    every join, resignation or timeout consistent with the table, and that the game
    is over at its last entry. The answer is a new game id: a read-only finished
    game whose views, events and states are the original's at every version, marked
    `imported` (`origin`: the original's id, `head`) in its views; no seat has a
    token. A refused record writes nothing. Bodies up to 16 MiB; rate limited per
    client (`MOONHALL_LIMIT_IMPORT`, default 10 a minute: each import replays a game).

    Args:
        body (GameRecord): A game record, `moonhall-record/1` (issue 27). Header (chained through
            the
            genesis hash): `format`, `origin`, `type`, `rules_version`, `players`,
            `options`, `seat`, `complete`, `commitment`, `chance`, `seed_chosen_by`, `hints`,
            `branch_of`.
            genesis = sha256(canonical(those fields)); each entry's `hash` =
            sha256(previous hash hex + canonical(the entry without `hash`)), version 1's
            previous hash being the genesis; `head` = the last entry's hash. Canonical JSON:
            keys sorted by code point, no whitespace, UTF-8, non-ASCII not escaped. The full
            JSON Schema, with every check an importer makes and how chance is drawn from the
            seed, is `docs/record.schema.json`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | ImportedGame | RecordError
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
