"""A check of our own for the schemathesis run (tests/service/test_schemathesis.py), loaded
by schemathesis through ``SCHEMATHESIS_HOOKS``.

Six operations may answer a schema-valid request with 422 (the run's configuration
allows it for them only): a rule the document cannot state, because it depends on the
game type a request names or on the game a path names (bot levels, player counts and
options of a type; the seats of a game; the rules of a move). Which 422 is such a rule
is checked here: the seat kinds are stated in the document (SeatRequest's
``if``/``then``/``else``), so a schema-valid seat refused for its kind would be a
mismatch, as ``seats: [{}]`` was (issue 30, item 15).
"""
from __future__ import annotations

import schemathesis

#: the 422 codes of a rule the document cannot state, per operation; the moves' 422s are
#: the games' rules (a game may add codes of its own), so every code is theirs
RULES = {
    "POST /v1/games": {"unknown_game_type", "invalid_options", "invalid_resign_bot", "invalid_seats",
                       "unknown_account",  # a seat may name an account: whether it exists (issue 25)
                       # the clock's timeout_bot is a level of the type; a rated table's human seats
                       # name accounts, its seats are 2+ of the type's, no seed or hints (issue 26)
                       "invalid_timeout_bot", "account_required", "account_twice", "rated_solo",
                       "rated_with_seed", "rated_with_hints", "rated_without_players"},
    # the seats of the game (issue 26): another seat than the token's own
    "POST /v1/games/{gid}/clock/give": {"own_clock", "no_such_seat"},
    "POST /v1/games/{gid}/join": {"no_such_seat", "account_required", "account_twice"},  # (a rated table: issue 26)
    # a decision at a version of the game (issue 27): whether the seat decides there, whether
    # the version exists, the game's seats and bot levels
    "POST /v1/games/{gid}/analysis": {"no_decision", "no_such_seat", "no_expert"},
    "POST /v1/games/{gid}/branches": {"no_branch", "no_such_seat", "invalid_seats"},
    # a record's chain, seed commitment and moves are checked against its game's rules (issue 27)
    "POST /v1/games/import": {"record_invalid", "record_incomplete"},
    # a seek's type, player count, options and bot level are the game type's; its name is
    # required only without an account (issue 25)
    "POST /v1/seeks": {"unknown_game_type", "invalid_options", "invalid_bot", "name_required"},
    # a webhook's or push endpoint's host must resolve, to public addresses only (issue 26); a
    # push subscription's keys must be a P-256 point and a 16-byte secret
    "POST /v1/me/webhooks": {"bad_webhook_url", "webhook_url_private", "webhook_url_unresolvable"},
    "POST /v1/me/push": {"bad_webhook_url", "webhook_url_private", "webhook_url_unresolvable", "bad_push_keys"},
}


@schemathesis.check
def only_rules_the_document_cannot_state_are_422(ctx, response, case):
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive or response.status_code != 422:
        return None
    label = case.operation.label
    error = response.json()["error"]
    if label in RULES and error["code"] not in RULES[label]:
        raise AssertionError(f"{label}: a schema-valid request answered 422 {error['code']}: {error['message']}")
    if error["code"] == "invalid_seats" and "bot_levels" not in (error["details"] or {}):
        # the seat kinds are in the document: only a bot level the game type lacks is left
        raise AssertionError(f"a schema-valid seat refused for its kind: {error['message']}")
    return None
