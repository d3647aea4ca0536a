"""Blue Moon: the turn logic (spec blue-moon.md §3-§11) as a pure decider.

The engine knows phases, limits, fights, retreats and the end of the game; it never tests a
card id. Card texts run through ``effects.py`` (registries keyed by effect name or card id),
power through ``power.py`` (R-16.1).

``decide`` applies the move and then *advances* the state (``_advance``) through every step
that needs no decision (empty phases, automatic announcements, draws, end of turn), so each
returned event list ends at the next decision point. Chance (draws, random discards) is
drawn there from the ``rng`` and recorded in the events.
"""
from __future__ import annotations

import random

from games.base import (SYSTEM, Game, IllegalMove, MalformedMove, NotYourTurn,
                        Option, canonical)
from games.blue_moon import effects as fx
from games.blue_moon import decks as deck_registry
from games.blue_moon import deckbuild, ships
from games.blue_moon import obligations as obl
from games.blue_moon.cards import ELEMENTS, INFO, POWER_TYPES, deck_card_ids, people_of, seat_card_sets
from games.blue_moon.power import analyse
from games.blue_moon.schemas import EVENT_SCHEMA, MOVE_SCHEMA, VIEW_SCHEMA
from games.blue_moon.state import DRAGONS, evolve, new_player, new_turn

HAND_SIZE = 6
DECLINE_MAX_DISCARDS = 3
#: R-1.9 [OPEN]: the opponent may not browse a discard pile (only its top card and size)
OPPONENT_MAY_BROWSE_DISCARD = False
#: R-11.4 [CONFLICT]: with no dragon on either side, the player who ran out first loses
NO_DRAGON_LOSER = "first_to_run_out"
#: R-4.5 / §18.1 [OPEN]: FREE cards on the first turn of a fight: default forbidden (both
#: rulebooks); the table may choose the [KJ] ruling with the option ``free_on_first_turn``,
#: which the state carries (``free_on_first_turn`` below; issue 30, item 16)
FREE_ON_FIRST_TURN = False
#: R-13.3 (b) [CONFLICT] / §18.2: gang stacking as the Legends text says: no booster or support
#: card in the combat *and support* areas ([KJ] looks at the combat area only)
GANG_STACKING_CHECKS_SUPPORT_AREA = True
#: R-4.3.1 [INFERRED]: a player who reaches his power phase unable to announce (only after
#: new information during his own turn) is forced to retreat; this engine does not roll
#: his plays back (cannot happen with the basic decks: no draw happens between the
#: engagement and power phases).
FORCED_RETREAT_ROLLBACK = False
#: feasibility search (R-4.3.1) explores at most this many states per question
FEASIBILITY_BUDGET = 4000

PHASE_NAMES = {
    "legends": {"start": "start", "leadership": "leadership", "engagement": "engagement",
                "character": "character", "booster": "booster/support", "power": "power",
                "rest": "rest", "end": "end", "retreat": "retreat"},
    "original": {"start": "beginning of turn", "leadership": "leadership",
                 "engagement": "retreat from fight?", "character": "character",
                 "booster": "booster or support", "power": "announce power",
                 "rest": "replenish cards", "end": "end of turn", "retreat": "retreat"},
}

MOVE_TYPES = ("pass", "retrieve", "play", "start_fight", "decline", "continue", "retreat",
              "announce", "choose", "meet", "discard",
              "land", "discard_bluff", "load", "bluff")   # last four
#: turn mark set by a text that counts as this turn's character (Bounce Back, R-13.4)
CHARACTER_COUNTED = fx.CHARACTER_COUNTED


def _char_counted(turn) -> bool:
    return CHARACTER_COUNTED in turn["marks"]


def free_on_first_turn(state) -> bool:
    """R-4.5 / §18.1: may a FREE (or "as if FREE", R-6.2) booster or support be played on the
    first turn of a fight at this table? The option ``free_on_first_turn``, kept in the state
    by ``initial_state``; positions without the key (built by hand, or snapshots older than
    the option) play by the default ruling."""
    return state.get("free_on_first_turn", FREE_ON_FIRST_TURN)


def _ids(ev) -> set:
    out = set()
    for k in ("card", "cards", "choice"):
        v = ev.get(k)
        if isinstance(v, str):
            out.add(v)
        elif isinstance(v, list):
            out.update(x for x in v if isinstance(x, str))
    return out


def _shown(game, state, ev) -> list[int]:
    """Whose hidden cards ``ev`` shows to a seat that could not see them before: the owner's
    seat for his hand (cards not revealed by R-13.6 a) and face-down bluff cards (R-13.8),
    SYSTEM (-1) for a card of a draw deck (chance). Empty: the event shows nothing new."""
    out = set()
    for o in (0, 1):
        ids = _ids(game.event_view(ev, o))
        if not ids:
            continue
        P = state["p"][1 - o]
        if ids & (set(P["hand"]) - set(P.get("revealed", ()))) or ids & set(P.get("bluff", ())):
            out.add(1 - o)
        if ids & (set(state["p"][0]["deck"]) | set(state["p"][1]["deck"])):
            out.add(SYSTEM)
    return sorted(out)


def _copy_moves(moves):
    return [{k: (list(v) if isinstance(v, list) else v) for k, v in m.items()} for m in moves]


_PASS = {"type": "pass"}  # (never changed: _apply only reads a move)


class _LazyRandom:
    """``random.Random(0)`` made on first use: a feasibility simulation (``_sim``) rarely
    draws, and seeding a generator for each of them cost more than the rest of a step."""

    __slots__ = ("_rng",)

    def __init__(self):
        self._rng = None

    def __getattr__(self, name):
        rng = self._rng
        if rng is None:
            rng = self._rng = random.Random(0)
        return getattr(rng, name)


class _Powers:
    """``{element: power}`` of one seat, computed on first read (BlueMoon.bot_obs)."""

    __slots__ = ("an", "seat")

    def __init__(self, an, seat):
        self.an = an
        self.seat = seat

    def __getitem__(self, element):
        return self.an.power(self.seat, element)

    def get(self, element, default=None):
        return self[element] if element in ELEMENTS else default


class _Shields(_Powers):
    __slots__ = ()

    def __getitem__(self, element):
        return self.an.shield(self.seat, element)


