"""Moves are checked at run time against the move schema the game publishes (the same
JSON Schema openapi.yaml carries as ``<Prefix>Move``; issue 10): a move the document
refuses (a missing field, a wrong type, an unknown key) is a 400 naming what is wrong,
before the game sees it. Every built-in game's move schema closes its objects
(``additionalProperties: false``): unknown keys are refused by every game."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

import fastjsonschema
from jsonschema import validators

from service.errors import ApiError, bad_request

MAX_REPORTED = 5
#: arrays and objects nested deeper than this in a request body are a 400 (issue 30, item 5):
#: no move or option of any game nests more than 2 levels, and the walks over a body
#: (here, jsonschema's) recurse once or twice a level, so 500 levels ran out of stack (a 500)
MAX_DEPTH = 32


def too_deep() -> ApiError:
    return bad_request(f"the body is nested too deeply (at most {MAX_DEPTH} levels of arrays and objects)")


def depth_exceeds(value: Any, limit: int = MAX_DEPTH) -> bool:
    """True when arrays and objects nest more than ``limit`` levels in ``value`` (a loop,
    not a recursion: any depth is measured without touching the stack)."""
    stack = [(value, 0)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            v = v.values()
        elif not isinstance(v, list):
            continue
        if d == limit:
            return True
        stack.extend((x, d + 1) for x in v)
    return False


@lru_cache(maxsize=None)
def _validator(game):
    schema = getattr(game, "move_schema", None) or {}
    cls = validators.validator_for(schema, default=validators.Draft202012Validator)
    cls.check_schema(schema)
    return cls(schema)


def _leaves(error) -> list:
    """The errors to show for one failed check: for a oneOf/anyOf, those of the alternative
    the move meant (its ``type`` matched; the fewest errors)."""
    if not error.context:
        return [error]
    groups: dict = {}
    for c in error.context:
        groups.setdefault(c.relative_schema_path[0], []).append(c)
    best = min(groups.values(), key=lambda errs: (any(list(c.path)[:1] == ["type"] for c in errs), len(errs)))
    return [leaf for c in best for leaf in _leaves(c)]


def _best(errors) -> list[dict]:
    out = []
    for e in errors:
        for leaf in _leaves(e):
            out.append({"path": "/" + "/".join(str(p) for p in leaf.absolute_path), "message": leaf.message[:300]})
    return out[:MAX_REPORTED]


_ANNOTATIONS = {"$schema", "title", "description", "oneOf"}


@lru_cache(maxsize=None)
def _by_type(game) -> dict | None:
    """The oneOf alternatives of the move schema grouped by their ``type`` const, each
    compiled to Python by fastjsonschema (issue 15: a move is checked against its own
    type's alternatives only, in 1-7 µs where jsonschema took 20-60 µs). None when the
    schema has another shape ($ref, a keyword besides the oneOf, an alternative without
    a required const type): then every move takes the full check."""
    import json
    schema = getattr(game, "move_schema", None) or {}
    if not schema.get("oneOf") or set(schema) - _ANNOTATIONS or "$ref" in json.dumps(schema):
        return None
    groups: dict = {}
    for alt in schema["oneOf"]:
        t = (alt.get("properties") or {}).get("type")
        if not (isinstance(alt, dict) and isinstance(t, dict) and "const" in t and "type" in alt.get("required", ())):
            return None
        groups.setdefault(t["const"], []).append(fastjsonschema.compile(alt))
    return groups


def _passes(check, move) -> bool:
    try:
        check(move)
        return True
    except fastjsonschema.JsonSchemaException:
        return False


def _valid_fast(game, move: Any) -> bool:
    """True when the move surely passes the full schema: exactly one alternative of its
    type validates (alternatives of other types cannot: their const ``type`` differs).
    False means "not known": the full check (jsonschema) decides and names the errors.
    tests/service/test_movecheck.py holds the shortcut to the full check's answers."""
    groups = _by_type(game)
    if groups is None or not isinstance(move, dict):
        return False
    alts = groups.get(move.get("type")) if isinstance(move.get("type"), str) else None
    return bool(alts) and sum(1 for check in alts if _passes(check, move)) == 1


def normalize(value: Any, depth: int = MAX_DEPTH - 1) -> Any:
    """Integral floats as integers (``1.0`` is JSON Schema's integer 1, and the document
    accepts it, so the game gets ``1``). The walk that does it also bounds the nesting:
    a move is inside the body's object, so it may nest ``MAX_DEPTH - 1`` levels, and
    deeper is a 400 before any recursion could run out of stack (issue 30, item 5; the
    common move body skips the body's own depth check, so this is its only walk)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        if depth <= 0:
            raise too_deep()
        return {k: normalize(v, depth - 1) for k, v in value.items()}
    if isinstance(value, list):
        if depth <= 0:
            raise too_deep()
        return [normalize(v, depth - 1) for v in value]
    return value


def check_move(game, move: Any, registry: dict | None = None) -> Any:
    """The move, normalized; a 400 ``malformed_move`` when it does not match the game's
    move schema. A move the document accepts (``GameMove`` is any game's move: a request
    does not say its game's type) but of another game's shape is a 422
    ``move_not_of_this_game``: a rule the document cannot state."""
    move = normalize(move)
    if _valid_fast(game, move):
        return move
    v = _validator(game)
    errors = sorted(v.iter_errors(move), key=lambda e: e.path)
    if errors:
        others = [g for g in (registry or {}).values() if g.id != game.id]  # (an old rules version: issue 27)
        if any(_validator(g).is_valid(move) for g in others):
            raise ApiError(422, "move_not_of_this_game",
                           f"the move has the shape of another game type's move, not of a {game.id} move",
                           {"move_type": move.get("type") if isinstance(move, dict) else None,
                            "errors": _best(errors)})
        raise ApiError(400, "malformed_move", "the move does not match the game's move schema (openapi.yaml)",
                       {"move_type": move.get("type") if isinstance(move, dict) else None,
                        "errors": _best(errors)})
    return move
