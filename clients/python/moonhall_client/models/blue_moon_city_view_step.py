from enum import StrEnum

class BlueMoonCityViewStep(StrEnum):
    CONTRIBUTE = "contribute"
    DISCARD = "discard"
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
