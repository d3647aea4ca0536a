from enum import StrEnum

class ReviewConflictErrorAllOf1ErrorCode(StrEnum):
    GAME_NOT_FINISHED = "game_not_finished"

    def __str__(self) -> str:
        return str(self.value)
