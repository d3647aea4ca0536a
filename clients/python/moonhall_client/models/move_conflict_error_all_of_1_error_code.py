from enum import StrEnum

class MoveConflictErrorAllOf1ErrorCode(StrEnum):
    GAME_OVER = "game_over"
    STALE_VERSION = "stale_version"
    WAITING_FOR_PLAYERS = "waiting_for_players"

    def __str__(self) -> str:
        return str(self.value)
