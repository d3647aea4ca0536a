from enum import StrEnum

class SeatEventEntryEventType(StrEnum):
    RESIGNED = "resigned"
    SEAT_JOINED = "seat_joined"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
