"""Azul: Summer Pavilion as a pure decider (spec: shared/rules/azul-summer-pavilion.md).

State (plain JSON; every tile count is a dict with all six colours as keys):

    players, side ("front"|"grey"), first_player (-1 = drawn at setup),
    round (0 before setup, then 1..6), step (see below),
    start_player (this round's phase-1 starter), token (seat holding the start-player
    token, or None while it lies in the centre), active (seat to act in phase 1/2),
    pending_bonus (bonus tiles the active seat still takes from the supply),
    bag, tower, supply, centre: counts; factories: list of counts;
    seats: [{score, hand, corners, board: {space: colour}, passed}]

Steps:  "setup" (SYSTEM) -> "acquire" (phase 1) -> "acquire_done" (SYSTEM) -> "place"
(phase 2; "bonus" while taking bonus tiles; "refill" (SYSTEM) refills the supply) ->
"round_done" (SYSTEM: next round, or final scoring after round 6) -> "over".

Nothing in Azul is hidden except the order of the bag, which the state never holds
(the bag is a multiset). Draws are made in ``decide`` and written into the events.
"""
from __future__ import annotations

import random
from functools import lru_cache

from games.base import (SYSTEM, Game, IllegalMove, InvalidConfig, MalformedMove,
                        NotYourTurn, Option)

from . import board as B
from .schemas import EVENT_SCHEMA, MOVE_SCHEMA, VIEW_SCHEMA
from .board import (COLOURS, MAX_KEEP, MIN_SCORE, NUMBER, NUMBER_BONUS,
                    NUMBER_SETS, ROUNDS, STAR_OF, STARS, STARTING_SCORE, STRUCTURES,
                    SUPPLY_SIZE, TILES_PER_COLOUR, TILES_PER_FACTORY, WILD_BY_ROUND)

# ---- spec defaults for the points §13 marks inferred [I] or disputed [D] -------------
#: §6.4 / §13 #1 [I][D]: the floor applies to every loss (start-player penalty, discards
#: when passing, corner tiles at game end).
SCORE_FLOOR = MIN_SCORE
#: §7.5 / §13 #3 [I]: rewards of several structures completed by one tile add up.
STRUCTURE_BONUSES_ADD_UP = True
#: §7.7 / §13 #6 [D]: a passing player may keep any sub-multiset of up to 4 hand tiles
#: (False: BGA's reading, the pass always keeps as many tiles as allowed).
KEEP_ANY_SUBSET = True
#: §7.7 / §13 #7 [D]: in round 6 kept tiles go to the corners (−1 each at game end,
#: after the bonuses); only the rest is discarded (−1 each) when passing.
#: (False: BGA's reading, a round-6 pass discards the whole hand at once.)
ROUND6_KEEP_IN_CORNERS = True
# Fixed spec defaults, implemented as such (no switch):
#  §7.5 / §13 #4 [I]: when the supply is short, the player takes what is there.
#  §7.6 / §13 #5 [I]: the supply is refilled after every phase-2 turn, passes included
#     (a refill step only happens when the supply is short and bag or tower hold tiles).
#  §6.3 / §13 #2 [I]: if nobody took the token, the round's start player places first
#     and starts the next round.
#  §7.7 / §13 #15 [I]: a player with an empty hand still gets the turn; `pass` keeping
#     nothing is the only legal move.
#  §11 / §13 #16 [I]: seats are numbered clockwise; next = seat + 1 (mod n).
#  §4.8 / §13 #12: the round-1 start player is the `first_player` option, or drawn at
#     random in the setup step.

SYSTEM_STEPS = {"setup": "setup", "acquire_done": "start_placing", "refill": "refill_supply"}


def _zero() -> dict:
    return {c: 0 for c in COLOURS}


def _total(counts: dict) -> int:
    return sum(counts.values())


def _floor(score: int, loss: int) -> int:
    """The (non-positive) points actually lost: §6.4 score floor."""
    return max(SCORE_FLOOR, score - loss) - score if score > SCORE_FLOOR else 0


