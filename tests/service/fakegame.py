"""A tiny game that exercises every part of the contract the service relies on:
hidden hands, draws that reveal, turns of several steps (for undo), an automatic
table step after each round (for the worker), and a result.

Each turn a seat may ``mark`` (up to 3 times, nothing hidden), ``draw`` a card from
the deck into its hidden hand (chance), then ``end``. After every seat has ended,
the table ``score``s: each seat gains marks + its hand, hands are discarded. After
``rounds`` rounds the highest score wins.
"""
from __future__ import annotations

from games.base import SYSTEM, Game, IllegalMove, MalformedMove, NotYourTurn, Option


class DrawRace(Game):
    id = "draw-race"
    name = "Draw Race (test game)"
    min_players = 1
    max_players = 4
    options = (Option("rounds", 3, "rounds to play", choices=(1, 2, 3, 4, 5), kind="int"),)
    bot_levels = ("random",)
    move_schema = {"type": "object", "required": ["type"], "additionalProperties": False,
                   "properties": {"type": {"enum": ["mark", "draw", "end", "score"]}}}

    def initial_state(self, config, rng):
        n = config["players"]
        deck = sorted(list(range(1, 10)) * 4)
        hands = []
        for _ in range(n):  # chance at setup, recorded in the created event
            c = rng.choice(deck)
            deck.remove(c)
            hands.append([c])
        return {"players": n, "rounds": config["rounds"], "round": 1, "turn": 0, "deck": deck,
                "hands": hands, "marks": [0] * n, "scores": [0] * n, "scoring": False, "over": False}

    def to_act(self, s):
        return [] if s["over"] or s["scoring"] else [s["turn"]]

    def auto_move(self, s):
        return {"type": "score"} if s["scoring"] and not s["over"] else None

    def legal_moves(self, s, seat):
        if seat not in self.to_act(s):
            return []
        moves = []
        if s["marks"][seat] < 3:
            moves.append({"type": "mark"})
        if s["deck"] and len(s["hands"][seat]) < 3:
            moves.append({"type": "draw"})
        moves.append({"type": "end"})
        return moves

    def decide(self, s, seat, move, rng):
        t = move.get("type")
        if t not in ("mark", "draw", "end", "score"):
            raise MalformedMove(f"unknown move type {t!r}")
        if t == "score":
            if seat != SYSTEM or not s["scoring"]:
                raise IllegalMove("DR-3", "only the table scores, after a round")
            gains = [s["marks"][i] + sum(s["hands"][i]) for i in range(s["players"])]
            return [{"type": "scored", "gains": gains, "hands": s["hands"]}]
        if seat not in self.to_act(s):
            raise NotYourTurn()
        if t == "mark":
            if s["marks"][seat] >= 3:
                raise IllegalMove("DR-1", "at most 3 marks a round")
            return [{"type": "marked", "seat": seat}]
        if t == "draw":
            if not s["deck"] or len(s["hands"][seat]) >= 3:
                raise IllegalMove("DR-2", "hand full or deck empty")
            return [{"type": "drew", "seat": seat, "card": rng.choice(s["deck"])}]
        return [{"type": "ended", "seat": seat}]

    def evolve(self, s, e):
        s = dict(s)
        t = e["type"]
        if t == "marked":
            s["marks"] = list(s["marks"])
            s["marks"][e["seat"]] += 1
        elif t == "drew":
            s["deck"] = list(s["deck"])
            s["deck"].remove(e["card"])
            s["hands"] = [list(h) for h in s["hands"]]
            s["hands"][e["seat"]].append(e["card"])
        elif t == "ended":
            nxt = e["seat"] + 1
            if nxt == s["players"]:
                s["scoring"], s["turn"] = True, 0
            else:
                s["turn"] = nxt
        elif t == "scored":
            s["scores"] = [a + b for a, b in zip(s["scores"], e["gains"])]
            s["hands"] = [[] for _ in range(s["players"])]
            s["marks"] = [0] * s["players"]
            s["scoring"] = False
            if s["round"] == s["rounds"]:
                s["over"] = True
            else:
                s["round"] += 1
        return s

    def view(self, s, seat):
        v = {k: s[k] for k in ("players", "rounds", "round", "turn", "marks", "scores", "scoring", "over")}
        v["deck_count"] = len(s["deck"])
        v["hands"] = [h if i == seat else {"count": len(h)} for i, h in enumerate(s["hands"])]
        return v

    def event_view(self, e, seat):
        if e["type"] == "drew" and e["seat"] != seat:
            return {"type": "drew", "seat": e["seat"], "card": None}
        if e["type"] == "scored":  # hands are shown at scoring: public from then on
            return e
        return e

    def reveals(self, e):
        return e["type"] in ("drew", "scored")

    def is_over(self, s):
        return s["over"]

    def result(self, s):
        if not s["over"]:
            return None
        best = max(s["scores"])
        order = sorted(range(s["players"]), key=lambda i: -s["scores"][i])
        return {"winners": [i for i in range(s["players"]) if s["scores"][i] == best],
                "ranking": [{"seat": i, "place": 1 + sum(1 for j in range(s["players"]) if s["scores"][j] > s["scores"][i]),
                             "score": s["scores"][i]} for i in order],
                "scores": s["scores"]}


GAME = DrawRace()
GAMES = (GAME,)
