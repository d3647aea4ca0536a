from enum import StrEnum

class AzulSummerPavilionEventTilesTakenSource(StrEnum):
    CENTRE = "centre"
    FACTORY = "factory"

    def __str__(self) -> str:
        return str(self.value)
