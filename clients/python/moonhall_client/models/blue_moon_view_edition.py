from enum import StrEnum

class BlueMoonViewEdition(StrEnum):
    LEGENDS = "legends"
    ORIGINAL = "original"

    def __str__(self) -> str:
        return str(self.value)
