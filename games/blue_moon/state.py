"""State layout and ``evolve`` (pure: shallow copies of the touched parts only).

state = {
  "edition": "legends" | "original", "decks": [deck, deck], "built": [bool, bool] (deck_lists),
  "free_on_first_turn": bool (option, R-4.5 / §18.1; absent = the default ruling, False),
  "p": [P0, P1]   P = {"leader", "leader_pile", "hand" (sorted), "deck" (sorted multiset,
                       no order, R-2.2), "discard", "combat", "covered" (number of covered
                       combat cards, R-6.8), "support", optional "revealed" (hand cards shown
                       to the opponent, R-13.6 a), optional "targets" ({source: card}, Crysalus),
                       optional "bottom" (deck cards put on the deck's bottom, lowest first;
                       drawn last; cleared by a shuffle)},
  Buka (R-13.8), optional keys (absent = empty): "ships" (ship area, active, not landed),
       "landed" (ships landed this turn, in front of the player), "cargo" {ship: [cards loaded
       face up]}, "bluff" (face-down bluff cards in the support area: hidden from the opponent);
       turn keys "ship" (ship played this turn), "landed" (ships landed this turn),
       "hand_after_landing" (hand cards played under Sea Moon's one-card exception).
  "dragons": {"lika"|"doran"|"sesha": seat | None}   (R-1.4; None = centre),
  "active": seat, "phase": one of PHASES,
  "fight": None | {"starter", "element" (None until chosen), "first" (first turn, R-3.4),
                   "announced": [int|None, int|None]},
  "turn": {"seat", "leadership" (card played this turn, active this turn only), "plays",
           "characters", "boosters", "supports" (plays counted against the limits: FREE cards
           and the second card of a pair are not counted, R-6.2, R-13.2), "stop", "taken": [n, n]
           (cards taken from the draw deck this turn), "marks": [...], "chars" (every character
           played this turn, for covering R-6.8), "combat" (cards played into the combat area
           this turn, Cheepchirrup), "gang" (group of the gang character counted as this turn's
           character, R-13.3), "pairs": [[type, pair_key], ...] (pair cards
           played this turn, counted, not yet matched, R-13.2), "types" (type of every card
           played this turn, Kabu Kat/Baku But), "played" (ids in play order,
           "the next card", Yin/Yang)},
  "pending": [decision, ...]   (stack; the top one is asked, R-8.13),
  "ran_out": [seat, ...]        (order in which players first had no hand and deck, R-11.4),
  "over": bool, "result": None | {...}, "turn_no": int, "fights": int,
}
"""
from __future__ import annotations

from games.blue_moon.cards import INFO

PHASES = ("start", "leadership", "engagement", "character", "booster", "power", "rest", "end")
DRAGONS = ("lika", "doran", "sesha")        # Fire, Earth, Water


def new_turn(seat: int) -> dict:
    return {"seat": seat, "leadership": None, "plays": 0, "characters": 0, "boosters": 0,
            "supports": 0, "stop": False, "taken": [0, 0], "marks": [], "chars": 0, "pairs": []}


def new_player(leader: str, hand: list, deck: list) -> dict:
    return {"leader": leader, "leader_pile": [], "hand": sorted(hand), "deck": sorted(deck),
            "discard": [], "combat": [], "covered": 0, "support": [],
            "ships": [], "landed": [], "cargo": {}, "bluff": []}


def _p(st: dict, seat: int) -> tuple[dict, dict]:
    """Copy of the state and of player ``seat`` (attached to the copy)."""
    st = dict(st)
    ps = list(st["p"])
    P = dict(ps[seat])
    ps[seat] = P
    st["p"] = ps
    return st, P


def _unreveal(P: dict, cid: str) -> None:
    """R-13.6 (a): a revealed hand card stops being shown once it leaves the hand."""
    if cid in P.get("revealed", ()):
        P["revealed"] = [c for c in P["revealed"] if c != cid]