class Run:
    """A working state inside ``decide``: events are applied as they are emitted."""

    __slots__ = ("game", "state", "rng", "events", "sim", "annotate")

    def __init__(self, game, state, rng, sim=False, annotate=True):
        self.game = game
        self.state = state
        self.rng = rng
        self.events = []
        self.sim = sim
        # the search's own steps (BlueMoon.rollout_step) skip the fair-play annotation
        # ``shown``: it marks events for the table, the state does not depend on it
        self.annotate = annotate and not sim

    def emit(self, ev: dict) -> None:
        if self.annotate and ("card" in ev or "cards" in ev or "choice" in ev):
            shown = _shown(self.game, self.state, ev)
            if shown:
                ev["shown"] = shown          # fair play: a reveal (undo barrier, masked in dry runs)
        self.events.append(ev)
        self.state = evolve(self.state, ev)

    def analysis(self):
        return analyse(self.state)

    def ask(self, decision: dict) -> None:
        self.emit({"type": "pending", "decision": decision})

    # --- helpers offered to effects -------------------------------------------------
    def drawable(self, seat: int) -> int:
        """How many cards ``seat`` may take from his draw deck now (R-4.7, R-8.11)."""
        n = len(self.state["p"][seat]["deck"])
        lim = fx.opponent_limit(self.analysis(), seat, "max_cards_taken_from_draw_deck_per_turn")
        if lim is not None:
            n = min(n, max(0, lim - self.state["turn"]["taken"][seat]))
        if (self.state["phase"] == "end" and seat == self.state["active"]
                and fx.end_of_turn_draws_forbidden(self.analysis(), seat)):
            return 0                                  # no additional end-of-turn draws
        return fx.may_take(self.state, seat, n)                  # hand caps

    def draw(self, seat: int, n: int) -> None:
        k = min(n, self.drawable(seat))
        if k > 0:
            cards = fx.top_of_deck(self.state["p"][seat], k, self.rng)
            self.emit({"type": "draw", "seat": seat, "cards": cards})

    def draw_to_six(self, seat: int) -> None:
        need = HAND_SIZE - len(self.state["p"][seat]["hand"])
        if need > 0:
            self.draw(seat, need)

    def discard(self, seat: int, cards: list, zone: str | None = None, random: bool = False) -> None:
        if cards:
            ev = {"type": "discard", "seat": seat, "cards": list(cards)}
            if zone:
                ev["from"] = zone
            if random:
                ev["random"] = True
            self.emit(ev)

    def to_hand(self, seat: int, cid: str) -> None:
        self.emit({"type": "to_hand", "seat": seat, "card": cid})

    def attract(self, seat: int) -> None:
        """R-9.4: take one of the opponent's dragons back to the centre first; with all
        three on his side the player wins at once (R-11.2). The dragons are
        interchangeable here, so the choice of dragon is made in a fixed order."""
        st = self.state
        if st["over"]:
            return
        opp = 1 - seat
        drag = st["dragons"]
        theirs = [d for d in DRAGONS if drag[d] == opp]
        if theirs:
            self.emit({"type": "dragon", "dragon": theirs[0], "to": None, "seat": seat})
        elif all(drag[d] == seat for d in DRAGONS):
            self.game._game_over(self, "automatic_victory", winner=seat)
        else:
            d = next(d for d in DRAGONS if drag[d] is None)
            self.emit({"type": "dragon", "dragon": d, "to": seat, "seat": seat})


def _decline_options(state, dec):
    hand = state["p"][dec["seat"]]["hand"]
    opts = list(hand)
    if dec["n"] >= 1 or not hand:
        opts.append(None)          # at least one card if he can
    return opts


def _decline_resolve(run, dec, choice):
    seat = dec["seat"]
    if choice is not None:
        run.discard(seat, [choice], zone="hand")
        if dec["n"] + 1 < DECLINE_MAX_DISCARDS and run.state["p"][seat]["hand"]:
            run.ask({"kind": "decline_discard", "seat": seat, "source": None, "n": dec["n"] + 1})
            return
    run.game._finish_decline(run, seat)


fx.register_decision("decline_discard", _decline_options, _decline_resolve, rule="R-10.1")


# pending decisions: counts and the player a decision is about are public (they follow from
# the card texts in play); the cards a decision offers (e.g. revealed from the deciding
# seat's own deck) are shown to the deciding seat only
_PENDING_PUBLIC = ("n", "max", "player")


def _pending_view(d: dict, seat) -> dict:
    out = {"seat": d["seat"], "kind": d["kind"], "source": d.get("source")}
    for k in _PENDING_PUBLIC:
        if k in d:
            out[k] = d[k]
    if seat == d["seat"] and "cards" in d:
        out["cards"] = list(d["cards"])
    return out


#: turn fields a view shows (state.py documents them all): the card limits' counters, the
#: leadership card active this turn, STOP, Buka's ship played / landed this turn
VIEW_TURN_KEYS = frozenset(("seat", "leadership", "plays", "characters", "boosters", "supports", "stop",
                            "ship", "landed"))


