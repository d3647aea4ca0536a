"""Blue Moon City (Knizia, Kosmos 2006 / FFG), 2-4 players: the decider.

Spec: shared/rules/blue-moon-city.md. A turn is split into steps as in §4.2:
step "move" (M), step "contribute" (C: contributions or offerings) and step "discard"
(D). Every step ends only by its explicit ending move (§14.14).
"""
from __future__ import annotations

import random

from games.base import Game, IllegalMove, MalformedMove, NotYourTurn, Option

from . import rules as R
from .data import (BUILDING_IDS, BUILDINGS, CARD_TYPES, CELLS, COLORS, COURTYARD,
                   REWARD_KEYS)
from .payments import cards_of, counts_of, minimal_payments, quick_payments, valid_payment
from .schemas import EVENT_SCHEMA, MOVE_SCHEMA, VIEW_SCHEMA

CARD_SET = set(CARD_TYPES)
MAX_BOX_VALUE = 9           # accepted range of a corrected box value (option ``buildings``)
MAX_REWARD = {"crystals": 12, "cards": 4, "scales": 4}
HIDDEN_EVENT_FIELDS = ()


def _cell(move: dict, field: str = "to") -> tuple:
    c = move.get(field)
    if (not isinstance(c, list) or len(c) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) for v in c)):
        raise MalformedMove(f"{field!r} must be a cell [x, y]")
    if tuple(c) not in R.CELL_SET:
        raise IllegalMove("§2.1", f"{c} is not a cell of the city")
    return tuple(c)


def _cards(move: dict, field: str = "cards") -> list:
    c = move.get(field)
    if not isinstance(c, list) or not all(isinstance(x, str) for x in c):
        raise MalformedMove(f"{field!r} must be a list of card names such as \"Aqua2\"")
    bad = [x for x in c if x not in CARD_SET]
    if bad:
        raise MalformedMove(f"unknown cards {bad}; cards are named people+value, e.g. \"Khind1\"")
    return sorted(c)


# cells at distance 1..d of a cell, for d = 0..8 (8 covers the whole city)
_WITHIN = {c: [[o for o in CELLS if 1 <= R.dist(c, o) <= d] for d in range(9)] for c in CELLS}


