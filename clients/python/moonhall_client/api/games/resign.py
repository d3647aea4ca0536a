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
from ...models.resign_conflict_error import ResignConflictError
from ...models.unauthorized_error import UnauthorizedError
from typing import cast



def _get_kwargs(
    gid: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{gid}/resign".format(gid=quote(str(gid), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | ResignConflictError | UnauthorizedError | None:
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
        response_409 = ResignConflictError.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | ResignConflictError | UnauthorizedError]:
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

) -> Response[BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | ResignConflictError | UnauthorizedError]:
    """ Resign (leave the game)

     The token's seat leaves. With 2 players the game ends and the other seat wins
    (`result.reason: resign`); with more players a bot (`resign_bot` of the game)
    plays the seat on and the seat forfeits: it cannot win (`result.forfeited`; it
    ranks last), and from now on its token reads everything as a spectator does
    (`you` is null). The answer holds the `resign` event. The body may be empty or `{}`.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | ResignConflictError | UnauthorizedError]
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
    client: AuthenticatedClient,

) -> BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | ResignConflictError | UnauthorizedError | None:
    """ Resign (leave the game)

     The token's seat leaves. With 2 players the game ends and the other seat wins
    (`result.reason: resign`); with more players a bot (`resign_bot` of the game)
    plays the seat on and the seat forfeits: it cannot win (`result.forfeited`; it
    ranks last), and from now on its token reads everything as a spectator does
    (`you` is null). The answer holds the `resign` event. The body may be empty or `{}`.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | ResignConflictError | UnauthorizedError
     """


    return sync_detailed(
        gid=gid,
client=client,

    ).parsed

async def asyncio_detailed(
    gid: str,
    *,
    client: AuthenticatedClient,

) -> Response[BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | ResignConflictError | UnauthorizedError]:
    """ Resign (leave the game)

     The token's seat leaves. With 2 players the game ends and the other seat wins
    (`result.reason: resign`); with more players a bot (`resign_bot` of the game)
    plays the seat on and the seat forfeits: it cannot win (`result.forfeited`; it
    ranks last), and from now on its token reads everything as a spectator does
    (`you` is null). The answer holds the `resign` event. The body may be empty or `{}`.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | ResignConflictError | UnauthorizedError]
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
    client: AuthenticatedClient,

) -> BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | ResignConflictError | UnauthorizedError | None:
    """ Resign (leave the game)

     The token's seat leaves. With 2 players the game ends and the other seat wins
    (`result.reason: resign`); with more players a bot (`resign_bot` of the game)
    plays the seat on and the seat forfeits: it cannot win (`result.forfeited`; it
    ranks last), and from now on its token reads everything as a spectator does
    (`you` is null). The answer holds the `resign` event. The body may be empty or `{}`.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | MoveResult | NotFoundError | NotYourTurnError | ResignConflictError | UnauthorizedError
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,

    )).parsed
