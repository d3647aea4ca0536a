from enum import StrEnum

class AzulSummerPavilionViewStep(StrEnum):
    ACQUIRE = "acquire"
    ACQUIRE_DONE = "acquire_done"
    BONUS = "bonus"
    OVER = "over"
    PLACE = "place"
    REFILL = "refill"
    ROUND_DONE = "round_done"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