def _remove(P: dict, cid: str) -> str:
    """Remove ``cid`` from the zone holding it (new lists); return the zone name."""
    for zone in ("hand", "support"):
        if cid in P[zone]:
            lst = list(P[zone])
            lst.remove(cid)
            P[zone] = lst
            if zone == "hand":
                _unreveal(P, cid)
            return zone
    if cid in P["combat"]:
        lst = list(P["combat"])
        i = lst.index(cid)
        del lst[i]
        P["combat"] = lst
        if i < P["covered"]:
            P["covered"] -= 1
        return "combat"
    if cid in P["deck"]:
        lst = list(P["deck"])
        lst.remove(cid)
        P["deck"] = lst
        _off_bottom(P, [cid])
        return "deck"
    zone = _remove_buka(P, cid)
    if zone is not None:
        return zone
    raise ValueError(f"card {cid} not found")


def _off_bottom(P: dict, cards) -> None:
    """Cards leaving the draw deck leave its known bottom too (``P["bottom"]``, Oosa)."""
    if P.get("bottom"):
        b = [c for c in P["bottom"] if c not in cards]
        P["bottom"] = b


def _remove_buka(P: dict, cid: str):
    """R-13.8 zones: face-down bluff cards, the ship area, landed ships, ship cargo."""
    for zone in ("bluff", "ships", "landed"):
        if cid in P.get(zone, ()):
            lst = list(P[zone])
            lst.remove(cid)
            P[zone] = lst
            if zone != "bluff" and cid in P.get("cargo", {}) and not P["cargo"][cid]:
                cargo = dict(P["cargo"])
                del cargo[cid]
                P["cargo"] = cargo
            return zone
    for ship, cards in P.get("cargo", {}).items():
        if cid in cards:
            cargo = dict(P["cargo"])
            cargo[ship] = [c for c in cards if c != cid]
            P["cargo"] = cargo
            return "cargo"
    return None


def _turn(st: dict) -> dict:
    t = dict(st["turn"])
    st["turn"] = t
    return t


def ev_phase(st, ev):
    st = dict(st)
    st["phase"] = ev["phase"]
    return st


def ev_turn(st, ev):
    st = dict(st)
    st["active"] = ev["seat"]
    st["phase"] = "start"
    st["turn"] = new_turn(ev["seat"])
    st["turn_no"] = st["turn_no"] + 1
    if st["fight"] is not None and st["fight"]["first"]:
        f = dict(st["fight"])
        f["first"] = False
        st["fight"] = f
    return st


def ev_fight_start(st, ev):
    st = dict(st)
    st["fight"] = {"starter": ev["seat"], "element": None, "first": True, "announced": [None, None]}
    st["phase"] = "character"
    st["fights"] = st["fights"] + 1
    return st


def ev_continue(st, ev):
    st = dict(st)
    st["phase"] = "character"
    return st


def ev_decline(st, ev):
    st = dict(st)
    t = _turn(st)
    t["marks"] = t["marks"] + ["declined"]
    return st


def ev_mark(st, ev):
    st = dict(st)
    t = _turn(st)
    t["marks"] = t["marks"] + [ev["key"]]
    return st


def ev_retrieve(st, ev):
    st, P = _p(st, ev["seat"])
    _remove(P, ev["card"])
    P["hand"] = sorted(P["hand"] + [ev["card"]])
    return st


ev_to_hand = ev_retrieve


