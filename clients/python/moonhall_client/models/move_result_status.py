from enum import StrEnum

class MoveResultStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
