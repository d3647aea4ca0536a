from enum import StrEnum

class InviteErrorAllOf1ErrorCode(StrEnum):
    INVALID_INVITE = "invalid_invite"
    INVITE_REQUIRED = "invite_required"

    def __str__(self) -> str:
        return str(self.value)