class BlueMoonCity(Game):
    id = "blue-moon-city"
    name = "Blue Moon City"
    min_players = 2
    max_players = 4
    # "greedy" is the fast heuristic of expert.py (no payment enumeration; its marker
    # reserve, card cycling and "blocked" play make bot games end by the rules, §11.4,
    # tests/games/blue_moon_city/test_bmc_bots_end.py); the former enumerating bot.py stays
    # reachable as the unlisted level "greedy-enumerating"
    bot_levels = ("random", "greedy", "expert")
    bot_level_notes = {
        "random": "plays a uniformly random legal move",
        "greedy": "fast one-ply heuristic on its view: walks to (or towards) a building its hand seems to pay, "
                  "pays with the fewest cards, keeps one marker per offering it can pay plus one (and plays on "
                  "when that blocks it), discards cards no open box can use; its games end by the rules "
                  "(§10.4 offerings, §11.1, §11.2), not by the stall guard",
        "expert": "information-set Monte-Carlo tree search (hidden hands and rewards re-dealt) with the greedy's "
                  "rollouts plus dragons brought onto its building, for think_ms (default 1000 ms, ~300-400 "
                  "iterations on an idle core); at think_ms 1000: "
                  "82 of 100 (82 % [73, 88]) against greedy (2 players; longest decision 1048 ms on a quiet machine), "
                  "45 of 100 (45 % [36, 55]) as one expert against three greedy (4 players, fair share 25 %), "
                  "40 of 40 against random",
    }
    options = (
        Option("layout", "standard",
               "§2.2 standard city (temples and palace fixed) or §2.3 variant: all 20 buildings random",
               choices=("standard", "all_random")),
        Option("buildings", {},
               "Corrections of the printed building data (spec §13): {building_id: {\"boxes\": [values] "
               "or [{\"color\", \"value\"}], \"majority\"|\"participation\"|\"neighbour\": {\"crystals\", "
               "\"cards\", \"scales\"}}}. Overrides the provisional placeholders.", kind="json"),
        Option("scale_return", R.SCALE_RETURN,
               "§9.2/§15: after a scale scoring only the players who gained crystals return their scales "
               "(rules), or all players do (Knizia's original design)", choices=("gainers", "all")),
        Option("stall_rounds", R.STALL_ROUNDS,
               "§11.1 stall guard [I]: once the city is finished, the game ends after this many full rounds "
               "without an offering", kind="int", provisional=True),
    )
    move_schema = MOVE_SCHEMA
    view_schema = VIEW_SCHEMA
    event_schema = EVENT_SCHEMA

    # ---- configuration ----------------------------------------------------------------
    def check_config(self, config: dict) -> list[str]:
        v: list[str] = []
        sr = config.get("stall_rounds")
        if isinstance(sr, int) and not isinstance(sr, bool) and not 1 <= sr <= 10:
            v.append("option 'stall_rounds' must be between 1 and 10")
        ov = config.get("buildings")
        if not isinstance(ov, dict):
            return v + ["option 'buildings' must be an object {building_id: corrections}"]
        for bid, corr in ov.items():
            where = f"buildings.{bid}"
            if bid not in BUILDINGS:
                v.append(f"{where}: unknown building (known: {', '.join(BUILDING_IDS)})")
                continue
            if not isinstance(corr, dict):
                v.append(f"{where}: must be an object")
                continue
            for k in corr:
                if k not in ("boxes", "majority", "participation", "neighbour"):
                    v.append(f"{where}: unknown field {k!r} (boxes, majority, participation, neighbour)")
            if "boxes" in corr:
                v.extend(self._check_boxes(bid, corr["boxes"], f"{where}.boxes"))
            for field in ("majority", "participation", "neighbour"):
                if field not in corr:
                    continue
                r = corr[field]
                if not isinstance(r, dict) or not r:
                    v.append(f"{where}.{field}: must be an object with crystals, cards and/or scales")
                    continue
                for rk, rv in r.items():
                    if rk not in REWARD_KEYS:
                        v.append(f"{where}.{field}: unknown reward kind {rk!r}")
                    elif not isinstance(rv, int) or isinstance(rv, bool) or not 0 <= rv <= MAX_REWARD[rk]:
                        v.append(f"{where}.{field}.{rk}: must be an integer 0-{MAX_REWARD[rk]}")
        return v

    def _check_boxes(self, bid: str, boxes, where: str) -> list[str]:
        raw = BUILDINGS[bid]
        if not isinstance(boxes, list) or not boxes:
            return [f"{where}: must be a non-empty list"]
        v = []
        if all(isinstance(b, dict) for b in boxes):
            if len(boxes) > 4:
                v.append(f"{where}: a building has 1-4 boxes")
            for i, b in enumerate(boxes):
                if set(b) != {"color", "value"}:
                    v.append(f"{where}[{i}]: must be {{\"color\", \"value\"}}")
                    continue
                if b["color"] not in COLORS + ("any",):
                    v.append(f"{where}[{i}].color: must be one of {list(COLORS) + ['any']}")
                val = b["value"]
                if not isinstance(val, int) or isinstance(val, bool) or not 1 <= val <= MAX_BOX_VALUE:
                    v.append(f"{where}[{i}].value: must be an integer 1-{MAX_BOX_VALUE}")
            return v
        if len(boxes) != len(raw["values"]):
            v.append(f"{where}: {raw['name']} has {len(raw['values'])} boxes, got {len(boxes)} values "
                     "(give [{color, value}] objects to change the count)")
        for i, val in enumerate(boxes):
            if not isinstance(val, int) or isinstance(val, bool) or not 1 <= val <= MAX_BOX_VALUE:
                v.append(f"{where}[{i}]: must be an integer 1-{MAX_BOX_VALUE}")
        return v

    def describe(self) -> dict:
        d = super().describe()
        _, prov = R.resolve_buildings({})
        d["provisional"] = prov
        d["provisional_note"] = ("Box values and reward amounts listed here are placeholders (no public "
                                 "source); correct them with the 'buildings' option or in data.json.")
        return d

    # ---- the decider -----------------------------------------------------------------
    def initial_state(self, config: dict, rng: random.Random) -> dict:
        return R.initial_state(config, rng)

    def to_act(self, state: dict) -> list[int]:
        return [] if state["over"] else [state["turn"]]

    def is_over(self, state: dict) -> bool:
        return state["over"]

    def result(self, state: dict) -> dict | None:
        return state["outcome"] if state["over"] else None

    def decide(self, state: dict, seat: int, move: dict, rng: random.Random) -> list[dict]:
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise MalformedMove("a move is an object with a string 'type'")
        if state["over"]:
            raise IllegalMove("§11.4", "the game is over")
        if seat != state["turn"]:
            raise NotYourTurn(rule="§4")
        t = move["type"]
        step = state["step"]
        handler = _HANDLERS.get(t)
        if handler is None:
            raise MalformedMove(f"unknown move type {t!r}")
        if _STEP_OF[t] != step:
            raise IllegalMove("§4.2", f"{t!r} is not a move of the current step ({step})")
        ctx = _Ctx(self, state, seat)
        handler(ctx, move, rng)
        return ctx.events

    def evolve(self, state: dict, event: dict) -> dict:
        return _EVOLVE[event["type"]](state, event)

    # ---- legal moves ------------------------------------------------------------------
    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        if state["over"] or seat != state["turn"]:
            return []
        step = state["step"]
        hand = state["hands"][seat]
        pos = tuple(state["figures"][seat])
        out: list = []
        if step == "move":                                        # §4.2 step M, §5
            out.extend({"type": "move", "to": [x, y]} for x, y in _WITHIN[pos][min(state["allowance"], 8)])
            if hand.get("Flit1"):
                out.extend({"type": "flit1", "to": [x, y]} for x, y in CELLS if (x, y) != pos)
            if hand.get("Flit2"):
                out.append({"type": "flit2"})
            for card, dragon in R.DRAGON_CARDS_PLACE.items():
                if hand.get(card):
                    at = state["dragons"][dragon]
                    at = tuple(at) if at is not None else None
                    out.extend({"type": "dragon_place", "card": card, "to": [x, y]}
                               for x, y in CELLS if (x, y) != at)
            for card, dragon in R.DRAGON_CARDS_MOVE.items():
                at = state["dragons"][dragon]
                if at is not None and hand.get(card):
                    out.extend({"type": "dragon_move", "card": card, "to": [x, y]}
                               for x, y in _WITHIN[tuple(at)][R.DRAGON_STEPS])
            out.append({"type": "end_movement"})
        elif step == "contribute":                                # §4.2 step C
            b = R.tile_of(state, seat)
            if state["markers"][seat] > 0:
                if b == COURTYARD:                               # §10
                    cost = R.next_cost(state)
                    if cost is not None:
                        cr = state["crystals"][seat]
                        if state["offered"] == 0:
                            if cr >= cost:
                                out.append({"type": "offer"})
                        else:
                            for card, extra in R.PILLAR_SURCHARGE.items():
                                if hand.get(card) and cr >= cost + extra:
                                    out.append({"type": "pillar_offer", "card": card})
                elif not state["done"][b]:                       # §6
                    hc = counts_of(hand)
                    for i, box in enumerate(R.defs(state)[b]["boxes"]):
                        if state["marks"][b][i] is None:
                            for pay in minimal_payments(hc, box["color"], box["value"]):
                                out.append({"type": "contribute", "box": i, "cards": cards_of(pay)})
            out.append({"type": "end_contribution"})
        else:                                                     # §4.2 step D, §4.1
            types = sorted(hand)
            out.append({"type": "discard", "cards": []})
            for i, a in enumerate(types):
                out.append({"type": "discard", "cards": [a]})
            for i, a in enumerate(types):
                for bb in types[i:]:
                    if a != bb or hand[a] >= 2:
                        out.append({"type": "discard", "cards": [a, bb]})
        return out

    # ---- views -----------------------------------------------------------------------
    def view(self, state: dict, seat: int | None) -> dict:
        n = state["players"]
        own = seat is not None and 0 <= seat < n
        city = []
        defs = R.defs(state)
        for (x, y), b in zip(CELLS, state["layout"]):
            entry = {"cell": [x, y], "building": b}
            if b != COURTYARD:
                d = defs[b]
                entry.update(name=d["name"], done=state["done"][b],
                             boxes=[{"color": bx["color"], "value": bx["value"], "marker": m}
                                    for bx, m in zip(d["boxes"], state["marks"][b])],
                             majority=d["majority"], participation=d["participation"],
                             neighbour=d["neighbour"])
            else:
                entry.update(name="Courtyard", done=True)
            city.append(entry)
        over = state["over"]
        v = {
            "seat": seat if own else None,
            "players": n,
            "turn": state["turn"],
            "step": state["step"],
            "allowance": state["allowance"],
            "contributed": state["contributed"],
            "offered": state["offered"],
            "city": city,
            "provisional": list(R.provisional(state)),
            "figures": [list(f) for f in state["figures"]],
            "dragons": {d: (list(c) if c is not None else None) for d, c in state["dragons"].items()},
            "hand": dict(state["hands"][seat]) if own else None,
            "hand_sizes": [R.ms_total(h) for h in state["hands"]],
            "pending_cards": [R.ms_total(p) for p in state["pending"]],
            "deck_size": R.ms_total(state["deck"]),
            "discard": dict(state["discard"]),
            "crystals": [state["crystals"][s] if (over or (own and s == seat)) else None for s in range(n)],
            "scales": list(state["scales"]),
            "scale_supply": state["supply"],
            "markers": list(state["markers"]),
            "offerings": list(state["offerings"]),
            "obelisk": {"costs": list(state["costs"]), "markers": list(state["obelisk"]),
                        "next_cost": R.next_cost(state), "to_win": state["win"]},
            "stall": state["stall"],
            "over": over,
            "result": state["outcome"] if over else None,
        }
        return v

    def event_view(self, event: dict, seat: int | None) -> dict:
        t = event["type"]
        if t == "turn_draw":                   # §1.1: hands are hidden; counts are public
            if seat == event["seat"]:
                return event
            e = {k: v for k, v in event.items() if k != "drawn"}
            e["drawn_count"] = len(event["drawn"])
            return e
        if t == "building_scored":             # §8.5: reward cards are face down, even to their owner
            e = {k: v for k, v in event.items() if k != "drawn"}
            e["drawn_counts"] = [len(c) for c in event["drawn"]]
            return e
        if t == "rewards_joined":              # the owner now sees them; others see counts
            e = {k: v for k, v in event.items() if k != "cards"}
            e["counts"] = [len(c) for c in event["cards"]]
            if seat is not None and 0 <= seat < len(event["cards"]):
                e["own"] = event["cards"][seat]
            return e
        return event

    #: events that show what a hidden hand or crystal total held (§1.1): cards paid or played
    #: from the hand, an offering paid from the hidden crystals (§10.2: he had at least the
    #: cost). The other seats learn it for good, so undo never crosses them (fair play).
    FROM_HAND = ("contributed", "dragon_moved", "flit1_used", "flit2_used", "offered")

    def reveals(self, event: dict) -> bool:
        t = event["type"]
        # game_over shows every hidden crystal total (the final ranking, §11.4)
        return t in ("turn_draw", "building_scored", "rewards_joined", "game_over") or t in self.FROM_HAND

    def reveals_to(self, event: dict, seat) -> bool:
        """Chance reveals to everyone; the own hand cards and crystals shown to the others do
        not (the mover's dry run shows them)."""
        if event["type"] in self.FROM_HAND:
            return event.get("seat") != seat
        return self.reveals(event)

    # ---- bots ------------------------------------------------------------------------
    def bot_move(self, observation: dict, moves: list[dict], level: str, rng: random.Random, **budget) -> dict:
        if level == "greedy":
            from .expert import fast_greedy
            return fast_greedy(observation, moves, rng)
        if level == "greedy-enumerating":          # the former greedy (bot.py), unlisted
            from .bot import greedy_move
            return greedy_move(observation, moves, rng)
        if level == "expert":
            return self.expert_move(observation, moves, rng, **budget)
        return rng.choice(moves)

    # ---- the expert (games/search.py, expert.py) ------------------------------------
    def determinize(self, view: dict, seat: int, rng: random.Random) -> dict:
        from .expert import determinize
        return determinize(view, seat, rng)

    def view_seat(self, view: dict) -> int:
        return view["seat"]

    def evaluate(self, state: dict, players: int) -> list[float]:
        from .expert import evaluate
        return evaluate(state, players)

    def rollout_policy(self, state, seat, moves, rng):
        from .expert import rollout_move
        return rollout_move(state, seat, moves, rng, expert=True)

    def tree_moves(self, state, seat, pairs):
        from .expert import tree_moves
        return tree_moves(state, seat, pairs)

    def fallback_move(self, observation, moves, rng):
        from .expert import fast_greedy
        return fast_greedy(observation, moves, rng)

    rollout_steps = 45
    #: hands up to this many cards get every minimal payment in the search too (cheap)
    SEARCH_FULL_HAND = 8

    def search_moves(self, state: dict, seat: int, root: bool = False) -> list[dict]:
        """The legal moves the search tries (games/search.py): in step C with a large hand,
        a few payments per box instead of every minimal payment (enumerating them costs
        up to ~0.1 s with 20 cards, and the search asks at every step of every rollout):
        at the root the two cheapest minimal payments (cached for the seat's own hand),
        below it payments built by ``quick_payments``. Every move listed is legal."""
        if state["step"] != "contribute" or state["over"] or seat != state["turn"]:
            return self.legal_moves(state, seat)
        hand = state["hands"][seat]
        if R.ms_total(hand) <= self.SEARCH_FULL_HAND:
            return self.legal_moves(state, seat)
        b = R.tile_of(state, seat)
        if b == COURTYARD or state["markers"][seat] <= 0 or state["done"][b]:
            return self.legal_moves(state, seat)
        out: list = []
        hc = counts_of(hand)
        for i, box in enumerate(R.defs(state)[b]["boxes"]):
            if state["marks"][b][i] is None:
                pays = (minimal_payments(hc, box["color"], box["value"])[:2] if root
                        else quick_payments(hc, box["color"], box["value"]))
                for pay in pays:
                    out.append({"type": "contribute", "box": i, "cards": cards_of(pay)})
        out.append({"type": "end_contribution"})
        return out

    def prior_move(self, state, seat, moves, rng):
        from .expert import rollout_move
        return rollout_move(state, seat, moves, rng, expert=True)


