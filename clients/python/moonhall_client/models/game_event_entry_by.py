from enum import StrEnum

class GameEventEntryBy(StrEnum):
    SEAT = "seat"
    SYSTEM = "system"

    def __str__(self) -> str:
        return str(self.value)
