from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.not_found_error import NotFoundError
from ...models.seek_conflict_error import SeekConflictError
from ...models.seek_forbidden_error import SeekForbiddenError
from ...models.unauthorized_error import UnauthorizedError
from typing import cast



def _get_kwargs(
    sid: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/seeks/{sid}".format(sid=quote(str(sid), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | NotFoundError | SeekConflictError | SeekForbiddenError | UnauthorizedError | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = SeekForbiddenError.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = NotFoundError.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = SeekConflictError.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | NotFoundError | SeekConflictError | SeekForbiddenError | UnauthorizedError]:
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

) -> Response[Any | Error | NotFoundError | SeekConflictError | SeekForbiddenError | UnauthorizedError]:
    """ Stop waiting

     Cancels a waiting seek (with its token); a matched seek stays matched (409).

    Args:
        sid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | NotFoundError | SeekConflictError | SeekForbiddenError | UnauthorizedError]
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

) -> Any | Error | NotFoundError | SeekConflictError | SeekForbiddenError | UnauthorizedError | None:
    """ Stop waiting

     Cancels a waiting seek (with its token); a matched seek stays matched (409).

    Args:
        sid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | NotFoundError | SeekConflictError | SeekForbiddenError | UnauthorizedError
     """


    return sync_detailed(
        sid=sid,
client=client,

    ).parsed

async def asyncio_detailed(
    sid: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | Error | NotFoundError | SeekConflictError | SeekForbiddenError | UnauthorizedError]:
    """ Stop waiting

     Cancels a waiting seek (with its token); a matched seek stays matched (409).

    Args:
        sid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | NotFoundError | SeekConflictError | SeekForbiddenError | UnauthorizedError]
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

) -> Any | Error | NotFoundError | SeekConflictError | SeekForbiddenError | UnauthorizedError | None:
    """ Stop waiting

     Cancels a waiting seek (with its token); a matched seek stays matched (409).

    Args:
        sid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | NotFoundError | SeekConflictError | SeekForbiddenError | UnauthorizedError
     """


    return (await asyncio_detailed(
        sid=sid,
client=client,

    )).parsed
