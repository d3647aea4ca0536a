from enum import StrEnum

class SeatEventEntryBy(StrEnum):
    SEAT = "seat"
    SYSTEM = "system"

    def __str__(self) -> str:
        return str(self.value)
