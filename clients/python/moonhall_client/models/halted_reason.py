from enum import StrEnum

class HaltedReason(StrEnum):
    TABLE_STEP_FAILED = "table_step_failed"

    def __str__(self) -> str:
        return str(self.value)
