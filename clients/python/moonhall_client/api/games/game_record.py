from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.game_record import GameRecord
from ...models.not_found_error import NotFoundError
from ...models.unauthorized_error import UnauthorizedError
from typing import cast



def _get_kwargs(
    gid: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{gid}/record".format(gid=quote(str(gid), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | GameRecord | NotFoundError | UnauthorizedError | None:
    if response.status_code == 200:
        response_200 = GameRecord.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = NotFoundError.from_dict(response.json())



        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | GameRecord | NotFoundError | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    gid: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Error | GameRecord | NotFoundError | UnauthorizedError]:
    """ The game record (export)

     The game as a portable, tamper-evident record (`moonhall-record/1`, issue 27;
    the full JSON Schema with the chain and the checks is `docs/record.schema.json`).
    While the game runs: the token's seat's record (a spectator's without a token),
    built by the same per-seat projection as every read: the initial state and each
    event as that seat sees them, only its own moves, no reveal flags, no seed (unless
    the creator chose it: it is public). Once the game is over: the complete record
    for everyone, with every event, every move, the reveal flags, the `seed` and the
    `nonce`. Its `head` is the hash of the last entry; a seat's chain is its own (it
    hashes what that seat sees). `status` and `result` are the envelope's
    (not chained), and so is `chat`: the table's chat, only when the table was
    created with `chat_in_record`.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GameRecord | NotFoundError | UnauthorizedError]
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
    client: AuthenticatedClient | Client,

) -> Error | GameRecord | NotFoundError | UnauthorizedError | None:
    """ The game record (export)

     The game as a portable, tamper-evident record (`moonhall-record/1`, issue 27;
    the full JSON Schema with the chain and the checks is `docs/record.schema.json`).
    While the game runs: the token's seat's record (a spectator's without a token),
    built by the same per-seat projection as every read: the initial state and each
    event as that seat sees them, only its own moves, no reveal flags, no seed (unless
    the creator chose it: it is public). Once the game is over: the complete record
    for everyone, with every event, every move, the reveal flags, the `seed` and the
    `nonce`. Its `head` is the hash of the last entry; a seat's chain is its own (it
    hashes what that seat sees). `status` and `result` are the envelope's
    (not chained), and so is `chat`: the table's chat, only when the table was
    created with `chat_in_record`.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GameRecord | NotFoundError | UnauthorizedError
     """


    return sync_detailed(
        gid=gid,
client=client,

    ).parsed

async def asyncio_detailed(
    gid: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Error | GameRecord | NotFoundError | UnauthorizedError]:
    """ The game record (export)

     The game as a portable, tamper-evident record (`moonhall-record/1`, issue 27;
    the full JSON Schema with the chain and the checks is `docs/record.schema.json`).
    While the game runs: the token's seat's record (a spectator's without a token),
    built by the same per-seat projection as every read: the initial state and each
    event as that seat sees them, only its own moves, no reveal flags, no seed (unless
    the creator chose it: it is public). Once the game is over: the complete record
    for everyone, with every event, every move, the reveal flags, the `seed` and the
    `nonce`. Its `head` is the hash of the last entry; a seat's chain is its own (it
    hashes what that seat sees). `status` and `result` are the envelope's
    (not chained), and so is `chat`: the table's chat, only when the table was
    created with `chat_in_record`.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GameRecord | NotFoundError | UnauthorizedError]
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
    client: AuthenticatedClient | Client,

) -> Error | GameRecord | NotFoundError | UnauthorizedError | None:
    """ The game record (export)

     The game as a portable, tamper-evident record (`moonhall-record/1`, issue 27;
    the full JSON Schema with the chain and the checks is `docs/record.schema.json`).
    While the game runs: the token's seat's record (a spectator's without a token),
    built by the same per-seat projection as every read: the initial state and each
    event as that seat sees them, only its own moves, no reveal flags, no seed (unless
    the creator chose it: it is public). Once the game is over: the complete record
    for everyone, with every event, every move, the reveal flags, the `seed` and the
    `nonce`. Its `head` is the hash of the last entry; a seat's chain is its own (it
    hashes what that seat sees). `status` and `result` are the envelope's
    (not chained), and so is `chat`: the table's chat, only when the table was
    created with `chat_in_record`.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GameRecord | NotFoundError | UnauthorizedError
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,

    )).parsed
