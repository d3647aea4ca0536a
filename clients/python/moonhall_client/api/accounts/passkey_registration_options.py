from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.passkey_registration_options_body import PasskeyRegistrationOptionsBody
from ...models.passkey_registration_options_response_200 import PasskeyRegistrationOptionsResponse200
from ...models.unauthorized_error import UnauthorizedError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: PasskeyRegistrationOptionsBody | Unset = UNSET,
    mh_session: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    cookies = {}
    if mh_session is not UNSET:
        cookies["mh_session"] = mh_session



    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/me/passkeys/options",
        "cookies": cookies,
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | PasskeyRegistrationOptionsResponse200 | UnauthorizedError | None:
    if response.status_code == 200:
        response_200 = PasskeyRegistrationOptionsResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | PasskeyRegistrationOptionsResponse200 | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PasskeyRegistrationOptionsBody | Unset = UNSET,
    mh_session: str | Unset = UNSET,

) -> Response[BadRequestError | Error | PasskeyRegistrationOptionsResponse200 | UnauthorizedError]:
    """ Options to register a passkey

     WebAuthn creation options in their JSON form (`PublicKeyCredential.parseCreationOptionsFromJSON`)
    with a fresh challenge, valid 5 minutes. Only with the session cookie (and its `X-CSRF-Token`). The
    body may be empty or `{}`.

    Args:
        mh_session (str | Unset):
        body (PasskeyRegistrationOptionsBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | PasskeyRegistrationOptionsResponse200 | UnauthorizedError]
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
    body: PasskeyRegistrationOptionsBody | Unset = UNSET,
    mh_session: str | Unset = UNSET,

) -> BadRequestError | Error | PasskeyRegistrationOptionsResponse200 | UnauthorizedError | None:
    """ Options to register a passkey

     WebAuthn creation options in their JSON form (`PublicKeyCredential.parseCreationOptionsFromJSON`)
    with a fresh challenge, valid 5 minutes. Only with the session cookie (and its `X-CSRF-Token`). The
    body may be empty or `{}`.

    Args:
        mh_session (str | Unset):
        body (PasskeyRegistrationOptionsBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | PasskeyRegistrationOptionsResponse200 | UnauthorizedError
     """


    return sync_detailed(
        client=client,
body=body,
mh_session=mh_session,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PasskeyRegistrationOptionsBody | Unset = UNSET,
    mh_session: str | Unset = UNSET,

) -> Response[BadRequestError | Error | PasskeyRegistrationOptionsResponse200 | UnauthorizedError]:
    """ Options to register a passkey

     WebAuthn creation options in their JSON form (`PublicKeyCredential.parseCreationOptionsFromJSON`)
    with a fresh challenge, valid 5 minutes. Only with the session cookie (and its `X-CSRF-Token`). The
    body may be empty or `{}`.

    Args:
        mh_session (str | Unset):
        body (PasskeyRegistrationOptionsBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | PasskeyRegistrationOptionsResponse200 | UnauthorizedError]
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
    body: PasskeyRegistrationOptionsBody | Unset = UNSET,
    mh_session: str | Unset = UNSET,

) -> BadRequestError | Error | PasskeyRegistrationOptionsResponse200 | UnauthorizedError | None:
    """ Options to register a passkey

     WebAuthn creation options in their JSON form (`PublicKeyCredential.parseCreationOptionsFromJSON`)
    with a fresh challenge, valid 5 minutes. Only with the session cookie (and its `X-CSRF-Token`). The
    body may be empty or `{}`.

    Args:
        mh_session (str | Unset):
        body (PasskeyRegistrationOptionsBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | PasskeyRegistrationOptionsResponse200 | UnauthorizedError
     """


    return (await asyncio_detailed(
        client=client,
body=body,
mh_session=mh_session,

    )).parsed