def _draw(bag: dict, tower: dict, n: int, rng: random.Random):
    """Draw ``n`` tiles at random from the bag multiset; when the bag is empty and more
    are needed, pour the tower in (§7.6, §8). Returns (drawn, poured, bag, tower)."""
    bag = dict(bag)
    drawn = _zero()
    poured = False
    left = _total(bag)
    for _ in range(n):
        if left == 0:
            if poured or _total(tower) == 0:
                break
            for c in COLOURS:
                bag[c] += tower[c]
            tower = _zero()
            poured = True
            left = _total(bag)
        r = rng.randrange(left)
        for c in COLOURS:
            if r < bag[c]:
                bag[c] -= 1
                drawn[c] += 1
                break
            r -= bag[c]
        left -= 1
    return drawn, poured, bag, tower


def _enum_keeps(hand: dict, limit: int) -> list[dict]:
    """Every sub-multiset of ``hand`` with at most ``limit`` tiles (fresh sparse dicts)."""
    key = tuple(min(hand[c], limit) for c in COLOURS)
    return [dict(k) for k in _keeps_cached(key, limit)]


@lru_cache(maxsize=8192)
def _keeps_cached(key: tuple, limit: int) -> tuple:
    colours = [(c, h) for c, h in zip(COLOURS, key) if h]
    out: list = []

    def rec(i: int, room: int, cur: dict):
        if i == len(colours):
            out.append(dict(cur))
            return
        c, h = colours[i]
        for k in range(min(room, h) + 1):
            if k:
                cur[c] = k
            rec(i + 1, room - k, cur)
        cur.pop(c, None)

    rec(0, limit, {})
    return tuple(out)


def _place_options(seat_state: dict, side: str, wild: str):
    """§7.2/§7.3: yield (space, colour, N, k_min, k_max) for every legal placement."""
    hand = seat_state["hand"]
    if not any(hand.values()):
        return
    bd = seat_state["board"]
    numbers = NUMBER[side]
    w = hand[wild]
    for star in STARS:
        empties = [s for s in B.STAR_SPACES[star] if s not in bd]
        if not empties:
            continue
        for colour in B.allowed_colours(bd, star, side):
            h = hand[colour]
            if not h:
                continue
            for space in empties:
                n = numbers[space]
                if colour == wild:
                    if h >= n:
                        yield space, colour, n, n, n
                else:
                    lo = max(1, n - w)
                    hi = min(n, h)
                    if lo <= hi:
                        yield space, colour, n, lo, hi


