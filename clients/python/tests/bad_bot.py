"""A deliberately bad bot for the conformance kit's test (issue 28, item 3), standard
library only: on its first turn it posts a stale ``expected_version`` and an illegal move
(the table's ``score`` as a seat, draw-race's DR-3) before a legal one, answers its second
turn slowly (1.5 s) and never answers its third.

    python bad_bot.py URL GAME TOKEN
"""
from __future__ import annotations

import json
import sys
import time
import urllib.error
import urllib.request


def call(method, url, token, body=None):
    req = urllib.request.Request(url, method=method, data=None if body is None else json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    try:
        with urllib.request.urlopen(req, timeout=40) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")


def main(url, gid, token):
    turn, version = 0, 0
    while True:
        _, view = call("GET", f"{url}/v1/games/{gid}?after={version}&wait=10", token)
        version = view["version"]
        if view["status"] == "finished":
            return 0
        if view["you"] not in view["to_act"]:
            continue
        turn += 1
        if turn == 3:
            time.sleep(3600)  # the missed turn: the kit stops us
        if turn == 2:
            time.sleep(1.5)  # the slow answer
        _, listing = call("GET", f"{url}/v1/games/{gid}/moves", token)
        if turn == 1:
            call("POST", f"{url}/v1/games/{gid}/moves", token, {"move": listing["moves"][0], "expected_version": version - 1})
            call("POST", f"{url}/v1/games/{gid}/moves", token, {"move": {"type": "score"}, "expected_version": version})
        end = [m for m in listing["moves"] if m["type"] == "end"][0]
        call("POST", f"{url}/v1/games/{gid}/moves", token, {"move": end, "expected_version": listing["version"]})


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
