from enum import StrEnum

class InviteErrorAllOf1ErrorCode(StrEnum):
    CSRF_FAILED = "csrf_failed"
    INSUFFICIENT_SCOPE = "insufficient_scope"
    INVALID_INVITE = "invalid_invite"
    INVITE_REQUIRED = "invite_required"

    def __str__(self) -> str:
        return str(self.value)
