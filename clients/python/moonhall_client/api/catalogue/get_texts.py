from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.page_texts import PageTexts
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    lang: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    params: dict[str, Any] = {}

    params["lang"] = lang


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/texts",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | PageTexts | None:
    if response.status_code == 200:
        response_200 = PageTexts.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | PageTexts]:
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
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | Error | PageTexts]:
    """ The table's own texts and the web page's strings, in a language

     ICU MessageFormat templates by key (see "Texts and languages"): the log entries the
    service writes (`log.join`, `log.resign`, `log.undo`, ...), the result's words
    (`result.*`), a refusal per error code (`error.<code>`), the lobby's words for each
    game type's options (`option.<type>.<name>`, `.help`, `.choice.<value>`) and the
    web page's own strings. Gzip-encoded when accepted; `ETag` and `304`.

    Args:
        lang (str | Unset):
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | PageTexts]
     """


    kwargs = _get_kwargs(
        lang=lang,
accept_language=accept_language,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | Error | PageTexts | None:
    """ The table's own texts and the web page's strings, in a language

     ICU MessageFormat templates by key (see "Texts and languages"): the log entries the
    service writes (`log.join`, `log.resign`, `log.undo`, ...), the result's words
    (`result.*`), a refusal per error code (`error.<code>`), the lobby's words for each
    game type's options (`option.<type>.<name>`, `.help`, `.choice.<value>`) and the
    web page's own strings. Gzip-encoded when accepted; `ETag` and `304`.

    Args:
        lang (str | Unset):
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | PageTexts
     """


    return sync_detailed(
        client=client,
lang=lang,
accept_language=accept_language,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | Error | PageTexts]:
    """ The table's own texts and the web page's strings, in a language

     ICU MessageFormat templates by key (see "Texts and languages"): the log entries the
    service writes (`log.join`, `log.resign`, `log.undo`, ...), the result's words
    (`result.*`), a refusal per error code (`error.<code>`), the lobby's words for each
    game type's options (`option.<type>.<name>`, `.help`, `.choice.<value>`) and the
    web page's own strings. Gzip-encoded when accepted; `ETag` and `304`.

    Args:
        lang (str | Unset):
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | PageTexts]
     """


    kwargs = _get_kwargs(
        lang=lang,
accept_language=accept_language,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | Error | PageTexts | None:
    """ The table's own texts and the web page's strings, in a language

     ICU MessageFormat templates by key (see "Texts and languages"): the log entries the
    service writes (`log.join`, `log.resign`, `log.undo`, ...), the result's words
    (`result.*`), a refusal per error code (`error.<code>`), the lobby's words for each
    game type's options (`option.<type>.<name>`, `.help`, `.choice.<value>`) and the
    web page's own strings. Gzip-encoded when accepted; `ETag` and `304`.

    Args:
        lang (str | Unset):
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | PageTexts
     """


    return (await asyncio_detailed(
        client=client,
lang=lang,
accept_language=accept_language,
if_none_match=if_none_match,

    )).parsed
