from enum import StrEnum

class BlueMoonEventDragon(StrEnum):
    DORAN = "doran"
    LIKA = "lika"
    SESHA = "sesha"

    def __str__(self) -> str:
        return str(self.value)
