from enum import StrEnum

class BadRequestErrorAllOf1ErrorCode(StrEnum):
    BAD_REQUEST = "bad_request"

    def __str__(self) -> str:
        return str(self.value)
