from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.new_token import NewToken
from ...models.token_request import TokenRequest
from ...models.unauthorized_error import UnauthorizedError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: TokenRequest,
    mh_session: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    cookies = {}
    if mh_session is not UNSET:
        cookies["mh_session"] = mh_session



    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/me/tokens",
        "cookies": cookies,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | NewToken | UnauthorizedError | None:
    if response.status_code == 201:
        response_201 = NewToken.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | NewToken | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TokenRequest,
    mh_session: str | Unset = UNSET,

) -> Response[BadRequestError | Error | NewToken | UnauthorizedError]:
    """ Make a personal API token

     A token for apps and bots (`Authorization: Bearer mhp_...`), shown only in this
    answer and kept only as its hash. Scopes: `play` (act for the account's seats,
    join open seats, adopt seat tokens), `bot:play` (the same, for a program playing
    the account's seats), `read` (`GET /v1/me`, `/v1/me/games`, the seats' own
    views). Only with the session cookie (and its `X-CSRF-Token`): a token cannot
    make tokens. At most 50 live tokens.

    Args:
        mh_session (str | Unset):
        body (TokenRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | NewToken | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        body=body,
mh_session=mh_session,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: TokenRequest,
    mh_session: str | Unset = UNSET,

) -> BadRequestError | Error | NewToken | UnauthorizedError | None:
    """ Make a personal API token

     A token for apps and bots (`Authorization: Bearer mhp_...`), shown only in this
    answer and kept only as its hash. Scopes: `play` (act for the account's seats,
    join open seats, adopt seat tokens), `bot:play` (the same, for a program playing
    the account's seats), `read` (`GET /v1/me`, `/v1/me/games`, the seats' own
    views). Only with the session cookie (and its `X-CSRF-Token`): a token cannot
    make tokens. At most 50 live tokens.

    Args:
        mh_session (str | Unset):
        body (TokenRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | NewToken | UnauthorizedError
     """


    return sync_detailed(
        client=client,
body=body,
mh_session=mh_session,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TokenRequest,
    mh_session: str | Unset = UNSET,

) -> Response[BadRequestError | Error | NewToken | UnauthorizedError]:
    """ Make a personal API token

     A token for apps and bots (`Authorization: Bearer mhp_...`), shown only in this
    answer and kept only as its hash. Scopes: `play` (act for the account's seats,
    join open seats, adopt seat tokens), `bot:play` (the same, for a program playing
    the account's seats), `read` (`GET /v1/me`, `/v1/me/games`, the seats' own
    views). Only with the session cookie (and its `X-CSRF-Token`): a token cannot
    make tokens. At most 50 live tokens.

    Args:
        mh_session (str | Unset):
        body (TokenRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | NewToken | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        body=body,
mh_session=mh_session,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: TokenRequest,
    mh_session: str | Unset = UNSET,

) -> BadRequestError | Error | NewToken | UnauthorizedError | None:
    """ Make a personal API token

     A token for apps and bots (`Authorization: Bearer mhp_...`), shown only in this
    answer and kept only as its hash. Scopes: `play` (act for the account's seats,
    join open seats, adopt seat tokens), `bot:play` (the same, for a program playing
    the account's seats), `read` (`GET /v1/me`, `/v1/me/games`, the seats' own
    views). Only with the session cookie (and its `X-CSRF-Token`): a token cannot
    make tokens. At most 50 live tokens.

    Args:
        mh_session (str | Unset):
        body (TokenRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | NewToken | UnauthorizedError
     """


    return (await asyncio_detailed(
        client=client,
body=body,
mh_session=mh_session,

    )).parsed
