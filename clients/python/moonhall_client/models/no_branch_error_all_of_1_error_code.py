from enum import StrEnum

class NoBranchErrorAllOf1ErrorCode(StrEnum):
    INVALID_SEATS = "invalid_seats"
    NO_BRANCH = "no_branch"
    NO_SUCH_SEAT = "no_such_seat"

    def __str__(self) -> str:
        return str(self.value)
