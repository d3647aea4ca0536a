from enum import StrEnum

class GameRecordChance(StrEnum):
    REVEALS = "reveals"
    VERSION = "version"

    def __str__(self) -> str:
        return str(self.value)
