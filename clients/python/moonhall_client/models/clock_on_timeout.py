from enum import StrEnum

class ClockOnTimeout(StrEnum):
    BOT = "bot"
    LOSE = "lose"

    def __str__(self) -> str:
        return str(self.value)
