from enum import StrEnum

class SeekForbiddenErrorAllOf1ErrorCode(StrEnum):
    CSRF_FAILED = "csrf_failed"
    NOT_YOUR_SEEK = "not_your_seek"

    def __str__(self) -> str:
        return str(self.value)
