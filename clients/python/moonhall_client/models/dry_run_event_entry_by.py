from enum import StrEnum

class DryRunEventEntryBy(StrEnum):
    SEAT = "seat"
    SYSTEM = "system"

    def __str__(self) -> str:
        return str(self.value)
