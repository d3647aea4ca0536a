"""The server enforces the document (issue 10): schemathesis, driven by openapi.yaml, against
the real served stack (``python -m service.serve``: gunicorn + gevent, RQ worker, embedded
Redis). Every check of schemathesis runs (``-c all``): no server error, every status,
content type, header and body as documented, schema-valid requests accepted, invalid ones
refused. A schema-valid request may be a 422 only where the rule depends on the game
type or the game the request names (bot levels, player counts and options of a type, the
seats of a game, the rules of a move, a decision at a version): on the six operations that
have such rules, and
only with their codes (our own check, tests/service/schemathesis_hooks.py). It used to be
allowed everywhere, which hid ``seats: [{}]`` and ``resign_bot: ""`` answering 422 to
bodies the document took (issue 30, item 15).

Budget: ``MOONHALL_SCHEMATHESIS_EXAMPLES`` examples per operation (8 in ``make test``, a
few hundred requests; 100 under ``make test-full``, where the long poll's ``wait`` is
fuzzed too)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.service.test_serving import Stack, http

pytestmark = pytest.mark.integration
BIN = Path(sys.executable).parent
FULL = bool(os.environ.get("MOONHALL_PROPERTY_SCALE"))
EXAMPLES = int(os.environ.get("MOONHALL_SCHEMATHESIS_EXAMPLES", "100" if FULL else "8"))
ROOT = Path(__file__).resolve().parents[2]
ACCEPTED = ["2xx", "3xx", "401", "403", "404", "409"]  # what a schema-valid request may get
#: the operations whose 422s are rules of the game type or game the request names (and an
#: imported record's hashes, seed and moves checked against its game's rules, issue 27)
GAME_RULES = ("createGame", "joinGame", "playMove", "validateMove", "analysePosition", "createBranch", "importGame",
              "createSeek", "createWebhook", "createPush",  # (issue 26: whether a URL's host resolves, and to what)
              "giveTime")  # (issue 26: the game's seats)


@pytest.fixture(scope="module")
def stack(tmp_path_factory):
    data = tmp_path_factory.mktemp("st") / "data"
    # (the brute-force limits of accounts and the chat's limit off: the run sends thousands of
    # requests from one address)
    s = Stack(data, extra_env={"MOONHALL_GAME_MODULES": "", "MOONHALL_LIMIT_ACCOUNTS": "off",
                               "MOONHALL_LIMIT_CHAT": "off"}).wait_healthy()
    yield s
    assert s.stop() == 0


def test_schemathesis_finds_no_server_error_and_no_mismatch(stack, tmp_path):
    code, g, _ = http("POST", stack.base + "/v1/games", {"type": "nova-luna", "seed": 4,
                                                           "seats": [{"name": "a"}, {"name": "b", "bot": "random"}]})
    assert code == 201
    # the live stream of a game that is over ends after its `end` event (an open game's
    # stream would run until the request timeout): its events are checked on this one
    code, done, _ = http("POST", stack.base + "/v1/games", {"type": "nova-luna", "seed": 5,
                                                              "seats": [{"name": "a"}, {"name": "b"}]})
    assert code == 201
    code, _, _ = http("POST", f"{stack.base}/v1/games/{done['id']}/resign", {},
                      token=done["seats"][0]["token"])
    assert code == 201
    # an account's personal token with every scope, for the account operations (issue 25): the
    # run then reaches their answers past the 401 (the token cannot manage tokens: 403 there)
    personal = _personal_token(stack.base)
    config = tmp_path / "schemathesis.toml"
    config.write_text("\n".join([
        f"request-timeout = {40 if FULL else 10}",
        f'headers = {{ Authorization = "Bearer {g["seats"][0]["token"]}" }}',
        "[checks.positive_data_acceptance]",
        f"expected-statuses = {json.dumps(ACCEPTED)}",  # 304: If-None-Match; 409: the game's state
        "[checks.negative_data_rejection]",  # the defaults, and the documented limits (a fuzzed long query is a 414)
        'expected-statuses = ["400", "401", "403", "404", "405", "406", "409", "413", "414", "415", "422", "428", '
        '"429", "431"]',
        "[parameters]",
        f'"path.gid" = "{g["id"]}"',
        *([] if FULL else ['"query.wait" = 0']),  # waiting costs time, not coverage (test_serving covers it)
        "[[operations]]",
        'include-path-regex = "^/v1/me"',
        f'headers = {{ Authorization = "Bearer {personal}" }}',
        "[[operations]]",
        'include-path = "/v1/games/{gid}/stream"',
        f'headers = {{ Authorization = "Bearer {done["seats"][1]["token"]}" }}',
        "[operations.parameters]",
        f'"path.gid" = "{done["id"]}"',
        *[line for op in GAME_RULES for line in (
            "[[operations]]", f'include-operation-id = "{op}"',
            "[operations.checks.positive_data_acceptance]", f"expected-statuses = {json.dumps(ACCEPTED + ['422'])}")],
    ]) + "\n")
    # one worker thread: with two, hypothesis describes filter lambdas with ast.parse in both
    # threads at once, and CPython 3.11's AST builder keeps one recursion counter per
    # interpreter, so a parse can fail with "SystemError: AST constructor recursion depth
    # mismatch" (cpython gh-106905; CI stop 21 failed on it). The run is ~10 s either way.
    out = subprocess.run([str(BIN / "st"), "--config-file", str(config), "run", stack.base + "/openapi.yaml",
                          "-c", "all", "-n", str(EXAMPLES), "--seed", "10", "-w", "1"],
                         capture_output=True, text=True, timeout=900, cwd=tmp_path,
                         env={**os.environ, "NO_COLOR": "1", "SCHEMATHESIS_HOOKS": "tests.service.schemathesis_hooks",
                              "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))})
    report = out.stdout[-6000:] + out.stderr[-2000:]
    assert out.returncode == 0, report
    assert "passed" in out.stdout and "Server error" not in out.stdout, report


def _personal_token(base: str) -> str:
    """Sign up, sign in (the cookie and its CSRF token) and make a token with every scope."""
    import urllib.request
    code, _, _ = http("POST", base + "/v1/accounts", {"name": "fuzz", "password": "fuzz fuzz fuzz"})
    assert code == 201
    req = urllib.request.Request(base + "/v1/session", method="POST", headers={"Content-Type": "application/json"},
                                 data=json.dumps({"name": "fuzz", "password": "fuzz fuzz fuzz"}).encode())
    with urllib.request.urlopen(req, timeout=40) as r:
        cookie, csrf = r.headers["Set-Cookie"].split(";")[0], json.loads(r.read())["csrf"]
    req = urllib.request.Request(base + "/v1/me/tokens", method="POST",
                                 headers={"Content-Type": "application/json", "Cookie": cookie, "X-CSRF-Token": csrf},
                                 data=json.dumps({"scopes": ["play", "bot:play", "read"]}).encode())
    with urllib.request.urlopen(req, timeout=40) as r:
        return json.loads(r.read())["token"]
