from enum import StrEnum

class BlueMoonCityEventBuildingScoredDrawnItemItem(StrEnum):
    AQUA1 = "Aqua1"
    AQUA2 = "Aqua2"
    AQUA3 = "Aqua3"
    FLIT1 = "Flit1"
    FLIT2 = "Flit2"
    FLIT3 = "Flit3"
    HOAX1 = "Hoax1"
    HOAX2 = "Hoax2"
    HOAX3 = "Hoax3"
    KHIND1 = "Khind1"
    MIMIX1 = "Mimix1"
    MIMIX2 = "Mimix2"
    MIMIX3 = "Mimix3"
    PILLAR1 = "Pillar1"
    PILLAR2 = "Pillar2"
    PILLAR3 = "Pillar3"
    TERRAH1 = "Terrah1"
    TERRAH2 = "Terrah2"
    TERRAH3 = "Terrah3"
    VULCA1 = "Vulca1"
    VULCA2 = "Vulca2"
    VULCA3 = "Vulca3"

    def __str__(self) -> str:
        return str(self.value)