def ev_play(st, ev):
    seat, cid, zone = ev["seat"], ev["card"], ev["zone"]
    st, P = _p(st, seat)
    _remove(P, cid)
    t = _turn(st)
    if zone == "leadership":
        P["leader_pile"] = P["leader_pile"] + [cid]
        t["leadership"] = cid
    elif zone == "ships":                          # instead of a leadership card
        P["ships"] = P.get("ships", []) + [cid]
        if ev.get("limit") != "text":
            t["ship"] = cid
    elif zone == "combat":
        t["combat"] = t.get("combat", 0) + 1
        if ev.get("cover"):
            P["covered"] = len(P["combat"])
        P["combat"] = P["combat"] + [cid]
    else:
        P["support"] = P["support"] + [cid]
    if ev.get("after_landing"):
        t["hand_after_landing"] = t.get("hand_after_landing", 0) + 1
    if ev.get("limit") == "text":                  # played by a card text (Entreat Favor)
        return st
    t["plays"] += 1
    t["played"] = t.get("played", []) + [cid]     # play order this turn ("next card", Yin/Yang)
    typ = INFO[cid].type
    t["types"] = t.get("types", []) + [typ]        # every type played this turn (Kabu Kat, R-13.5)
    if typ == "character":
        t["chars"] = t.get("chars", 0) + 1
    limit = ev.get("limit", "normal")          # normal | free (R-6.2) | pair
    if limit == "pair":
        pairs = list(t.get("pairs", []))
        pairs.remove([typ, INFO[cid].pair_key])
        t["pairs"] = pairs
    elif limit == "normal":
        if typ == "character":
            t["characters"] += 1
        elif typ == "booster":
            t["boosters"] += 1
        elif typ == "support":
            t["supports"] += 1
        if typ == "character" and INFO[cid].gang is not None and t["characters"] == 1:
            t["gang"] = INFO[cid].gang             # the gang that took the character slot (R-13.3 a)
        if INFO[cid].pair_key is not None and typ != "leadership":
            t["pairs"] = t.get("pairs", []) + [[typ, INFO[cid].pair_key]]
    if ev.get("stop"):
        t["stop"] = True
    return st


def ev_element(st, ev):
    st = dict(st)
    f = dict(st["fight"])
    f["element"] = ev["element"]
    st["fight"] = f
    return st


def ev_pending(st, ev):
    st = dict(st)
    st["pending"] = st["pending"] + [ev["decision"]]
    return st


def ev_choose(st, ev):
    st = dict(st)
    st["pending"] = st["pending"][:-1]
    return st


def ev_discard(st, ev):
    """Face-up discard from hand or areas; leadership cards go to the leader pile (R-1.10)."""
    st, P = _p(st, ev["seat"])
    disc = list(P["discard"])
    pile = None
    for cid in ev["cards"]:
        _remove(P, cid)
        if INFO[cid].type == "leadership":
            pile = (pile or list(P["leader_pile"]))
            pile.append(cid)
        else:
            disc.append(cid)
    P["discard"] = disc
    if pile is not None:
        P["leader_pile"] = pile
    return st


def ev_to_deck(st, ev):
    """Cards shuffled into the draw deck (the deck has no order, R-2.2), from the hand or,
    with ``from``, from the areas (combat/support, covered count kept right), the discard
    pile or the leader pile."""
    st, P = _p(st, ev["seat"])
    zone = ev.get("from", "hand")
    if zone == "areas":
        for cid in ev["cards"]:
            _remove(P, cid)
    else:
        lst = list(P[zone])
        for cid in ev["cards"]:
            lst.remove(cid)
            if zone == "hand":
                _unreveal(P, cid)
        P[zone] = lst
    P["deck"] = sorted(P["deck"] + ev["cards"])
    if P.get("bottom"):
        P["bottom"] = []                     # shuffled: no known bottom any more
    return st


def ev_to_bottom(st, ev):
    """One hand card put on the bottom of the draw deck (Oosa-Aqua-Epsilon): ``at`` is its
    height among the bottom cards (0 = lowest; the cards of one text go below older ones)."""
    st, P = _p(st, ev["seat"])
    hand = list(P["hand"])
    for cid in ev["cards"]:
        hand.remove(cid)
        _unreveal(P, cid)                    # R-13.6 (a): no longer shown once it leaves the hand
    P["hand"] = hand
    P["deck"] = sorted(P["deck"] + ev["cards"])
    b = list(P.get("bottom") or [])
    at = ev.get("at", 0)
    b[at:at] = ev["cards"]
    P["bottom"] = b
    return st


