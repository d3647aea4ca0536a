from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.invite_error import InviteError
from ...models.join_conflict_error import JoinConflictError
from ...models.join_request import JoinRequest
from ...models.join_result import JoinResult
from ...models.join_rule_error import JoinRuleError
from ...models.not_found_error import NotFoundError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    gid: str,
    *,
    body: JoinRequest,
    mh_session: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    cookies = {}
    if mh_session is not UNSET:
        cookies["mh_session"] = mh_session



    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{gid}/join".format(gid=quote(str(gid), safe=""),),
        "cookies": cookies,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestError | Error | InviteError | JoinConflictError | JoinResult | JoinRuleError | NotFoundError | None:
    if response.status_code == 201:
        response_201 = JoinResult.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

    if response.status_code == 403:
        response_403 = InviteError.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = NotFoundError.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = JoinConflictError.from_dict(response.json())



        return response_409

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 422:
        response_422 = JoinRuleError.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestError | Error | InviteError | JoinConflictError | JoinResult | JoinRuleError | NotFoundError]:
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
    body: JoinRequest,
    mh_session: str | Unset = UNSET,

) -> Response[BadRequestError | Error | InviteError | JoinConflictError | JoinResult | JoinRuleError | NotFoundError]:
    """ Take an open seat

     Takes the open seat `seat` (by default the first public open seat, or the
    private seat the `invite` belongs to) and answers its secret `token`, shown only
    here. Of two joins of one seat exactly one wins (the other gets 409). When the
    last open seat is taken the game starts (`status` becomes `active`).
    With an account (the session cookie, or a personal token with `play`/`bot:play`)
    the seat is the account's (`account` in the seat and the joined event): its
    session and tokens act for it, it is listed in `GET /v1/me/games`, and `name`
    defaults to the account's name. Without one, `name` is required (400).

    Args:
        gid (str):
        mh_session (str | Unset):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | InviteError | JoinConflictError | JoinResult | JoinRuleError | NotFoundError]
     """


    kwargs = _get_kwargs(
        gid=gid,
body=body,
mh_session=mh_session,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    gid: str,
    *,
    client: AuthenticatedClient,
    body: JoinRequest,
    mh_session: str | Unset = UNSET,

) -> BadRequestError | Error | InviteError | JoinConflictError | JoinResult | JoinRuleError | NotFoundError | None:
    """ Take an open seat

     Takes the open seat `seat` (by default the first public open seat, or the
    private seat the `invite` belongs to) and answers its secret `token`, shown only
    here. Of two joins of one seat exactly one wins (the other gets 409). When the
    last open seat is taken the game starts (`status` becomes `active`).
    With an account (the session cookie, or a personal token with `play`/`bot:play`)
    the seat is the account's (`account` in the seat and the joined event): its
    session and tokens act for it, it is listed in `GET /v1/me/games`, and `name`
    defaults to the account's name. Without one, `name` is required (400).

    Args:
        gid (str):
        mh_session (str | Unset):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | InviteError | JoinConflictError | JoinResult | JoinRuleError | NotFoundError
     """


    return sync_detailed(
        gid=gid,
client=client,
body=body,
mh_session=mh_session,

    ).parsed

async def asyncio_detailed(
    gid: str,
    *,
    client: AuthenticatedClient,
    body: JoinRequest,
    mh_session: str | Unset = UNSET,

) -> Response[BadRequestError | Error | InviteError | JoinConflictError | JoinResult | JoinRuleError | NotFoundError]:
    """ Take an open seat

     Takes the open seat `seat` (by default the first public open seat, or the
    private seat the `invite` belongs to) and answers its secret `token`, shown only
    here. Of two joins of one seat exactly one wins (the other gets 409). When the
    last open seat is taken the game starts (`status` becomes `active`).
    With an account (the session cookie, or a personal token with `play`/`bot:play`)
    the seat is the account's (`account` in the seat and the joined event): its
    session and tokens act for it, it is listed in `GET /v1/me/games`, and `name`
    defaults to the account's name. Without one, `name` is required (400).

    Args:
        gid (str):
        mh_session (str | Unset):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | Error | InviteError | JoinConflictError | JoinResult | JoinRuleError | NotFoundError]
     """


    kwargs = _get_kwargs(
        gid=gid,
body=body,
mh_session=mh_session,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    gid: str,
    *,
    client: AuthenticatedClient,
    body: JoinRequest,
    mh_session: str | Unset = UNSET,

) -> BadRequestError | Error | InviteError | JoinConflictError | JoinResult | JoinRuleError | NotFoundError | None:
    """ Take an open seat

     Takes the open seat `seat` (by default the first public open seat, or the
    private seat the `invite` belongs to) and answers its secret `token`, shown only
    here. Of two joins of one seat exactly one wins (the other gets 409). When the
    last open seat is taken the game starts (`status` becomes `active`).
    With an account (the session cookie, or a personal token with `play`/`bot:play`)
    the seat is the account's (`account` in the seat and the joined event): its
    session and tokens act for it, it is listed in `GET /v1/me/games`, and `name`
    defaults to the account's name. Without one, `name` is required (400).

    Args:
        gid (str):
        mh_session (str | Unset):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | Error | InviteError | JoinConflictError | JoinResult | JoinRuleError | NotFoundError
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,
body=body,
mh_session=mh_session,

    )).parsed
