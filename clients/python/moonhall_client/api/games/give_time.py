from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.give_time_request import GiveTimeRequest
from ...models.move_result import MoveResult
from ...models.not_found_error import NotFoundError
from ...models.unauthorized_error import UnauthorizedError
from typing import cast



def _get_kwargs(
    gid: str,
    *,
    body: GiveTimeRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{gid}/clock/give".format(gid=quote(str(gid), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | MoveResult | NotFoundError | UnauthorizedError | None:
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
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = NotFoundError.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    if response.status_code == 431:
        response_431 = Error.from_dict(response.json())



        return response_431

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | MoveResult | NotFoundError | UnauthorizedError]:
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
    body: GiveTimeRequest,

) -> Response[BadRequestError | Error | MoveResult | NotFoundError | UnauthorizedError]:
    """ Give another seat more time

     The token's seat gives `seat` `seconds` more on its clock (a `clock` event
    `time_given`; its deadline moves on). Any clocked game; not one's own seat.

    Args:
        gid (str):
        body (GiveTimeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | MoveResult | NotFoundError | UnauthorizedError]
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
    body: GiveTimeRequest,

) -> BadRequestError | Error | MoveResult | NotFoundError | UnauthorizedError | None:
    """ Give another seat more time

     The token's seat gives `seat` `seconds` more on its clock (a `clock` event
    `time_given`; its deadline moves on). Any clocked game; not one's own seat.

    Args:
        gid (str):
        body (GiveTimeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | MoveResult | NotFoundError | UnauthorizedError
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
    body: GiveTimeRequest,

) -> Response[BadRequestError | Error | MoveResult | NotFoundError | UnauthorizedError]:
    """ Give another seat more time

     The token's seat gives `seat` `seconds` more on its clock (a `clock` event
    `time_given`; its deadline moves on). Any clocked game; not one's own seat.

    Args:
        gid (str):
        body (GiveTimeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | MoveResult | NotFoundError | UnauthorizedError]
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
    body: GiveTimeRequest,

) -> BadRequestError | Error | MoveResult | NotFoundError | UnauthorizedError | None:
    """ Give another seat more time

     The token's seat gives `seat` `seconds` more on its clock (a `clock` event
    `time_given`; its deadline moves on). Any clocked game; not one's own seat.

    Args:
        gid (str):
        body (GiveTimeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | MoveResult | NotFoundError | UnauthorizedError
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,
body=body,

    )).parsed