class AzulSummerPavilion(Game):
    id = "azul-summer-pavilion"
    name = "Azul: Summer Pavilion"
    min_players = 2
    max_players = 4
    options = (
        Option("board_side", "front",
               "Player-board side (§10): 'front' = coloured stars with fixed colours; "
               "'grey' = the monochrome variant (each star single-colour or all different).",
               choices=B.SIDES),
        Option("first_player", -1,
               "Seat that starts round 1 (§4.8); -1 draws it at random during setup.",
               choices=(-1, 0, 1, 2, 3), kind="int"),
    )
    bot_levels = ("random", "greedy", "expert")
    bot_level_notes = {
        "random": "plays a uniformly random legal move",
        "greedy": "one-ply evaluation of the visible board; beats random nearly always",
        "expert": "flat Monte-Carlo search over greedy's best moves, each played out by greedy "
                  "to the round's end, for think_ms (default 1000 ms); at 1000 ms it won 49 of 50 "
                  "two-player games against greedy on each board side, 91 of 100 as one expert "
                  "against three greedy and 100 of 100 against random, its longest decision 961 ms",
    }

    # ---- configuration ----------------------------------------------------------
    def check_config(self, config: dict) -> list[str]:
        fp = config.get("first_player")
        if isinstance(fp, int) and not isinstance(fp, bool) and isinstance(config.get("players"), int):
            if not (-1 <= fp < config["players"]):
                return [f"option 'first_player' must be -1 or a seat 0..{config['players'] - 1}"]
        return []

    # ---- the decider --------------------------------------------------------------
    def initial_state(self, config: dict, rng: random.Random) -> dict:
        """§4: everything in the bag; the SYSTEM ``setup`` step draws supply and
        factories (so every draw is in the event log)."""
        n = config["players"]
        if not (self.min_players <= n <= self.max_players):
            raise InvalidConfig(f"{self.id} takes 2-4 players, not {n}")
        side = config.get("board_side", "front")
        if side not in B.SIDES:
            raise InvalidConfig(f"option 'board_side' must be one of {list(B.SIDES)}")
        return {
            "players": n,
            "side": side,
            "first_player": config.get("first_player", -1),
            "round": 0,
            "step": "setup",
            "start_player": 0,
            "token": None,
            "active": 0,
            "pending_bonus": 0,
            "bag": {c: TILES_PER_COLOUR for c in COLOURS},
            "tower": _zero(),
            "supply": _zero(),
            "centre": _zero(),
            "factories": [_zero() for _ in range(B.FACTORIES_BY_PLAYERS[n])],
            "seats": [{"score": STARTING_SCORE, "hand": _zero(), "corners": _zero(),
                       "board": {}, "passed": False} for _ in range(n)],
        }

    def to_act(self, state: dict) -> list[int]:
        if state["step"] in ("acquire", "place", "bonus"):
            return [state["active"]]
        return []

    def auto_move(self, state: dict) -> dict | None:
        step = state["step"]
        if step in SYSTEM_STEPS:
            return {"type": SYSTEM_STEPS[step]}
        if step == "round_done":
            return {"type": "final_scoring" if state["round"] >= ROUNDS else "next_round"}
        return None

    def is_over(self, state: dict) -> bool:
        return state["step"] == "over"

    # ---- legal moves -------------------------------------------------------------
    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        step = state["step"]
        if seat == SYSTEM:
            auto = self.auto_move(state)
            return [auto] if auto else []
        if step not in ("acquire", "place", "bonus") or seat != state["active"]:
            return []
        wild = WILD_BY_ROUND[state["round"]]
        if step == "acquire":
            moves = []
            for i, f in enumerate(state["factories"]):
                moves.extend({"type": "take", "source": "factory", "factory": i, "colour": c}
                             for c in self._take_colours(f, wild))
            moves.extend({"type": "take", "source": "centre", "colour": c}
                         for c in self._take_colours(state["centre"], wild))
            return moves
        if step == "bonus":
            return [{"type": "take_bonus", "colour": c} for c in COLOURS if state["supply"][c]]
        st = state["seats"][seat]
        moves = [{"type": "place", "space": space, "colour": colour, "k": k}
                 for space, colour, _n, lo, hi in _place_options(st, state["side"], wild)
                 for k in range(lo, hi + 1)]
        moves.extend({"type": "pass", "keep": keep} for keep in self._keeps(state, st["hand"]))
        return moves

    @staticmethod
    def _keeps(state: dict, hand: dict) -> list[dict]:
        """§7.7: the keep-sets a pass may name (sparse colour -> count)."""
        if not ROUND6_KEEP_IN_CORNERS and state["round"] >= ROUNDS:
            return [{}]
        keeps = _enum_keeps(hand, MAX_KEEP)
        if not KEEP_ANY_SUBSET:
            most = max(sum(k.values()) for k in keeps)
            keeps = [k for k in keeps if sum(k.values()) == most]
        return keeps

    @staticmethod
    def _take_colours(source: dict, wild: str) -> list[str]:
        """§6.1/§6.2/§6.5: the non-wild colours present, or the wild colour alone when
        the source holds only wild tiles."""
        cols = [c for c in COLOURS if c != wild and source[c]]
        if not cols and source[wild]:
            return [wild]
        return cols

    # ---- decide -------------------------------------------------------------------
    def decide(self, state: dict, seat: int, move: dict, rng: random.Random) -> list[dict]:
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise MalformedMove("a move is a JSON object with a string 'type'")
        mtype = move["type"]
        handler = _SYSTEM_HANDLERS.get(mtype)
        if handler is not None:
            if seat != SYSTEM:
                raise NotYourTurn(f"'{mtype}' is a table step played by the system")
            _check_keys(move, {"type"})
            if self.auto_move(state) != {"type": mtype}:
                raise IllegalMove("§5", f"'{mtype}' is not the table step due now",
                                  details={"step": state["step"]})
            return handler(self, state, rng)
        handler = _PLAYER_HANDLERS.get(mtype)
        if handler is None:
            raise MalformedMove(f"unknown move type {mtype!r}")
        if seat == SYSTEM or seat not in self.to_act(state):
            raise NotYourTurn()
        return handler(self, state, seat, move)

    # phase 1 --------------------------------------------------------------------
    def _decide_take(self, state, seat, move):
        if state["step"] != "acquire":
            raise IllegalMove("§6", "tiles are taken only in phase 1")
        _check_keys(move, {"type", "source", "colour"}, {"factory"})
        colour = move["colour"]
        if colour not in COLOURS:
            raise MalformedMove(f"unknown colour {colour!r}")
        src_kind = move["source"]
        if src_kind == "factory":
            fi = move.get("factory")
            if not isinstance(fi, int) or isinstance(fi, bool):
                raise MalformedMove("a factory take needs an integer 'factory'")
            if not (0 <= fi < len(state["factories"])):
                raise IllegalMove("§6.1", f"there is no factory display {fi}")
            source = state["factories"][fi]
            rule = "§6.1"
        elif src_kind == "centre":
            if move.get("factory") is not None:
                raise MalformedMove("a centre take has no 'factory'")
            fi = None
            source = state["centre"]
            rule = "§6.2"
        else:
            raise MalformedMove("'source' must be 'factory' or 'centre'")
        wild = WILD_BY_ROUND[state["round"]]
        if not source[colour]:
            raise IllegalMove(rule, f"no {colour} tile there")
        if colour == wild:
            if any(source[c] for c in COLOURS if c != wild):
                raise IllegalMove(rule, f"{wild} is wild this round: it can be taken alone "
                                        "only from a source holding nothing but wild tiles")
            count, wilds = 1, 0
        else:
            count, wilds = source[colour], (1 if source[wild] else 0)
        to_centre = _zero()
        if fi is not None:
            for c in COLOURS:
                to_centre[c] = source[c]
            to_centre[colour] -= count
            to_centre[wild] -= wilds
        token = fi is None and state["token"] is None
        points = _floor(state["seats"][seat]["score"], count + wilds) if token else 0  # §6.3
        return [{"type": "tiles_taken", "seat": seat, "source": src_kind, "factory": fi,
                 "colour": colour, "count": count, "wild": wilds, "to_centre": to_centre,
                 "token": token, "points": points}]

    # phase 2 --------------------------------------------------------------------
    def _decide_place(self, state, seat, move):
        if state["step"] != "place":
            raise IllegalMove("§7.1" if state["step"] == "bonus" else "§7",
                              "tiles are placed in phase 2, one per turn, after any bonus choice")
        _check_keys(move, {"type", "space", "colour", "k"})
        space, colour, k = move["space"], move["colour"], move["k"]
        if space not in B.SPACE_SET:
            raise MalformedMove(f"unknown space {space!r}")
        if colour not in COLOURS:
            raise MalformedMove(f"unknown colour {colour!r}")
        if not isinstance(k, int) or isinstance(k, bool):
            raise MalformedMove("'k' must be an integer")
        side = state["side"]
        st = state["seats"][seat]
        bd, hand = st["board"], st["hand"]
        if space in bd:
            raise IllegalMove("§7.2", f"{space} is already filled")
        if colour not in B.allowed_colours(bd, STAR_OF[space], side):
            rule = "§10.2" if side == "grey" else "§7.2"
            raise IllegalMove(rule, f"a {colour} tile may not go on {space}")
        wild = WILD_BY_ROUND[state["round"]]
        n = NUMBER[side][space]
        if colour == wild:
            if k != n:
                raise IllegalMove("§7.3", f"a wild-colour tile placed as its own colour is paid "
                                          f"with {n} tiles of that colour (k = {n})")
            if hand[colour] < n:
                raise IllegalMove("§7.3", f"{space} costs {n} {colour} tiles; you hold {hand[colour]}")
            wilds = 0
        else:
            if not (1 <= k <= n):
                raise IllegalMove("§7.3", f"k must be between 1 and {n}: at least one real "
                                          f"{colour} tile, the rest wild")
            wilds = n - k
            if hand[colour] < k or hand[wild] < wilds:
                raise IllegalMove("§7.3", f"paying {k} {colour} + {wilds} {wild} needs more tiles "
                                          "than the hand holds")
        points = B.placement_points(bd, space)                       # §7.4
        structures = B.completed_structures(bd, space)               # §7.5
        earned = sum(STRUCTURES[s]["bonus"] for s in structures)
        if not STRUCTURE_BONUSES_ADD_UP and structures:
            earned = max(STRUCTURES[s]["bonus"] for s in structures)
        owed = min(earned, _total(state["supply"]))                  # §13 #4
        return [{"type": "tile_placed", "seat": seat, "space": space, "colour": colour,
                 "k": k, "wilds": wilds, "wild_colour": wild, "cost": n, "points": points,
                 "structures": structures, "bonus_earned": earned, "bonus_owed": owed}]

    def _decide_take_bonus(self, state, seat, move):
        if state["step"] != "bonus":
            raise IllegalMove("§7.5", "no bonus tile is owed now")
        _check_keys(move, {"type", "colour"})
        colour = move["colour"]
        if colour not in COLOURS:
            raise MalformedMove(f"unknown colour {colour!r}")
        if not state["supply"][colour]:
            raise IllegalMove("§7.5", f"the supply holds no {colour} tile")
        return [{"type": "bonus_taken", "seat": seat, "colour": colour}]

    def _decide_pass(self, state, seat, move):
        if state["step"] != "place":
            raise IllegalMove("§7.7", "passing happens in phase 2, instead of placing")
        _check_keys(move, {"type", "keep"})
        keep = move["keep"]
        if not isinstance(keep, dict):
            raise MalformedMove("'keep' is an object colour -> count")
        kept = _zero()
        for c, v in keep.items():
            if c not in kept:
                raise MalformedMove(f"unknown colour {c!r}")
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise MalformedMove("kept counts are non-negative integers")
            kept[c] = v
        hand = state["seats"][seat]["hand"]
        if _total(kept) > MAX_KEEP:
            raise IllegalMove("§7.7", f"at most {MAX_KEEP} tiles may be kept")
        if any(kept[c] > hand[c] for c in COLOURS):
            raise IllegalMove("§7.7", "you cannot keep tiles you do not hold")
        if not ROUND6_KEEP_IN_CORNERS and state["round"] >= ROUNDS and _total(kept):
            raise IllegalMove("§13#7", "a round-6 pass discards every tile (BGA reading)")
        if not KEEP_ANY_SUBSET and _total(kept) < min(MAX_KEEP, _total(hand)):
            raise IllegalMove("§13#6", "a pass keeps as many tiles as allowed (BGA reading)")
        discarded = {c: hand[c] - kept[c] for c in COLOURS}
        points = _floor(state["seats"][seat]["score"], _total(discarded))
        return [{"type": "passed", "seat": seat, "kept": kept, "discarded": discarded,
                 "points": points}]

    # table steps (SYSTEM) ----------------------------------------------------------
    def _decide_setup(self, state, rng):
        """§4 steps 5-8: supply first, then factories in display order."""
        supply, poured, bag, tower = _draw(state["bag"], state["tower"], SUPPLY_SIZE, rng)
        factories = []
        for _ in state["factories"]:
            d, p, bag, tower = _draw(bag, tower, TILES_PER_FACTORY, rng)
            factories.append(d)
        fp = state["first_player"]
        start = fp if fp is not None and fp >= 0 else rng.randrange(state["players"])
        return [{"type": "game_setup", "supply": supply, "factories": factories,
                 "start_player": start}]

    def _decide_start_placing(self, state, rng):
        token = state["token"]
        first = token if token is not None else state["start_player"]   # §7.1, §6.3
        return [{"type": "placing_started", "round": state["round"], "active": first}]

    def _decide_refill_supply(self, state, rng):
        need = SUPPLY_SIZE - _total(state["supply"])                  # §7.6
        drawn, poured, _bag, _tower = _draw(state["bag"], state["tower"], need, rng)
        return [{"type": "supply_refilled", "drawn": drawn, "tower_poured": poured}]

    def _decide_next_round(self, state, rng):
        """§8: advance the round, refill the displays (tower into bag when needed),
        token to the centre, corners back to the hands."""
        bag, tower = state["bag"], state["tower"]
        factories, poured = [], False
        for _ in state["factories"]:
            d, p, bag, tower = _draw(bag, tower, TILES_PER_FACTORY, rng)
            poured = poured or p
            factories.append(d)
        token = state["token"]
        start = token if token is not None else state["start_player"]
        return [{"type": "round_started", "round": state["round"] + 1,
                 "wild_colour": WILD_BY_ROUND[state["round"] + 1], "factories": factories,
                 "tower_poured": poured, "start_player": start}]

    def _decide_final_scoring(self, state, rng):
        """§9: star and number bonuses, then −1 per corner tile (floor 1)."""
        side = state["side"]
        scores = []
        for seat, st in enumerate(state["seats"]):
            bd = st["board"]
            stars = {s: b for s in STARS if (b := B.star_bonus(bd, s, side))}
            numbers = {str(n): NUMBER_BONUS[n] for n in NUMBER_BONUS
                       if all(sp in bd for sp in NUMBER_SETS[side][n])}
            bonus = sum(stars.values()) + sum(numbers.values())
            corners = _total(st["corners"])
            after = st["score"] + bonus
            loss = _floor(after, corners)
            scores.append({"seat": seat, "stars": stars, "numbers": numbers,
                           "corner_tiles": corners, "corner_points": loss,
                           "points": bonus + loss, "final_score": after + loss})
        return [{"type": "final_scored", "scores": scores}]

    # ---- evolve -------------------------------------------------------------------
    def evolve(self, state: dict, event: dict) -> dict:
        fn = _EVOLVERS.get(event.get("type"))
        if fn is None:
            raise ValueError(f"unknown event type {event.get('type')!r}")
        return fn(state, event)

    # ---- views --------------------------------------------------------------------
    def view(self, state: dict, seat: int | None) -> dict:
        """Everything is public (§11 Information): bag and tower are counts only."""
        rnd = state["round"]
        return {
            "viewer": seat,
            "players": state["players"],
            "board_side": state["side"],
            "round": rnd,
            "wild_colour": WILD_BY_ROUND.get(rnd),
            "phase": _PHASE_OF_STEP[state["step"]],
            "step": state["step"],
            "start_player": state["start_player"],
            "token": state["token"],
            "active": state["active"] if state["step"] in ("acquire", "place", "bonus") else None,
            "to_act": self.to_act(state),
            "pending_bonus": state["pending_bonus"],
            "bag": dict(state["bag"]),
            "tower": dict(state["tower"]),
            "supply": dict(state["supply"]),
            "centre": dict(state["centre"]),
            "factories": [dict(f) for f in state["factories"]],
            "seats": [{"score": st["score"], "hand": dict(st["hand"]),
                       "corners": dict(st["corners"]), "board": dict(st["board"]),
                       "passed": st["passed"]} for st in state["seats"]],
        }

    def event_view(self, event: dict, seat: int | None) -> dict:
        return event            # nothing in an Azul event is hidden from anyone

    def reveals(self, event: dict) -> bool:
        return event.get("type") in ("game_setup", "supply_refilled", "round_started")

    def result(self, state: dict) -> dict | None:
        if state["step"] != "over":
            return None
        scores = [st["score"] for st in state["seats"]]
        best = max(scores)
        ranking = []
        for seat in sorted(range(len(scores)), key=lambda s: (-scores[s], s)):
            place = 1 + sum(1 for x in scores if x > scores[seat])   # E-4: no tiebreak
            ranking.append({"seat": seat, "place": place, "score": scores[seat]})
        return {"winners": [s for s, x in enumerate(scores) if x == best],
                "ranking": ranking, "scores": scores}

    # ---- bots -------------------------------------------------------------------
    def bot_move(self, observation: dict, moves: list[dict], level: str, rng: random.Random, **budget) -> dict:
        if level == "greedy":
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
        return view["viewer"]

    def expert_move(self, observation: dict, moves: list[dict], rng: random.Random, *,
                    think_ms: int | None = None, iterations: int | None = None,
                    stats: dict | None = None) -> dict:
        """Azul's own search (expert.py: flat Monte-Carlo over greedy's best moves on the
        compact engine) instead of the shared tree search: it reads only ``observation``."""
        from .expert import expert_move
        return expert_move(observation, moves, rng, think_ms=think_ms, iterations=iterations, stats=stats)

    def evaluate(self, state: dict, players: int) -> list[float]:
        from .expert import evaluate
        return evaluate(state, players)

    def rollout_policy(self, state, seat, moves, rng):
        from .expert import make_policy
        pol = self.__dict__.get("_policy")
        if pol is None:
            pol = self.__dict__["_policy"] = make_policy(self)
        return pol(state, seat, moves, rng)

    rollout_steps = 24

    def prior_move(self, state, seat, moves, rng):
        from .bot import greedy_move
        return greedy_move(self.view(state, seat), moves, rng)

    def tree_moves(self, state, seat, pairs):
        if len(pairs) <= 6:
            return pairs
        from .bot import ranked_moves
        keep = ranked_moves(self.view(state, seat), [m for _, m in pairs], 6)
        ids = {id(m) for m in keep}
        return [(k, m) for k, m in pairs if id(m) in ids]

    # ---- schemas ------------------------------------------------------------------
    move_schema = MOVE_SCHEMA
    view_schema = VIEW_SCHEMA
    event_schema = EVENT_SCHEMA


