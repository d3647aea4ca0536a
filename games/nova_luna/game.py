"""Nova Luna (Uwe Rosenberg, Corné van Moorsel, 2019) as a pure decider: 2-4 players and
the solo game. Spec: /work/shared/rules/nova-luna.md; rule ids below are its sections.

State (plain JSON)::

    {"players": n, "first_game": bool,
     "track": [tile id | None] * 12,  "meeple": space,          # §3, §6.2
     "pile": [sorted tile ids],        # the draw pile as a set: no hidden order exists
     "arrivals": int,                  # global arrival counter (§3 stack order)
     "seats": [{"distance", "arrival", "supply", "display": [[x, y, tile], ...] (placement
                order), "covered": [[tile, task index], ...]}],
     "solo": None | {"phase": 1|2, "small": tokens left of the 8-stack, "record1": int|None,
                     "refill_due": bool, "phase1_tiles": int|None,
                     "phase_2_record": option, "final_penalty": option},
     "over": bool, "result": None | {...}}

Events: ``take``, ``tasks_covered``, ``refill`` (reveals tiles), ``phase_1_ended`` (solo),
``game_over``. Moves: ``take``, ``refill``, ``end_phase_1`` (solo). The compulsory refill
(§6.1, track empty) and the solo refill between the phases (§9) are ``auto_move``s of
the SYSTEM seat; the optional refill (1-2 tiles left) is a move of the active player.
"""
from __future__ import annotations

import random

from games.base import SYSTEM, Game, IllegalMove, MalformedMove, NotYourTurn, Option

from .schemas import EVENT_SCHEMA, MOVE_SCHEMA, VIEW_SCHEMA
from .rules import (
    TILES,
    TileTable,
    available_spaces,
    cell_map,
    counts,
    frontier,
    newly_fulfilled,
    refill_spaces,
)

# ----- spec constants and defaults (§2-§4, §9, §11) -------------------------------
TRACK_SPACES = 12                 # §3 selection track
MOON_TRACK_SPACES = 24            # §3 / §11 #2 (never affects play; shown in views)
CHOICE_WINDOW = 3                 # §6.2
TOKENS_TAKEN = 21                 # §4.3
FIRST_GAME_TOKENS_TAKEN = {2: 21, 3: 18, 4: 16}   # §4.3 first-game recommendation
MARKER_TOKENS = 1                 # §4.5 / §11 #1: one token becomes the moon-track marker
SOLO_SMALL_STACK = 8              # §9
SOLO_BIG_STACK = 13               # §9
SOLO_PENALTY = 10                 # §9: per token not placed
# §11 #9 (inferred/ambiguous, game option ``solo_phase_2_record``): the phase-2 record
# sums *all* tiles in the display, so phase-1 tiles count twice; alternative: only the
# tiles taken in phase 2.
SOLO_PHASE2_RECORD_DEFAULT = "all_tiles"
SOLO_PHASE2_RECORD_CHOICES = ("all_tiles", "phase_2_tiles")
# §11 #10 (ambiguous, game option ``solo_final_penalty``): 10 per token of the 21 not
# placed; alternative: only tokens of the 13-stack (leftover small-stack tokens are
# used first in phase 2, so that is min(tokens left, 13)).
SOLO_PENALTY_DEFAULT = "of_21"
SOLO_PENALTY_CHOICES = ("of_21", "of_13")
# §11 #11: no refill during solo phase 1; normal §6.1 refills in phase 2.
SOLO_REFILL_IN_PHASE_1 = False
FIRST_CELL = (0, 0)               # §6.5 ENGINE DECISION: the first tile goes at (0, 0)

