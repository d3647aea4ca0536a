from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.not_found_error import NotFoundError
from ...models.rematch_link import RematchLink
from typing import cast



def _get_kwargs(
    gid: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{gid}/rematch".format(gid=quote(str(gid), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | NotFoundError | RematchLink | None:
    if response.status_code == 200:
        response_200 = RematchLink.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | NotFoundError | RematchLink]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    gid: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Error | NotFoundError | RematchLink]:
    """ Whether the game has a rematch

     The rematch's id for anyone (the invites go only to the seats, by `POST`); 404 while there is none.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NotFoundError | RematchLink]
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
    client: AuthenticatedClient | Client,

) -> Error | NotFoundError | RematchLink | None:
    """ Whether the game has a rematch

     The rematch's id for anyone (the invites go only to the seats, by `POST`); 404 while there is none.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NotFoundError | RematchLink
     """


    return sync_detailed(
        gid=gid,
client=client,

    ).parsed

async def asyncio_detailed(
    gid: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Error | NotFoundError | RematchLink]:
    """ Whether the game has a rematch

     The rematch's id for anyone (the invites go only to the seats, by `POST`); 404 while there is none.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NotFoundError | RematchLink]
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
    client: AuthenticatedClient | Client,

) -> Error | NotFoundError | RematchLink | None:
    """ Whether the game has a rematch

     The rematch's id for anyone (the invites go only to the seats, by `POST`); 404 while there is none.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NotFoundError | RematchLink
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,

    )).parsed
