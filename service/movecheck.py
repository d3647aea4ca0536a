"""Moves are checked at run time against the move schema the game publishes (the same
JSON Schema openapi.yaml carries as ``<Prefix>Move``; issue 10): a move the document
refuses (a missing field, a wrong type, an unknown key) is a 400 naming what is wrong,
before the game sees it. Every built-in game's move schema closes its objects
(``additionalProperties: false``): unknown keys are refused by every game."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from jsonschema import validators

from service.errors import ApiError

MAX_REPORTED = 5


@lru_cache(maxsize=None)
def _validator(game):
    schema = getattr(game, "move_schema", None) or {}
    cls = validators.validator_for(schema, default=validators.Draft202012Validator)
    cls.check_schema(schema)
    return cls(schema)


def _best(errors) -> list[dict]:
    """The most telling errors: for a oneOf, those of the alternative of the move's type."""
    out = []
    for e in errors:
        leaf = e
        if e.context:
            # the alternative whose own errors are deepest is the one the move meant
            leaf = max(e.context, key=lambda c: (len(c.absolute_path), -len(list(c.context or ()))))
        out.append({"path": "/" + "/".join(str(p) for p in leaf.absolute_path), "message": leaf.message[:300]})
        if len(out) >= MAX_REPORTED:
            break
    return out


def normalize(value: Any) -> Any:
    """Integral floats as integers (``1.0`` is JSON Schema's integer 1, and the document
    accepts it, so the game gets ``1``)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {k: normalize(v) for k, v in value.items()}
    if isinstance(value, list):
        return [normalize(v) for v in value]
    return value


def check_move(game, move: Any) -> Any:
    """The move, normalized; a 400 ``malformed_move`` when it does not match the game's
    move schema."""
    move = normalize(move)
    v = _validator(game)
    errors = sorted(v.iter_errors(move), key=lambda e: e.path)
    if errors:
        raise ApiError(400, "malformed_move", "the move does not match the game's move schema (openapi.yaml)",
                       {"move_type": move.get("type") if isinstance(move, dict) else None,
                        "errors": _best(errors)})
    return move
