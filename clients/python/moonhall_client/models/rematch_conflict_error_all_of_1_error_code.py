from enum import StrEnum

class RematchConflictErrorAllOf1ErrorCode(StrEnum):
    GAME_NOT_OVER = "game_not_over"

    def __str__(self) -> str:
        return str(self.value)
