from enum import StrEnum

class BlueMoonCityMovePillarOfferCard(StrEnum):
    PILLAR1 = "Pillar1"
    PILLAR2 = "Pillar2"

    def __str__(self) -> str:
        return str(self.value)