_TAKE_KEYS = {"type", "track_space", "x", "y"}


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class NovaLuna(Game):
    id = "nova-luna"
    name = "Nova Luna"
    min_players = 1
    max_players = 4
    bot_levels = ("random", "greedy", "expert")
    bot_level_notes = {
        "random": "plays a uniformly random legal move",
        "greedy": "one-ply evaluation: tokens a take places, progress towards open tasks, cost",
        "expert": "information-set Monte-Carlo tree search with greedy rollouts for think_ms "
                  "(default 1000 ms); at 1000 ms it won 90 of 100 two-player games against greedy, "
                  "48 of 100 as one expert against three greedy and 100 of 100 against random, its "
                  "longest decision 859 ms; solo average record 120.3 against greedy's 124.3 on the same "
                  "40 seeds (lower is better)",
    }
    move_schema = MOVE_SCHEMA
    view_schema = VIEW_SCHEMA
    event_schema = EVENT_SCHEMA
    options = (
        Option(
            name="first_game",
            default=False,
            kind="bool",
            description=("First-game (short) variant, §4.3: with 3 players each takes 18 tokens, with 4 "
                         "players 16 (2 players: no reduction, 21). One token is the moon-track marker, "
                         "so 17/15 are placed on tasks instead of 20. No effect in the solo game."),
        ),
        Option(
            name="solo_phase_2_record",
            default=SOLO_PHASE2_RECORD_DEFAULT,
            choices=SOLO_PHASE2_RECORD_CHOICES,
            provisional=True,
            description=("Solo game only (§9, §11 #9, inferred): the phase-2 record is the cost of all "
                         "tiles in the display (phase-1 tiles count twice; spec default) or of the tiles "
                         "taken in phase 2 only."),
        ),
        Option(
            name="solo_final_penalty",
            default=SOLO_PENALTY_DEFAULT,
            choices=SOLO_PENALTY_CHOICES,
            provisional=True,
            description=("Solo game only (§9, §11 #10, ambiguous): when the tiles run out in phase 2, "
                         "10 points per token of the 21 not placed (spec default) or per token of the "
                         "13-stack not placed."),
        ),
    )

    def __init__(self, tiles: TileTable | None = None):
        # Tests may pass a table extended with synthetic tiles (spec §10 fillers).
        self.tiles = tiles or TILES

    # ----- configuration ------------------------------------------------------
    def tokens_to_place(self, config: dict) -> int:
        n = config["players"]
        if n == 1:
            return SOLO_SMALL_STACK + SOLO_BIG_STACK
        taken = FIRST_GAME_TOKENS_TAKEN[n] if config.get("first_game") else TOKENS_TAKEN
        return taken - MARKER_TOKENS

    # ----- the decider ----------------------------------------------------------
    def initial_state(self, config: dict, rng: random.Random) -> dict:
        n = config["players"]
        ids = list(self.tiles.ids)
        rng.shuffle(ids)                                    # §4.2
        track = [None] + ids[:TRACK_SPACES - 1]             # spaces 1..11, meeple on 0
        pile = sorted(ids[TRACK_SPACES - 1:])               # kept as a set, no order
        order = list(range(n))
        rng.shuffle(order)                                  # §4.4 blind draw order
        supply = self.tokens_to_place(config)
        seats = [None] * n
        for arrival, s in enumerate(order):                 # first drawn at the bottom
            seats[s] = {"distance": 0, "arrival": arrival, "supply": supply, "display": [], "covered": []}
        solo = None
        if n == 1:
            solo = {"phase": 1, "small": SOLO_SMALL_STACK, "record1": None, "refill_due": False,
                    "phase1_tiles": None,
                    "phase_2_record": config.get("solo_phase_2_record", SOLO_PHASE2_RECORD_DEFAULT),
                    "final_penalty": config.get("solo_final_penalty", SOLO_PENALTY_DEFAULT)}
        return {
            "players": n,
            "first_game": bool(config.get("first_game", False)),
            "track": track,
            "meeple": 0,
            "pile": pile,
            "arrivals": n,
            "seats": seats,
            "solo": solo,
            "over": False,
            "result": None,
        }

    # -- whose turn ---------------------------------------------------------------
    @staticmethod
    def next_mover(seats: list) -> int:
        """§5: smallest distance; on a shared space the top marker (largest arrival)."""
        best = 0
        bd, ba = seats[0]["distance"], seats[0]["arrival"]
        for s in range(1, len(seats)):
            d, a = seats[s]["distance"], seats[s]["arrival"]
            if d < bd or (d == bd and a > ba):
                best, bd, ba = s, d, a
        return best

    def auto_move(self, state: dict) -> dict | None:
        if state["over"]:
            return None
        solo = state["solo"]
        if solo is not None and solo["refill_due"]:
            return {"type": "refill"}                       # §9 between the phases
        if state["pile"] and all(t is None for t in state["track"]):
            if solo is None or solo["phase"] == 2:
                return {"type": "refill"}                   # §6.1 compulsory refill
        return None

    def to_act(self, state: dict) -> list[int]:
        if state["over"] or self.auto_move(state) is not None:
            return []
        if state["solo"] is not None:
            return [0]
        return [self.next_mover(state["seats"])]

    def _refill_allowed(self, state: dict) -> bool:
        """§6.1 optional refill: 1 or 2 tiles on the track and a non-empty pile; never in
        solo phase 1 (§9, §11 #11)."""
        solo = state["solo"]
        if solo is not None and solo["phase"] == 1 and not SOLO_REFILL_IN_PHASE_1:
            return False
        if not state["pile"]:
            return False
        k = TRACK_SPACES - state["track"].count(None)
        return 1 <= k <= 2

    def _end_phase_1_allowed(self, state: dict) -> bool:
        solo = state["solo"]
        return solo is not None and solo["phase"] == 1 and solo["small"] == 0   # §9, §11 #15

    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        if seat not in self.to_act(state):
            return []
        moves = []
        if self._refill_allowed(state):
            moves.append({"type": "refill"})
        if self._end_phase_1_allowed(state):
            moves.append({"type": "end_phase_1"})
        cells = frontier(state["seats"][seat]["display"])
        for s in available_spaces(state["track"], state["meeple"], CHOICE_WINDOW):
            for x, y in cells:
                moves.append({"type": "take", "track_space": s, "x": x, "y": y})
        return moves

    def decide(self, state: dict, seat: int, move: dict, rng: random.Random) -> list[dict]:
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise MalformedMove("a move is a JSON object with a string 'type'")
        typ = move["type"]
        if typ not in ("take", "refill", "end_phase_1"):
            raise MalformedMove(f"unknown move type {typ!r}; expected take, refill or end_phase_1")
        if typ == "take":
            extra = set(move) - _TAKE_KEYS
            missing = _TAKE_KEYS - set(move)
            if extra or missing:
                raise MalformedMove("take needs exactly type, track_space, x, y",
                                    details={"missing": sorted(missing), "unknown": sorted(extra)})
            if not all(_is_int(move[k]) for k in ("track_space", "x", "y")):
                raise MalformedMove("track_space, x and y must be integers")
        elif set(move) != {"type"}:
            raise MalformedMove(f"{typ} takes no fields besides 'type'")
        if state["over"]:
            raise NotYourTurn("the game is over", rule="§8")
        auto = self.auto_move(state)
        if seat == SYSTEM:
            if auto is None:
                raise NotYourTurn("no table step is pending")
            if typ != auto["type"]:
                raise IllegalMove("§6.1", "the table step pending is a refill")
            return [self._refill_event(state, SYSTEM, True, rng)]
        if auto is not None:
            raise NotYourTurn("a table step (refill) must happen first", rule="§6.1")
        if seat not in self.to_act(state):
            raise NotYourTurn("the rearmost marker moves" if state["solo"] is None else "not your seat",
                              rule="§5")
        if typ == "refill":
            if not self._refill_allowed(state):
                solo = state["solo"]
                if solo is not None and solo["phase"] == 1:
                    raise IllegalMove("§9", "no refill during solo phase 1")
                raise IllegalMove("§6.1", "a refill is only possible with 1 or 2 tiles on the track "
                                          "and tiles in the draw pile")
            return [self._refill_event(state, seat, False, rng)]
        if typ == "end_phase_1":
            if not self._end_phase_1_allowed(state):
                raise IllegalMove("§9", "phase 1 can be ended only in the solo game, in phase 1, "
                                        "once the 8 tokens of the small stack are placed")
            return self._end_phase_1(state, "stopped")
        return self._take(state, seat, move)

    # -- take (§6.2-§6.7) ------------------------------------------------------------
    def _take(self, state: dict, seat: int, move: dict) -> list[dict]:
        space, x, y = move["track_space"], move["x"], move["y"]
        if not 0 <= space < TRACK_SPACES:
            raise IllegalMove("§3", f"the selection track has spaces 0-{TRACK_SPACES - 1}")
        avail = available_spaces(state["track"], state["meeple"], CHOICE_WINDOW)
        if space not in avail:
            raise IllegalMove("§6.2", f"space {space} is not one of the next three tiles clockwise "
                                      f"from the meeple (available: {avail})")
        me = state["seats"][seat]
        display = me["display"]
        if not display:
            if (x, y) != FIRST_CELL:
                raise IllegalMove("§6.5", "the first tile is placed at (0, 0)")
        else:
            cells = cell_map(display)
            if (x, y) in cells:
                raise IllegalMove("§6.5", f"cell ({x}, {y}) already holds a tile")
            if not any(q in cells for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))):
                raise IllegalMove("§6.5", f"cell ({x}, {y}) is not orthogonally adjacent to the display")
        tile = state["track"][space]
        cost = self.tiles.cost[tile]
        ev = {"type": "take", "seat": seat, "track_space": space, "tile": tile, "x": x, "y": y, "cost": cost}
        if state["solo"] is None:                         # §6.4 (no marker in solo, §9)
            ev["distance"] = me["distance"] + cost
            ev["arrival"] = state["arrivals"]
        events = [ev]
        st = self.evolve(state, ev)
        # §6.6 check tasks and cover (automatic, §11 #6)
        me2 = st["seats"][seat]
        solo = st["solo"]
        cap = me2["supply"] if solo is None or solo["phase"] == 2 else min(solo["small"], me2["supply"])
        if cap > 0:
            new = newly_fulfilled(me2["display"], {(t, i) for t, i in me2["covered"]}, self.tiles,
                                  [x, y, tile])
            if new:
                ev2 = {"type": "tasks_covered", "seat": seat, "tasks": new[:cap]}
                events.append(ev2)
                st = self.evolve(st, ev2)
        events.extend(self._after_turn(st, seat))
        return events

    def _after_turn(self, st: dict, seat: int) -> list[dict]:
        """§6.7/§8 end checks (and §9 phase ends) after a take."""
        me = st["seats"][seat]
        solo = st["solo"]
        track_empty = all(t is None for t in st["track"])
        if solo is None:
            if me["supply"] == 0:
                return [self._game_over(st, "supply_empty")]           # §8.1
            if track_empty and not st["pile"]:
                return [self._game_over(st, "tiles_exhausted")]        # §8.2
            return []
        if solo["phase"] == 1:
            if track_empty:                                            # §9: all 11 taken
                return self._end_phase_1(st, "tiles_exhausted")
            return []
        if me["supply"] == 0 or (track_empty and not st["pile"]):      # §9 phase 2 ends
            return [self._game_over(st, "supply_empty" if me["supply"] == 0 else "tiles_exhausted")]
        return []

    def _end_phase_1(self, state: dict, reason: str) -> list[dict]:
        """§9: record = tile costs + 10 per missing token of the 8; refill due; tasks
        fulfilled while the small stack was empty are covered now (§11 #12)."""
        me = state["seats"][0]
        solo = state["solo"]
        cost = sum(self.tiles.cost[t] for _, _, t in me["display"])
        ev = {"type": "phase_1_ended", "seat": 0, "reason": reason, "tiles_cost": cost,
              "missing": solo["small"], "record": cost + SOLO_PENALTY * solo["small"],
              "tile_count": len(me["display"])}
        events = [ev]
        st = self.evolve(state, ev)
        me = st["seats"][0]
        if me["supply"] > 0:
            new = newly_fulfilled(me["display"], {(t, i) for t, i in me["covered"]}, self.tiles)
            if new:
                ev2 = {"type": "tasks_covered", "seat": 0, "tasks": new[:me["supply"]]}
                events.append(ev2)
                st = self.evolve(st, ev2)
        me = st["seats"][0]
        if me["supply"] == 0 or (not st["pile"] and all(t is None for t in st["track"])):
            events.append(self._game_over(st, "supply_empty" if me["supply"] == 0 else "tiles_exhausted"))
        return events

    def _refill_event(self, state: dict, seat: int, forced: bool, rng: random.Random) -> dict:
        """§6.1: fill empty spaces clockwise from the meeple (never the meeple's space),
        drawing at random from the pile, until the pile runs out."""
        spaces = refill_spaces(state["track"], state["meeple"])
        pile = state["pile"]
        k = min(len(spaces), len(pile))
        drawn = rng.sample(pile, k)
        return {"type": "refill", "seat": seat, "forced": forced,
                "tiles": [[s, t] for s, t in zip(spaces, drawn)], "pile": len(pile) - k}

    # -- result ----------------------------------------------------------------------
    def _game_over(self, st: dict, reason: str) -> dict:
        seats = st["seats"]
        if st["solo"] is not None:
            solo = st["solo"]
            me = seats[0]
            counted = me["display"]
            if solo.get("phase_2_record", SOLO_PHASE2_RECORD_DEFAULT) == "phase_2_tiles":
                counted = counted[solo["phase1_tiles"]:]
            tiles_cost = sum(self.tiles.cost[t] for _, _, t in counted)
            left = me["supply"]
            if solo.get("final_penalty", SOLO_PENALTY_DEFAULT) == "of_13":
                left = min(left, SOLO_BIG_STACK)
            record2 = tiles_cost + SOLO_PENALTY * left
            score = solo["record1"] + record2
            result = {
                "winners": [0],
                "ranking": [{"seat": 0, "place": 1, "score": score, "tokens_left": me["supply"],
                             "tokens_placed": len(me["covered"])}],
                "scores": [score],
                "score": score,
                "phase_1_record": solo["record1"],
                "phase_2_record": record2,
                "reason": reason,
                "lower_is_better": True,
            }
        else:
            # §8.3: fewest tokens left; ties by the static §5 order (§11 #8)
            order = sorted(range(len(seats)),
                           key=lambda s: (seats[s]["supply"], seats[s]["distance"], -seats[s]["arrival"]))
            ranking = [{"seat": s, "place": i + 1, "tokens_left": seats[s]["supply"],
                        "tokens_placed": len(seats[s]["covered"]), "distance": seats[s]["distance"]}
                       for i, s in enumerate(order)]
            result = {
                "winners": [order[0]],
                "ranking": ranking,
                "scores": [len(s["covered"]) for s in seats],
                "tokens_left": [s["supply"] for s in seats],
                "reason": reason,
            }
        return {"type": "game_over", "reason": reason, "result": result}

    # -- evolve ----------------------------------------------------------------------
    def evolve(self, state: dict, event: dict) -> dict:
        typ = event["type"]
        new = dict(state)
        if typ == "take":
            seat = event["seat"]
            track = list(state["track"])
            track[event["track_space"]] = None
            new["track"] = track
            new["meeple"] = event["track_space"]
            seats = list(state["seats"])
            me = dict(seats[seat])
            me["display"] = me["display"] + [[event["x"], event["y"], event["tile"]]]
            if "distance" in event:
                me["distance"] = event["distance"]
                me["arrival"] = event["arrival"]
                new["arrivals"] = event["arrival"] + 1
            seats[seat] = me
            new["seats"] = seats
        elif typ == "tasks_covered":
            seat = event["seat"]
            seats = list(state["seats"])
            me = dict(seats[seat])
            k = len(event["tasks"])
            me["covered"] = me["covered"] + [list(p) for p in event["tasks"]]
            me["supply"] = me["supply"] - k
            seats[seat] = me
            new["seats"] = seats
            if state["solo"] is not None:
                solo = dict(state["solo"])
                solo["small"] = max(0, solo["small"] - k)
                new["solo"] = solo
        elif typ == "refill":
            track = list(state["track"])
            drawn = set()
            for s, t in event["tiles"]:
                track[s] = t
                drawn.add(t)
            new["track"] = track
            new["pile"] = [t for t in state["pile"] if t not in drawn]
            if state["solo"] is not None and state["solo"]["refill_due"]:
                solo = dict(state["solo"])
                solo["refill_due"] = False
                new["solo"] = solo
        elif typ == "phase_1_ended":
            solo = dict(state["solo"])
            solo["phase"] = 2
            solo["record1"] = event["record"]
            solo["phase1_tiles"] = event["tile_count"]
            solo["refill_due"] = bool(state["pile"])
            new["solo"] = solo
        elif typ == "game_over":
            new["over"] = True
            new["result"] = event["result"]
        else:
            raise ValueError(f"unknown event type {typ!r}")
        return new

    def reveals(self, event: dict) -> bool:
        return event.get("type") == "refill"    # tiles come face up out of the hidden pile

    def is_over(self, state: dict) -> bool:
        return state["over"]

    def result(self, state: dict) -> dict | None:
        return state["result"] if state["over"] else None

    # -- views -----------------------------------------------------------------------
    def view(self, state: dict, seat: int | None) -> dict:
        """Everything but the draw pile is public (§12): the pile shows as a count only."""
        solo = state["solo"]
        seats = []
        for s, p in enumerate(state["seats"]):
            v = {
                "seat": s,
                "supply": p["supply"],
                "tokens_placed": len(p["covered"]),
                "display": [list(c) for c in p["display"]],
                "covered": [list(c) for c in p["covered"]],
            }
            if solo is None:
                v["distance"] = p["distance"]
                v["space"] = p["distance"] % MOON_TRACK_SPACES
                v["arrival"] = p["arrival"]
            seats.append(v)
        out = {
            "game": self.id,
            "you": seat,
            "players": state["players"],
            "first_game": state["first_game"],
            "track": list(state["track"]),
            "meeple": state["meeple"],
            "available": available_spaces(state["track"], state["meeple"], CHOICE_WINDOW),
            "pile_count": len(state["pile"]),
            "seats": seats,
            "to_act": self.to_act(state),
            "refill_allowed": (not state["over"]) and self.auto_move(state) is None and self._refill_allowed(state),
            "over": state["over"],
            "result": state["result"],
            "solo": None,
        }
        if solo is not None:
            out["solo"] = {
                "phase": solo["phase"],
                "small_stack": min(solo["small"], state["seats"][0]["supply"]),
                "big_stack": state["seats"][0]["supply"] - min(solo["small"], state["seats"][0]["supply"]),
                "phase_1_record": solo["record1"],
                "can_end_phase_1": self._end_phase_1_allowed(state) and not state["over"],
            }
        return out

    # event_view: no event carries hidden information (refills reveal tiles face up to
    # everyone; the pile's order never exists), so the base identity is correct.

    # ----- bots ---------------------------------------------------------------------
    def bot_move(self, observation: dict, moves: list[dict], level: str, rng: random.Random, **budget) -> dict:
        if level == "greedy":
            return self._greedy(observation, moves, rng)
        if level == "expert":
            return self.expert_move(observation, moves, rng, **budget)
        return rng.choice(moves)

    # ----- the expert (games/search.py, expert.py) ------------------------------------
    def determinize(self, view: dict, seat: int, rng: random.Random) -> dict:
        from .expert import determinize
        return determinize(self, view, seat, rng)

    def view_seat(self, view: dict) -> int:
        return view["you"]

    def evaluate(self, state: dict, players: int) -> list[float]:
        from .expert import evaluate
        return evaluate(self, state, players)

    def terminal_rewards(self, state: dict, players: int) -> list[float]:
        from .expert import terminal_rewards
        return terminal_rewards(state, players)

    def rollout_policy(self, state, seat, moves, rng):
        pol = self.__dict__.get("_policy")
        if pol is None:
            from .expert import make_fast_policy
            pol = self.__dict__["_policy"] = make_fast_policy(self)
        return pol(state, seat, moves, rng)

    rollout_steps = 12

    def search_rollout_steps(self, view: dict) -> int:
        """Solo rollouts run to the end of the game (at most ~30 takes are left, and the
        record is only known there, §9); with opponents 12 decisions."""
        return 80 if view["players"] == 1 else self.rollout_steps

    def prior_move(self, state, seat, moves, rng):
        from .expert import light_view
        return self._greedy(light_view(state, seat), moves, rng)

    def tree_moves(self, state, seat, pairs):
        if len(pairs) <= 8:
            return pairs
        from .expert import light_view, ranked
        return ranked(self, light_view(state, seat), pairs, 8, random.Random(0))

    def _greedy(self, obs: dict, moves: list[dict], rng: random.Random) -> dict:
        """One-ply evaluation from the observation only: tokens a take would place
        (a winning take first), then progress towards open tasks, minus the cost."""
        types = {m["type"] for m in moves}
        if "end_phase_1" in types:
            return {"type": "end_phase_1"}
        best, best_score, best_k = None, None, 0
        for score, k, m in self._greedy_scores(obs, moves, rng):
            if best_score is None or score > best_score:
                best, best_score, best_k = m, score, k
        if "refill" in types and (best is None or best_k == 0):
            return {"type": "refill"}
        return best if best is not None else rng.choice(moves)

    def _greedy_scores(self, obs: dict, moves: list[dict], rng: random.Random) -> list:
        """(score, tokens placed, move) of every take in ``moves``, in order."""
        tiles = self.tiles
        me = obs["seats"][obs["you"]]
        display = me["display"]
        covered = {(t, i) for t, i in me["covered"]}
        solo = obs.get("solo")
        cap = me["supply"]
        if solo is not None and solo["phase"] == 1:
            cap = min(cap, solo["small_stack"])
        base_cells = cell_map(display)
        out = []
        colour = tiles.colour
        ttasks = tiles.tasks
        cw = obs.get("cost_weight", 1.0)       # the expert's solo weighting (expert.light_view)
        for m in moves:
            if m["type"] != "take":
                continue
            t = obs["track"][m["track_space"]]
            col = colour[t]
            x, y = m["x"], m["y"]
            placed = [x, y, t]
            # the tile is laid into the shared cell map and display for the check, then lifted
            base_cells[(x, y)] = t
            display.append(placed)
            try:
                have = counts(base_cells, colour, x, y) if ttasks[t] else None
                k = min(cap, len(newly_fulfilled(display, covered, tiles, placed, base_cells, have)))
            finally:
                display.pop()
                del base_cells[(x, y)]
            # progress: open tasks on neighbours that ask for this colour, and how much of
            # the new tile's own tasks its neighbours already satisfy
            prog = 0.0
            for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                u = base_cells.get(q)
                if u is not None:
                    for i, need in enumerate(ttasks[u]):
                        if need[col] and (u, i) not in covered:
                            prog += 1.0 / sum(need)
            if have is not None:
                for need in ttasks[t]:
                    prog += sum(min(h, n) for h, n in zip(have, need)) / sum(need)
            win = 1 if (solo is None and k >= me["supply"]) else 0
            score = 1000 * win + 10 * k + 2 * prog - cw * tiles.cost[t] + rng.random() * 0.01
            out.append((score, k, m))
        return out
