from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.token_list import TokenList
from ...models.unauthorized_error import UnauthorizedError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    mh_session: str | Unset = UNSET,

) -> dict[str, Any]:
    

    cookies = {}
    if mh_session is not UNSET:
        cookies["mh_session"] = mh_session



    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/me/tokens",
        "cookies": cookies,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | TokenList | UnauthorizedError | None:
    if response.status_code == 200:
        response_200 = TokenList.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | TokenList | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    mh_session: str | Unset = UNSET,

) -> Response[Error | TokenList | UnauthorizedError]:
    """ The account's personal tokens

     Each live token's id, scopes, label, creation and last use (to the minute) - never the token. Only
    with the session cookie.

    Args:
        mh_session (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TokenList | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        mh_session=mh_session,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    mh_session: str | Unset = UNSET,

) -> Error | TokenList | UnauthorizedError | None:
    """ The account's personal tokens

     Each live token's id, scopes, label, creation and last use (to the minute) - never the token. Only
    with the session cookie.

    Args:
        mh_session (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TokenList | UnauthorizedError
     """


    return sync_detailed(
        client=client,
mh_session=mh_session,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    mh_session: str | Unset = UNSET,

) -> Response[Error | TokenList | UnauthorizedError]:
    """ The account's personal tokens

     Each live token's id, scopes, label, creation and last use (to the minute) - never the token. Only
    with the session cookie.

    Args:
        mh_session (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TokenList | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        mh_session=mh_session,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    mh_session: str | Unset = UNSET,

) -> Error | TokenList | UnauthorizedError | None:
    """ The account's personal tokens

     Each live token's id, scopes, label, creation and last use (to the minute) - never the token. Only
    with the session cookie.

    Args:
        mh_session (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TokenList | UnauthorizedError
     """


    return (await asyncio_detailed(
        client=client,
mh_session=mh_session,

    )).parsed
