from enum import StrEnum

class SeekErrorAllOf1ErrorCode(StrEnum):
    INVALID_BOT = "invalid_bot"
    INVALID_OPTIONS = "invalid_options"
    NAME_REQUIRED = "name_required"
    UNKNOWN_GAME_TYPE = "unknown_game_type"

    def __str__(self) -> str:
        return str(self.value)