def _check_keys(move: dict, required: set, optional: set = frozenset()) -> None:
    keys = set(move)
    missing = required - keys
    extra = keys - required - set(optional)
    if missing or extra:
        raise MalformedMove(f"move {move.get('type')!r} needs keys {sorted(required)}"
                            + (f" (optional {sorted(optional)})" if optional else ""),
                            details={"missing": sorted(missing), "unknown": sorted(extra)})


_PHASE_OF_STEP = {"setup": 0, "acquire": 1, "acquire_done": 1, "place": 2, "bonus": 2,
                  "refill": 2, "round_done": 3, "over": 4}

_PLAYER_HANDLERS = {
    "take": AzulSummerPavilion._decide_take,
    "place": AzulSummerPavilion._decide_place,
    "take_bonus": AzulSummerPavilion._decide_take_bonus,
    "pass": AzulSummerPavilion._decide_pass,
}
_SYSTEM_HANDLERS = {
    "setup": AzulSummerPavilion._decide_setup,
    "start_placing": AzulSummerPavilion._decide_start_placing,
    "refill_supply": AzulSummerPavilion._decide_refill_supply,
    "next_round": AzulSummerPavilion._decide_next_round,
    "final_scoring": AzulSummerPavilion._decide_final_scoring,
}


# ---- evolvers: pure, copy only what changes ------------------------------------------
def _sources_empty(state: dict) -> bool:
    return not any(state["centre"].values()) and not any(
        any(f.values()) for f in state["factories"])


