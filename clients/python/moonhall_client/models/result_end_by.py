from enum import StrEnum

class ResultEndBy(StrEnum):
    ABORT = "abort"
    RESIGN = "resign"
    RULES = "rules"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
