from enum import StrEnum

class LadderRowKind(StrEnum):
    BOT = "bot"
    LEVEL = "level"

    def __str__(self) -> str:
        return str(self.value)