def _end_turn(s: dict) -> None:
    """After a phase-2 turn (on a fresh top-level copy ``s``): refill the supply if it
    is short and the bag or tower has tiles (§7.6), else activate the next player."""
    if _total(s["supply"]) < SUPPLY_SIZE and (
            any(s["bag"].values()) or any(s["tower"].values())):
        s["step"] = "refill"
        return
    _advance(s)


def _advance(s: dict) -> None:
    """§7.1 / §7.8 step 5: next clockwise player who has not passed, or phase 3."""
    n = s["players"]
    seats = s["seats"]
    for d in range(1, n + 1):
        nxt = (s["active"] + d) % n
        if not seats[nxt]["passed"]:
            s["active"] = nxt
            s["step"] = "place"
            return
    s["step"] = "round_done"


def _ev_game_setup(state, e):
    s = dict(state)
    bag = dict(state["bag"])
    for d in [e["supply"]] + e["factories"]:
        for c in COLOURS:
            bag[c] -= d[c]
    s["bag"] = bag
    s["supply"] = dict(e["supply"])
    s["factories"] = [dict(f) for f in e["factories"]]
    s["round"] = 1
    s["start_player"] = s["active"] = e["start_player"]
    s["token"] = None
    s["step"] = "acquire" if not _sources_empty(s) else "acquire_done"
    return s


