"""An OpenSpiel-style interface over a Moonhall game in process (issue 28, item 4),
without depending on OpenSpiel: the names and meanings of ``pyspiel.Game`` and
``pyspiel.State`` that search and learning code calls (``current_player``,
``legal_actions``, ``apply_action``, ``is_terminal``, ``returns``,
``observation_string``...), so such code runs on Moonhall's rules unchanged.

    from games.adapters.openspiel import load_game
    game = load_game("nova-luna", players=2)
    state = game.new_initial_state(seed=4)
    while not state.is_terminal():
        state.apply_action(random.choice(state.legal_actions()))
    print(state.returns())

Chance is resolved inside as the server does (``games.adapters.match``): there are no
chance nodes, ``current_player`` is a seat or ``TERMINAL``. An action is a place in the
current seat's list of legal moves (``action_to_move`` gives the move), at most
``num_distinct_actions()``. ``observation_string(player)`` is the seat's view as JSON (the
service's per-seat projection); ``information_state_string`` is the same view plus the
seat's own past moves (what it saw and did); ``clone`` copies the state (chance included).
"""
from __future__ import annotations

import json

from games.adapters.match import Match

TERMINAL = -4  # pyspiel.PlayerId.TERMINAL
MAX_ACTIONS = 1024


class MoonhallGame:
    """``pyspiel.Game``'s shape for one Moonhall game type and table size."""

    def __init__(self, type_id: str, players: int = 2, options: dict | None = None):
        self.type_id, self.players, self.options = type_id, players, options
        Match(type_id, players, options, seed=0)  # checks the type, the count and the options

    def num_players(self) -> int:
        return self.players

    def num_distinct_actions(self) -> int:
        return MAX_ACTIONS

    def min_utility(self) -> float:
        return 0.0

    def max_utility(self) -> float:
        return 1.0

    def get_type(self) -> dict:
        return {"short_name": f"moonhall_{self.type_id}", "chance_mode": "sampled inside (seeded)",
                "information": "imperfect", "utility": "win share", "reward_model": "terminal"}

    def new_initial_state(self, seed: int | None = None) -> "MoonhallState":
        return MoonhallState(self, Match(self.type_id, self.players, self.options, seed=seed))

    def __str__(self) -> str:
        return f"moonhall({self.type_id},players={self.players})"


class MoonhallState:
    """``pyspiel.State``'s shape over a :class:`Match`."""

    def __init__(self, game: MoonhallGame, match: Match):
        self.game, self.match = game, match

    def get_game(self) -> MoonhallGame:
        return self.game

    def current_player(self) -> int:
        to_act = self.match.to_act()
        return to_act[0] if to_act else TERMINAL

    def is_terminal(self) -> bool:
        return self.match.over

    def is_chance_node(self) -> bool:
        return False  # chance is drawn inside, as the server draws it

    def legal_moves(self, player: int | None = None) -> list[dict]:
        p = self.current_player() if player is None else player
        return [] if p == TERMINAL or p not in self.match.to_act() else self.match.legal_moves(p)[:MAX_ACTIONS]

    def legal_actions(self, player: int | None = None) -> list[int]:
        return list(range(len(self.legal_moves(player))))

    def legal_actions_mask(self, player: int | None = None) -> list[int]:
        n = len(self.legal_moves(player))
        return [1] * n + [0] * (MAX_ACTIONS - n)

    def action_to_move(self, action: int, player: int | None = None) -> dict:
        return self.legal_moves(player)[action]

    def action_to_string(self, player: int, action: int) -> str:
        return json.dumps(self.action_to_move(action, player), sort_keys=True)

    def apply_action(self, action: int) -> None:
        p = self.current_player()
        if p == TERMINAL:
            raise ValueError("the game is over")
        moves = self.legal_moves(p)
        if not 0 <= int(action) < len(moves):
            raise ValueError(f"action {action} is not legal: {len(moves)} legal moves")
        self.match.play(p, moves[int(action)])

    def returns(self) -> list[float]:
        return self.match.rewards()

    def rewards(self) -> list[float]:
        return self.match.rewards()

    def observation_string(self, player: int) -> str:
        return json.dumps(self.match.observation(player), sort_keys=True, separators=(",", ":"))

    def information_state_string(self, player: int) -> str:
        own = [m for s, m in self.match.history if s == player]
        return json.dumps({"view": self.match.observation(player), "my_moves": own}, sort_keys=True,
                          separators=(",", ":"))

    def history(self) -> list:
        return list(self.match.history)

    def clone(self) -> "MoonhallState":
        return MoonhallState(self.game, self.match.clone())

    def __str__(self) -> str:
        return self.observation_string(self.current_player()) if not self.is_terminal() else \
            json.dumps(self.match.result(), sort_keys=True)


def load_game(type_id: str, players: int = 2, options: dict | None = None) -> MoonhallGame:
    """``pyspiel.load_game``'s counterpart: the Moonhall game ``type_id`` for ``players``."""
    return MoonhallGame(type_id, players, options)