# ---- move handlers ----------------------------------------------------------------------
class _Ctx:
    """Builds the events of one move, evolving a working state as it goes so that later
    chance (draws) sees earlier effects."""

    def __init__(self, game: BlueMoonCity, state: dict, seat: int):
        self.game = game
        self.state = state
        self.seat = seat
        self.events: list = []

    def emit(self, event: dict) -> None:
        self.events.append(event)
        self.state = _EVOLVE[event["type"]](self.state, event)

    def finish(self) -> bool:
        """§11.4 end checks after a move; returns True when the game ended."""
        out = R.end_check(self.state)
        if out is not None:
            self.emit({"type": "game_over", **out})
            return True
        return False


def _hand(ctx: _Ctx) -> dict:
    return ctx.state["hands"][ctx.seat]


def _need(ctx: _Ctx, card: str, rule: str) -> None:
    if not _hand(ctx).get(card):
        raise IllegalMove(rule, f"you have no {card} in hand")


def h_move(ctx: _Ctx, move: dict, rng) -> None:
    to = _cell(move)
    pos = tuple(ctx.state["figures"][ctx.seat])
    d = R.dist(pos, to)
    if d < 1:
        raise IllegalMove("§5.1", "the figure is already there (end the movement to stand still)")
    if d > ctx.state["allowance"]:
        raise IllegalMove("§5.1", f"{d} steps needed, only {ctx.state['allowance']} left")
    ctx.emit({"type": "figure_moved", "seat": ctx.seat, "to": list(to), "steps": d})


