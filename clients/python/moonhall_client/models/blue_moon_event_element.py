from enum import StrEnum

class BlueMoonEventElement(StrEnum):
    EARTH = "earth"
    FIRE = "fire"

    def __str__(self) -> str:
        return str(self.value)
