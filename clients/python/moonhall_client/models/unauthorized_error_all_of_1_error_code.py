from enum import StrEnum

class UnauthorizedErrorAllOf1ErrorCode(StrEnum):
    UNAUTHORIZED = "unauthorized"

    def __str__(self) -> str:
        return str(self.value)
