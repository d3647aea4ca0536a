from enum import StrEnum

class BranchStatus(StrEnum):
    ACTIVE = "active"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
