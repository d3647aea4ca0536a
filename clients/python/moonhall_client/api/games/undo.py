from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.move_result import MoveResult
from ...models.not_found_error import NotFoundError
from ...models.not_your_turn_error import NotYourTurnError
from ...models.unauthorized_error import UnauthorizedError
from ...models.undo_conflict_error import UndoConflictError
from ...models.undo_request import UndoRequest
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    gid: str,
    *,
    body: UndoRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{gid}/undo".format(gid=quote(str(gid), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError | UndoConflictError | None:
    if response.status_code == 200:
        response_200 = MoveResult.from_dict(response.json())



        return response_200

    if response.status_code == 201:
        response_201 = MoveResult.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



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
        response_409 = UndoConflictError.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError | UndoConflictError]:
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
    body: UndoRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError | UndoConflictError]:
    """ Undo your moves of this turn

     Takes the game back to `to_version` by appending an `undo` event; by default
    it undoes your last move only (back to the version it was played on). Allowed
    only while it is your turn, only over your own moves of this turn, and never
    across an event that revealed chance or hidden information. The envelope's
    `undo_to` is the earliest version you may go back to now (null: nothing to
    undo); any version from there to your last move's is allowed. The body may be
    empty or `{}`. With an `Idempotency-Key`, a retried undo answers the first one
    again (200, `"replayed": true`) instead of taking back one more move; keys are
    shared with the seat's moves. The checks run in this order: the game (404), the
    token (401), the body and the `Idempotency-Key` header (400 `bad_request`), a
    repeated `Idempotency-Key` (200), the version (409 `stale_version`), the rest.

    Args:
        gid (str):
        idempotency_key (str | Unset):
        body (UndoRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError | UndoConflictError]
     """


    kwargs = _get_kwargs(
        gid=gid,
body=body,
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
    body: UndoRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError | UndoConflictError | None:
    """ Undo your moves of this turn

     Takes the game back to `to_version` by appending an `undo` event; by default
    it undoes your last move only (back to the version it was played on). Allowed
    only while it is your turn, only over your own moves of this turn, and never
    across an event that revealed chance or hidden information. The envelope's
    `undo_to` is the earliest version you may go back to now (null: nothing to
    undo); any version from there to your last move's is allowed. The body may be
    empty or `{}`. With an `Idempotency-Key`, a retried undo answers the first one
    again (200, `"replayed": true`) instead of taking back one more move; keys are
    shared with the seat's moves. The checks run in this order: the game (404), the
    token (401), the body and the `Idempotency-Key` header (400 `bad_request`), a
    repeated `Idempotency-Key` (200), the version (409 `stale_version`), the rest.

    Args:
        gid (str):
        idempotency_key (str | Unset):
        body (UndoRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError | UndoConflictError
     """


    return sync_detailed(
        gid=gid,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    gid: str,
    *,
    client: AuthenticatedClient,
    body: UndoRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError | UndoConflictError]:
    """ Undo your moves of this turn

     Takes the game back to `to_version` by appending an `undo` event; by default
    it undoes your last move only (back to the version it was played on). Allowed
    only while it is your turn, only over your own moves of this turn, and never
    across an event that revealed chance or hidden information. The envelope's
    `undo_to` is the earliest version you may go back to now (null: nothing to
    undo); any version from there to your last move's is allowed. The body may be
    empty or `{}`. With an `Idempotency-Key`, a retried undo answers the first one
    again (200, `"replayed": true`) instead of taking back one more move; keys are
    shared with the seat's moves. The checks run in this order: the game (404), the
    token (401), the body and the `Idempotency-Key` header (400 `bad_request`), a
    repeated `Idempotency-Key` (200), the version (409 `stale_version`), the rest.

    Args:
        gid (str):
        idempotency_key (str | Unset):
        body (UndoRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError | UndoConflictError]
     """


    kwargs = _get_kwargs(
        gid=gid,
body=body,
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
    body: UndoRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError | UndoConflictError | None:
    """ Undo your moves of this turn

     Takes the game back to `to_version` by appending an `undo` event; by default
    it undoes your last move only (back to the version it was played on). Allowed
    only while it is your turn, only over your own moves of this turn, and never
    across an event that revealed chance or hidden information. The envelope's
    `undo_to` is the earliest version you may go back to now (null: nothing to
    undo); any version from there to your last move's is allowed. The body may be
    empty or `{}`. With an `Idempotency-Key`, a retried undo answers the first one
    again (200, `"replayed": true`) instead of taking back one more move; keys are
    shared with the seat's moves. The checks run in this order: the game (404), the
    token (401), the body and the `Idempotency-Key` header (400 `bad_request`), a
    repeated `Idempotency-Key` (200), the version (409 `stale_version`), the rest.

    Args:
        gid (str):
        idempotency_key (str | Unset):
        body (UndoRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | UnauthorizedError | UndoConflictError
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
