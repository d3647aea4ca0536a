from enum import StrEnum

class ReviewPositionValueKind(StrEnum):
    POINTS = "points"
    SOLO_SCORE = "solo_score"
    WIN_CHANCE = "win_chance"

    def __str__(self) -> str:
        return str(self.value)