def _ev_tiles_taken(state, e):
    s = dict(state)
    seat, colour, wild = e["seat"], e["colour"], WILD_BY_ROUND[state["round"]]
    if e["source"] == "factory":
        factories = list(state["factories"])
        factories[e["factory"]] = _zero()
        s["factories"] = factories
        centre = dict(state["centre"])
        for c in COLOURS:
            centre[c] += e["to_centre"][c]
    else:
        centre = dict(state["centre"])
        centre[colour] -= e["count"]
        centre[wild] -= e["wild"]
    s["centre"] = centre
    seats = list(state["seats"])
    st = dict(seats[seat])
    hand = dict(st["hand"])
    hand[colour] += e["count"]
    hand[wild] += e["wild"]
    st["hand"] = hand
    st["score"] += e["points"]
    seats[seat] = st
    s["seats"] = seats
    if e["token"]:
        s["token"] = seat
    if _sources_empty(s):
        s["step"] = "acquire_done"
    else:
        s["active"] = (seat + 1) % s["players"]
    return s


def _ev_placing_started(state, e):
    s = dict(state)
    s["active"] = e["active"]
    s["step"] = "place"
    return s


def _ev_tile_placed(state, e):
    s = dict(state)
    seat, colour, wild = e["seat"], e["colour"], e["wild_colour"]
    seats = list(state["seats"])
    st = dict(seats[seat])
    hand = dict(st["hand"])
    hand[colour] -= e["k"]
    hand[wild] -= e["wilds"]
    st["hand"] = hand
    bd = dict(st["board"])
    bd[e["space"]] = colour
    st["board"] = bd
    st["score"] += e["points"]
    seats[seat] = st
    s["seats"] = seats
    tower = dict(state["tower"])
    tower[colour] += e["k"] - 1           # one real tile goes onto the board (§7.3)
    tower[wild] += e["wilds"]
    s["tower"] = tower
    if e["bonus_owed"]:
        s["pending_bonus"] = e["bonus_owed"]
        s["step"] = "bonus"
    else:
        _end_turn(s)
    return s


