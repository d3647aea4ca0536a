from enum import StrEnum

class SeatEventEntryEventThen(StrEnum):
    BOT = "bot"
    END = "end"
    LOSE = "lose"

    def __str__(self) -> str:
        return str(self.value)
