from enum import StrEnum

class SeatTakenOver(StrEnum):
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
