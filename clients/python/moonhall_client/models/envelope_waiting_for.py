from enum import StrEnum

class EnvelopeWaitingFor(StrEnum):
    PLAYERS = "players"
    SEATS = "seats"
    SYSTEM = "system"

    def __str__(self) -> str:
        return str(self.value)
