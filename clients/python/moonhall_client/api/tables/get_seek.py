from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.not_found_error import NotFoundError
from ...models.seek import Seek
from ...models.seek_forbidden_error import SeekForbiddenError
from ...models.unauthorized_error import UnauthorizedError
from typing import cast



def _get_kwargs(
    sid: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/seeks/{sid}".format(sid=quote(str(sid), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | NotFoundError | Seek | SeekForbiddenError | UnauthorizedError | None:
    if response.status_code == 200:
        response_200 = Seek.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = SeekForbiddenError.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = NotFoundError.from_dict(response.json())



        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | NotFoundError | Seek | SeekForbiddenError | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    sid: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | NotFoundError | Seek | SeekForbiddenError | UnauthorizedError]:
    """ A seek's state

     `waiting`, `matched` (with `game`, `seat` and `token`, the seat's token: the
    seek's own) or `cancelled`. Read with the seek's token only; a client polls it
    (every second or so) until it is matched. A seek is forgotten an hour after
    its last change.

    Args:
        sid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NotFoundError | Seek | SeekForbiddenError | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        sid=sid,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    sid: str,
    *,
    client: AuthenticatedClient,

) -> Error | NotFoundError | Seek | SeekForbiddenError | UnauthorizedError | None:
    """ A seek's state

     `waiting`, `matched` (with `game`, `seat` and `token`, the seat's token: the
    seek's own) or `cancelled`. Read with the seek's token only; a client polls it
    (every second or so) until it is matched. A seek is forgotten an hour after
    its last change.

    Args:
        sid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NotFoundError | Seek | SeekForbiddenError | UnauthorizedError
     """


    return sync_detailed(
        sid=sid,
client=client,

    ).parsed

async def asyncio_detailed(
    sid: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | NotFoundError | Seek | SeekForbiddenError | UnauthorizedError]:
    """ A seek's state

     `waiting`, `matched` (with `game`, `seat` and `token`, the seat's token: the
    seek's own) or `cancelled`. Read with the seek's token only; a client polls it
    (every second or so) until it is matched. A seek is forgotten an hour after
    its last change.

    Args:
        sid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NotFoundError | Seek | SeekForbiddenError | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        sid=sid,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    sid: str,
    *,
    client: AuthenticatedClient,

) -> Error | NotFoundError | Seek | SeekForbiddenError | UnauthorizedError | None:
    """ A seek's state

     `waiting`, `matched` (with `game`, `seat` and `token`, the seat's token: the
    seek's own) or `cancelled`. Read with the seek's token only; a client polls it
    (every second or so) until it is matched. A seek is forgotten an hour after
    its last change.

    Args:
        sid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NotFoundError | Seek | SeekForbiddenError | UnauthorizedError
     """


    return (await asyncio_detailed(
        sid=sid,
client=client,

    )).parsed