def h_flit1(ctx: _Ctx, move: dict, rng) -> None:
    to = _cell(move)
    _need(ctx, "Flit1", "§5.2")
    if to == tuple(ctx.state["figures"][ctx.seat]):
        raise IllegalMove("§5.2", "Flit 1 must put the figure on another tile (§14.15)")
    ctx.emit({"type": "flit1_used", "seat": ctx.seat, "to": list(to)})


def h_flit2(ctx: _Ctx, move: dict, rng) -> None:
    _need(ctx, "Flit2", "§5.2")
    ctx.emit({"type": "flit2_used", "seat": ctx.seat, "bonus": R.FLIT2_BONUS})


def h_dragon_place(ctx: _Ctx, move: dict, rng) -> None:
    card = move.get("card")
    if card not in R.DRAGON_CARDS_PLACE:
        raise MalformedMove("'card' must be Vulca1, Terrah1 or Aqua1")
    to = _cell(move)
    _need(ctx, card, "§12")
    dragon = R.DRAGON_CARDS_PLACE[card]
    at = ctx.state["dragons"][dragon]
    if at is not None and tuple(at) == to:
        raise IllegalMove("§12", f"the {dragon} dragon is already there (§14.15)")
    ctx.emit({"type": "dragon_moved", "seat": ctx.seat, "card": card, "dragon": dragon, "to": list(to)})


