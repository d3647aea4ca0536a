from enum import StrEnum

class ClockRequestCorrespondenceClockInDaysWithATimeBankOnTimeout(StrEnum):
    BOT = "bot"
    LOSE = "lose"

    def __str__(self) -> str:
        return str(self.value)
