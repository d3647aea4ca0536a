from enum import StrEnum

class LegendsOfBlueMoonViewEdition(StrEnum):
    LEGENDS = "legends"
    ORIGINAL = "original"

    def __str__(self) -> str:
        return str(self.value)
