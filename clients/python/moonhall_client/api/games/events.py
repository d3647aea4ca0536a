from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.event_feed import EventFeed
from ...models.not_found_error import NotFoundError
from ...models.unauthorized_error import UnauthorizedError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    gid: str,
    *,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    limit: int | Unset = 500,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["wait"] = wait

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{gid}/events".format(gid=quote(str(gid), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | EventFeed | NotFoundError | UnauthorizedError | None:
    if response.status_code == 200:
        response_200 = EventFeed.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | EventFeed | NotFoundError | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    gid: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    limit: int | Unset = 500,

) -> Response[BadRequestError | Error | EventFeed | NotFoundError | UnauthorizedError]:
    """ The event feed (long poll)

     The events after version `after`, as the token's seat (or a spectator) sees
    them: other seats' hidden draws are redacted. With `wait`, the call blocks up
    to that many seconds until there is an event after `after`, then answers
    (possibly with no events). `version` is the version of the last event
    returned (the game's version when none is). The answer is a page of at most
    `limit` events: `more` says whether more follow, and `next_after` is then the
    `after` to ask for next (null when the page reaches the game's version).

    Args:
        gid (str):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 500.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | EventFeed | NotFoundError | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        gid=gid,
after=after,
wait=wait,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    gid: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    limit: int | Unset = 500,

) -> BadRequestError | Error | EventFeed | NotFoundError | UnauthorizedError | None:
    """ The event feed (long poll)

     The events after version `after`, as the token's seat (or a spectator) sees
    them: other seats' hidden draws are redacted. With `wait`, the call blocks up
    to that many seconds until there is an event after `after`, then answers
    (possibly with no events). `version` is the version of the last event
    returned (the game's version when none is). The answer is a page of at most
    `limit` events: `more` says whether more follow, and `next_after` is then the
    `after` to ask for next (null when the page reaches the game's version).

    Args:
        gid (str):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 500.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | EventFeed | NotFoundError | UnauthorizedError
     """


    return sync_detailed(
        gid=gid,
client=client,
after=after,
wait=wait,
limit=limit,

    ).parsed

async def asyncio_detailed(
    gid: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    limit: int | Unset = 500,

) -> Response[BadRequestError | Error | EventFeed | NotFoundError | UnauthorizedError]:
    """ The event feed (long poll)

     The events after version `after`, as the token's seat (or a spectator) sees
    them: other seats' hidden draws are redacted. With `wait`, the call blocks up
    to that many seconds until there is an event after `after`, then answers
    (possibly with no events). `version` is the version of the last event
    returned (the game's version when none is). The answer is a page of at most
    `limit` events: `more` says whether more follow, and `next_after` is then the
    `after` to ask for next (null when the page reaches the game's version).

    Args:
        gid (str):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 500.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | EventFeed | NotFoundError | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        gid=gid,
after=after,
wait=wait,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    gid: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    limit: int | Unset = 500,

) -> BadRequestError | Error | EventFeed | NotFoundError | UnauthorizedError | None:
    """ The event feed (long poll)

     The events after version `after`, as the token's seat (or a spectator) sees
    them: other seats' hidden draws are redacted. With `wait`, the call blocks up
    to that many seconds until there is an event after `after`, then answers
    (possibly with no events). `version` is the version of the last event
    returned (the game's version when none is). The answer is a page of at most
    `limit` events: `more` says whether more follow, and `next_after` is then the
    `after` to ask for next (null when the page reaches the game's version).

    Args:
        gid (str):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 500.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | EventFeed | NotFoundError | UnauthorizedError
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,
after=after,
wait=wait,
limit=limit,

    )).parsed
