from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.analysis import Analysis
from ...models.analysis_forbidden_error import AnalysisForbiddenError
from ...models.analysis_request import AnalysisRequest
from ...models.bad_request_error import BadRequestError
from ...models.error import Error
from ...models.no_decision_error import NoDecisionError
from ...models.not_found_error import NotFoundError
from ...models.unauthorized_error import UnauthorizedError
from typing import cast



def _get_kwargs(
    gid: str,
    *,
    body: AnalysisRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{gid}/analysis".format(gid=quote(str(gid), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Analysis | AnalysisForbiddenError | BadRequestError | Error | NoDecisionError | NotFoundError | UnauthorizedError | None:
    if response.status_code == 200:
        response_200 = Analysis.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Analysis | AnalysisForbiddenError | BadRequestError | Error | NoDecisionError | NotFoundError | UnauthorizedError]:
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
    body: AnalysisRequest,

) -> Response[Analysis | AnalysisForbiddenError | BadRequestError | Error | NoDecisionError | NotFoundError | UnauthorizedError]:
    """ The expert's evaluation of a seat's moves (what the seat knew only)

     The game's expert evaluates each legal move of `seat` at `version` from that
    seat's view only: its search samples everything the seat could not see (other
    hands, decks and bags, face-down cards) from what the seat saw
    (determinization), with a random generator seeded by that view alone, so the
    answer is the same whatever the hidden truth was. `value_kind` says what `value`
    measures: `win_chance` (Blue Moon, Legends, Blue Moon City, Nova Luna with 2-4
    players: the estimated chance to win, 0-1), `points` (Azul: the expected point
    margin over the others at the end of the round), `solo_score` (Nova Luna solo).
    `samples` is how many sampled deals (or rollouts) the search ran; a move the
    expert did not try (its candidate list keeps the promising ones) has `value`
    null and comes last; `best` is the move the expert would play.

    Budget: the expert bots' default think time (1000 ms), or `samples` (at most
    40, reproducible: the same view and count give the same answer). The search runs
    on the job workers, ahead of the bots' turns; `503 busy` if none took it within
    30 s. Rate limited per client with branches and reviews (`429`).

    Who may ask: anyone (any token or none) for a finished game, any seat; while
    the game runs only the seat itself with its token, and only at a table created
    with `"hints": true`. Nothing is appended.

    Args:
        gid (str):
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Analysis | AnalysisForbiddenError | BadRequestError | Error | NoDecisionError | NotFoundError | UnauthorizedError]
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
    body: AnalysisRequest,

) -> Analysis | AnalysisForbiddenError | BadRequestError | Error | NoDecisionError | NotFoundError | UnauthorizedError | None:
    """ The expert's evaluation of a seat's moves (what the seat knew only)

     The game's expert evaluates each legal move of `seat` at `version` from that
    seat's view only: its search samples everything the seat could not see (other
    hands, decks and bags, face-down cards) from what the seat saw
    (determinization), with a random generator seeded by that view alone, so the
    answer is the same whatever the hidden truth was. `value_kind` says what `value`
    measures: `win_chance` (Blue Moon, Legends, Blue Moon City, Nova Luna with 2-4
    players: the estimated chance to win, 0-1), `points` (Azul: the expected point
    margin over the others at the end of the round), `solo_score` (Nova Luna solo).
    `samples` is how many sampled deals (or rollouts) the search ran; a move the
    expert did not try (its candidate list keeps the promising ones) has `value`
    null and comes last; `best` is the move the expert would play.

    Budget: the expert bots' default think time (1000 ms), or `samples` (at most
    40, reproducible: the same view and count give the same answer). The search runs
    on the job workers, ahead of the bots' turns; `503 busy` if none took it within
    30 s. Rate limited per client with branches and reviews (`429`).

    Who may ask: anyone (any token or none) for a finished game, any seat; while
    the game runs only the seat itself with its token, and only at a table created
    with `"hints": true`. Nothing is appended.

    Args:
        gid (str):
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Analysis | AnalysisForbiddenError | BadRequestError | Error | NoDecisionError | NotFoundError | UnauthorizedError
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
    body: AnalysisRequest,

) -> Response[Analysis | AnalysisForbiddenError | BadRequestError | Error | NoDecisionError | NotFoundError | UnauthorizedError]:
    """ The expert's evaluation of a seat's moves (what the seat knew only)

     The game's expert evaluates each legal move of `seat` at `version` from that
    seat's view only: its search samples everything the seat could not see (other
    hands, decks and bags, face-down cards) from what the seat saw
    (determinization), with a random generator seeded by that view alone, so the
    answer is the same whatever the hidden truth was. `value_kind` says what `value`
    measures: `win_chance` (Blue Moon, Legends, Blue Moon City, Nova Luna with 2-4
    players: the estimated chance to win, 0-1), `points` (Azul: the expected point
    margin over the others at the end of the round), `solo_score` (Nova Luna solo).
    `samples` is how many sampled deals (or rollouts) the search ran; a move the
    expert did not try (its candidate list keeps the promising ones) has `value`
    null and comes last; `best` is the move the expert would play.

    Budget: the expert bots' default think time (1000 ms), or `samples` (at most
    40, reproducible: the same view and count give the same answer). The search runs
    on the job workers, ahead of the bots' turns; `503 busy` if none took it within
    30 s. Rate limited per client with branches and reviews (`429`).

    Who may ask: anyone (any token or none) for a finished game, any seat; while
    the game runs only the seat itself with its token, and only at a table created
    with `"hints": true`. Nothing is appended.

    Args:
        gid (str):
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Analysis | AnalysisForbiddenError | BadRequestError | Error | NoDecisionError | NotFoundError | UnauthorizedError]
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
    body: AnalysisRequest,

) -> Analysis | AnalysisForbiddenError | BadRequestError | Error | NoDecisionError | NotFoundError | UnauthorizedError | None:
    """ The expert's evaluation of a seat's moves (what the seat knew only)

     The game's expert evaluates each legal move of `seat` at `version` from that
    seat's view only: its search samples everything the seat could not see (other
    hands, decks and bags, face-down cards) from what the seat saw
    (determinization), with a random generator seeded by that view alone, so the
    answer is the same whatever the hidden truth was. `value_kind` says what `value`
    measures: `win_chance` (Blue Moon, Legends, Blue Moon City, Nova Luna with 2-4
    players: the estimated chance to win, 0-1), `points` (Azul: the expected point
    margin over the others at the end of the round), `solo_score` (Nova Luna solo).
    `samples` is how many sampled deals (or rollouts) the search ran; a move the
    expert did not try (its candidate list keeps the promising ones) has `value`
    null and comes last; `best` is the move the expert would play.

    Budget: the expert bots' default think time (1000 ms), or `samples` (at most
    40, reproducible: the same view and count give the same answer). The search runs
    on the job workers, ahead of the bots' turns; `503 busy` if none took it within
    30 s. Rate limited per client with branches and reviews (`429`).

    Who may ask: anyone (any token or none) for a finished game, any seat; while
    the game runs only the seat itself with its token, and only at a table created
    with `"hints": true`. Nothing is appended.

    Args:
        gid (str):
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Analysis | AnalysisForbiddenError | BadRequestError | Error | NoDecisionError | NotFoundError | UnauthorizedError
     """


    return (await asyncio_detailed(
        gid=gid,
client=client,
body=body,

    )).parsed
