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
from ...models.not_found_error import NotFoundError
from ...models.not_your_turn_error import NotYourTurnError
from ...models.unauthorized_error import UnauthorizedError
from ...models.validate_result import ValidateResult
from typing import cast



def _get_kwargs(
    gid: str,
    *,
    body: MoveRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{gid}/moves/validate".format(gid=quote(str(gid), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadMoveError | Error | MoveConflictError | NotFoundError | NotYourTurnError | UnauthorizedError | ValidateResult | None:
    if response.status_code == 200:
        response_200 = ValidateResult.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadMoveError | Error | MoveConflictError | NotFoundError | NotYourTurnError | UnauthorizedError | ValidateResult]:
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

) -> Response[BadMoveError | Error | MoveConflictError | NotFoundError | NotYourTurnError | UnauthorizedError | ValidateResult]:
    """ Check a move without playing it

     A dry run of `POST /v1/games/{gid}/moves`: the same checks and errors, but
    nothing is appended. The events are those the move would produce, up to the
    first one that would show you something you cannot know yet (chance, another
    seat's hidden card): from there on the rest of the move is one opaque entry
    `{"type": null, "chance": "decided when the move is played"}`, whatever the
    hidden outcome (no count or types of what follows).

    Args:
        gid (str):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadMoveError | Error | MoveConflictError | NotFoundError | NotYourTurnError | UnauthorizedError | ValidateResult]
     """


    kwargs = _get_kwargs(
        gid=gid,
body=body,

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

) -> BadMoveError | Error | MoveConflictError | NotFoundError | NotYourTurnError | UnauthorizedError | ValidateResult | None:
    """ Check a move without playing it

     A dry run of `POST /v1/games/{gid}/moves`: the same checks and errors, but
    nothing is appended. The events are those the move would produce, up to the
    first one that would show you something you cannot know yet (chance, another
    seat's hidden card): from there on the rest of the move is one opaque entry
    `{"type": null, "chance": "decided when the move is played"}`, whatever the
    hidden outcome (no count or types of what follows).

    Args:
        gid (str):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadMoveError | Error | MoveConflictError | NotFoundError | NotYourTurnError | UnauthorizedError | ValidateResult
     """


    return sync_detailed(
        gid=gid,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    gid: str,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,

) -> Response[BadMoveError | Error | MoveConflictError | NotFoundError | NotYourTurnError | UnauthorizedError | ValidateResult]:
    """ Check a move without playing it

     A dry run of `POST /v1/games/{gid}/moves`: the same checks and errors, but
    nothing is appended. The events are those the move would produce, up to the
    first one that would show you something you cannot know yet (chance, another
    seat's hidden card): from there on the rest of the move is one opaque entry
    `{"type": null, "chance": "decided when the move is played"}`, whatever the
    hidden outcome (no count or types of what follows).

    Args:
        gid (str):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadMoveError | Error | MoveConflictError | NotFoundError | NotYourTurnError | UnauthorizedError | ValidateResult]
     """


    kwargs = _get_kwargs(
        gid=gid,
body=body,

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

) -> BadMoveError | Error | MoveConflictError | NotFoundError | NotYourTurnError | UnauthorizedError | ValidateResult | None:
    """ Check a move without playing it

     A dry run of `POST /v1/games/{gid}/moves`: the same checks and errors, but
    nothing is appended. The events are those the move would produce, up to the
    first one that would show you something you cannot know yet (chance, another
    seat's hidden card): from there on the rest of the move is one opaque entry
    `{"type": null, "chance": "decided when the move is played"}`, whatever the
    hidden outcome (no count or types of what follows).

    Args:
        gid (str):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadMoveError | Error | MoveConflictError | NotFoundError | NotYourTurnError | UnauthorizedError | ValidateResult
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,
body=body,

    )).parsed
