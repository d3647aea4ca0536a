from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.account_created import AccountCreated
from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.sign_up import SignUp
from typing import cast



def _get_kwargs(
    *,
    body: SignUp,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/accounts",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AccountCreated | BadRequestError | Error | None:
    if response.status_code == 201:
        response_201 = AccountCreated.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AccountCreated | BadRequestError | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignUp,

) -> Response[AccountCreated | BadRequestError | Error]:
    """ Sign up (an account is optional)

     Registers `name` (3-32 letters, digits, `_` or `-`; unique whatever its case) with
    `password` (8-256 characters, kept only as its argon2id hash). Sign in with
    `POST /v1/session`. Seat tokens keep working without any account.

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountCreated | BadRequestError | Error]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: SignUp,

) -> AccountCreated | BadRequestError | Error | None:
    """ Sign up (an account is optional)

     Registers `name` (3-32 letters, digits, `_` or `-`; unique whatever its case) with
    `password` (8-256 characters, kept only as its argon2id hash). Sign in with
    `POST /v1/session`. Seat tokens keep working without any account.

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountCreated | BadRequestError | Error
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignUp,

) -> Response[AccountCreated | BadRequestError | Error]:
    """ Sign up (an account is optional)

     Registers `name` (3-32 letters, digits, `_` or `-`; unique whatever its case) with
    `password` (8-256 characters, kept only as its argon2id hash). Sign in with
    `POST /v1/session`. Seat tokens keep working without any account.

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountCreated | BadRequestError | Error]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SignUp,

) -> AccountCreated | BadRequestError | Error | None:
    """ Sign up (an account is optional)

     Registers `name` (3-32 letters, digits, `_` or `-`; unique whatever its case) with
    `password` (8-256 characters, kept only as its argon2id hash). Sign in with
    `POST /v1/session`. Seat tokens keep working without any account.

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountCreated | BadRequestError | Error
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