def ev_discard_to_deck(st, ev):
    """The own discard pile shuffled into the draw deck (Administer Water of Immortality)."""
    st, P = _p(st, ev["seat"])
    disc = list(P["discard"])
    for cid in ev["cards"]:
        disc.remove(cid)
    P["discard"] = disc
    P["deck"] = sorted(P["deck"] + ev["cards"])
    if P.get("bottom"):
        P["bottom"] = []
    return st


def ev_reveal(st, ev):
    """R-13.6 (a): the player's hand cards are shown to the opponent until they leave the hand."""
    st, P = _p(st, ev["seat"])
    P["revealed"] = sorted(set(P.get("revealed", ())) | set(ev["cards"]))
    return st


def ev_target(st, ev):
    """A target fixed by a card text for later turns (Crysalus Frendus, R-5.4 default):
    ``P["targets"][source] = card`` (None: no target)."""
    st, P = _p(st, ev["seat"])
    P["targets"] = dict(P.get("targets") or {}, **{ev["source"]: ev.get("card")})
    return st


def ev_take_discard(st, ev):
    """Cards taken from the own discard pile into the hand."""
    st, P = _p(st, ev["seat"])
    disc = list(P["discard"])
    for cid in ev["cards"]:
        disc.remove(cid)
    P["discard"] = disc
    P["hand"] = sorted(P["hand"] + ev["cards"])
    return st


def ev_draw(st, ev):
    seat = ev["seat"]
    st, P = _p(st, seat)
    deck = list(P["deck"])
    for cid in ev["cards"]:
        deck.remove(cid)
    P["deck"] = deck
    _off_bottom(P, ev["cards"])
    P["hand"] = sorted(P["hand"] + ev["cards"])
    t = _turn(st)
    taken = list(t["taken"])
    taken[seat] += len(ev["cards"])
    t["taken"] = taken
    return st


def ev_announce(st, ev):
    st = dict(st)
    f = dict(st["fight"])
    f["element"] = ev["element"]
    ann = list(f["announced"])
    ann[ev["seat"]] = ev["power"]
    f["announced"] = ann
    st["fight"] = f
    st["phase"] = "rest"
    return st


def ev_dragon(st, ev):
    st = dict(st)
    d = dict(st["dragons"])
    d[ev["dragon"]] = ev["to"]
    st["dragons"] = d
    return st


def ev_retreat(st, ev):
    st = dict(st)
    st["phase"] = "retreat"
    return st


def ev_clear_areas(st, ev):
    """R-9.2 step 2: both players discard their combat and support areas; the fight ends."""
    st = dict(st)
    ps = []
    for P in st["p"]:
        P = dict(P)
        P["discard"] = P["discard"] + P["combat"] + P["support"] + P.get("bluff", [])
        if P.get("bluff"):
            P["bluff"] = []                        # bluff cards are support cards
        P["combat"] = []
        P["covered"] = 0
        P["support"] = []
        ps.append(P)
    st["p"] = ps
    st["fight"] = None
    return st


def ev_game_over(st, ev):
    st = dict(st)
    st["over"] = True
    st["pending"] = []
    w = ev["winner"]
    dragons = [sum(1 for v in st["dragons"].values() if v == s) for s in (0, 1)]
    crystals = [ev["crystals"] if s == w else 0 for s in (0, 1)]
    st["result"] = {
        "winners": [w],
        "ranking": [{"seat": w, "place": 1, "crystals": crystals[w], "dragons": dragons[w]},
                    {"seat": 1 - w, "place": 2, "crystals": 0, "dragons": dragons[1 - w]}],
        "scores": crystals, "crystals": crystals, "dragons": dragons,
        "reason": ev["reason"], "automatic_victory": ev["reason"] == "automatic_victory",
        "ran_out": list(st["ran_out"]),
    }
    return st


