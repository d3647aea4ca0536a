from enum import StrEnum

class AbortEventEntryEventReason(StrEnum):
    OPERATOR = "operator"

    def __str__(self) -> str:
        return str(self.value)
