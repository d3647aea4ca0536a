from enum import StrEnum

class BlueMoonViewGame(StrEnum):
    BLUE_MOON = "blue-moon"
    LEGENDS_OF_BLUE_MOON = "legends-of-blue-moon"

    def __str__(self) -> str:
        return str(self.value)
