from enum import StrEnum

class SeatOutType0(StrEnum):
    RESIGN = "resign"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
