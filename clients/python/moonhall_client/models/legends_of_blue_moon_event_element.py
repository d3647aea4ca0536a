from enum import StrEnum

class LegendsOfBlueMoonEventElement(StrEnum):
    EARTH = "earth"
    FIRE = "fire"

    def __str__(self) -> str:
        return str(self.value)
