"""openapi.yaml works with the tool clients use (issue 11 §5): openapi-python-client
generates a package from it without a warning (``--fail-on-warning``) - the SDK's
(clients/python, issue 28) is that package, checked fresh - the package imports, and a whole Nova Luna game against a server bot is played through its functions
on the served stack (gunicorn + real Redis + an RQ worker); the same stack answers CORS
for the origins of CORS_ORIGINS."""
from __future__ import annotations

import importlib
import pkgutil
import random
import subprocess
import sys
import time
import urllib.request

import pytest

from service.embedded import free_port
from tests.service.test_integration import BIN, ROOT, _env, _serve, _stop

pytestmark = pytest.mark.integration
PACKAGE = "moonhall_client"
APP = "https://app.example"


@pytest.fixture(scope="module")
def client_pkg():
    """The SDK's generated client (clients/python/moonhall_client, issue 28): committed, so
    ``pip install ./clients/python`` needs no generator; checked fresh below."""
    return importlib.import_module(PACKAGE)


def test_the_sdk_holds_what_openapi_python_client_generates_now():
    """openapi-python-client generates the client from openapi.yaml without a warning
    (``--fail-on-warning``), and the SDK's committed copy is that output (``make client``
    after a change of the document)."""
    run = subprocess.run([sys.executable, str(ROOT / "clients" / "python" / "generate.py"), "--check"],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.fixture(scope="module")
def served_stack(redis_server):
    port = free_port()
    proc = _serve({**_env(redis_server.url), "CORS_ORIGINS": f"{APP}, https://second.example"}, port)
    yield f"http://127.0.0.1:{port}"
    assert _stop(proc) == 0


def test_every_module_of_the_generated_client_imports(client_pkg):
    names = [m.name for m in pkgutil.walk_packages(client_pkg.__path__, PACKAGE + ".")]
    for name in names:
        importlib.import_module(name)
    ops = {n.rsplit(".", 1)[1] for n in names if ".api." in n}
    # one function module per documented operation we rely on below
    assert {"create_game", "get_game", "legal_moves", "play_move", "events", "undo", "validate_move"} <= ops
    models = importlib.import_module(PACKAGE + ".models")
    # each game's moves are named models, e.g. Nova Luna's take
    take = models.NovaLunaMoveTake(track_space=1, x=0, y=0)
    assert take.to_dict() == {"type": "take", "track_space": 1, "x": 0, "y": 0}
    with pytest.raises(ValueError):  # the const `type` is checked when parsing
        models.NovaLunaMoveTake.from_dict({"type": "refill", "track_space": 1, "x": 0, "y": 0})


def test_a_whole_nova_luna_game_through_the_generated_client(client_pkg, served_stack):
    models = importlib.import_module(PACKAGE + ".models")
    api = {name: importlib.import_module(f"{PACKAGE}.api.games.{name}")
           for name in ("create_game", "get_game", "legal_moves", "play_move", "events", "validate_move")}
    anon = client_pkg.Client(base_url=served_stack, timeout=40)
    created = api["create_game"].sync(client=anon, body=models.CreateGameRequest(
        type_="nova-luna", seed=5, seats=[models.SeatRequest(name="me"), models.SeatRequest(name="bot", bot="random")]))
    assert isinstance(created, models.CreatedGame), created
    gid, token = created.id, created.seats[0].token
    assert created.seats[1].token is None and created.seats[1].bot == "random"
    me = client_pkg.AuthenticatedClient(base_url=served_stack, token=token, timeout=40)

    rng = random.Random(3)
    played = seen_bot = 0
    env = None
    deadline = time.time() + 240
    while time.time() < deadline:
        env = api["get_game"].sync(gid, client=me)
        # the envelope is chosen by its game type (issue 28), and so is its view
        assert isinstance(env, models.NovaLunaEnvelope), env
        assert isinstance(env.state, models.NovaLunaView), type(env.state)
        assert env.you == 0
        if env.status == models.EnvelopeStatus.FINISHED:
            break
        if 0 not in env.to_act:
            feed = api["events"].sync(gid, client=me, after=env.version, wait=5)
            assert isinstance(feed, models.EventFeed), feed
            seen_bot += sum(1 for e in feed.events if isinstance(e, models.GameEventEntry) and e.seat == 1)
            continue
        listing = api["legal_moves"].sync(gid, client=me)
        assert isinstance(listing, models.LegalMoves), listing
        assert listing.moves and all(type(m).__name__.startswith("NovaLunaMove") for m in listing.moves)
        move = rng.choice(listing.moves)
        body = models.MoveRequest(move=move, expected_version=listing.version)
        if played == 0:  # a dry run first: valid, nothing appended
            dry = api["validate_move"].sync(gid, client=me, body=body)
            assert isinstance(dry, models.ValidateResult) and dry.valid is True, dry
        answer = api["play_move"].sync(gid, client=me, body=body, idempotency_key=f"m{played}")
        if isinstance(answer, models.MoveConflictError):  # the table moved first: read again
            continue
        assert isinstance(answer, models.MoveResult), answer
        assert answer.version > listing.version and answer.events
        played += 1
    assert env is not None and env.status == models.EnvelopeStatus.FINISHED, "the game did not finish in time"
    assert played > 5 and seen_bot > 0
    assert isinstance(env.result, models.Result) and env.result.winners
    assert {r.seat for r in env.result.ranking} == {0, 1}
    # (issue 24) the result says why and how much, and the texts come in the asked language
    assert env.result.end.by == "rules" and {s.seat for s in env.result.final_scores} == {0, 1}
    catalogue = {name: importlib.import_module(f"{PACKAGE}.api.catalogue.{name}") for name in ("get_texts", "get_game_type")}
    page = catalogue["get_texts"].sync(client=anon, lang="ru")
    assert page.lang == "ru" and page.texts["play.your_turn"] == "Ваш ход"
    doc = catalogue["get_game_type"].sync("nova-luna", client=anon, lang="pl")
    assert doc.texts.lang == "pl" and env.result.end.reason and f"end.{env.result.end.reason}" in doc.texts.results

    # a refused move comes back as the documented error model, not as an exception
    stale = api["play_move"].sync(gid, client=me, body=models.MoveRequest(
        move=models.NovaLunaMoveRefill(), expected_version=env.version))
    assert type(stale).__name__.endswith("Error"), stale


def test_the_served_stack_answers_cors_for_the_configured_origins(served_stack):
    """gunicorn with CORS_ORIGINS: a preflight of a move with the token and an
    Idempotency-Key from the app's site is allowed; another site gets no CORS header."""
    def preflight(origin):
        req = urllib.request.Request(f"{served_stack}/v1/games/x/moves", method="OPTIONS", headers={
            "Origin": origin, "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "authorization,content-type,idempotency-key"})
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, r.headers
    status, headers = preflight(APP)
    assert status == 200 and headers["Access-Control-Allow-Origin"] == APP
    assert {"authorization", "idempotency-key"} <= {h.strip().lower() for h in headers["Access-Control-Allow-Headers"].split(",")}
    assert preflight("https://second.example")[1]["Access-Control-Allow-Origin"] == "https://second.example"
    assert "Access-Control-Allow-Origin" not in preflight("https://evil.example")[1]
    req = urllib.request.Request(f"{served_stack}/v1/game-types", headers={"Origin": APP})
    with urllib.request.urlopen(req, timeout=10) as r:
        assert r.headers["Access-Control-Allow-Origin"] == APP and r.status == 200