def h_dragon_move(ctx: _Ctx, move: dict, rng) -> None:
    card = move.get("card")
    if card not in R.DRAGON_CARDS_MOVE:
        raise MalformedMove("'card' must be Vulca2, Terrah2 or Aqua2")
    to = _cell(move)
    _need(ctx, card, "§12")
    dragon = R.DRAGON_CARDS_MOVE[card]
    at = ctx.state["dragons"][dragon]
    if at is None:
        raise IllegalMove("§12", f"the {dragon} dragon is not in the city yet")
    d = R.dist(at, to)
    if not 1 <= d <= R.DRAGON_STEPS:
        raise IllegalMove("§12", f"a value-2 dragon card moves 1-{R.DRAGON_STEPS} steps, not {d}")
    ctx.emit({"type": "dragon_moved", "seat": ctx.seat, "card": card, "dragon": dragon, "to": list(to)})


def h_end_movement(ctx: _Ctx, move: dict, rng) -> None:
    ctx.emit({"type": "movement_ended", "seat": ctx.seat, "tile": R.tile_of(ctx.state, ctx.seat)})


def h_contribute(ctx: _Ctx, move: dict, rng) -> None:
    st = ctx.state
    box = move.get("box")
    if not isinstance(box, int) or isinstance(box, bool):
        raise MalformedMove("'box' must be the box index (0 = leftmost)")
    cards = _cards(move)
    b = R.tile_of(st, ctx.seat)
    if b == COURTYARD:
        raise IllegalMove("§10.1", "on the courtyard you can only make offerings")
    if st["done"][b]:
        raise IllegalMove("§6", "this building is already finished")
    boxes = R.defs(st)[b]["boxes"]
    if not 0 <= box < len(boxes):
        raise IllegalMove("§6.1", f"{R.defs(st)[b]['name']} has boxes 0-{len(boxes) - 1}")
    if st["marks"][b][box] is not None:
        raise IllegalMove("§6.1", "this box already holds a marker")
    if st["markers"][ctx.seat] <= 0:
        raise IllegalMove("§11.3", "no marker left in your supply")
    if not cards:
        raise IllegalMove("§6.1", "a contribution needs at least one card")
    if not R.ms_has(_hand(ctx), cards):
        raise IllegalMove("§6.1", "you do not hold these cards")
    bx = boxes[box]
    if not valid_payment(counts_of(cards), bx["color"], bx["value"]):
        raise IllegalMove("§6.2", f"these cards do not pay a {bx['color']} {bx['value']} box "
                          "(one colour after Khind/Mimix/Hoax, total at least the value, every card a role)")
    first = not st["contributed"]
    ctx.emit({"type": "contributed", "seat": ctx.seat, "building": b, "box": box, "cards": cards})
    st = ctx.state
    # §7: dragons on the tile, first contribution of the turn only
    if first:
        here = R.cell_of(st, b)
        dragons = [d for d, at in sorted(st["dragons"].items()) if at is not None and list(at) == here]
        if dragons:
            ctx.emit({"type": "scales_awarded", "seat": ctx.seat, "building": b,
                      "dragons": dragons, "amount": len(dragons)})
            if ctx.state["supply"] == 0:                     # §9.2
                ctx.emit({"type": "scale_scoring", **R.scale_scoring(ctx.state)})
    # §6.3 / §8: completion
    if all(m is not None for m in ctx.state["marks"][b]):
        _score_building(ctx, b, rng)
    ctx.finish()


