from enum import StrEnum

class LadderRowStatus(StrEnum):
    ACTIVE = "active"
    LEFT = "left"
    PAUSED = "paused"

    def __str__(self) -> str:
        return str(self.value)
