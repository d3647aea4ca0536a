from enum import StrEnum

class ClockEventEntryEventType(StrEnum):
    TIME_GIVEN = "time_given"
    VACATION = "vacation"

    def __str__(self) -> str:
        return str(self.value)
