from enum import StrEnum

class RecordErrorAllOf1ErrorCode(StrEnum):
    RECORD_INCOMPLETE = "record_incomplete"
    RECORD_INVALID = "record_invalid"

    def __str__(self) -> str:
        return str(self.value)
