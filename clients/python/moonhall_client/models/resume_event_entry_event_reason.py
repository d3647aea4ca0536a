from enum import StrEnum

class ResumeEventEntryEventReason(StrEnum):
    OPERATOR = "operator"

    def __str__(self) -> str:
        return str(self.value)
