from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.azul_summer_pavilion_envelope import AzulSummerPavilionEnvelope
from ...models.bad_request_error import BadRequestError
from ...models.blue_moon_city_envelope import BlueMoonCityEnvelope
from ...models.blue_moon_envelope import BlueMoonEnvelope
from ...models.error import Error
from ...models.legends_of_blue_moon_envelope import LegendsOfBlueMoonEnvelope
from ...models.not_found_error import NotFoundError
from ...models.nova_luna_envelope import NovaLunaEnvelope
from ...models.unauthorized_error import UnauthorizedError
from typing import cast



def _get_kwargs(
    gid: str,
    version: int,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{gid}/states/{version}".format(gid=quote(str(gid), safe=""),version=quote(str(version), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AzulSummerPavilionEnvelope | BlueMoonCityEnvelope | BlueMoonEnvelope | LegendsOfBlueMoonEnvelope | NovaLunaEnvelope | BadRequestError | Error | NotFoundError | UnauthorizedError | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> AzulSummerPavilionEnvelope | BlueMoonCityEnvelope | BlueMoonEnvelope | LegendsOfBlueMoonEnvelope | NovaLunaEnvelope:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_envelope_type_0 = AzulSummerPavilionEnvelope.from_dict(data)



                return componentsschemas_envelope_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_envelope_type_1 = BlueMoonEnvelope.from_dict(data)



                return componentsschemas_envelope_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_envelope_type_2 = BlueMoonCityEnvelope.from_dict(data)



                return componentsschemas_envelope_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_envelope_type_3 = LegendsOfBlueMoonEnvelope.from_dict(data)



                return componentsschemas_envelope_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_envelope_type_4 = NovaLunaEnvelope.from_dict(data)



            return componentsschemas_envelope_type_4

        response_200 = _parse_response_200(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AzulSummerPavilionEnvelope | BlueMoonCityEnvelope | BlueMoonEnvelope | LegendsOfBlueMoonEnvelope | NovaLunaEnvelope | BadRequestError | Error | NotFoundError | UnauthorizedError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    gid: str,
    version: int,
    *,
    client: AuthenticatedClient | Client,

) -> Response[AzulSummerPavilionEnvelope | BlueMoonCityEnvelope | BlueMoonEnvelope | LegendsOfBlueMoonEnvelope | NovaLunaEnvelope | BadRequestError | Error | NotFoundError | UnauthorizedError]:
    """ A past state (replay)

     The envelope as it was at `version`, seen by the token's seat (or a
    spectator): for replays. `undo_to` is always null here; the seed is revealed
    in `result.fairness` only if the state at that version is final and the game
    is over.

    Args:
        gid (str):
        version (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AzulSummerPavilionEnvelope | BlueMoonCityEnvelope | BlueMoonEnvelope | LegendsOfBlueMoonEnvelope | NovaLunaEnvelope | BadRequestError | Error | NotFoundError | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        gid=gid,
version=version,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    gid: str,
    version: int,
    *,
    client: AuthenticatedClient | Client,

) -> AzulSummerPavilionEnvelope | BlueMoonCityEnvelope | BlueMoonEnvelope | LegendsOfBlueMoonEnvelope | NovaLunaEnvelope | BadRequestError | Error | NotFoundError | UnauthorizedError | None:
    """ A past state (replay)

     The envelope as it was at `version`, seen by the token's seat (or a
    spectator): for replays. `undo_to` is always null here; the seed is revealed
    in `result.fairness` only if the state at that version is final and the game
    is over.

    Args:
        gid (str):
        version (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AzulSummerPavilionEnvelope | BlueMoonCityEnvelope | BlueMoonEnvelope | LegendsOfBlueMoonEnvelope | NovaLunaEnvelope | BadRequestError | Error | NotFoundError | UnauthorizedError
     """


    return sync_detailed(
        gid=gid,
version=version,
client=client,

    ).parsed

async def asyncio_detailed(
    gid: str,
    version: int,
    *,
    client: AuthenticatedClient | Client,

) -> Response[AzulSummerPavilionEnvelope | BlueMoonCityEnvelope | BlueMoonEnvelope | LegendsOfBlueMoonEnvelope | NovaLunaEnvelope | BadRequestError | Error | NotFoundError | UnauthorizedError]:
    """ A past state (replay)

     The envelope as it was at `version`, seen by the token's seat (or a
    spectator): for replays. `undo_to` is always null here; the seed is revealed
    in `result.fairness` only if the state at that version is final and the game
    is over.

    Args:
        gid (str):
        version (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AzulSummerPavilionEnvelope | BlueMoonCityEnvelope | BlueMoonEnvelope | LegendsOfBlueMoonEnvelope | NovaLunaEnvelope | BadRequestError | Error | NotFoundError | UnauthorizedError]
     """


    kwargs = _get_kwargs(
        gid=gid,
version=version,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    gid: str,
    version: int,
    *,
    client: AuthenticatedClient | Client,

) -> AzulSummerPavilionEnvelope | BlueMoonCityEnvelope | BlueMoonEnvelope | LegendsOfBlueMoonEnvelope | NovaLunaEnvelope | BadRequestError | Error | NotFoundError | UnauthorizedError | None:
    """ A past state (replay)

     The envelope as it was at `version`, seen by the token's seat (or a
    spectator): for replays. `undo_to` is always null here; the seed is revealed
    in `result.fairness` only if the state at that version is final and the game
    is over.

    Args:
        gid (str):
        version (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AzulSummerPavilionEnvelope | BlueMoonCityEnvelope | BlueMoonEnvelope | LegendsOfBlueMoonEnvelope | NovaLunaEnvelope | BadRequestError | Error | NotFoundError | UnauthorizedError
     """


    return (await asyncio_detailed(
        gid=gid,
version=version,
client=client,

    )).parsed
