from enum import StrEnum

class ResignConflictErrorAllOf1ErrorCode(StrEnum):
    ALREADY_LEFT = "already_left"
    GAME_OVER = "game_over"
    WAITING_FOR_PLAYERS = "waiting_for_players"

    def __str__(self) -> str:
        return str(self.value)
