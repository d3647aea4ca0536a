from enum import StrEnum

class JoinRuleErrorAllOf1ErrorCode(StrEnum):
    ACCOUNT_REQUIRED = "account_required"
    ACCOUNT_TWICE = "account_twice"
    NO_SUCH_SEAT = "no_such_seat"

    def __str__(self) -> str:
        return str(self.value)