def _score_building(ctx: _Ctx, b: str, rng) -> None:
    st = ctx.state
    n = st["players"]
    maj, parts, seq = R.building_rewards(st, b)
    gains = [{"crystals": 0, "cards": 0, "scales": 0} for _ in range(n)]
    drawn: list = [[] for _ in range(n)]
    deck, discard = st["deck"], st["discard"]
    for s, reward in seq:                       # §14.6 distribution order
        for k in ("crystals", "scales"):
            gains[s][k] += reward[k]
        if reward["cards"]:
            got, deck, discard = R.draw_random(deck, discard, reward["cards"], rng)
            drawn[s].extend(got)
            gains[s]["cards"] += len(got)
    back = [0] * n
    for m in st["marks"][b]:
        back[m] += 1
    ctx.emit({"type": "building_scored", "building": b, "majority": maj, "participants": parts,
              "gains": gains, "drawn": [sorted(d) for d in drawn], "markers_back": back})
    if ctx.state["supply"] == 0 and sum(g["scales"] for g in gains) > 0:    # §9.2
        ctx.emit({"type": "scale_scoring", **R.scale_scoring(ctx.state)})


def h_offer(ctx: _Ctx, move: dict, rng) -> None:
    _offer(ctx, None)


def h_pillar_offer(ctx: _Ctx, move: dict, rng) -> None:
    card = move.get("card")
    if card not in R.PILLAR_SURCHARGE:
        raise MalformedMove("'card' must be Pillar1 or Pillar2")
    _offer(ctx, card)


