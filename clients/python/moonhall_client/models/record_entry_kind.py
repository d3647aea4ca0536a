from enum import StrEnum

class RecordEntryKind(StrEnum):
    CREATED = "created"
    GAME = "game"
    SEAT = "seat"
    UNDO = "undo"

    def __str__(self) -> str:
        return str(self.value)
