"""The baseline of bench_fastpath: a bare Flask app that answers the README client loop
with one Redis round trip a request (GET view: XLEN, GET moves: XLEN, POST: one
expected-version XADD checked in a Lua script). Served by gunicorn exactly like
Moonhall (``gunicorn bench.bare_app:app``, REDIS_URL)."""
from __future__ import annotations

import os

import redis
from flask import Flask, jsonify, request

APPEND = """
local v = redis.call('XLEN', KEYS[1])
if v ~= tonumber(ARGV[1]) then return {'stale', v} end
redis.call('XADD', KEYS[1], tostring(v + 1) .. '-0', 'd', ARGV[2])
return {'ok', v + 1}
"""

r = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
append = r.register_script(APPEND)
app = Flask(__name__)


def _key(gid: str) -> str:
    return f"bare:{{{gid}}}:s"


@app.get("/g/<gid>")
def view(gid):
    return jsonify({"id": gid, "version": r.xlen(_key(gid)), "to_act": [0]})


@app.get("/g/<gid>/moves")
def moves(gid):
    return jsonify({"version": r.xlen(_key(gid)), "moves": [{"type": "add"}]})


@app.post("/g/<gid>/moves")
def move(gid):
    body = request.get_json(force=True)
    status, v = append(keys=[_key(gid)], args=[int(body["expected_version"]), request.get_data()])
    if status == b"stale":
        return jsonify({"error": {"code": "stale_version", "details": {"version": v}}}), 409
    return jsonify({"version": v, "events": [{"version": v}]}), 201
