from enum import StrEnum

class WebhookInfoEventsItem(StrEnum):
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
