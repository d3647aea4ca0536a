from enum import StrEnum

class RetryErrorAllOf1ErrorCode(StrEnum):
    RETRY = "retry"

    def __str__(self) -> str:
        return str(self.value)