def _offer(ctx: _Ctx, card: str | None) -> None:
    st = ctx.state
    if R.tile_of(st, ctx.seat) != COURTYARD:
        raise IllegalMove("§10.1", "offerings are made only from the courtyard")
    if card is None and st["offered"]:
        raise IllegalMove("§10.1", "only one offering per turn without a Pillar card")
    if card is not None:
        if not st["offered"]:
            raise IllegalMove("§10.3", "the first offering of the turn must be a normal one")
        _need(ctx, card, "§10.3")
    if st["markers"][ctx.seat] <= 0:
        raise IllegalMove("§11.3", "no marker left in your supply")
    cost = R.next_cost(st)
    if cost is None:
        raise IllegalMove("§10.2", "the obelisk is full")
    total = cost + (R.PILLAR_SURCHARGE[card] if card else 0)
    if st["crystals"][ctx.seat] < total:
        raise IllegalMove("§10.2", f"this offering costs {total} crystals")
    ctx.emit({"type": "offered", "seat": ctx.seat, "space": len(st["obelisk"]), "cost": total,
              "card": card})
    ctx.finish()


def h_end_contribution(ctx: _Ctx, move: dict, rng) -> None:
    ctx.emit({"type": "contribution_ended", "seat": ctx.seat})


def h_discard(ctx: _Ctx, move: dict, rng) -> None:
    cards = _cards(move)
    if len(cards) > R.DISCARD_MAX:
        raise IllegalMove("§4.1", f"discard 0-{R.DISCARD_MAX} cards")
    if not R.ms_has(_hand(ctx), cards):
        raise IllegalMove("§4.1", "you do not hold these cards (reward cards join only after the draw)")
    st = ctx.state
    discard = R.ms_add(st["discard"], cards)
    got, _, _ = R.draw_random(st["deck"], discard, len(cards) + R.DRAW_BASE, rng)
    ctx.emit({"type": "turn_draw", "seat": ctx.seat, "discarded": cards, "drawn": sorted(got)})
    if any(ctx.state["pending"]):                    # §8.5
        ctx.emit({"type": "rewards_joined", "cards": [R.ms_list(p) for p in ctx.state["pending"]]})
    if ctx.finish():
        return
    n = ctx.state["players"]
    ctx.emit({"type": "turn_started", "seat": (ctx.seat + 1) % n})


_HANDLERS = {
    "move": h_move, "flit1": h_flit1, "flit2": h_flit2, "dragon_place": h_dragon_place,
    "dragon_move": h_dragon_move, "end_movement": h_end_movement,
    "contribute": h_contribute, "offer": h_offer, "pillar_offer": h_pillar_offer,
    "end_contribution": h_end_contribution, "discard": h_discard,
}
_STEP_OF = {
    "move": "move", "flit1": "move", "flit2": "move", "dragon_place": "move", "dragon_move": "move",
    "end_movement": "move", "contribute": "contribute", "offer": "contribute",
    "pillar_offer": "contribute", "end_contribution": "contribute", "discard": "discard",
}


# ---- evolve (copy only what changes) ---------------------------------------------------
def _set(lst: list, i: int, v) -> list:
    out = list(lst)
    out[i] = v
    return out


def e_figure_moved(s: dict, e: dict) -> dict:
    s = dict(s)
    s["figures"] = _set(s["figures"], e["seat"], list(e["to"]))
    s["allowance"] = s["allowance"] - e["steps"]
    return s


def _discard_cards(s: dict, seat: int, cards: list) -> None:
    """In place on a fresh shallow copy ``s``: hand -> discard pile (face up)."""
    s["hands"] = _set(s["hands"], seat, R.ms_sub(s["hands"][seat], cards))
    s["discard"] = R.ms_add(s["discard"], cards)


def e_flit1_used(s: dict, e: dict) -> dict:
    s = dict(s)
    _discard_cards(s, e["seat"], ["Flit1"])
    s["figures"] = _set(s["figures"], e["seat"], list(e["to"]))
    return s


def e_flit2_used(s: dict, e: dict) -> dict:
    s = dict(s)
    _discard_cards(s, e["seat"], ["Flit2"])
    s["allowance"] = s["allowance"] + e["bonus"]
    return s


def e_dragon_moved(s: dict, e: dict) -> dict:
    s = dict(s)
    _discard_cards(s, e["seat"], [e["card"]])
    dr = dict(s["dragons"])
    dr[e["dragon"]] = list(e["to"])
    s["dragons"] = dr
    return s


def e_movement_ended(s: dict, e: dict) -> dict:
    s = dict(s)
    s["step"] = "contribute"
    return s


def e_contributed(s: dict, e: dict) -> dict:
    s = dict(s)
    seat, b = e["seat"], e["building"]
    _discard_cards(s, seat, e["cards"])
    marks = dict(s["marks"])
    marks[b] = _set(marks[b], e["box"], seat)
    s["marks"] = marks
    s["markers"] = _set(s["markers"], seat, s["markers"][seat] - 1)
    s["contributed"] = True
    return s


