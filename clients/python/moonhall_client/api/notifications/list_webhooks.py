from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.unauthorized_error import UnauthorizedError
from ...models.webhook_list import WebhookList
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
        "url": "/v1/me/webhooks",
        "cookies": cookies,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | UnauthorizedError | WebhookList | None:
    if response.status_code == 200:
        response_200 = WebhookList.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | UnauthorizedError | WebhookList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    mh_session: str | Unset = UNSET,

) -> Response[Error | UnauthorizedError | WebhookList]:
    """ The account's "your turn" webhooks

     Each webhook's id, URL, events, whether it is disabled (after repeated failed
    deliveries) and its last attempt - never its secret. With the session cookie or a
    personal token of any scope.

    Args:
        mh_session (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UnauthorizedError | WebhookList]
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
    client: AuthenticatedClient,
    mh_session: str | Unset = UNSET,

) -> Error | UnauthorizedError | WebhookList | None:
    """ The account's "your turn" webhooks

     Each webhook's id, URL, events, whether it is disabled (after repeated failed
    deliveries) and its last attempt - never its secret. With the session cookie or a
    personal token of any scope.

    Args:
        mh_session (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UnauthorizedError | WebhookList
     """


    return sync_detailed(
        client=client,
mh_session=mh_session,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    mh_session: str | Unset = UNSET,

) -> Response[Error | UnauthorizedError | WebhookList]:
    """ The account's "your turn" webhooks

     Each webhook's id, URL, events, whether it is disabled (after repeated failed
    deliveries) and its last attempt - never its secret. With the session cookie or a
    personal token of any scope.

    Args:
        mh_session (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UnauthorizedError | WebhookList]
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
    client: AuthenticatedClient,
    mh_session: str | Unset = UNSET,

) -> Error | UnauthorizedError | WebhookList | None:
    """ The account's "your turn" webhooks

     Each webhook's id, URL, events, whether it is disabled (after repeated failed
    deliveries) and its last attempt - never its secret. With the session cookie or a
    personal token of any scope.

    Args:
        mh_session (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UnauthorizedError | WebhookList
     """


    return (await asyncio_detailed(
        client=client,
mh_session=mh_session,

    )).parsed
