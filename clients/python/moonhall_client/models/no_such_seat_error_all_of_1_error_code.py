from enum import StrEnum

class NoSuchSeatErrorAllOf1ErrorCode(StrEnum):
    NO_SUCH_SEAT = "no_such_seat"

    def __str__(self) -> str:
        return str(self.value)