def _ev_bonus_taken(state, e):
    s = dict(state)
    seat, colour = e["seat"], e["colour"]
    supply = dict(state["supply"])
    supply[colour] -= 1
    s["supply"] = supply
    seats = list(state["seats"])
    st = dict(seats[seat])
    hand = dict(st["hand"])
    hand[colour] += 1
    st["hand"] = hand
    seats[seat] = st
    s["seats"] = seats
    s["pending_bonus"] = state["pending_bonus"] - 1
    if s["pending_bonus"] <= 0 or not any(supply.values()):
        s["pending_bonus"] = 0
        _end_turn(s)
    return s


def _ev_passed(state, e):
    s = dict(state)
    seat = e["seat"]
    seats = list(state["seats"])
    st = dict(seats[seat])
    corners = dict(st["corners"])
    tower = dict(state["tower"])
    for c in COLOURS:
        corners[c] += e["kept"][c]
        tower[c] += e["discarded"][c]
    st["corners"] = corners
    st["hand"] = _zero()
    st["score"] += e["points"]
    st["passed"] = True
    seats[seat] = st
    s["seats"] = seats
    s["tower"] = tower
    _end_turn(s)
    return s


def _pour_and_remove(s: dict, state: dict, poured: bool, drawn: list[dict]) -> None:
    bag = dict(state["bag"])
    if poured:
        for c in COLOURS:
            bag[c] += state["tower"][c]
        s["tower"] = _zero()
    for d in drawn:
        for c in COLOURS:
            bag[c] -= d[c]
    s["bag"] = bag


