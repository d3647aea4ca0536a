"""Request bodies, validated with marshmallow: a malformed body is a 400 naming each field."""
from __future__ import annotations

from marshmallow import RAISE, Schema, ValidationError, fields, validate, validates_schema

MAX_SEATS = 8  # seats of a game: create's `seats` maxItems, so join's `seat` is at most 7


class StrictInt(fields.Integer):
    """An integer that is really a JSON integer (not "3", not true, not 3.5)."""

    def __init__(self, **kw):
        super().__init__(strict=True, **kw)

    def _validated(self, value):
        if isinstance(value, bool):
            raise self.make_error("invalid")
        if isinstance(value, float) and value.is_integer():
            value = int(value)  # JSON Schema's integer: 1.0 is the integer 1
        return super()._validated(value)


class StrictBool(fields.Boolean):
    """A JSON boolean only (not 0, 1, "true"): what the document's `type: boolean` says."""

    def _deserialize(self, value, attr, data, **kw):
        if not isinstance(value, bool):
            raise self.make_error("invalid")
        return value


class SeatSchema(Schema):
    class Meta:
        unknown = RAISE

    name = fields.String(load_default=None, validate=validate.Length(min=1, max=64))
    # a level's name (the document's minLength 1: "" named no level, and was a 422; issue 30, item 15)
    bot = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64))
    # a bot seat's time budget a decision (level "expert" searches that long; issue 14)
    think_ms = StrictInt(load_default=None, allow_none=True, validate=validate.Range(min=1, max=10000))
    open = StrictBool(load_default=False)      # a seat someone joins later (POST /join)
    private = StrictBool(load_default=False)   # an open seat that needs the invite code
    # the account that holds the seat (issue 25): it acts with its session or personal token
    account = fields.String(load_default=None, validate=validate.Length(min=1, max=64))


def seat_kind_problem(seat: dict) -> str | None:
    """What is wrong with a seat's combination of kinds (the document states each field;
    these rules tie them together, so the service answers them as 422 invalid_seats)."""
    if seat.get("open"):
        if seat.get("bot") is not None:
            return "an open seat cannot have a bot"
        if seat.get("account") is not None:
            return "an open seat names no account: the account joins it"
        return None
    if seat.get("private"):
        return "only an open seat can be private"
    if seat.get("name") is None and seat.get("account") is None:
        return "a seat needs a name unless it is open"
    return None


class ClockSchema(Schema):
    """Fischer (initial_s + increment_s per move), correspondence (per_move_s), or
    correspondence in days with a time bank (days_per_move + bank_days; issue 26, item 3).
    ``on_timeout``: the seat loses, or a bot of level ``timeout_bot`` (default the table's
    resign_bot) takes it over; with ``lose`` in a 3-4 seat game that level plays the
    forfeited seat on."""
    class Meta:
        unknown = RAISE

    initial_s = StrictInt(validate=validate.Range(min=1, max=7 * 24 * 3600))
    increment_s = StrictInt(load_default=0, validate=validate.Range(min=0, max=24 * 3600))
    per_move_s = StrictInt(validate=validate.Range(min=1, max=30 * 24 * 3600))
    days_per_move = StrictInt(validate=validate.Range(min=1, max=14))
    bank_days = StrictInt(validate=validate.Range(min=0, max=30))
    on_timeout = fields.String(load_default="bot", validate=validate.OneOf(["bot", "lose"]))
    timeout_bot = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64))

    @validates_schema
    def _one_kind(self, data, **kw):
        if sum(k in data for k in ("initial_s", "per_move_s", "days_per_move")) != 1:
            raise ValidationError("give one of initial_s (+ increment_s), per_move_s, or days_per_move (+ bank_days)",
                                  "clock")
        if "initial_s" not in data and data.get("increment_s"):
            raise ValidationError("a correspondence clock has no increment", "increment_s")
        if "bank_days" in data and "days_per_move" not in data:
            raise ValidationError("a time bank goes with days_per_move", "bank_days")



