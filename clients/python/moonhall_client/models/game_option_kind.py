from enum import StrEnum

class GameOptionKind(StrEnum):
    BOOL = "bool"
    ENUM = "enum"
    INT = "int"
    JSON = "json"

    def __str__(self) -> str:
        return str(self.value)
