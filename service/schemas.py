"""Request bodies, validated with marshmallow: a malformed body is a 400 naming each field."""
from __future__ import annotations

from marshmallow import RAISE, Schema, ValidationError, fields, validate


class StrictInt(fields.Integer):
    """An integer that is really a JSON integer (not "3", not true, not 3.5)."""

    def __init__(self, **kw):
        super().__init__(strict=True, **kw)

    def _validated(self, value):
        if isinstance(value, bool):
            raise self.make_error("invalid")
        return super()._validated(value)


class SeatSchema(Schema):
    class Meta:
        unknown = RAISE

    name = fields.String(required=True, validate=validate.Length(min=1, max=64))
    bot = fields.String(load_default=None, allow_none=True)
    # a bot seat's time budget a decision (level "expert" searches that long; issue 14)
    think_ms = StrictInt(load_default=None, allow_none=True, validate=validate.Range(min=1, max=10000))


class CreateGameSchema(Schema):
    class Meta:
        unknown = RAISE

    type = fields.String(required=True)
    seats = fields.List(fields.Nested(SeatSchema), required=True, validate=validate.Length(min=1, max=8))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = StrictInt(load_default=None, allow_none=True, validate=validate.Range(min=0, max=2**63 - 1))


class MoveSchema(Schema):
    class Meta:
        unknown = RAISE

    move = fields.Dict(keys=fields.String(), required=True)
    expected_version = StrictInt(required=True, validate=validate.Range(min=0))


class UndoSchema(Schema):
    class Meta:
        unknown = RAISE

    to_version = StrictInt(load_default=None, allow_none=True, validate=validate.Range(min=1))
    expected_version = StrictInt(load_default=None, allow_none=True, validate=validate.Range(min=0))


__all__ = ["CreateGameSchema", "MoveSchema", "UndoSchema", "ValidationError"]
