from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.not_found_error import NotFoundError
from ...models.rule_text import RuleText
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    type_: str,
    rule_id: str,
    *,
    lang: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language



    

    params: dict[str, Any] = {}

    params["lang"] = lang


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/game-types/{type_}/rules/{rule_id}".format(type_=quote(str(type_), safe=""),rule_id=quote(str(rule_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | NotFoundError | RuleText | None:
    if response.status_code == 200:
        response_200 = RuleText.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | NotFoundError | RuleText]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    type_: str,
    rule_id: str,
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[Error | NotFoundError | RuleText]:
    """ The text of one rule

     The rule an error names in `details.rule` (e.g. `§7.3`, `R-4.3`, `§13#7`),
    from the game's rules specification. URL-encode the id (`§` is `%C2%A7`, `#`
    is `%23`); a section number alone (`7.3`) also finds `§7.3`. The title and
    text are in the asked language (issue 24); the id never changes.

    Args:
        type_ (str):
        rule_id (str):
        lang (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NotFoundError | RuleText]
     """


    kwargs = _get_kwargs(
        type_=type_,
rule_id=rule_id,
lang=lang,
accept_language=accept_language,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    type_: str,
    rule_id: str,
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Error | NotFoundError | RuleText | None:
    """ The text of one rule

     The rule an error names in `details.rule` (e.g. `§7.3`, `R-4.3`, `§13#7`),
    from the game's rules specification. URL-encode the id (`§` is `%C2%A7`, `#`
    is `%23`); a section number alone (`7.3`) also finds `§7.3`. The title and
    text are in the asked language (issue 24); the id never changes.

    Args:
        type_ (str):
        rule_id (str):
        lang (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NotFoundError | RuleText
     """


    return sync_detailed(
        type_=type_,
rule_id=rule_id,
client=client,
lang=lang,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    type_: str,
    rule_id: str,
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[Error | NotFoundError | RuleText]:
    """ The text of one rule

     The rule an error names in `details.rule` (e.g. `§7.3`, `R-4.3`, `§13#7`),
    from the game's rules specification. URL-encode the id (`§` is `%C2%A7`, `#`
    is `%23`); a section number alone (`7.3`) also finds `§7.3`. The title and
    text are in the asked language (issue 24); the id never changes.

    Args:
        type_ (str):
        rule_id (str):
        lang (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NotFoundError | RuleText]
     """


    kwargs = _get_kwargs(
        type_=type_,
rule_id=rule_id,
lang=lang,
accept_language=accept_language,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    type_: str,
    rule_id: str,
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Error | NotFoundError | RuleText | None:
    """ The text of one rule

     The rule an error names in `details.rule` (e.g. `§7.3`, `R-4.3`, `§13#7`),
    from the game's rules specification. URL-encode the id (`§` is `%C2%A7`, `#`
    is `%23`); a section number alone (`7.3`) also finds `§7.3`. The title and
    text are in the asked language (issue 24); the id never changes.

    Args:
        type_ (str):
        rule_id (str):
        lang (str | Unset):
        accept_language (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NotFoundError | RuleText
     """


    return (await asyncio_detailed(
        type_=type_,
rule_id=rule_id,
client=client,
lang=lang,
accept_language=accept_language,

    )).parsed
