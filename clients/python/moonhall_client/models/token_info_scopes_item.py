from enum import StrEnum

class TokenInfoScopesItem(StrEnum):
    BOTPLAY = "bot:play"
    PLAY = "play"
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
