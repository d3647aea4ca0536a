from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_move_error import BadMoveError
from ...models.error import Error
from ...models.move_conflict_error import MoveConflictError
from ...models.move_request import MoveRequest
from ...models.move_result import MoveResult
from ...models.not_found_error import NotFoundError
from ...models.not_your_turn_error import NotYourTurnError
from ...models.unauthorized_error import UnauthorizedError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    gid: str,
    *,
    body: MoveRequest,
    include: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    params: dict[str, Any] = {}

    params["include"] = include


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{gid}/moves".format(gid=quote(str(gid), safe=""),),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadMoveError | Error | MoveConflictError | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError | None:
    if response.status_code == 200:
        response_200 = MoveResult.from_dict(response.json())



        return response_200

    if response.status_code == 201:
        response_201 = MoveResult.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = BadMoveError.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = NotYourTurnError.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = NotFoundError.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = MoveConflictError.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())



        return response_413

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadMoveError | Error | MoveConflictError | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError]:
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
    body: MoveRequest,
    include: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[BadMoveError | Error | MoveConflictError | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError]:
    """ Play a move

     Plays `move` for the token's seat if the game is still at
    `expected_version`. The answer lists the events the move produced, as the
    seat sees them. The checks run in this order: the game (404), the token
    (401), the body and the `Idempotency-Key` header (400 `bad_request`), a
    repeated `Idempotency-Key` (200, the first answer again), the version (409
    `stale_version`), the end of the game (409 `game_over`), the move's shape (400
    `malformed_move`), the turn (403 `not_your_turn`), the rules (422).
    With `?include=view,moves` the answer also holds `view` (your
    `GET /v1/games/{gid}` after the move) and `moves` (your `GET .../moves`).

    Args:
        gid (str):
        include (str | Unset):  Example: view,moves.
        idempotency_key (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadMoveError | Error | MoveConflictError | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        gid=gid,
body=body,
include=include,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    gid: str,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    include: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> BadMoveError | Error | MoveConflictError | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError | None:
    """ Play a move

     Plays `move` for the token's seat if the game is still at
    `expected_version`. The answer lists the events the move produced, as the
    seat sees them. The checks run in this order: the game (404), the token
    (401), the body and the `Idempotency-Key` header (400 `bad_request`), a
    repeated `Idempotency-Key` (200, the first answer again), the version (409
    `stale_version`), the end of the game (409 `game_over`), the move's shape (400
    `malformed_move`), the turn (403 `not_your_turn`), the rules (422).
    With `?include=view,moves` the answer also holds `view` (your
    `GET /v1/games/{gid}` after the move) and `moves` (your `GET .../moves`).

    Args:
        gid (str):
        include (str | Unset):  Example: view,moves.
        idempotency_key (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadMoveError | Error | MoveConflictError | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError
     """


    return sync_detailed(
        gid=gid,
client=client,
body=body,
include=include,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    gid: str,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    include: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[BadMoveError | Error | MoveConflictError | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError]:
    """ Play a move

     Plays `move` for the token's seat if the game is still at
    `expected_version`. The answer lists the events the move produced, as the
    seat sees them. The checks run in this order: the game (404), the token
    (401), the body and the `Idempotency-Key` header (400 `bad_request`), a
    repeated `Idempotency-Key` (200, the first answer again), the version (409
    `stale_version`), the end of the game (409 `game_over`), the move's shape (400
    `malformed_move`), the turn (403 `not_your_turn`), the rules (422).
    With `?include=view,moves` the answer also holds `view` (your
    `GET /v1/games/{gid}` after the move) and `moves` (your `GET .../moves`).

    Args:
        gid (str):
        include (str | Unset):  Example: view,moves.
        idempotency_key (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadMoveError | Error | MoveConflictError | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        gid=gid,
body=body,
include=include,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    gid: str,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    include: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> BadMoveError | Error | MoveConflictError | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError | None:
    """ Play a move

     Plays `move` for the token's seat if the game is still at
    `expected_version`. The answer lists the events the move produced, as the
    seat sees them. The checks run in this order: the game (404), the token
    (401), the body and the `Idempotency-Key` header (400 `bad_request`), a
    repeated `Idempotency-Key` (200, the first answer again), the version (409
    `stale_version`), the end of the game (409 `game_over`), the move's shape (400
    `malformed_move`), the turn (403 `not_your_turn`), the rules (422).
    With `?include=view,moves` the answer also holds `view` (your
    `GET /v1/games/{gid}` after the move) and `moves` (your `GET .../moves`).

    Args:
        gid (str):
        include (str | Unset):  Example: view,moves.
        idempotency_key (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadMoveError | Error | MoveConflictError | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,
body=body,
include=include,
idempotency_key=idempotency_key,

    )).parsed
