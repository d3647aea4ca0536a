from enum import StrEnum

class BadMoveErrorAllOf1ErrorCode(StrEnum):
    BAD_REQUEST = "bad_request"
    MALFORMED_MOVE = "malformed_move"

    def __str__(self) -> str:
        return str(self.value)
