"""Component data (spec §1, §2, §10, §13), loaded from ``data.json`` in this package.

The JSON is the one place the game's numbers live. Building fields that are ``null``
there are unknown from public sources; ``resolve_buildings`` fills them from the file's
``provisional_values`` and reports them as provisional (spec §13)."""
from __future__ import annotations

import json
from pathlib import Path

DATA = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

PEOPLES = [p["people"] for p in DATA["peoples"]]
COLOR_OF_PEOPLE = {p["people"]: p["color"] for p in DATA["peoples"]}
DRAGON_OF_PEOPLE = {p["people"]: p["dragon"] for p in DATA["peoples"] if p["dragon"]}
COLORS = tuple(p["color"] for p in DATA["peoples"])
DRAGONS = tuple(p["dragon"] for p in DATA["peoples"] if p["dragon"])      # red, green, blue

CARD_COUNTS = dict(DATA["cards"])                   # "Vulca1" -> 4 ...
CARD_TYPES = tuple(CARD_COUNTS)
CARD_PEOPLE = tuple(t.rstrip("0123456789") for t in CARD_TYPES)
CARD_VALUE = tuple(int(t[len(p):]) for t, p in zip(CARD_TYPES, CARD_PEOPLE))
CARD_COLOR = tuple(COLOR_OF_PEOPLE[p] for p in CARD_PEOPLE)
TOTAL_CARDS = sum(CARD_COUNTS.values())             # 80

STARTING_HAND = DATA["starting_hand"]
MARKERS = DATA["markers_per_player"]
SCALES_IN_PLAY = {int(k): v for k, v in DATA["scales_in_play"].items()}
OFFERINGS_TO_WIN = {int(k): v for k, v in DATA["offerings_to_win"].items()}
SCALE_SCORING = DATA["scale_scoring"]
OBELISK_COSTS = list(DATA["obelisk"]["costs"])
OBELISK_UNUSED_2P = set(DATA["obelisk"]["unused_with_2_players"])

CELLS = [tuple(c) for c in DATA["cells"]]
FIXED_TILES = {k: tuple(v) for k, v in DATA["fixed_tiles"].items()}
COURTYARD = "courtyard"
BUILDINGS = DATA["buildings"]                       # id -> raw entry (may hold nulls)
BUILDING_IDS = tuple(BUILDINGS)                     # 20 buildings (courtyard apart)
PROVISIONAL = DATA["provisional_values"]["buildings"]
REWARD_KEYS = ("crystals", "cards", "scales")


def obelisk_costs(players: int) -> list:
    """Costs of the usable spaces, bottom to top (§10.2; 2 players skip the outer 7s)."""
    if players == 2:
        return [c for i, c in enumerate(OBELISK_COSTS) if i not in OBELISK_UNUSED_2P]
    return list(OBELISK_COSTS)


def resolve_buildings(overrides: dict | None = None) -> tuple[dict, list]:
    """Building definitions with every value filled in, plus the list of fields that
    still use a provisional placeholder ("<building>.<field>").

    A field is provisional when the data file has a null in it and the game option
    ``buildings`` does not give it. ``overrides`` is that option (already validated)."""
    overrides = overrides or {}
    out: dict = {}
    provisional: list = []
    for bid, raw in BUILDINGS.items():
        ov = overrides.get(bid, {})
        ph = PROVISIONAL.get(bid, {})
        colors = list(raw["colors"])
        values = list(raw["values"])
        if "boxes" in ov:
            boxes = ov["boxes"]
            if boxes and isinstance(boxes[0], dict):
                colors = [b["color"] for b in boxes]
                values = [b["value"] for b in boxes]
            else:
                values = list(boxes)
        elif any(v is None for v in values):
            values = list(ph["values"])
            provisional.append(f"{bid}.boxes")
        d = {"name": raw["name"], "boxes": [{"color": c, "value": v} for c, v in zip(colors, values)]}
        for field in ("majority", "participation", "neighbour"):
            if field in ov:
                d[field] = {k: int(ov[field].get(k, 0)) for k in REWARD_KEYS}
            elif any(raw[field][k] is None for k in REWARD_KEYS):
                d[field] = dict(ph[field])
                provisional.append(f"{bid}.{field}")
            else:
                d[field] = dict(raw[field])
        out[bid] = d
    return out, provisional
