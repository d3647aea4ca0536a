from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.vacation import Vacation
from ...models.vacation_request import VacationRequest
from typing import cast



def _get_kwargs(
    *,
    body: VacationRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/me/vacation",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | Vacation | None:
    if response.status_code == 201:
        response_201 = Vacation.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | Vacation]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: VacationRequest,

) -> Response[BadRequestError | Error | Vacation]:
    """ Stop your correspondence clocks for some days

     The signed-in account's vacation (issue 26): every correspondence clock (in days)
    of its seats in running games stops for `days` days from now (a `clock` event
    `vacation` in each game; its deadline moves on). An allowance of 30 days a
    calendar year; the answer says how many are left and which games it stopped.

    Args:
        body (VacationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | Vacation]
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
    client: AuthenticatedClient,
    body: VacationRequest,

) -> BadRequestError | Error | Vacation | None:
    """ Stop your correspondence clocks for some days

     The signed-in account's vacation (issue 26): every correspondence clock (in days)
    of its seats in running games stops for `days` days from now (a `clock` event
    `vacation` in each game; its deadline moves on). An allowance of 30 days a
    calendar year; the answer says how many are left and which games it stopped.

    Args:
        body (VacationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | Vacation
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: VacationRequest,

) -> Response[BadRequestError | Error | Vacation]:
    """ Stop your correspondence clocks for some days

     The signed-in account's vacation (issue 26): every correspondence clock (in days)
    of its seats in running games stops for `days` days from now (a `clock` event
    `vacation` in each game; its deadline moves on). An allowance of 30 days a
    calendar year; the answer says how many are left and which games it stopped.

    Args:
        body (VacationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | Vacation]
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
    client: AuthenticatedClient,
    body: VacationRequest,

) -> BadRequestError | Error | Vacation | None:
    """ Stop your correspondence clocks for some days

     The signed-in account's vacation (issue 26): every correspondence clock (in days)
    of its seats in running games stops for `days` days from now (a `clock` event
    `vacation` in each game; its deadline moves on). An allowance of 30 days a
    calendar year; the answer says how many are left and which games it stopped.

    Args:
        body (VacationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | Vacation
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
