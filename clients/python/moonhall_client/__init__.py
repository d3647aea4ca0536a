"""Moonhall's Python SDK (issue 28): the typed client generated from openapi.yaml
(``Client``, ``AuthenticatedClient``, ``moonhall_client.api``, ``moonhall_client.models``)
and a bot runner (``Bot``: stream, reconnect, idempotent moves, Retry-After, 409s, many
games at once), plus the conformance kit (``python -m moonhall_client.check``).

Install from a checkout: ``pip install ./clients/python``. The generated parts
(``client.py``, ``errors.py``, ``types.py``, ``api/``, ``models/``) are rewritten by
``make client``; the rest is written by hand.
"""
from .bot import Bot, Decide, MoonhallError, Outcome, Seat, Stats, parse_envelope, random_decide
from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Bot",
    "Client",
    "Decide",
    "MoonhallError",
    "Outcome",
    "Seat",
    "Stats",
    "parse_envelope",
    "random_decide",
)
