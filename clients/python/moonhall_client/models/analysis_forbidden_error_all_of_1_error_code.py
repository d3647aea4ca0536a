from enum import StrEnum

class AnalysisForbiddenErrorAllOf1ErrorCode(StrEnum):
    HINTS_OFF = "hints_off"
    NOT_YOUR_SEAT = "not_your_seat"

    def __str__(self) -> str:
        return str(self.value)
