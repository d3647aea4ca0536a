from enum import StrEnum

class BlueMoonCityEventGameOverReason(StrEnum):
    CITY_FINISHED = "city_finished"
    MARKERS_EXHAUSTED = "markers_exhausted"
    OFFERINGS = "offerings"
    STALL_GUARD = "stall_guard"

    def __str__(self) -> str:
        return str(self.value)
