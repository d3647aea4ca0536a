from enum import StrEnum

class JoinConflictErrorAllOf1ErrorCode(StrEnum):
    GAME_OVER = "game_over"
    NO_OPEN_SEAT = "no_open_seat"
    SEAT_TAKEN = "seat_taken"

    def __str__(self) -> str:
        return str(self.value)
