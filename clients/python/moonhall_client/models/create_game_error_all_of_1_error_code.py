from enum import StrEnum

class CreateGameErrorAllOf1ErrorCode(StrEnum):
    INVALID_OPTIONS = "invalid_options"
    INVALID_RESIGN_BOT = "invalid_resign_bot"
    INVALID_SEATS = "invalid_seats"
    UNKNOWN_ACCOUNT = "unknown_account"
    UNKNOWN_GAME_TYPE = "unknown_game_type"

    def __str__(self) -> str:
        return str(self.value)
