from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.not_found_error import NotFoundError
from ...models.unsubscribed import Unsubscribed
from typing import cast



def _get_kwargs(
    *,
    account: str,
    token: str,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["account"] = account

    params["token"] = token


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/me/email/unsubscribe",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | NotFoundError | Unsubscribed | None:
    if response.status_code == 200:
        response_200 = Unsubscribed.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | NotFoundError | Unsubscribed]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    account: str,
    token: str,

) -> Response[BadRequestError | Error | NotFoundError | Unsubscribed]:
    """ One-click unsubscribe (RFC 8058's List-Unsubscribe-Post)

     The body (a form, as RFC 8058 sends it, or JSON) is ignored; a JSON one must be well-formed.

    Args:
        account (str):
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | NotFoundError | Unsubscribed]
     """


    kwargs = _get_kwargs(
        account=account,
token=token,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    account: str,
    token: str,

) -> BadRequestError | Error | NotFoundError | Unsubscribed | None:
    """ One-click unsubscribe (RFC 8058's List-Unsubscribe-Post)

     The body (a form, as RFC 8058 sends it, or JSON) is ignored; a JSON one must be well-formed.

    Args:
        account (str):
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | NotFoundError | Unsubscribed
     """


    return sync_detailed(
        client=client,
account=account,
token=token,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    account: str,
    token: str,

) -> Response[BadRequestError | Error | NotFoundError | Unsubscribed]:
    """ One-click unsubscribe (RFC 8058's List-Unsubscribe-Post)

     The body (a form, as RFC 8058 sends it, or JSON) is ignored; a JSON one must be well-formed.

    Args:
        account (str):
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | NotFoundError | Unsubscribed]
     """


    kwargs = _get_kwargs(
        account=account,
token=token,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    account: str,
    token: str,

) -> BadRequestError | Error | NotFoundError | Unsubscribed | None:
    """ One-click unsubscribe (RFC 8058's List-Unsubscribe-Post)

     The body (a form, as RFC 8058 sends it, or JSON) is ignored; a JSON one must be well-formed.

    Args:
        account (str):
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | NotFoundError | Unsubscribed
     """


    return (await asyncio_detailed(
        client=client,
account=account,
token=token,

    )).parsed
