from enum import StrEnum

class ClockEventEntryBy(StrEnum):
    SEAT = "seat"
    SYSTEM = "system"

    def __str__(self) -> str:
        return str(self.value)
