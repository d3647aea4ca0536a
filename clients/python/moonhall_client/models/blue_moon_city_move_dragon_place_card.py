from enum import StrEnum

class BlueMoonCityMoveDragonPlaceCard(StrEnum):
    AQUA1 = "Aqua1"
    TERRAH1 = "Terrah1"
    VULCA1 = "Vulca1"

    def __str__(self) -> str:
        return str(self.value)
