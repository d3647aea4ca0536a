from enum import StrEnum

class ChatForbiddenErrorAllOf1ErrorCode(StrEnum):
    CSRF_FAILED = "csrf_failed"
    SPECTATOR_CHAT_OFF = "spectator_chat_off"

    def __str__(self) -> str:
        return str(self.value)
