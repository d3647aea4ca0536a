from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.chat_forbidden_error import ChatForbiddenError
from ...models.error import Error
from ...models.heartbeat import Heartbeat
from ...models.not_found_error import NotFoundError
from ...models.presence import Presence
from ...models.unauthorized_error import UnauthorizedError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    gid: str,
    *,
    body: Heartbeat | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{gid}/presence".format(gid=quote(str(gid), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | ChatForbiddenError | Error | NotFoundError | Presence | UnauthorizedError | None:
    if response.status_code == 200:
        response_200 = Presence.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ChatForbiddenError.from_dict(response.json())



        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | ChatForbiddenError | Error | NotFoundError | Presence | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    gid: str,
    *,
    client: AuthenticatedClient,
    body: Heartbeat | Unset = UNSET,

) -> Response[BadRequestError | ChatForbiddenError | Error | NotFoundError | Presence | UnauthorizedError]:
    """ I am here

     A heartbeat: a seat's with its token, a spectator's with a `viewer` id of its
    own (random, 8-64 of `A-Z a-z 0-9 _ -`, the same on every heartbeat). Answers
    who is here now. Not part of the game: nothing is appended to it.

    Args:
        gid (str):
        body (Heartbeat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ChatForbiddenError | Error | NotFoundError | Presence | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        gid=gid,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    gid: str,
    *,
    client: AuthenticatedClient,
    body: Heartbeat | Unset = UNSET,

) -> BadRequestError | ChatForbiddenError | Error | NotFoundError | Presence | UnauthorizedError | None:
    """ I am here

     A heartbeat: a seat's with its token, a spectator's with a `viewer` id of its
    own (random, 8-64 of `A-Z a-z 0-9 _ -`, the same on every heartbeat). Answers
    who is here now. Not part of the game: nothing is appended to it.

    Args:
        gid (str):
        body (Heartbeat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ChatForbiddenError | Error | NotFoundError | Presence | UnauthorizedError
     """


    return sync_detailed(
        gid=gid,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    gid: str,
    *,
    client: AuthenticatedClient,
    body: Heartbeat | Unset = UNSET,

) -> Response[BadRequestError | ChatForbiddenError | Error | NotFoundError | Presence | UnauthorizedError]:
    """ I am here

     A heartbeat: a seat's with its token, a spectator's with a `viewer` id of its
    own (random, 8-64 of `A-Z a-z 0-9 _ -`, the same on every heartbeat). Answers
    who is here now. Not part of the game: nothing is appended to it.

    Args:
        gid (str):
        body (Heartbeat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ChatForbiddenError | Error | NotFoundError | Presence | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        gid=gid,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    gid: str,
    *,
    client: AuthenticatedClient,
    body: Heartbeat | Unset = UNSET,

) -> BadRequestError | ChatForbiddenError | Error | NotFoundError | Presence | UnauthorizedError | None:
    """ I am here

     A heartbeat: a seat's with its token, a spectator's with a `viewer` id of its
    own (random, 8-64 of `A-Z a-z 0-9 _ -`, the same on every heartbeat). Answers
    who is here now. Not part of the game: nothing is appended to it.

    Args:
        gid (str):
        body (Heartbeat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ChatForbiddenError | Error | NotFoundError | Presence | UnauthorizedError
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,
body=body,

    )).parsed
