from enum import StrEnum

class NotFoundErrorAllOf1ErrorCode(StrEnum):
    NOT_FOUND = "not_found"

    def __str__(self) -> str:
        return str(self.value)
