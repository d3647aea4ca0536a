from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.not_found_error import NotFoundError
from ...models.unauthorized_error import UnauthorizedError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    pid: str,
    *,
    mh_session: str | Unset = UNSET,

) -> dict[str, Any]:
    

    cookies = {}
    if mh_session is not UNSET:
        cookies["mh_session"] = mh_session



    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/me/push/{pid}".format(pid=quote(str(pid), safe=""),),
        "cookies": cookies,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | NotFoundError | UnauthorizedError | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | NotFoundError | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    pid: str,
    *,
    client: AuthenticatedClient,
    mh_session: str | Unset = UNSET,

) -> Response[Any | Error | NotFoundError | UnauthorizedError]:
    """ Delete a push subscription

    Args:
        pid (str):
        mh_session (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | NotFoundError | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        pid=pid,
mh_session=mh_session,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    pid: str,
    *,
    client: AuthenticatedClient,
    mh_session: str | Unset = UNSET,

) -> Any | Error | NotFoundError | UnauthorizedError | None:
    """ Delete a push subscription

    Args:
        pid (str):
        mh_session (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | NotFoundError | UnauthorizedError
     """


    return sync_detailed(
        pid=pid,
client=client,
mh_session=mh_session,

    ).parsed

async def asyncio_detailed(
    pid: str,
    *,
    client: AuthenticatedClient,
    mh_session: str | Unset = UNSET,

) -> Response[Any | Error | NotFoundError | UnauthorizedError]:
    """ Delete a push subscription

    Args:
        pid (str):
        mh_session (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | NotFoundError | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        pid=pid,
mh_session=mh_session,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    pid: str,
    *,
    client: AuthenticatedClient,
    mh_session: str | Unset = UNSET,

) -> Any | Error | NotFoundError | UnauthorizedError | None:
    """ Delete a push subscription

    Args:
        pid (str):
        mh_session (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | NotFoundError | UnauthorizedError
     """


    return (await asyncio_detailed(
        pid=pid,
client=client,
mh_session=mh_session,

    )).parsed