def ev_cover(st, ev):
    """The cards below ``card`` in the combat area become covered (KhindKin's owner chose to
    cover after all)."""
    st, P = _p(st, ev["seat"])
    P["covered"] = P["combat"].index(ev["card"])
    return st


def ev_bluff(st, ev):
    """R-13.8: a card played face down into the support area as the turn's support play."""
    st, P = _p(st, ev["seat"])
    _remove(P, ev["card"])
    P["bluff"] = P.get("bluff", []) + [ev["card"]]
    t = _support_play(st, ev)
    t["types"] = t.get("types", []) + ["support"]  # a bluff card counts for Kabu Kat
    return st


def _support_play(st, ev) -> dict:
    """R-13.8 [KJ] q12: loading and bluffing each count as one support play (and as a hand
    play after landing); returns the copied turn."""
    t = _turn(st)
    t["plays"] += 1
    t["supports"] += 1
    if ev.get("after_landing"):
        t["hand_after_landing"] = t.get("hand_after_landing", 0) + 1
    return t


def ev_load(st, ev):
    """R-13.8: a card put face up on a ship; a load by the player counts as a support play
    ([KJ] default), a load by a card text does not (section 18 q18)."""
    st, P = _p(st, ev["seat"])
    _remove(P, ev["card"])
    cargo = dict(P.get("cargo", {}))
    cargo[ev["ship"]] = cargo.get(ev["ship"], []) + [ev["card"]]
    P["cargo"] = cargo
    if not ev.get("by"):                           # a loaded card does not meet Kabu Kat
        _support_play(st, ev)
    return st


def ev_land(st, ev):
    """R-13.8: a ship (with its cargo) moved in front of its owner."""
    st, P = _p(st, ev["seat"])
    ships = list(P["ships"])
    ships.remove(ev["ship"])
    P["ships"] = ships
    P["landed"] = P.get("landed", []) + [ev["ship"]]
    t = _turn(st)
    t["landed"] = t.get("landed", []) + [ev["ship"]]
    return st


def ev_reveal_bluff(st, ev):
    """R-13.8 calling a bluff: the cards are turned face up (shown in the event)."""
    return st


EVOLVE = {
    "phase": ev_phase, "turn": ev_turn, "fight_start": ev_fight_start, "continue": ev_continue,
    "decline": ev_decline, "mark": ev_mark, "retrieve": ev_retrieve, "to_hand": ev_to_hand,
    "play": ev_play, "element": ev_element, "pending": ev_pending, "choose": ev_choose,
    "discard": ev_discard, "draw": ev_draw, "announce": ev_announce, "dragon": ev_dragon,
    "retreat": ev_retreat, "to_deck": ev_to_deck, "take_discard": ev_take_discard, "clear_areas": ev_clear_areas, "game_over": ev_game_over,
    "to_bottom": ev_to_bottom, "discard_to_deck": ev_discard_to_deck,
    "bluff": ev_bluff, "load": ev_load, "land": ev_land, "reveal_bluff": ev_reveal_bluff,
}
EVOLVE["cover"] = ev_cover
EVOLVE["reveal"] = ev_reveal
EVOLVE["target"] = ev_target

_CAN_EMPTY = frozenset(("play", "discard", "retrieve", "to_hand", "draw", "to_deck", "to_bottom", "bluff", "load"))


def evolve(st: dict, ev: dict) -> dict:
    new = EVOLVE[ev["type"]](st, ev)
    if ev["type"] in _CAN_EMPTY:
        # b / R-11.4: record the first moment a player has no hand and no deck
        for s in (0, 1):
            P = new["p"][s]
            if not P["hand"] and not P["deck"] and s not in new["ran_out"]:
                if new is st:
                    new = dict(new)
                new = dict(new)
                new["ran_out"] = new["ran_out"] + [s]
    return new
