from enum import StrEnum

class NoDecisionErrorAllOf1ErrorCode(StrEnum):
    NO_DECISION = "no_decision"
    NO_EXPERT = "no_expert"
    NO_SUCH_SEAT = "no_such_seat"

    def __str__(self) -> str:
        return str(self.value)
