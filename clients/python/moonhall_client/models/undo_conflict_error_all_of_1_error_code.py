from enum import StrEnum

class UndoConflictErrorAllOf1ErrorCode(StrEnum):
    GAME_OVER = "game_over"
    STALE_VERSION = "stale_version"
    UNDO_NOT_ALLOWED = "undo_not_allowed"
    WAITING_FOR_PLAYERS = "waiting_for_players"

    def __str__(self) -> str:
        return str(self.value)
