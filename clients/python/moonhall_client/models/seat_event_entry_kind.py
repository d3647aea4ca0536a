from enum import StrEnum

class SeatEventEntryKind(StrEnum):
    JOIN = "join"
    RESIGN = "resign"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
