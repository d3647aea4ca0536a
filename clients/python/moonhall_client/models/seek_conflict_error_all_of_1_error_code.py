from enum import StrEnum

class SeekConflictErrorAllOf1ErrorCode(StrEnum):
    SEEK_CANCELLED = "seek_cancelled"
    SEEK_MATCHED = "seek_matched"

    def __str__(self) -> str:
        return str(self.value)
