from enum import StrEnum

class CreateGameErrorAllOf1ErrorCode(StrEnum):
    ACCOUNT_REQUIRED = "account_required"
    ACCOUNT_TWICE = "account_twice"
    INVALID_OPTIONS = "invalid_options"
    INVALID_RESIGN_BOT = "invalid_resign_bot"
    INVALID_SEATS = "invalid_seats"
    INVALID_TIMEOUT_BOT = "invalid_timeout_bot"
    RATED_SOLO = "rated_solo"
    RATED_WITHOUT_PLAYERS = "rated_without_players"
    RATED_WITH_HINTS = "rated_with_hints"
    RATED_WITH_SEED = "rated_with_seed"
    UNKNOWN_ACCOUNT = "unknown_account"
    UNKNOWN_GAME_TYPE = "unknown_game_type"

    def __str__(self) -> str:
        return str(self.value)
