from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.chat_page import ChatPage
from ...models.error import Error
from ...models.not_found_error import NotFoundError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    gid: str,
    *,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{gid}/chat".format(gid=quote(str(gid), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | ChatPage | Error | NotFoundError | None:
    if response.status_code == 200:
        response_200 = ChatPage.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | ChatPage | Error | NotFoundError]:
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
    after: str | Unset = UNSET,
    limit: int | Unset = 100,

) -> Response[BadRequestError | ChatPage | Error | NotFoundError]:
    """ The table's chat

     The table's messages, oldest first, up to `limit` (at most 100) after the
    message id `after` (its `next_after` for the next call). Anyone may read. The
    chat is a stream of its own beside the game: never in the game's events,
    replay or record. `text` is as written: display it escaped.

    Args:
        gid (str):
        after (str | Unset):
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ChatPage | Error | NotFoundError]
     """


    kwargs = _get_kwargs(
        gid=gid,
after=after,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    gid: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,

) -> BadRequestError | ChatPage | Error | NotFoundError | None:
    """ The table's chat

     The table's messages, oldest first, up to `limit` (at most 100) after the
    message id `after` (its `next_after` for the next call). Anyone may read. The
    chat is a stream of its own beside the game: never in the game's events,
    replay or record. `text` is as written: display it escaped.

    Args:
        gid (str):
        after (str | Unset):
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ChatPage | Error | NotFoundError
     """


    return sync_detailed(
        gid=gid,
client=client,
after=after,
limit=limit,

    ).parsed

async def asyncio_detailed(
    gid: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,

) -> Response[BadRequestError | ChatPage | Error | NotFoundError]:
    """ The table's chat

     The table's messages, oldest first, up to `limit` (at most 100) after the
    message id `after` (its `next_after` for the next call). Anyone may read. The
    chat is a stream of its own beside the game: never in the game's events,
    replay or record. `text` is as written: display it escaped.

    Args:
        gid (str):
        after (str | Unset):
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ChatPage | Error | NotFoundError]
     """


    kwargs = _get_kwargs(
        gid=gid,
after=after,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    gid: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,

) -> BadRequestError | ChatPage | Error | NotFoundError | None:
    """ The table's chat

     The table's messages, oldest first, up to `limit` (at most 100) after the
    message id `after` (its `next_after` for the next call). Anyone may read. The
    chat is a stream of its own beside the game: never in the game's events,
    replay or record. `text` is as written: display it escaped.

    Args:
        gid (str):
        after (str | Unset):
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ChatPage | Error | NotFoundError
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,
after=after,
limit=limit,

    )).parsed
