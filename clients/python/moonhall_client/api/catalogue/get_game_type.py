from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.game_type_document import GameTypeDocument
from ...models.not_found_error import NotFoundError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    type_: str,
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
        "url": "/v1/game-types/{type_}".format(type_=quote(str(type_), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | GameTypeDocument | NotFoundError | None:
    if response.status_code == 200:
        response_200 = GameTypeDocument.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | GameTypeDocument | NotFoundError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    type_: str,
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[Any | Error | GameTypeDocument | NotFoundError]:
    """ Everything static about one game type

     The list entry's fields plus `catalogue` (the game's static data with the ids
    its views use: Azul's board spaces, ring neighbours and structures per side;
    Nova Luna's 68 tiles and tracks; Blue Moon City's city grid, 21 buildings and
    80 cards with their powers; Blue Moon's cards, decks, icons and deck building)
    and `texts` (a prompt per move type and per pending decision kind, and a short
    text per rule id). `catalogue.notes` explains the fields. Gzip-encoded when
    accepted; `ETag` and `304` on `If-None-Match`.

    Args:
        type_ (str):
        lang (str | Unset):
        if_none_match (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | GameTypeDocument | NotFoundError]
     """


    kwargs = _get_kwargs(
        type_=type_,
lang=lang,
if_none_match=if_none_match,
accept_language=accept_language,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    type_: str,
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Any | Error | GameTypeDocument | NotFoundError | None:
    """ Everything static about one game type

     The list entry's fields plus `catalogue` (the game's static data with the ids
    its views use: Azul's board spaces, ring neighbours and structures per side;
    Nova Luna's 68 tiles and tracks; Blue Moon City's city grid, 21 buildings and
    80 cards with their powers; Blue Moon's cards, decks, icons and deck building)
    and `texts` (a prompt per move type and per pending decision kind, and a short
    text per rule id). `catalogue.notes` explains the fields. Gzip-encoded when
    accepted; `ETag` and `304` on `If-None-Match`.

    Args:
        type_ (str):
        lang (str | Unset):
        if_none_match (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | GameTypeDocument | NotFoundError
     """


    return sync_detailed(
        type_=type_,
client=client,
lang=lang,
if_none_match=if_none_match,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    type_: str,
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[Any | Error | GameTypeDocument | NotFoundError]:
    """ Everything static about one game type

     The list entry's fields plus `catalogue` (the game's static data with the ids
    its views use: Azul's board spaces, ring neighbours and structures per side;
    Nova Luna's 68 tiles and tracks; Blue Moon City's city grid, 21 buildings and
    80 cards with their powers; Blue Moon's cards, decks, icons and deck building)
    and `texts` (a prompt per move type and per pending decision kind, and a short
    text per rule id). `catalogue.notes` explains the fields. Gzip-encoded when
    accepted; `ETag` and `304` on `If-None-Match`.

    Args:
        type_ (str):
        lang (str | Unset):
        if_none_match (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | GameTypeDocument | NotFoundError]
     """


    kwargs = _get_kwargs(
        type_=type_,
lang=lang,
if_none_match=if_none_match,
accept_language=accept_language,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    type_: str,
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Any | Error | GameTypeDocument | NotFoundError | None:
    """ Everything static about one game type

     The list entry's fields plus `catalogue` (the game's static data with the ids
    its views use: Azul's board spaces, ring neighbours and structures per side;
    Nova Luna's 68 tiles and tracks; Blue Moon City's city grid, 21 buildings and
    80 cards with their powers; Blue Moon's cards, decks, icons and deck building)
    and `texts` (a prompt per move type and per pending decision kind, and a short
    text per rule id). `catalogue.notes` explains the fields. Gzip-encoded when
    accepted; `ETag` and `304` on `If-None-Match`.

    Args:
        type_ (str):
        lang (str | Unset):
        if_none_match (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | GameTypeDocument | NotFoundError
     """


    return (await asyncio_detailed(
        type_=type_,
client=client,
lang=lang,
if_none_match=if_none_match,
accept_language=accept_language,

    )).parsed
