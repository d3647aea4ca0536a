from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.analysis_forbidden_error import AnalysisForbiddenError
from ...models.bad_request_error import BadRequestError
from ...models.branch import Branch
from ...models.branch_request import BranchRequest
from ...models.error import Error
from ...models.no_branch_error import NoBranchError
from ...models.not_found_error import NotFoundError
from ...models.unauthorized_error import UnauthorizedError
from typing import cast



def _get_kwargs(
    gid: str,
    *,
    body: BranchRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{gid}/branches".format(gid=quote(str(gid), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AnalysisForbiddenError | BadRequestError | Branch | Error | NoBranchError | NotFoundError | UnauthorizedError | None:
    if response.status_code == 201:
        response_201 = Branch.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = AnalysisForbiddenError.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = NotFoundError.from_dict(response.json())



        return response_404

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 422:
        response_422 = NoBranchError.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AnalysisForbiddenError | BadRequestError | Branch | Error | NoBranchError | NotFoundError | UnauthorizedError]:
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
    body: BranchRequest,

) -> Response[AnalysisForbiddenError | BadRequestError | Branch | Error | NoBranchError | NotFoundError | UnauthorizedError]:
    """ A what-if branch from a seat's point

     Creates a sandbox game from `version` as `seat` saw it: everything the seat
    could not see is sampled again from its view (never copied from the real
    game), so each branch deals the hidden parts anew. The answer is a created
    game: the creator plays `seat` (its `token` is shown only here), every other
    seat is a bot (the origin's level for a bot seat, else `bot` or the game's
    default resign bot). The branch is a normal game on every path; its view and
    lobby entry carry `branch_of` ({id, version, seat}); it is never rated, and it
    allows hints (`/analysis` for its player while it runs).
    A `seed` fixes the resampling and the branch's chance (and is shown, like a
    creator's seed): the same seed gives the same branch. Access as for
    `/analysis`; rate limited with it.

    Args:
        gid (str):
        body (BranchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnalysisForbiddenError | BadRequestError | Branch | Error | NoBranchError | NotFoundError | UnauthorizedError]
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
    body: BranchRequest,

) -> AnalysisForbiddenError | BadRequestError | Branch | Error | NoBranchError | NotFoundError | UnauthorizedError | None:
    """ A what-if branch from a seat's point

     Creates a sandbox game from `version` as `seat` saw it: everything the seat
    could not see is sampled again from its view (never copied from the real
    game), so each branch deals the hidden parts anew. The answer is a created
    game: the creator plays `seat` (its `token` is shown only here), every other
    seat is a bot (the origin's level for a bot seat, else `bot` or the game's
    default resign bot). The branch is a normal game on every path; its view and
    lobby entry carry `branch_of` ({id, version, seat}); it is never rated, and it
    allows hints (`/analysis` for its player while it runs).
    A `seed` fixes the resampling and the branch's chance (and is shown, like a
    creator's seed): the same seed gives the same branch. Access as for
    `/analysis`; rate limited with it.

    Args:
        gid (str):
        body (BranchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnalysisForbiddenError | BadRequestError | Branch | Error | NoBranchError | NotFoundError | UnauthorizedError
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
    body: BranchRequest,

) -> Response[AnalysisForbiddenError | BadRequestError | Branch | Error | NoBranchError | NotFoundError | UnauthorizedError]:
    """ A what-if branch from a seat's point

     Creates a sandbox game from `version` as `seat` saw it: everything the seat
    could not see is sampled again from its view (never copied from the real
    game), so each branch deals the hidden parts anew. The answer is a created
    game: the creator plays `seat` (its `token` is shown only here), every other
    seat is a bot (the origin's level for a bot seat, else `bot` or the game's
    default resign bot). The branch is a normal game on every path; its view and
    lobby entry carry `branch_of` ({id, version, seat}); it is never rated, and it
    allows hints (`/analysis` for its player while it runs).
    A `seed` fixes the resampling and the branch's chance (and is shown, like a
    creator's seed): the same seed gives the same branch. Access as for
    `/analysis`; rate limited with it.

    Args:
        gid (str):
        body (BranchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnalysisForbiddenError | BadRequestError | Branch | Error | NoBranchError | NotFoundError | UnauthorizedError]
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
    body: BranchRequest,

) -> AnalysisForbiddenError | BadRequestError | Branch | Error | NoBranchError | NotFoundError | UnauthorizedError | None:
    """ A what-if branch from a seat's point

     Creates a sandbox game from `version` as `seat` saw it: everything the seat
    could not see is sampled again from its view (never copied from the real
    game), so each branch deals the hidden parts anew. The answer is a created
    game: the creator plays `seat` (its `token` is shown only here), every other
    seat is a bot (the origin's level for a bot seat, else `bot` or the game's
    default resign bot). The branch is a normal game on every path; its view and
    lobby entry carry `branch_of` ({id, version, seat}); it is never rated, and it
    allows hints (`/analysis` for its player while it runs).
    A `seed` fixes the resampling and the branch's chance (and is shown, like a
    creator's seed): the same seed gives the same branch. Access as for
    `/analysis`; rate limited with it.

    Args:
        gid (str):
        body (BranchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnalysisForbiddenError | BadRequestError | Branch | Error | NoBranchError | NotFoundError | UnauthorizedError
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,
body=body,

    )).parsed
