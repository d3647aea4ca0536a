from enum import StrEnum

class BotReasonType0Code(StrEnum):
    ILLEGAL_MOVES = "illegal_moves"
    TIMEOUTS = "timeouts"

    def __str__(self) -> str:
        return str(self.value)
