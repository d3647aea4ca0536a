from enum import StrEnum

class BlueMoonCityViewCityItemBoxesItemColor(StrEnum):
    ANY = "any"
    BLACK = "black"
    BLUE = "blue"
    BROWN = "brown"
    GREEN = "green"
    GREY = "grey"
    RED = "red"
    WHITE = "white"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
