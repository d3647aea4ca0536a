from enum import StrEnum

class NovaLunaEventGameOverReason(StrEnum):
    SUPPLY_EMPTY = "supply_empty"
    TILES_EXHAUSTED = "tiles_exhausted"

    def __str__(self) -> str:
        return str(self.value)