class BlueMoon(Game):
    id = "blue-moon"
    name = "Blue Moon"
    min_players = 2
    max_players = 2
    options = (
        Option("edition", "legends", "Rules edition: 'original' (2004, seed 003) or 'legends' "
               "(2013, seed 004); the basic game plays the same in both (spec §15), the "
               "edition selects wording (phase names).", choices=("original", "legends")),
        Option("decks", ["vulca", "hoax"], "Prebuilt people decks in seat order (R-1.2): any two of "
               "the available peoples, a mirror match included (seat 1's copy of a card X is then "
               "'X~2'). GET /v1/game-types lists the available ones under deck_building.prebuilt.",
               kind="json"),
        Option("deck_lists", [None, None], "Built decks (R-14.1), one entry per seat: null = the "
               "prebuilt deck named in 'decks', or a list of card ids: one leader and exactly 30 "
               "cards, other peoples' cards at most 10 moons, each card once (the pool: "
               "deck_building.pool in GET /v1/game-types). A built list replaces the seat's entry "
               "in 'decks' and is shown only to its own seat.", kind="json"),
        Option("first_player", "random", "Starting player (R-2.3: random by default, "
               "overridable).", choices=("random", 0, 1)),
        # issue 30, item 16: the ruling of an open question is the table's choice
        Option("free_on_first_turn", FREE_ON_FIRST_TURN, "R-4.5 / spec section 18.1 (open "
               "question): may a card with the FREE icon (or played as if it had it, R-6.2) be "
               "played in the booster/support phase of a fight's first turn? false (default): no, "
               "both rulebooks forbid any booster or support card there unless a card text allows "
               "one; true: yes, the [KJ] ruling, and that phase then stops for a player holding a "
               "card, as on later turns.", kind="bool", provisional=True),
    )
    bot_levels = ("random", "greedy", "expert")
    bot_level_notes = {
        "random": "plays a uniformly random legal move",
        "greedy": "plays a fight's cards by the engine's power on a sample of its view: the cheapest "
                  "card that wins, its strongest when it starts a fight; lands a Buka ship only when its "
                  "cargo wins, loads ships on turns already won, bluffs only in the contested element",
        "expert": "determinized flat Monte-Carlo: every legal move played out by greedy for both seats to "
                  "the end of its fight on samples of its own view (the opponent's hand, deck and face-down "
                  "cards re-dealt), the fight's end scored by a win-probability model fitted on greedy games; "
                  "think_ms default 1000 ms; see the README for its win rates",
    }
    move_schema = MOVE_SCHEMA
    view_schema = VIEW_SCHEMA
    event_schema = EVENT_SCHEMA

    def __init__(self):
        self._lm_cache = (None, None, None)

    # ----- configuration ---------------------------------------------------------------
    def check_config(self, config: dict) -> list[str]:
        v = []
        decks = config.get("decks")
        if not isinstance(decks, list) or len(decks) != 2 or not all(isinstance(d, str) for d in decks):
            return ["option 'decks' must be a list of two deck names, one per seat"]
        lists = config.get("deck_lists", [None, None])
        if not isinstance(lists, list) or len(lists) != 2:
            return ["option 'deck_lists' must be a list of two entries, one per seat (null or a list of card ids)"]
        for s, d in enumerate(decks):
            if lists[s] is None and d not in deck_registry.SUPPORTED:
                v.append(f"deck {d!r} is not available; supported decks: {sorted(deck_registry.SUPPORTED)}")
        for s, cards in enumerate(lists):
            if cards is not None:
                v += deckbuild.check_list(cards, f"deck_lists[{s}]")[0]
        return v

    def _card_sets(self, config: dict) -> tuple[list[str], list[tuple[str, list[str]]]]:
        """(people per seat, (leader, 30 ids) per seat) with seat 1's shared cards renamed."""
        decks = list(config.get("decks", ["vulca", "hoax"]))
        lists = config.get("deck_lists") or [None, None]
        sets = []
        for s in (0, 1):
            if lists[s] is not None:
                leader, cards = deckbuild.check_list(lists[s], "")[1]
                decks[s] = people_of(leader)
                sets.append((leader, cards))
            else:
                sets.append(deck_card_ids(decks[s]))
        return decks, seat_card_sets(sets)

    def config_view(self, config: dict, seat):
        """Another seat's built deck list is secret (only its size is public)."""
        lists = config.get("deck_lists")
        if not lists or all(x is None for x in lists):
            return config
        shown = [x if (x is None or seat == s) else f"built deck of {len(x)} cards" for s, x in enumerate(lists)]
        return {**config, "deck_lists": shown}

    # ----- setup -------------------------------------------------------------------------
    def initial_state(self, config: dict, rng: random.Random) -> dict:
        decks, sets = self._card_sets(config)
        players = []
        for leader, cards in sets:
            hand = rng.sample(cards, HAND_SIZE)
            rest = [c for c in cards if c not in hand]
            players.append(new_player(leader, hand, rest))
        fp = config.get("first_player", "random")
        first = rng.randrange(2) if fp == "random" else int(fp)
        state = {
            "edition": config.get("edition", "legends"), "decks": decks, "p": players,
            "free_on_first_turn": config.get("free_on_first_turn", FREE_ON_FIRST_TURN),   # §18.1
            "built": [x is not None for x in (config.get("deck_lists") or [None, None])],
            "dragons": {d: None for d in DRAGONS},
            "active": first, "phase": "start", "fight": None,
            "turn": new_turn(first), "pending": [], "ran_out": [], "over": False,
            "result": None, "turn_no": 1, "fights": 0,
        }
        run = Run(self, state, rng)
        self._start_triggers(run, first)
        self._advance(run)
        return run.state

    # describe_full (games/base.py) adds catalogue.py's cards, decks and deck building

    # ----- who acts --------------------------------------------------------------------------
    def to_act(self, state) -> list[int]:
        if state["over"]:
            return []
        if state["pending"]:
            return [state["pending"][-1]["seat"]]
        return [state["active"]]

    def is_over(self, state) -> bool:
        return state["over"]

    def result(self, state):
        return state["result"]

    # ----- moves ---------------------------------------------------------------------------------
    def legal_moves(self, state, seat: int) -> list[dict]:
        return _copy_moves(self._legal(state, seat))

    def _legal(self, state, seat: int) -> list[dict]:
        """The legal moves, the cached list itself (``decide`` only reads it; callers
        outside get a copy from ``legal_moves``)."""
        c = self._lm_cache
        if c[0] is state and c[1] == seat:
            return c[2]
        moves = self._raw_moves(state, seat)
        if moves and seat == state["active"]:
            moves = moves + fx.duty_moves(state, seat)     # g: meet a duty now
        if (moves and seat == state["active"] and state["phase"] in ("character", "booster")
                and state["fight"] is not None):
            # only plays after which a legal announcement stays reachable
            ok = [m for m in moves if self._feasible(self._sim(state, seat, m), seat)]
            if ok:
                moves = ok
        self._lm_cache = (state, seat, moves)
        return moves

    # ----- the search's fast step (games/search.py: rollout_step) ---------------------------
    def rollout_step(self, state, seat, policy, rng):
        """The state after ``seat`` plays ``policy``'s move, for the search's rollouts: the
        same move set as ``legal_moves`` (R-4.3 / R-4.3.1), but the costly checks (the
        feasibility search of each play, "continue") run only on the move the policy
        picks; a rejected move is taken out and the policy asked again. The move is
        applied without ``decide``'s validation (it is legal by construction) and without
        the fair-play annotation of events. tests/games/blue_moon/test_fast_search_path.py
        compares both paths on random games. None: ``seat`` has no move."""
        moves = self._lazy_moves(state, seat)
        if not moves:
            return None
        return self._play_unchecked(state, seat, self._lazy_choice(state, seat, moves, policy, rng), rng)

    def _play_unchecked(self, state, seat, move, rng):
        """``apply(state, decide(state, seat, move, rng))`` for a move known to be legal."""
        run = Run(self, state, rng, annotate=False)
        self._apply(run, seat, move)
        self._advance(run)
        return run.state

    def _lazy_moves(self, st, seat) -> list[dict]:
        moves = self._raw_moves(st, seat, lazy=True)
        if moves and seat == st["active"]:
            moves = moves + fx.duty_moves(st, seat)
        return moves

    def _lazy_choice(self, st, seat, moves, policy, rng):
        """``policy``'s choice among the moves of ``_lazy_moves`` that ``legal_moves`` keeps."""
        if (seat == st["active"] and st["phase"] in ("character", "booster")
                and st["fight"] is not None):
            rest = list(moves)
            while rest:
                m = policy(st, seat, rest, rng)
                if self._feasible(self._sim(st, seat, m), seat):
                    return m
                rest = [x for x in rest if x != m]    # policies may return a copy
            return policy(st, seat, moves, rng)        # none feasible: all stay legal
        m = policy(st, seat, moves, rng)
        if (m["type"] == "continue" and st["phase"] == "engagement" and not st["pending"]
                and not self._can_continue(st, seat)):
            rest = [x for x in moves if x != m]
            m = policy(st, seat, rest, rng)
        return m

    def _raw_moves(self, st, seat, lazy=False) -> list[dict]:
        if st["over"]:
            return []
        if st["pending"]:
            dec = st["pending"][-1]
            if dec["seat"] != seat:
                return []
            return [{"type": "choose", "choice": c} for c in fx.DECISIONS[dec["kind"]].options(st, dec)]
        if seat != st["active"]:
            return []
        meet = obl.meet_moves(st, seat)                            # g
        if meet:
            return self._raw_phase_moves(st, seat, lazy) + meet
        return self._raw_phase_moves(st, seat, lazy)

    def _raw_phase_moves(self, st, seat, lazy=False) -> list[dict]:
        ph = st["phase"]
        if ph == "start":
            return ([{"type": "retrieve", "card": c} for c in self._retrievable(st, seat)]
                    + ships.start_moves(st, seat) + [{"type": "pass"}])
        if ph == "leadership":
            return [{"type": "play", "card": c} for c in self._playable(st, seat, ("leadership", "ship"))] + [{"type": "pass"}]
        if ph == "engagement":
            if st["fight"] is None:
                moves = [{"type": "start_fight"}] if self._can_start(st, seat) else []
                return moves + [{"type": "decline"}]
            # lazy (rollout_step): "continue" is offered unchecked, checked when chosen
            moves = [{"type": "continue"}] if lazy or self._can_continue(st, seat) else []
            return moves + [{"type": "retreat"}]
        if ph == "character":
            moves = [{"type": "play", "card": c} for c in self._playable(st, seat, ("character",))]
            if st["turn"].get("chars", 0) > 0 or st["turn"]["characters"] > 0 or _char_counted(st["turn"]):
                moves.append({"type": "pass"})      # more characters only by FREE/pair
            return moves
        if ph == "booster":
            return ([{"type": "play", "card": c} for c in self._playable(st, seat, ("booster", "support"))]
                    + self._buka_booster_moves(st, seat) + [{"type": "pass"}])
        if ph == "power":
            if st["fight"]["element"] is None:
                return [{"type": "announce", "element": e} for e in ELEMENTS]
            return [{"type": "retreat"}]                  # forced retreat
        return []

    @staticmethod
    def _open_requirement(st, seat) -> bool:
        """An R-8.13 g requirement of the opponent (obligation, duty) that ``seat`` has not met
        yet in this turn: public, whatever his hand holds (the stop does not tell whether he
        can meet it)."""
        if st["pending"]:
            return False
        return bool((st["phase"] in obl.DECISION_PHASES and obl.unmet(st, seat))
                    or (st["phase"] in fx.DUTY_PHASES and fx.open_duties(st, seat)))

    def _stops(self, st, seat, ph) -> bool:
        """Does the leadership, character (after the first character) or booster/support
        phase stop for ``seat``'s decision? Fair play: decided from what the opponent can see
        (hand and cargo sizes, the turn's public counters, the own live texts), never from
        the hand's content, so the feed does not tell whether he held a playable card; the
        move ``pass`` ends the phase (R-4.2, R-4.4, R-4.5)."""
        if self._open_requirement(st, seat):
            return True                                          # g
        P = st["p"][seat]
        t = st["turn"]
        if t["stop"] or not (P["hand"] or ships.landed_cargo(P)):
            return False                                         # STOP, nothing to play
        # on a fight's first turn no booster or support unless an own text allows one;
        # under the [KJ] ruling (§18.1, option free_on_first_turn) a FREE card fits too, so the
        # phase stops as on later turns, whatever the hand holds (issue 30, item 16)
        if ph == "booster" and st["fight"]["first"] and not free_on_first_turn(st):
            an = analyse(st)
            return self._allowance_ok(an, st, seat, "booster") or self._allowance_ok(an, st, seat, "support")
        return True

    def _retrievable(self, st, seat) -> list[str]:
        """R-7.3: own active cards with a (non-ignored) retrieve icon; not characters while
        the opponent has an active character with a printed retrieve icon."""
        if st["fight"] is None or not fx.may_take(st, seat):      # hand caps
            return []
        an = analyse(st)
        opp_blocks = any(INFO[c].type == "character" and INFO[c].retrieve for c in an.active[1 - seat])
        out = []
        for c in an.active[seat]:
            info = INFO[c]
            if info.type in ("character", "booster", "support") and an.has_icon(c, "retrieve"):
                if info.type == "character" and opp_blocks:
                    continue
                out.append(c)
        return out

    def _playable(self, st, seat, types) -> list[str]:
        an = analyse(st)
        P = st["p"][seat]
        cands = P["hand"] + ships.landed_cargo(P) if P.get("landed") else P["hand"]
        return [c for c in cands
                if INFO[c].type in types and self._block(an, st, seat, c) is None]

    def _buka_booster_moves(self, st, seat) -> list[dict]:
        """R-13.8: load a ship or play a bluff card instead of a support card."""
        P = st["p"][seat]
        if not P.get("ships") and not any(INFO[c].bluff for c in P["hand"]):
            return []
        an = analyse(st)
        return ships.load_moves(self, an, st, seat) + ships.bluff_moves(self, an, st, seat)

    def _block(self, an, st, seat, cid):
        """Why ``seat`` may not play ``cid`` now (rule id, message), or None."""
        t = st["turn"]
        info = INFO[cid]
        if t["stop"]:
            return ("R-6.7", "a STOP card was played this turn: no further card")
        lim = fx.opponent_limit(an, seat, "max_cards_played_per_turn")
        if lim is not None and t["plays"] >= lim:
            return ("R-8.6", f"the opponent's effect allows only {lim} card(s) per turn")
        if info.type in ("character", "booster"):
            lim = fx.opponent_limit(an, seat, "max_combat_area_cards_per_turn")
            if lim is not None and t.get("combat", 0) >= lim:
                return ("R-8.6", f"the opponent's effect allows only {lim} combat-area card(s) per turn")
        src = fx.forbidden_by_opponent(an, seat, cid)
        if src is not None:
            return ("R-8.6", f"{INFO[src].name} forbids playing {info.name}")
        typ = info.type
        if typ not in ("leadership", "character", "booster", "support", "ship"):
            return ("R-1.6", f"a {typ} card cannot be played")
        if typ in POWER_TYPES and t.get("landed") and cid in st["p"][seat]["hand"] \
                and not ships.hand_play_allowed(st, seat):
            return ("R-13.8", "after landing a ship no card may be played from the hand this turn")
        if typ == "character":
            lim = fx.opponent_limit(an, seat, "max_active_characters")
            if lim is not None and self._active_chars_after(an, st, seat, cid) > lim:
                return ("R-8.6", f"the opponent's effect allows only {lim} active character(s)")
        if self._limit_mode(an, st, seat, cid) is None:
            if typ in ("leadership", "ship"):
                return ("R-4.2", "at most one leadership card (or one ship, R-13.8) per turn")
            if typ == "character":
                return ("R-4.4", "exactly one character card per turn")
            if st["fight"]["first"]:
                return ("R-4.5", "no booster or support on the first turn of a fight")
            return ("R-6.1", "at most one booster or one support card per turn")
        spec = fx.spec_of(cid)
        if spec is not None and spec.get("requires_fight_in_progress") and st["fight"] is None:
            return ("R-13.4", f"{info.name} may be played only while a fight is in progress")
        if spec is not None and spec.get("trigger") == "play_condition":
            pc = fx.PLAY_CONDITIONS[spec["kind"]]
            if not pc.allowed(an, st, seat, cid, spec) and not fx.condition_waiver_left(an, st, seat, cid):
                return (pc.rule, f"the play condition of {info.name} is not met")
        return None

    def _limit_mode(self, an, st, seat, cid):
        """How a play of ``cid`` fits the card limits: "normal" (counts against the limit),
        "free" (FREE icon, R-6.2), "pair" (second card of a pair, R-13.2 [KJ]) or None (it
        does not fit). Icons ignored while the card is played do not help (section 18.9)."""
        t = st["turn"]
        info = INFO[cid]
        typ = info.type
        if typ in ("leadership", "ship"):                  # a ship instead of a leadership card
            return "normal" if t["leadership"] is None and t.get("ship") is None else None
        icons = "icons" not in an.hypothetical_aspects(seat, cid)
        if icons and (info.free or fx.as_if_free(an, st, seat, cid)) and (
                typ == "character" or not st["fight"]["first"] or free_on_first_turn(st)):   # §18.1
            return "free"
        if icons and info.pair_key is not None and [typ, info.pair_key] in t.get("pairs", []):
            return "pair"
        if typ == "character":
            if t["characters"] == 0:
                return "normal"
            if icons and info.gang is not None and t.get("gang") == info.gang:
                return "gang"                      # R-13.3 (a): the gang counts as one card
            return None
        return "normal" if self._allowance_ok(an, st, seat, typ) else None

    def _active_chars_after(self, an, st, seat, cid) -> int:
        """Active characters of ``seat`` after playing character ``cid`` (Boatswain Mena Marn)."""
        if st["turn"].get("chars", 0) == 0 and not self._gang_stacks(
                an, st, seat, cid, an.hypothetical_aspects(seat, cid)):
            return 1                                   # it covers the others
        return 1 + sum(1 for c in an.active[seat] if INFO[c].type == "character")

    @staticmethod
    def _gang_stacks(an, st, seat, cid, hyp) -> bool:
        """R-13.3 (b), Legends text (default of the [CONFLICT]): a gang character does not
        cover when every active combat card of its player is a character of the same gang
        and he has no booster or support card in his combat and support areas."""
        gang = INFO[cid].gang
        if gang is None or "icons" in hyp:
            return False
        P = st["p"][seat]
        active = P["combat"][P["covered"]:]
        if not active or (P["support"] and GANG_STACKING_CHECKS_SUPPORT_AREA) \
                or any(INFO[c].type != "character" for c in P["combat"]):
            return False
        return all(INFO[c].gang == gang and not an.icons_ignored(c) for c in active)

    def _allowance_ok(self, an, st, seat, typ) -> bool:
        """R-6.1, R-4.5, R-6.5, R-6.6: can one more card of ``typ`` be fitted?"""
        t = st["turn"]
        normal = 0 if st["fight"]["first"] else 1
        extra, unlimited = fx.allowances(an, seat)
        b = t["boosters"] + (typ == "booster")
        s = t["supports"] + (typ == "support")
        need = (0 if unlimited["booster"] else max(0, b - extra["booster"])) + \
               (0 if unlimited["support"] else max(0, s - extra["support"]))
        return need <= normal

    def _can_start(self, st, seat) -> bool:
        """R-4.3 / R-10.2: a fight can be started only with a character he may play."""
        st2 = evolve(st, {"type": "fight_start", "seat": seat})
        return bool(self._playable(st2, seat, ("character",)))

    def _can_continue(self, st, seat) -> bool:
        """R-4.3 / R-4.3.1: continue only if a legal completion of the turn exists."""
        st2 = evolve(st, {"type": "continue", "seat": seat})
        if not self._playable(st2, seat, ("character",)):
            if _char_counted(st["turn"]):                         # Bounce Back
                return self._feasible(self._sim(st, seat, {"type": "continue"}), seat)
            return False
        return self._feasible(st2, seat)

    def _announce_legal(self, st, seat) -> bool:
        """R-16.2 (R-4.6, R-7.1): power >= the opponent's current power, or a shield."""
        el = st["fight"]["element"]
        if el is None:
            return True
        an = analyse(st)
        return an.power(seat, el) >= an.power(1 - seat, el) or an.shield(seat, el)

    def _sim(self, st, seat, move):
        run = Run(self, st, _LazyRandom(), sim=True)
        self._apply(run, seat, move)
        self._advance(run)
        return run.state

    def _feasible(self, st, seat, memo=None, budget=FEASIBILITY_BUDGET) -> bool:
        """Is a legal power announcement reachable for ``seat`` within this turn by his own
        plays and decisions (R-4.3.1)? Depth-first over the real moves, with a memo. A
        smaller ``budget`` (the search's rollouts) makes False mean "not shown within the
        budget"; True is always a proof (a path to a legal announcement was found)."""
        if memo is None:
            memo = {"_n": 0}
        if st["over"]:
            return True
        if st["active"] != seat or st["fight"] is None:
            return False
        ph = st["phase"]
        if not st["pending"] and ph == "power":
            return self._announce_legal(st, seat) and obl.feasible(st, seat)    # obligations
        if ph not in ("character", "booster", "power"):
            return False
        key = self._sig(st, seat)
        if key in memo:
            return memo[key]
        memo[key] = False
        memo["_n"] += 1
        if memo["_n"] > budget:
            return False
        actor = self.to_act(st)[0]
        passed = None
        if not st["pending"] and self._pass_offered(st):
            # "pass" first, before the other moves are even listed (each of them asks for
            # an analysis and every card's limits): it most often reaches the power phase
            # with a legal announcement at once. The answer is whether any path succeeds,
            # so the order changes only how soon it is found (the graph of a turn's plays
            # has no cycles; the budget was never near in random games: at most 28 nodes)
            passed = "pass"
            if self._feasible(self._sim(st, actor, _PASS), seat, memo, budget):
                memo[key] = True
                return True
        moves = [m for m in self._raw_moves(st, actor) if m["type"] not in ("retreat", "meet", "load", passed)]
        el = st["fight"]["element"]
        if el is not None:   # try the strongest cards first: success ends the search
            moves.sort(key=lambda m: 1 if m["type"] == "pass" else
                       (2 + -INFO[m["card"]].value(el) if m["type"] == "play" else 50))
        for m in moves:
            if self._feasible(self._sim(st, actor, m), seat, memo, budget):
                memo[key] = True
                return True
        return False

    @staticmethod
    def _pass_offered(st) -> bool:
        """Whether ``_raw_phase_moves`` offers "pass" now (no decision pending): always in
        the booster phase, in the character phase once a character counted (R-4.4)."""
        ph = st["phase"]
        if ph == "booster":
            return True
        t = st["turn"]
        return ph == "character" and (t.get("chars", 0) > 0 or t["characters"] > 0 or _char_counted(t))

    @staticmethod
    def _sig(st, seat):
        P = st["p"][seat]
        O = st["p"][1 - seat]
        t = st["turn"]
        return (st["phase"], tuple(P["hand"]), tuple(P["combat"][P["covered"]:]), tuple(P["support"]),
                tuple(O["combat"][O["covered"]:]), tuple(O["support"]), len(O["hand"]),
                t["characters"], t["boosters"], t["supports"], t["stop"], t["plays"], t.get("chars", 0), t.get("combat", 0), t.get("gang"),
                tuple(map(tuple, t.get("pairs", ()))), tuple(t.get("played", ())),
                tuple((d["kind"], d.get("source")) for d in st["pending"]), st["fight"]["element"],
                tuple(t.get("types", ())), tuple(t["marks"]),
                tuple(P.get("bluff", ())), tuple(ships.landed_cargo(P)), t.get("hand_after_landing", 0))

    # ----- decide -----------------------------------------------------------------------------
    def decide(self, state, seat, move, rng):
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise MalformedMove("a move is a JSON object with a string 'type'")
        t = move["type"]
        if t not in MOVE_TYPES:
            raise MalformedMove(f"unknown move type {t!r}; expected one of {list(MOVE_TYPES)}")
        if t in ("play", "retrieve", "discard_bluff", "load", "bluff") and not isinstance(move.get("card"), str):
            raise MalformedMove(f"a {t!r} move needs a 'card' id")
        if t in ("land", "load") and not isinstance(move.get("ship"), str):
            raise MalformedMove(f"a {t!r} move needs a 'ship' id")
        if t == "announce" and move.get("element") not in ELEMENTS:
            raise MalformedMove("an 'announce' move needs 'element': 'fire' or 'earth'")
        if t == "choose" and "choice" not in move:
            raise MalformedMove("a 'choose' move needs a 'choice'")
        if t == "meet" and not isinstance(move.get("source"), str):
            raise MalformedMove("a 'meet' move needs the 'source' card of the obligation")
        if t == "discard":
            if not isinstance(move.get("source"), str) or not isinstance(move.get("cards"), list) \
                    or not all(isinstance(c, str) for c in move["cards"]):
                raise MalformedMove("a 'discard' move needs 'source' (card id) and 'cards' (list of ids)")
            move = dict(move, cards=sorted(move["cards"]))
        if state["over"]:
            raise IllegalMove("R-11.1", "the game is over")
        if seat == SYSTEM or seat not in self.to_act(state):
            raise NotYourTurn()
        legal = self._legal(state, seat)
        key = canonical(move)
        if not any(m["type"] == t and canonical(m) == key for m in legal):   # (a move of another type differs)
            self._explain(state, seat, move, legal)
        run = Run(self, state, rng)
        self._apply(run, seat, move)
        self._advance(run)
        return run.events

    def _explain(self, st, seat, move, legal):
        t = move["type"]
        if st["pending"]:
            dec = st["pending"][-1]
            if t != "choose":
                raise IllegalMove("R-8.13", f"a decision is pending ({dec['kind']}): answer with a 'choose' move")
            fx.check_choice(dec, fx.DECISIONS[dec["kind"]].options(st, dec), move["choice"])
            raise IllegalMove("R-4.3.1", "after this choice no legal power announcement is reachable")
        ph = st["phase"]
        if t == "meet":
            raise IllegalMove("R-8.13", f"no obligation of {move['source']} can be met by a discard now")
        if t == "discard":
            raise IllegalMove("R-8.13", f"no open requirement of {move['source']} can be met now with "
                              f"{move['cards']} (R-13.7: in your own turn, by the end of your booster/support phase)")
        if t in ("land", "discard_bluff", "load", "bluff"):
            ships.explain(self, analyse(st), st, seat, move)
        if t == "play":
            cid = move["card"]
            if cid not in st["p"][seat]["hand"] and cid not in ships.landed_cargo(st["p"][seat]):
                raise IllegalMove("R-1.5", f"{cid} is not in your hand")
            typ = INFO[cid].type
            want = {"leadership": ("leadership", "ship"), "character": ("character",),
                    "booster": ("booster", "support")}.get(ph, ())
            if typ not in want:
                raise IllegalMove("R-4", f"a {typ} card cannot be played in the {ph} phase")
            why = self._block(analyse(st), st, seat, cid)
            if why:
                raise IllegalMove(*why)
            raise IllegalMove("R-4.3.1", "after this play no legal power announcement is reachable")
        if t == "start_fight" and ph == "engagement" and st["fight"] is None:
            raise IllegalMove("R-10.2", "you have no character card you may play: you must decline")
        if t == "continue" and ph == "engagement" and st["fight"] is not None:
            raise IllegalMove("R-4.3", "you cannot reach the opponent's power: you must retreat")
        if t == "retrieve" and ph == "start":
            raise IllegalMove("R-7.3", f"{move['card']} cannot be retrieved")
        if t == "pass" and ph == "booster":
            raise IllegalMove("R-4.6", "your total power would not be a legal announcement")
        if t == "retreat" and ph == "power":
            raise IllegalMove("R-4.3", "a player who continued may not retreat later in the turn")
        raise IllegalMove("R-4", f"a {t!r} move is not possible in the {ph} phase")

    def _apply(self, run, seat, move):
        st = run.state
        t = move["type"]
        if st["pending"]:
            dec = st["pending"][-1]
            run.emit({"type": "choose", "seat": seat, "kind": dec["kind"], "source": dec.get("source"),
                      "choice": move["choice"]})
            fx.DECISIONS[dec["kind"]].resolve(run, dec, move["choice"])
            return
        ph = st["phase"]
        if t == "pass":
            run.emit({"type": "phase", "phase": {"start": "leadership", "leadership": "engagement",
                                                 "character": "booster", "booster": "power"}[ph]})
        elif t == "retrieve":
            run.emit({"type": "retrieve", "seat": seat, "card": move["card"]})
        elif t == "play":
            self._play(run, seat, move["card"])
        elif t == "start_fight":
            run.emit({"type": "fight_start", "seat": seat})
        elif t == "continue":
            run.emit({"type": "continue", "seat": seat})
        elif t == "decline":
            run.emit({"type": "decline", "seat": seat})
            if run.state["p"][seat]["hand"]:
                run.ask({"kind": "decline_discard", "seat": seat, "source": None, "n": 0})
            else:
                self._finish_decline(run, seat)
        elif t == "retreat":
            self._retreat(run, seat)
        elif t == "announce":
            self._announce(run, seat, move["element"])
        elif t == "meet":
            obl.start_meet(run, seat, move["source"])                # g
        elif t == "discard":
            fx.meet_duty(run, seat, move["source"], move["cards"])
        elif t in ("land", "discard_bluff", "load", "bluff"):
            ships.apply(run, seat, move)

    def _play(self, run, seat, cid):
        info = INFO[cid]
        an = run.analysis()
        zone = {"leadership": "leadership", "character": "combat", "booster": "combat",
                "ship": "ships"}.get(info.type, "support")
        hyp = an.hypothetical_aspects(seat, cid)
        cover = (info.type == "character" and run.state["turn"].get("chars", 0) == 0
                 and not self._gang_stacks(an, run.state, seat, cid, hyp)
                 and not fx.keeps_previous_active(cid, hyp))                          # KhindKin text
        ev = {"type": "play", "seat": seat, "card": cid, "zone": zone, "cover": cover,
              "stop": info.stop and not an.hypothetical_icon_ignored(seat, cid, "stop")}
        mode = self._limit_mode(an, run.state, seat, cid)
        if mode in ("free", "pair", "gang"):
            ev["limit"] = mode
        if run.state["p"][seat].get("landed"):
            if cid in ships.landed_cargo(run.state["p"][seat]):
                ev["from"] = "ship"
            elif info.type in POWER_TYPES:
                ev["after_landing"] = True
        waived = fx.uses_condition_waiver(an, run.state, seat, cid)
        run.emit(ev)
        if waived:                                                 # play condition not met, waived
            run.emit({"type": "mark", "key": fx.CONDITION_WAIVED_MARK})
        spec = fx.spec_of(cid)
        if spec is None or run.analysis().text_ignored(cid):
            return
        trig = spec.get("trigger")
        if trig == "play_condition":
            pc = fx.PLAY_CONDITIONS[spec["kind"]]
            if pc.on_placed is not None:
                pc.on_placed(run, seat, cid, spec)
        elif trig == "on_play":
            fx.run_timed(run, seat, cid, spec)                     # R-8.3 "now" texts

    def _announce(self, run, seat, element=None):
        el = element or run.state["fight"]["element"]
        run.emit({"type": "announce", "seat": seat, "element": el,
                  "power": run.analysis().power(seat, el)})
        ships.offer_call(run, seat)                                # calling a bluff

    def _triggers(self, run, seat, trigger):
        """Texts of ``seat``'s active cards with this timed trigger, in play order (R-8.13 a)."""
        an = run.analysis()
        for cid, spec in list(an.live_of(seat)):
            if spec.get("trigger") == trigger:
                if not run.analysis().text_ignored(cid) and cid in run.analysis().owner:
                    fx.run_timed(run, seat, cid, spec)

    def _start_triggers(self, run, seat):
        self._triggers(run, seat, "start_of_my_turn")             # step 1

    def _new_turn(self, run, seat):
        for s in (0, 1):
            if run.state["p"][s].get("landed"):
                ships.discard_landed(run, s)                       # R-13.8 (turn ended early)
        run.emit({"type": "turn", "seat": seat})
        self._start_triggers(run, seat)

    def _finish_decline(self, run, seat):
        """R-10.1: draw up to six; the turn ends at once; the opponent takes a turn."""
        run.draw_to_six(seat)
        if run.state["ran_out"]:                                  # c
            self._game_over(run, "out_of_cards")
            return
        self._new_turn(run, 1 - seat)

    def _retreat(self, run, seat):
        """R-9.2 retreat procedure (R-16.3 dragons)."""
        st = run.state
        winner = 1 - seat
        Pw = st["p"][winner]
        count = len(Pw["combat"]) + len(Pw["support"])
        n = 1 + (count >= 6)
        n = fx.apply_retreat_modifiers(n, fx.retreat_modifiers(run.analysis(), seat))
        run.emit({"type": "retreat", "seat": seat, "winner": winner, "dragons": n, "area_cards": count})
        if seat == st["active"]:                                  # step 0: unmet duties
            fx.fail_duties(run, seat, retreating=True)
            if run.state["over"]:
                return
        for _ in range(n):                                        # one at a time
            run.attract(winner)
            if run.state["over"]:
                return
        run.emit({"type": "clear_areas"})                         # step 2
        run.draw_to_six(winner)                                   # step 3, winner first [KJ]
        run.draw_to_six(seat)
        if run.state["ran_out"]:                                  # b
            self._game_over(run, "out_of_cards")
            return
        self._new_turn(run, seat)                                 # step 4

    def _game_over(self, run, reason, winner=None):
        st = run.state
        if winner is None:
            holders = {v for v in st["dragons"].values() if v is not None}
            if holders:
                winner = holders.pop()
            else:
                winner = 1 - st["ran_out"][0]                     # first to run out loses
        dragons = sum(1 for v in st["dragons"].values() if v == winner)
        crystals = 1 + len(DRAGONS) if reason == "automatic_victory" else 1 + dragons
        run.emit({"type": "game_over", "reason": reason, "winner": winner, "crystals": crystals})

    # ----- advancing through steps without decisions -------------------------------------
    def _advance(self, run):
        for _ in range(10000):
            st = run.state
            if st["over"] or st["pending"]:
                return
            if st["fight"] is None and st["ran_out"]:
                self._game_over(run, "out_of_cards")              # b: no new fight
                return
            ph = st["phase"]
            s = st["active"]
            turn = st["turn"]
            # f (TopDog, TopNotch): the once-per-turn offers come first, also while an
            # g requirement of the opponent is open
            if ph in fx.ONCE_PHASES and fx.offer_once_per_turn(run, s, ph):
                continue
            # Fair play: whether a phase stops for a decision depends only on what the
            # opponent can see (never on the hand's content): see _stops
            if ph in ("start", "leadership", "booster") and self._open_requirement(st, s):
                return                                            # g decision point
            if ph == "start":
                if self._retrievable(st, s) or ships.start_moves(st, s):
                    return
                run.emit({"type": "phase", "phase": "leadership"})
            elif ph == "leadership":
                if self._stops(st, s, ph):
                    return
                run.emit({"type": "phase", "phase": "engagement"})
            elif ph == "engagement":
                return
            elif ph == "character":
                if turn["characters"] == 0 and turn.get("chars", 0) == 0 and not _char_counted(turn):
                    if self._playable(st, s, ("character",)):
                        return
                    self._retreat(run, s)                         # fallback
                    continue
                if self._stops(st, s, ph):                        # more characters (FREE, pair, gang)?
                    return
                run.emit({"type": "phase", "phase": "booster"})
            elif ph == "booster":
                if self._stops(st, s, ph):
                    return
                run.emit({"type": "phase", "phase": "power"})
            elif ph == "power":
                if run.sim:
                    return
                if obl.at_deadline(run, s):                      # R-4.5.1 (a)
                    continue
                if st["p"][s].get("landed"):                      # before announcing
                    ships.discard_landed(run, s)
                    continue
                if "after_bs" not in turn["marks"]:
                    fx.fail_duties(run, s)                        # (a) unmet duties
                    if run.state["over"]:
                        return
                    run.emit({"type": "mark", "key": "after_bs"})
                    self._triggers(run, s, "after_my_booster_support_phase")
                    continue
                if st["fight"]["element"] is None or not self._announce_legal(st, s) or not obl.feasible(st, s):
                    return                                        # only retreat is left
                self._announce(run, s)
            elif ph == "rest":
                run.draw_to_six(s)
                run.emit({"type": "phase", "phase": "end"})
            elif ph == "end":
                if "end" not in turn["marks"]:
                    run.emit({"type": "mark", "key": "end"})
                    self._triggers(run, s, "end_of_my_turn")
                    continue
                if st["fight"] is not None and fx.forced_retreat_at_end(analyse(st), s) is not None:
                    self._retreat(run, 1 - s)                     # Flood check last (R-4.8, R-9.1 b)
                    continue
                self._new_turn(run, 1 - s)
            else:
                raise AssertionError(f"unexpected phase {ph}")
        raise AssertionError("advance did not reach a decision")

    def evolve(self, state, event):
        return evolve(state, event)

    # ----- views -----------------------------------------------------------------------------------
    def view(self, state, seat):
        an = analyse(state)
        fight = state["fight"]
        el = fight["element"] if fight else None
        players = []
        for s in (0, 1):
            P = state["p"][s]
            own = seat == s
            browse = own or OPPONENT_MAY_BROWSE_DISCARD
            players.append({
                "deck_name": state["decks"][s], "built": state.get("built", [False, False])[s], "leader": P["leader"], "leader_pile": list(P["leader_pile"]),
                "hand": list(P["hand"]) if own else None, "hand_count": len(P["hand"]),
                "deck_count": len(P["deck"]),
                "discard": list(P["discard"]) if browse else None, "discard_count": len(P["discard"]),
                "discard_top": P["discard"][-1] if P["discard"] else None,
                "combat": list(P["combat"]), "covered": P["covered"], "support": list(P["support"]),
                # ships and their cargo are face up; bluff cards only for their owner
                "ships": list(P.get("ships", ())), "landed": list(P.get("landed", ())),
                "cargo": {k: list(v) for k, v in P.get("cargo", {}).items()},
                "bluff": list(P.get("bluff", ())) if own else None, "bluff_count": len(P.get("bluff", ())),
                "active": list(an.active[s]),
                "ignored": {c: sorted(an.ign[c]) for c in an.active[s] if c in an.ign},
                "power": {e: an.power(s, e) for e in ELEMENTS},
                "shield": {e: an.shield(s, e) for e in ELEMENTS},
                "dragons": sum(1 for v in state["dragons"].values() if v == s),
                "revealed": list(P.get("revealed", ())),          # R-13.6 (a): shown to both seats
                "targets": dict(P.get("targets") or {}),
            })
        pending = [_pending_view(d, seat) for d in state["pending"]]
        return {
            "game": self.id, "edition": state["edition"], "free_on_first_turn": free_on_first_turn(state),
            "seat": seat, "active": state["active"],
            "phase": state["phase"], "phase_name": PHASE_NAMES[state["edition"]].get(state["phase"], state["phase"]),
            "turn_no": state["turn_no"],
            "fight": None if fight is None else {"starter": fight["starter"], "element": el, "first_turn": fight["first"],
                                                 "announced": list(fight["announced"])},
            "dragons": dict(state["dragons"]), "players": players,
            # the turn's public counters only; marks, pairs, types, ... are the engine's bookkeeping
            "turn": {k: (list(v) if isinstance(v, list) else v) for k, v in state["turn"].items()
                     if k in VIEW_TURN_KEYS},
            "pending": pending, "to_act": self.to_act(state), "ran_out": list(state["ran_out"]),
            "over": state["over"], "result": state["result"],
        }

    def event_view(self, event, seat):
        t = event["type"]
        if t == "mark":                          # engine bookkeeping (e.g. "after_bs"): no meaning at the table
            return {"type": "mark", "internal": True}
        if t in ("draw", "to_deck", "take_discard", "to_bottom", "discard_to_deck") and seat != event["seat"] \
                and not event.get("revealed"):
            out = {"type": t, "seat": event["seat"], "count": len(event["cards"])}
            if "from" in event:
                out["from"] = event["from"]
            return out
        if t == "bluff" and seat != event["seat"]:               # face down
            return {k: v for k, v in event.items() if k != "card"}
        if t == "choose" and seat != event["seat"] and fx.DECISIONS[event["kind"]].private:
            # the answer left out (not null, which would read "chose: nothing"): the log says
            # the redacted template, "made a choice hidden from you" (issue 24)
            return {k: v for k, v in event.items() if k != "choice"}
        return event

    @staticmethod
    def _chance(event) -> bool:
        if event["type"] == "reveal_bluff" or event.get("bluff_call"):
            return True                                  # a called bluff is turned face up
        if event["type"] == "clear_areas":
            return True                                  # face-down bluff cards go face up
        return event["type"] in ("draw", "reveal") or (event["type"] in ("discard", "take_discard") and bool(event.get("random")))

    def reveals(self, event) -> bool:
        """Chance, or a card another seat could not see shown to it (a card played or
        discarded from the hand, a face-down bluff card discarded: ``shown``, set by Run.emit)."""
        return self._chance(event) or bool(event.get("shown"))

    def reveals_to(self, event, seat) -> bool:
        """Does ``event`` show ``seat`` something it could not know (dry runs mask it)? Its
        own hand cards shown to the opponent do not."""
        return self._chance(event) or any(s != seat for s in event.get("shown", ()))

    # ----- bots -----------------------------------------------------------------------------------
    def bot_move(self, observation, moves, level, rng, **budget):
        if level == "greedy":
            from games.blue_moon.bots import greedy_move, smart_move
            seat = observation["seat"]
            try:                     # a sample of what the seat sees (expert.py determinize)
                st = self.determinize(observation, seat, random.Random(rng.getrandbits(64)))
            except (ValueError, KeyError, IndexError):
                return greedy_move(observation, moves, rng)
            return smart_move(self, st, seat, moves, rng, obs=observation)
        if level == "greedy-basic":          # unlisted: the one-ply greedy on the view alone (bench)
            from games.blue_moon.bots import greedy_move
            return greedy_move(observation, moves, rng)
        if level == "expert":
            return self.expert_move(observation, moves, rng, **budget)
        if level == "expert-tree":           # unlisted: the ISMCTS of games/search.py (bench comparisons)
            return Game.expert_move(self, observation, moves, rng, **budget)
        return rng.choice(moves)

    def expert_move(self, observation, moves, rng, *, think_ms=None, iterations=None, stats=None):
        """Flat Monte-Carlo over the root's moves to the end of the fight (flat.py)."""
        from games.blue_moon.flat import expert_move
        return expert_move(self, observation, moves, rng, think_ms=think_ms, iterations=iterations, stats=stats)

    # ----- the expert (games/search.py, expert.py) ---------------------------------------------
    def determinize(self, view, seat, rng):
        from games.blue_moon.expert import determinize
        return determinize(self, view, seat, rng)

    def view_seat(self, view):
        return view["seat"]

    def search_players(self, view):
        return 2

    def evaluate(self, state, players):
        from games.blue_moon.expert import evaluate
        return evaluate(state, players)

    # the tree search's parameters (level expert-tree; level expert is flat.py), measured
    # against greedy at 40 iterations on the same 11 deals
    # (bench/tournament.py --seed 7): 24 steps, 15 % random, dragons-and-cards evaluation won
    # 4; 16 steps, 5 % random, evaluate below (hand strength, the fight's leader) won 7
    rollout_steps = 16
    prior_margin = 0.03            # games/search.py: keep greedy's move unless clearly beaten

    def bot_obs(self, state, seat):
        """The parts of ``view(state, seat)`` the greedy bot reads, built cheaply for the
        search (no hidden information either: the opponent's hand and bluff cards stay out;
        powers are computed when read). tests/games/blue_moon/test_fast_search_path.py
        checks that greedy chooses the same move from it as from the view."""
        an = analyse(state)
        players = []
        for s in (0, 1):
            P = state["p"][s]
            own = seat == s
            players.append({
                "hand": P["hand"] if own else None, "hand_count": len(P["hand"]),
                "deck_count": len(P["deck"]), "discard_count": len(P["discard"]),
                "combat": P["combat"], "covered": P["covered"], "support": P["support"],
                "ships": P.get("ships", ()), "landed": P.get("landed", ()), "cargo": P.get("cargo", {}),
                "bluff": P.get("bluff", ()) if own else None, "bluff_count": len(P.get("bluff", ())),
                "active": an.active[s], "power": _Powers(an, s), "shield": _Shields(an, s),
                "dragons": sum(1 for v in state["dragons"].values() if v == s),
                "revealed": P.get("revealed", ()),
            })
        fight = state["fight"]
        return {
            "seat": seat, "active": state["active"], "phase": state["phase"], "turn_no": state["turn_no"],
            "fight": None if fight is None else {"starter": fight["starter"], "element": fight["element"],
                                                 "first_turn": fight["first"], "announced": fight["announced"]},
            "dragons": state["dragons"], "players": players,
            "turn": {k: v for k, v in state["turn"].items() if k in VIEW_TURN_KEYS},
            "pending": [_pending_view(d, seat) for d in state["pending"]] if state["pending"] else [],
            "over": state["over"],
        }

    rollout_random = 0.05          # share of random moves in the rollouts (diversity)

    def rollout_policy(self, state, seat, moves, rng):
        if rng.random() < self.rollout_random:
            return moves[rng.randrange(len(moves))]
        from games.blue_moon.bots import smart_move
        return smart_move(self, state, seat, moves, rng)

    def prior_move(self, state, seat, moves, rng):
        from games.blue_moon.bots import smart_move
        return smart_move(self, state, seat, moves, rng)