def _ev_supply_refilled(state, e):
    s = dict(state)
    _pour_and_remove(s, state, e["tower_poured"], [e["drawn"]])
    supply = dict(state["supply"])
    for c in COLOURS:
        supply[c] += e["drawn"][c]
    s["supply"] = supply
    _advance(s)
    return s


def _ev_round_started(state, e):
    s = dict(state)
    _pour_and_remove(s, state, e["tower_poured"], e["factories"])
    s["factories"] = [dict(f) for f in e["factories"]]
    s["round"] = e["round"]
    s["start_player"] = s["active"] = e["start_player"]
    s["token"] = None
    seats = []
    for st in state["seats"]:
        st = dict(st)
        hand = dict(st["hand"])
        for c in COLOURS:
            hand[c] += st["corners"][c]
        st["hand"] = hand
        st["corners"] = _zero()
        st["passed"] = False
        seats.append(st)
    s["seats"] = seats
    s["step"] = "acquire" if not _sources_empty(s) else "acquire_done"
    return s


def _ev_final_scored(state, e):
    s = dict(state)
    seats = list(state["seats"])
    for sc in e["scores"]:
        st = dict(seats[sc["seat"]])
        st["score"] += sc["points"]
        seats[sc["seat"]] = st
    s["seats"] = seats
    s["step"] = "over"
    return s


_EVOLVERS = {
    "game_setup": _ev_game_setup,
    "tiles_taken": _ev_tiles_taken,
    "placing_started": _ev_placing_started,
    "tile_placed": _ev_tile_placed,
    "bonus_taken": _ev_bonus_taken,
    "passed": _ev_passed,
    "supply_refilled": _ev_supply_refilled,
    "round_started": _ev_round_started,
    "final_scored": _ev_final_scored,
}
