from enum import StrEnum

class BlueMoonMoveAnnounceElement(StrEnum):
    EARTH = "earth"
    FIRE = "fire"

    def __str__(self) -> str:
        return str(self.value)
