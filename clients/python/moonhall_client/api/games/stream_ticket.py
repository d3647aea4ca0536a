from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.not_found_error import NotFoundError
from ...models.not_your_turn_error import NotYourTurnError
from ...models.stream_ticket import StreamTicket
from ...models.unauthorized_error import UnauthorizedError
from typing import cast



def _get_kwargs(
    gid: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{gid}/stream-ticket".format(gid=quote(str(gid), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | NotFoundError | NotYourTurnError | StreamTicket | UnauthorizedError | None:
    if response.status_code == 201:
        response_201 = StreamTicket.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = NotYourTurnError.from_dict(response.json())



        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | NotFoundError | NotYourTurnError | StreamTicket | UnauthorizedError]:
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

) -> Response[Error | NotFoundError | NotYourTurnError | StreamTicket | UnauthorizedError]:
    """ A ticket that opens one live stream of your seat

     For a browser's EventSource, which cannot set the Authorization header: the
    answer's `ticket` opens `GET /v1/games/{gid}/stream?ticket=<ticket>` once, as the
    token's seat, within `expires_in` (60) seconds, and is used up by it. The token
    itself never goes in a URL (URLs land in access logs). No body.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NotFoundError | NotYourTurnError | StreamTicket | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        gid=gid,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    gid: str,
    *,
    client: AuthenticatedClient,

) -> Error | NotFoundError | NotYourTurnError | StreamTicket | UnauthorizedError | None:
    """ A ticket that opens one live stream of your seat

     For a browser's EventSource, which cannot set the Authorization header: the
    answer's `ticket` opens `GET /v1/games/{gid}/stream?ticket=<ticket>` once, as the
    token's seat, within `expires_in` (60) seconds, and is used up by it. The token
    itself never goes in a URL (URLs land in access logs). No body.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NotFoundError | NotYourTurnError | StreamTicket | UnauthorizedError
     """


    return sync_detailed(
        gid=gid,
client=client,

    ).parsed

async def asyncio_detailed(
    gid: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | NotFoundError | NotYourTurnError | StreamTicket | UnauthorizedError]:
    """ A ticket that opens one live stream of your seat

     For a browser's EventSource, which cannot set the Authorization header: the
    answer's `ticket` opens `GET /v1/games/{gid}/stream?ticket=<ticket>` once, as the
    token's seat, within `expires_in` (60) seconds, and is used up by it. The token
    itself never goes in a URL (URLs land in access logs). No body.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NotFoundError | NotYourTurnError | StreamTicket | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        gid=gid,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    gid: str,
    *,
    client: AuthenticatedClient,

) -> Error | NotFoundError | NotYourTurnError | StreamTicket | UnauthorizedError | None:
    """ A ticket that opens one live stream of your seat

     For a browser's EventSource, which cannot set the Authorization header: the
    answer's `ticket` opens `GET /v1/games/{gid}/stream?ticket=<ticket>` once, as the
    token's seat, within `expires_in` (60) seconds, and is used up by it. The token
    itself never goes in a URL (URLs land in access logs). No body.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NotFoundError | NotYourTurnError | StreamTicket | UnauthorizedError
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,

    )).parsed