class CreateGameSchema(Schema):
    class Meta:
        unknown = RAISE

    type = fields.String(required=True)
    seats = fields.List(fields.Nested(SeatSchema), required=True, validate=validate.Length(min=1, max=MAX_SEATS))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = StrictInt(load_default=None, allow_none=True, validate=validate.Range(min=0, max=2**63 - 1))
    clock = fields.Nested(ClockSchema, load_default=None, allow_none=True)
    resign_bot = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64))
    # the seats may ask for the expert's analysis while the game runs (issue 27)
    hints = StrictBool(load_default=False)
    # spectators may write in the table chat too, not only read it (issue 25)
    chat_spectators = StrictBool(load_default=False)
    # the table chat goes into the game's record (export) and replay (issue 25); else never
    chat_in_record = StrictBool(load_default=False)
    # a rated table: every human seat names an account (issue 26, item 1)
    rated = StrictBool(load_default=False)


class GiveTimeSchema(Schema):
    """POST /v1/games/{id}/clock/give (issue 26, item 3): more time for another seat."""
    class Meta:
        unknown = RAISE

    seat = StrictInt(required=True, validate=validate.Range(min=0, max=MAX_SEATS - 1))
    seconds = StrictInt(required=True, validate=validate.Range(min=1, max=14 * 24 * 3600))


class VacationSchema(Schema):
    """POST /v1/me/vacation (issue 26, item 3)."""
    class Meta:
        unknown = RAISE

    days = StrictInt(required=True, validate=validate.Range(min=1, max=30))


#: most samples an analysis request may ask for: Legends of Blue Moon, the slowest, runs about
#: as many in the default 1000 ms (bench/bench_analysis.py), so no request outlasts it by much
MAX_ANALYSIS_SAMPLES = 40


class AnalysisSchema(Schema):
    """POST /v1/games/{id}/analysis (issue 27)."""
    class Meta:
        unknown = RAISE

    version = StrictInt(required=True, validate=validate.Range(min=1))
    seat = StrictInt(required=True, validate=validate.Range(min=0, max=MAX_SEATS - 1))
    # a fixed number of samples (reproducible) instead of the default time budget
    samples = StrictInt(load_default=None, allow_none=True, validate=validate.Range(min=1, max=MAX_ANALYSIS_SAMPLES))


class BranchSchema(Schema):
    """POST /v1/games/{id}/branches (issue 27)."""
    class Meta:
        unknown = RAISE

    version = StrictInt(required=True, validate=validate.Range(min=1))
    seat = StrictInt(required=True, validate=validate.Range(min=0, max=MAX_SEATS - 1))
    # the seed of the resampling and of the branch's chance (shown, like a creator's seed)
    seed = StrictInt(load_default=None, allow_none=True, validate=validate.Range(min=0, max=2**63 - 1))
    bot = fields.String(load_default=None, allow_none=True,   # the other seats' bot level
                        validate=validate.Length(min=1, max=64))


class JoinSchema(Schema):
    class Meta:
        unknown = RAISE

    # required unless the request comes with an account, whose name it defaults to (issue 25)
    name = fields.String(load_default=None, validate=validate.Length(min=1, max=64))
    # the document's maximum (a seat above 64 was a 400 the document did not state; issue 30, item 15)
    seat = StrictInt(load_default=None, allow_none=True, validate=validate.Range(min=0, max=MAX_SEATS - 1))
    invite = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64))


class NoFieldsSchema(Schema):
    """A request that takes no fields: no body, ``{}``, or a 400 naming what it does not take."""
    class Meta:
        unknown = RAISE


class ResignSchema(NoFieldsSchema):
    pass


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


__all__ = ["AnalysisSchema", "BranchSchema", "CreateGameSchema", "JoinSchema", "MoveSchema", "ResignSchema", "UndoSchema", "ValidationError"]
