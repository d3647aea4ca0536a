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
from ...models.stream_response_200 import StreamResponse200
from ...models.unauthorized_error import UnauthorizedError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    gid: str,
    *,
    ticket: str | Unset = UNSET,
    token: str | Unset = UNSET,
    after: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = str(last_event_id)




    

    params: dict[str, Any] = {}

    params["ticket"] = ticket

    params["token"] = token

    params["after"] = after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{gid}/stream".format(gid=quote(str(gid), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | NotFoundError | StreamResponse200 | UnauthorizedError | None:
    if response.status_code == 200:
        response_200 = StreamResponse200.from_dict(response.text)



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | NotFoundError | StreamResponse200 | UnauthorizedError]:
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
    ticket: str | Unset = UNSET,
    token: str | Unset = UNSET,
    after: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> Response[BadRequestError | Error | NotFoundError | StreamResponse200 | UnauthorizedError]:
    """ The live stream (Server-Sent Events)

     A `text/event-stream` of the game for the token's seat (a spectator without a
    token). Frames:

    - `id: <version>` `event: game` `data: <EventEntry>`: each event of the log,
      exactly as `/events` shows it to this seat;
    - `event: turn` `data: <StreamTurn>`: whenever the status or the seats to act
      change (also once at the start);
    - `event: end` `data: {"version", "result"}`: the game is finished; the server
      closes the stream;
    - `: heartbeat`: a comment every 15 s while nothing happens.

    Resume after a disconnect with the `Last-Event-ID` header (EventSource sends it
    by itself) or `?after=<version>`. Both are version numbers (an empty value is a
    `400`); a query parameter other than `ticket`, `token` and `after`, or one given
    twice, is a `400` too (a misspelt `after` would otherwise replay the whole log).

    The seat comes from `Authorization: Bearer <token>`, or, for a browser's
    EventSource (which cannot set headers), from `?ticket=`: a stream ticket from
    `POST /v1/games/{gid}/stream-ticket`, used up by this request (a reconnect needs a
    new one). Without either the stream is a spectator's.

    Args:
        gid (str):
        ticket (str | Unset):
        token (str | Unset):
        after (int | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | NotFoundError | StreamResponse200 | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        gid=gid,
ticket=ticket,
token=token,
after=after,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    gid: str,
    *,
    client: AuthenticatedClient | Client,
    ticket: str | Unset = UNSET,
    token: str | Unset = UNSET,
    after: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> BadRequestError | Error | NotFoundError | StreamResponse200 | UnauthorizedError | None:
    """ The live stream (Server-Sent Events)

     A `text/event-stream` of the game for the token's seat (a spectator without a
    token). Frames:

    - `id: <version>` `event: game` `data: <EventEntry>`: each event of the log,
      exactly as `/events` shows it to this seat;
    - `event: turn` `data: <StreamTurn>`: whenever the status or the seats to act
      change (also once at the start);
    - `event: end` `data: {"version", "result"}`: the game is finished; the server
      closes the stream;
    - `: heartbeat`: a comment every 15 s while nothing happens.

    Resume after a disconnect with the `Last-Event-ID` header (EventSource sends it
    by itself) or `?after=<version>`. Both are version numbers (an empty value is a
    `400`); a query parameter other than `ticket`, `token` and `after`, or one given
    twice, is a `400` too (a misspelt `after` would otherwise replay the whole log).

    The seat comes from `Authorization: Bearer <token>`, or, for a browser's
    EventSource (which cannot set headers), from `?ticket=`: a stream ticket from
    `POST /v1/games/{gid}/stream-ticket`, used up by this request (a reconnect needs a
    new one). Without either the stream is a spectator's.

    Args:
        gid (str):
        ticket (str | Unset):
        token (str | Unset):
        after (int | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | NotFoundError | StreamResponse200 | UnauthorizedError
     """


    return sync_detailed(
        gid=gid,
client=client,
ticket=ticket,
token=token,
after=after,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    gid: str,
    *,
    client: AuthenticatedClient | Client,
    ticket: str | Unset = UNSET,
    token: str | Unset = UNSET,
    after: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> Response[BadRequestError | Error | NotFoundError | StreamResponse200 | UnauthorizedError]:
    """ The live stream (Server-Sent Events)

     A `text/event-stream` of the game for the token's seat (a spectator without a
    token). Frames:

    - `id: <version>` `event: game` `data: <EventEntry>`: each event of the log,
      exactly as `/events` shows it to this seat;
    - `event: turn` `data: <StreamTurn>`: whenever the status or the seats to act
      change (also once at the start);
    - `event: end` `data: {"version", "result"}`: the game is finished; the server
      closes the stream;
    - `: heartbeat`: a comment every 15 s while nothing happens.

    Resume after a disconnect with the `Last-Event-ID` header (EventSource sends it
    by itself) or `?after=<version>`. Both are version numbers (an empty value is a
    `400`); a query parameter other than `ticket`, `token` and `after`, or one given
    twice, is a `400` too (a misspelt `after` would otherwise replay the whole log).

    The seat comes from `Authorization: Bearer <token>`, or, for a browser's
    EventSource (which cannot set headers), from `?ticket=`: a stream ticket from
    `POST /v1/games/{gid}/stream-ticket`, used up by this request (a reconnect needs a
    new one). Without either the stream is a spectator's.

    Args:
        gid (str):
        ticket (str | Unset):
        token (str | Unset):
        after (int | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | NotFoundError | StreamResponse200 | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        gid=gid,
ticket=ticket,
token=token,
after=after,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    gid: str,
    *,
    client: AuthenticatedClient | Client,
    ticket: str | Unset = UNSET,
    token: str | Unset = UNSET,
    after: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> BadRequestError | Error | NotFoundError | StreamResponse200 | UnauthorizedError | None:
    """ The live stream (Server-Sent Events)

     A `text/event-stream` of the game for the token's seat (a spectator without a
    token). Frames:

    - `id: <version>` `event: game` `data: <EventEntry>`: each event of the log,
      exactly as `/events` shows it to this seat;
    - `event: turn` `data: <StreamTurn>`: whenever the status or the seats to act
      change (also once at the start);
    - `event: end` `data: {"version", "result"}`: the game is finished; the server
      closes the stream;
    - `: heartbeat`: a comment every 15 s while nothing happens.

    Resume after a disconnect with the `Last-Event-ID` header (EventSource sends it
    by itself) or `?after=<version>`. Both are version numbers (an empty value is a
    `400`); a query parameter other than `ticket`, `token` and `after`, or one given
    twice, is a `400` too (a misspelt `after` would otherwise replay the whole log).

    The seat comes from `Authorization: Bearer <token>`, or, for a browser's
    EventSource (which cannot set headers), from `?ticket=`: a stream ticket from
    `POST /v1/games/{gid}/stream-ticket`, used up by this request (a reconnect needs a
    new one). Without either the stream is a spectator's.

    Args:
        gid (str):
        ticket (str | Unset):
        token (str | Unset):
        after (int | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | NotFoundError | StreamResponse200 | UnauthorizedError
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,
ticket=ticket,
token=token,
after=after,
last_event_id=last_event_id,

    )).parsed