def e_scales_awarded(s: dict, e: dict) -> dict:
    s = dict(s)
    seat = e["seat"]
    s["scales"] = _set(s["scales"], seat, s["scales"][seat] + e["amount"])
    s["supply"] = max(0, s["supply"] - e["amount"])      # shortfall is virtual (§9.2)
    return s


def e_building_scored(s: dict, e: dict) -> dict:
    s = dict(s)
    b = e["building"]
    n = s["players"]
    gains = e["gains"]
    s["crystals"] = [s["crystals"][i] + gains[i]["crystals"] for i in range(n)]
    won = sum(g["scales"] for g in gains)
    s["scales"] = [s["scales"][i] + gains[i]["scales"] for i in range(n)]
    s["supply"] = max(0, s["supply"] - won)
    flat = [c for d in e["drawn"] for c in d]
    if flat:
        s["deck"], s["discard"] = R.apply_draw(s["deck"], s["discard"], flat)
        s["pending"] = [R.ms_add(s["pending"][i], e["drawn"][i]) if e["drawn"][i] else s["pending"][i]
                        for i in range(n)]
    # §8.6 markers back, tile flipped; figures and dragons stay
    s["markers"] = [s["markers"][i] + e["markers_back"][i] for i in range(n)]
    marks = dict(s["marks"])
    marks[b] = [None] * len(marks[b])
    s["marks"] = marks
    done = dict(s["done"])
    done[b] = True
    s["done"] = done
    return s


def e_scale_scoring(s: dict, e: dict) -> dict:
    s = dict(s)
    n = s["players"]
    s["crystals"] = [s["crystals"][i] + e["crystals"][i] for i in range(n)]
    s["scales"] = list(e["scales_after"])
    s["supply"] = e["supply_after"]
    return s


def e_offered(s: dict, e: dict) -> dict:
    s = dict(s)
    seat = e["seat"]
    if e["card"]:
        _discard_cards(s, seat, [e["card"]])
    s["crystals"] = _set(s["crystals"], seat, s["crystals"][seat] - e["cost"])
    s["markers"] = _set(s["markers"], seat, s["markers"][seat] - 1)
    s["offerings"] = _set(s["offerings"], seat, s["offerings"][seat] + 1)
    s["obelisk"] = s["obelisk"] + [seat]
    s["offered"] = s["offered"] + 1
    s["stall"] = 0                                   # §11.1 an offering resets the stall count
    return s


def e_contribution_ended(s: dict, e: dict) -> dict:
    s = dict(s)
    s["step"] = "discard"
    return s


def e_turn_draw(s: dict, e: dict) -> dict:
    s = dict(s)
    seat = e["seat"]
    _discard_cards(s, seat, e["discarded"])
    s["deck"], s["discard"] = R.apply_draw(s["deck"], s["discard"], e["drawn"])
    s["hands"][seat] = R.ms_add(s["hands"][seat], e["drawn"])   # hands list was copied above
    if s["began_finished"]:                          # §11.1 stall guard: count complete turns
        s["stall"] = 0 if s["offered"] else s["stall"] + 1
    s["turns"] = s["turns"] + 1
    return s


def e_rewards_joined(s: dict, e: dict) -> dict:
    s = dict(s)
    s["hands"] = [R.ms_add(h, c) if c else h for h, c in zip(s["hands"], e["cards"])]
    s["pending"] = [{} for _ in s["pending"]]
    return s


def e_turn_started(s: dict, e: dict) -> dict:
    s = dict(s)
    s["turn"] = e["seat"]
    s["step"] = "move"
    s["allowance"] = R.MOVE_ALLOWANCE
    s["contributed"] = False
    s["offered"] = 0
    s["began_finished"] = R.city_finished(s)
    return s


def e_game_over(s: dict, e: dict) -> dict:
    s = dict(s)
    s["over"] = True
    s["outcome"] = {k: v for k, v in e.items() if k != "type"}
    return s


_EVOLVE = {
    "figure_moved": e_figure_moved, "flit1_used": e_flit1_used, "flit2_used": e_flit2_used,
    "dragon_moved": e_dragon_moved, "movement_ended": e_movement_ended,
    "contributed": e_contributed, "scales_awarded": e_scales_awarded,
    "building_scored": e_building_scored, "scale_scoring": e_scale_scoring, "offered": e_offered,
    "contribution_ended": e_contribution_ended, "turn_draw": e_turn_draw,
    "rewards_joined": e_rewards_joined, "turn_started": e_turn_started, "game_over": e_game_over,
}

GAME = BlueMoonCity()
