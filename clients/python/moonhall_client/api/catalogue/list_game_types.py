from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.game_type_list import GameTypeList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    lang: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language



    

    params: dict[str, Any] = {}

    params["lang"] = lang


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/game-types",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | GameTypeList | None:
    if response.status_code == 200:
        response_200 = GameTypeList.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | GameTypeList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[Any | Error | GameTypeList]:
    """ List the game types

     Every registered game: its id (the `type` of `POST /v1/games`), name, player
    counts, options with their defaults, bot levels and `href`, the game's own
    document (`GET /v1/game-types/{type}`). Gzip-encoded when accepted; `ETag` and
    `304` on `If-None-Match`.

    Args:
        lang (str | Unset):
        if_none_match (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | GameTypeList]
     """


    kwargs = _get_kwargs(
        lang=lang,
if_none_match=if_none_match,
accept_language=accept_language,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Any | Error | GameTypeList | None:
    """ List the game types

     Every registered game: its id (the `type` of `POST /v1/games`), name, player
    counts, options with their defaults, bot levels and `href`, the game's own
    document (`GET /v1/game-types/{type}`). Gzip-encoded when accepted; `ETag` and
    `304` on `If-None-Match`.

    Args:
        lang (str | Unset):
        if_none_match (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | GameTypeList
     """


    return sync_detailed(
        client=client,
lang=lang,
if_none_match=if_none_match,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[Any | Error | GameTypeList]:
    """ List the game types

     Every registered game: its id (the `type` of `POST /v1/games`), name, player
    counts, options with their defaults, bot levels and `href`, the game's own
    document (`GET /v1/game-types/{type}`). Gzip-encoded when accepted; `ETag` and
    `304` on `If-None-Match`.

    Args:
        lang (str | Unset):
        if_none_match (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | GameTypeList]
     """


    kwargs = _get_kwargs(
        lang=lang,
if_none_match=if_none_match,
accept_language=accept_language,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Any | Error | GameTypeList | None:
    """ List the game types

     Every registered game: its id (the `type` of `POST /v1/games`), name, player
    counts, options with their defaults, bot levels and `href`, the game's own
    document (`GET /v1/game-types/{type}`). Gzip-encoded when accepted; `ETag` and
    `304` on `If-None-Match`.

    Args:
        lang (str | Unset):
        if_none_match (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | GameTypeList
     """


    return (await asyncio_detailed(
        client=client,
lang=lang,
if_none_match=if_none_match,
accept_language=accept_language,

    )).parsed
