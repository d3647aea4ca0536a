from enum import StrEnum

class StreamResponse200Event(StrEnum):
    END = "end"
    GAME = "game"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
