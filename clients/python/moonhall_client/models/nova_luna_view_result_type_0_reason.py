from enum import StrEnum

class NovaLunaViewResultType0Reason(StrEnum):
    SUPPLY_EMPTY = "supply_empty"
    TILES_EXHAUSTED = "tiles_exhausted"

    def __str__(self) -> str:
        return str(self.value)
