from enum import StrEnum

class GameRecordFormat(StrEnum):
    MOONHALL_RECORD1 = "moonhall-record/1"

    def __str__(self) -> str:
        return str(self.value)
