from enum import StrEnum

class BlueMoonCityEventOfferedCardType0(StrEnum):
    PILLAR1 = "Pillar1"
    PILLAR2 = "Pillar2"

    def __str__(self) -> str:
        return str(self.value)
