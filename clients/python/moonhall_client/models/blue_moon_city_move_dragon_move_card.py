from enum import StrEnum

class BlueMoonCityMoveDragonMoveCard(StrEnum):
    AQUA2 = "Aqua2"
    TERRAH2 = "Terrah2"
    VULCA2 = "Vulca2"

    def __str__(self) -> str:
        return str(self.value)
