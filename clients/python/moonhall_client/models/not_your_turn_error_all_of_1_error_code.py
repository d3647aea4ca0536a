from enum import StrEnum

class NotYourTurnErrorAllOf1ErrorCode(StrEnum):
    CSRF_FAILED = "csrf_failed"
    INSUFFICIENT_SCOPE = "insufficient_scope"
    NOT_YOUR_SEAT = "not_your_seat"
    NOT_YOUR_TURN = "not_your_turn"
    SEAT_LEFT = "seat_left"

    def __str__(self) -> str:
        return str(self.value)
