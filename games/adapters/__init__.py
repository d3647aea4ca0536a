"""Research adapters (issue 28, item 4): the games' deciders in process, behind the
interfaces learning code already uses, so an agent trains on the same rules it then plays
through the SDK (clients/python).

* ``games.adapters.pettingzoo.env(type, players=N)``: a PettingZoo AEC environment
  (needs ``pettingzoo``: ``pip install pettingzoo``; the test extras install it);
* ``games.adapters.openspiel.load_game(type, players=N)``: an OpenSpiel-style game and
  state (``current_player``, ``legal_actions``, ``apply_action``, ``returns``...), with
  no dependency;
* ``games.adapters.match.Match``: what both stand on - one game played in process as the
  server plays it.
"""
