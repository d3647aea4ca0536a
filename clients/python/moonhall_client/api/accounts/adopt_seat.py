from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.adopt_request import AdoptRequest
from ...models.adopted import Adopted
from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.not_found_error import NotFoundError
from ...models.unauthorized_error import UnauthorizedError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: AdoptRequest,
    mh_session: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    cookies = {}
    if mh_session is not UNSET:
        cookies["mh_session"] = mh_session



    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/me/seats",
        "cookies": cookies,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Adopted | BadRequestError | Error | NotFoundError | UnauthorizedError | None:
    if response.status_code == 201:
        response_201 = Adopted.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Adopted | BadRequestError | Error | NotFoundError | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AdoptRequest,
    mh_session: str | Unset = UNSET,

) -> Response[Adopted | BadRequestError | Error | NotFoundError | UnauthorizedError]:
    """ Adopt a seat token into the account

     The seat whose `token` this is (a seat of game `game`) becomes the account's: the
    account's session and tokens act for it and it is listed in `GET /v1/me/games`.
    The seat token keeps working. The page calls this at sign-in for every seat token
    it holds. Needs the scope `play` (a session has it).

    Args:
        mh_session (str | Unset):
        body (AdoptRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Adopted | BadRequestError | Error | NotFoundError | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        body=body,
mh_session=mh_session,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: AdoptRequest,
    mh_session: str | Unset = UNSET,

) -> Adopted | BadRequestError | Error | NotFoundError | UnauthorizedError | None:
    """ Adopt a seat token into the account

     The seat whose `token` this is (a seat of game `game`) becomes the account's: the
    account's session and tokens act for it and it is listed in `GET /v1/me/games`.
    The seat token keeps working. The page calls this at sign-in for every seat token
    it holds. Needs the scope `play` (a session has it).

    Args:
        mh_session (str | Unset):
        body (AdoptRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Adopted | BadRequestError | Error | NotFoundError | UnauthorizedError
     """


    return sync_detailed(
        client=client,
body=body,
mh_session=mh_session,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AdoptRequest,
    mh_session: str | Unset = UNSET,

) -> Response[Adopted | BadRequestError | Error | NotFoundError | UnauthorizedError]:
    """ Adopt a seat token into the account

     The seat whose `token` this is (a seat of game `game`) becomes the account's: the
    account's session and tokens act for it and it is listed in `GET /v1/me/games`.
    The seat token keeps working. The page calls this at sign-in for every seat token
    it holds. Needs the scope `play` (a session has it).

    Args:
        mh_session (str | Unset):
        body (AdoptRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Adopted | BadRequestError | Error | NotFoundError | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        body=body,
mh_session=mh_session,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: AdoptRequest,
    mh_session: str | Unset = UNSET,

) -> Adopted | BadRequestError | Error | NotFoundError | UnauthorizedError | None:
    """ Adopt a seat token into the account

     The seat whose `token` this is (a seat of game `game`) becomes the account's: the
    account's session and tokens act for it and it is listed in `GET /v1/me/games`.
    The seat token keeps working. The page calls this at sign-in for every seat token
    it holds. Needs the scope `play` (a session has it).

    Args:
        mh_session (str | Unset):
        body (AdoptRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Adopted | BadRequestError | Error | NotFoundError | UnauthorizedError
     """


    return (await asyncio_detailed(
        client=client,
body=body,
mh_session=mh_session,

    )).parsed
