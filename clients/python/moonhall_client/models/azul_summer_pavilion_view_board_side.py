from enum import StrEnum

class AzulSummerPavilionViewBoardSide(StrEnum):
    FRONT = "front"
    GREY = "grey"

    def __str__(self) -> str:
        return str(self.value)
