from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.no_decision_error import NoDecisionError
from ...models.not_found_error import NotFoundError
from ...models.review import Review
from ...models.review_conflict_error import ReviewConflictError
from ...models.review_pending import ReviewPending
from typing import cast



def _get_kwargs(
    gid: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{gid}/review".format(gid=quote(str(gid), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | NoDecisionError | NotFoundError | Review | ReviewConflictError | ReviewPending | None:
    if response.status_code == 200:
        response_200 = Review.from_dict(response.json())



        return response_200

    if response.status_code == 202:
        response_202 = ReviewPending.from_dict(response.json())



        return response_202

    if response.status_code == 404:
        response_404 = NotFoundError.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = ReviewConflictError.from_dict(response.json())



        return response_409

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 422:
        response_422 = NoDecisionError.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 431:
        response_431 = Error.from_dict(response.json())



        return response_431

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | NoDecisionError | NotFoundError | Review | ReviewConflictError | ReviewPending]:
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

) -> Response[Error | NoDecisionError | NotFoundError | Review | ReviewConflictError | ReviewPending]:
    """ The post-game review

     For each seat's move that stands (undone moves left out), the expert's estimate
    before it (the value of its best move, from that seat's view at that version)
    and after it (the value of the move played), the `swing` (after - before) and,
    per seat, the three biggest losses `flagged` (at least 0.05 of a win chance, 2
    points in Azul). The first request queues the review on the RQ workers and
    answers `202`; ask again until `200`. Computed once (16 samples a position, the
    operator's `MOONHALL_REVIEW_SAMPLES`) and kept for 7 days. Finished games only;
    anyone may ask.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NoDecisionError | NotFoundError | Review | ReviewConflictError | ReviewPending]
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

) -> Error | NoDecisionError | NotFoundError | Review | ReviewConflictError | ReviewPending | None:
    """ The post-game review

     For each seat's move that stands (undone moves left out), the expert's estimate
    before it (the value of its best move, from that seat's view at that version)
    and after it (the value of the move played), the `swing` (after - before) and,
    per seat, the three biggest losses `flagged` (at least 0.05 of a win chance, 2
    points in Azul). The first request queues the review on the RQ workers and
    answers `202`; ask again until `200`. Computed once (16 samples a position, the
    operator's `MOONHALL_REVIEW_SAMPLES`) and kept for 7 days. Finished games only;
    anyone may ask.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NoDecisionError | NotFoundError | Review | ReviewConflictError | ReviewPending
     """


    return sync_detailed(
        gid=gid,
client=client,

    ).parsed

async def asyncio_detailed(
    gid: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | NoDecisionError | NotFoundError | Review | ReviewConflictError | ReviewPending]:
    """ The post-game review

     For each seat's move that stands (undone moves left out), the expert's estimate
    before it (the value of its best move, from that seat's view at that version)
    and after it (the value of the move played), the `swing` (after - before) and,
    per seat, the three biggest losses `flagged` (at least 0.05 of a win chance, 2
    points in Azul). The first request queues the review on the RQ workers and
    answers `202`; ask again until `200`. Computed once (16 samples a position, the
    operator's `MOONHALL_REVIEW_SAMPLES`) and kept for 7 days. Finished games only;
    anyone may ask.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NoDecisionError | NotFoundError | Review | ReviewConflictError | ReviewPending]
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

) -> Error | NoDecisionError | NotFoundError | Review | ReviewConflictError | ReviewPending | None:
    """ The post-game review

     For each seat's move that stands (undone moves left out), the expert's estimate
    before it (the value of its best move, from that seat's view at that version)
    and after it (the value of the move played), the `swing` (after - before) and,
    per seat, the three biggest losses `flagged` (at least 0.05 of a win chance, 2
    points in Azul). The first request queues the review on the RQ workers and
    answers `202`; ask again until `200`. Computed once (16 samples a position, the
    operator's `MOONHALL_REVIEW_SAMPLES`) and kept for 7 days. Finished games only;
    anyone may ask.

    Args:
        gid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NoDecisionError | NotFoundError | Review | ReviewConflictError | ReviewPending
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,

    )).parsed
