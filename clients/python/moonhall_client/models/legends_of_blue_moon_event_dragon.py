from enum import StrEnum

class LegendsOfBlueMoonEventDragon(StrEnum):
    DORAN = "doran"
    LIKA = "lika"
    SESHA = "sesha"

    def __str__(self) -> str:
        return str(self.value)
