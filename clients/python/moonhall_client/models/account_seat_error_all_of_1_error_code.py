from enum import StrEnum

class AccountSeatErrorAllOf1ErrorCode(StrEnum):
    CSRF_FAILED = "csrf_failed"
    INSUFFICIENT_SCOPE = "insufficient_scope"
    NOT_YOUR_SEAT = "not_your_seat"

    def __str__(self) -> str:
        return str(self.value)
