from enum import StrEnum

class ClockKind(StrEnum):
    CORRESPONDENCE = "correspondence"
    FISCHER = "fischer"

    def __str__(self) -> str:
        return str(self.value)
