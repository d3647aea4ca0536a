from enum import StrEnum

class ImportedGameStatus(StrEnum):
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
