from enum import StrEnum

class NotYourTurnErrorAllOf1ErrorCode(StrEnum):
    NOT_YOUR_TURN = "not_your_turn"
    SEAT_LEFT = "seat_left"

    def __str__(self) -> str:
        return str(self.value)
