from enum import StrEnum

class NovaLunaEventPhase1EndedReason(StrEnum):
    STOPPED = "stopped"
    TILES_EXHAUSTED = "tiles_exhausted"

    def __str__(self) -> str:
        return str(self.value)
