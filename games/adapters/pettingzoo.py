"""A PettingZoo AEC environment over a Moonhall game in process (issue 28, item 4).

    from games.adapters.pettingzoo import env
    e = env("azul-summer-pavilion", players=2)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are ``player_0`` .. ``player_{N-1}`` (the seats). The agent to act is the first
seat of the game's ``to_act`` (seats that may act together act one after the other). Chance
and the table's automatic steps are resolved inside as the server does
(``games.adapters.match``).

* **action**: a place in the seat's list of legal moves (the game's order; ``info["moves"]``
  and ``env.unwrapped.legal_moves(agent)`` give the moves themselves), ``Discrete(N)`` with
  ``N = MAX_ACTIONS`` (1024; a list longer than that, which no game reached in random play,
  offers its first 1024);
* **observation**: ``{"observation": uint8[MAX_OBS_BYTES], "action_mask": int8[N]}``: the
  seat's view as canonical JSON in UTF-8, zero-padded (``decode_observation`` gives the
  dict back; ``env.unwrapped.view(agent)`` too). The view is what the seat's player sees
  at the table (the service's per-seat projection: never another seat's hand, a deck's
  order or the seed), the same JSON ``GET /v1/games/{id}`` answers as ``state``, so a
  policy trained here reads the SDK's views unchanged. Bytes, not features: each game's
  views differ and the encoding is the researcher's choice (the largest view seen in
  random play is ~8.5 KB, Blue Moon City with 4 players; MAX_OBS_BYTES is 32 KiB);
* **rewards**: at the end, 1 for a sole winner, shared on a tie, else 0.
"""
from __future__ import annotations

import json

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import AgentSelector

from games.base import canonical
from games.adapters.match import Match

MAX_ACTIONS = 1024
MAX_OBS_BYTES = 1 << 15


def encode_view(view: dict, size: int = MAX_OBS_BYTES) -> np.ndarray:
    raw = json.dumps(view, sort_keys=True, separators=(",", ":")).encode()
    if len(raw) > size:
        raise ValueError(f"a view of {len(raw)} bytes does not fit the observation ({size}): raise max_obs_bytes")
    out = np.zeros(size, dtype=np.uint8)
    out[:len(raw)] = np.frombuffer(raw, dtype=np.uint8)
    return out


def decode_observation(obs) -> dict:
    """The view a PettingZoo observation (or its ``"observation"`` array) holds."""
    arr = obs["observation"] if isinstance(obs, dict) else obs
    return json.loads(bytes(np.asarray(arr, dtype=np.uint8)).rstrip(b"\0").decode())


class MoonhallEnv(AECEnv):
    """A Moonhall game as a PettingZoo AEC environment; see the module docstring."""

    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, type_id: str, players: int = 2, options: dict | None = None,
                 render_mode: str | None = None, max_actions: int = MAX_ACTIONS, max_obs_bytes: int = MAX_OBS_BYTES):
        super().__init__()
        self.max_obs_bytes = max_obs_bytes
        self.type_id, self.players, self.options = type_id, players, options
        Match(type_id, players, options, seed=0)  # checks the type, the count and the options now
        self.metadata = {**self.metadata, "name": f"moonhall_{type_id.replace('-', '_')}_v0"}
        self.render_mode = render_mode
        self.max_actions = max_actions
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        self._obs_space = {a: spaces.Dict({
            "observation": spaces.Box(0, 255, (max_obs_bytes,), dtype=np.uint8),
            "action_mask": spaces.Box(0, 1, (max_actions,), dtype=np.int8)}) for a in self.possible_agents}
        self._act_space = {a: spaces.Discrete(max_actions) for a in self.possible_agents}
        self.match: Match | None = None

    def observation_space(self, agent):
        return self._obs_space[agent]

    def action_space(self, agent):
        return self._act_space[agent]

    # ------------------------------------------------------------------ protocol
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        self.match = Match(self.type_id, self.players, self.options, seed=seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def observe(self, agent: str) -> dict:
        seat = self._seat[agent]
        mask = np.zeros(self.max_actions, dtype=np.int8)
        if agent == self.agent_selection and not self.terminations[agent]:
            mask[:min(len(self.legal_moves(agent)), self.max_actions)] = 1
        return {"observation": encode_view(self.match.observation(seat), self.max_obs_bytes), "action_mask": mask}

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        moves = self.legal_moves(agent)
        a = int(action)
        if not 0 <= a < min(len(moves), self.max_actions):
            raise ValueError(f"action {a} is not legal for {agent}: {len(moves)} legal moves")
        self._cumulative_rewards[agent] = 0.0
        self.match.play(self._seat[agent], moves[a])
        if self.match.over:
            for a_, r in zip(self.possible_agents, self.match.rewards()):
                self.rewards[a_] = float(r)
                self.terminations[a_] = True
            result = self.match.result()
            for a_ in self.agents:
                self.infos[a_] = {"result": result}
        else:
            self.rewards = {a_: 0.0 for a_ in self.agents}
        self._select()
        self._accumulate_rewards()

    def render(self):
        if self.render_mode == "ansi":
            return canonical({"to_act": self.match.to_act(), "result": self.match.result()})
        return None

    def close(self) -> None:
        self.match = None

    # ------------------------------------------------------------------ helpers
    def legal_moves(self, agent: str) -> list[dict]:
        return self.match.legal_moves(self._seat[agent])

    def view(self, agent: str) -> dict:
        """The seat's view as a dict (what ``observation`` holds as text)."""
        return self.match.observation(self._seat[agent])

    def _select(self) -> None:
        to_act = self.match.to_act()
        if to_act:
            self.agent_selection = self.possible_agents[to_act[0]]
            self.infos[self.agent_selection] = {"moves": self.legal_moves(self.agent_selection)}
        else:  # over: every agent takes its dead step in turn
            self._selector = AgentSelector(self.agents)
            self.agent_selection = self._selector.reset()


def env(type_id: str, players: int = 2, options: dict | None = None, render_mode: str | None = None,
        max_actions: int = MAX_ACTIONS) -> MoonhallEnv:
    """A PettingZoo AEC environment of the Moonhall game ``type_id`` for ``players`` seats."""
    return MoonhallEnv(type_id, players, options, render_mode, max_actions)
