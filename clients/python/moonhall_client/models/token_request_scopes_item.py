from enum import StrEnum

class TokenRequestScopesItem(StrEnum):
    BOTPLAY = "bot:play"
    PLAY = "play"
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
