"""Catalogue benchmark: size of each game-type document raw and gzip-encoded, and the time
to serve it (cached bytes, gzip when accepted, ETag) against building it per request.
No Redis needed (the catalogue routes never read it). Figures only.

    .venv/bin/python -m bench.bench_catalogue
"""
from __future__ import annotations

import time

import games
from service.catalogue import _doc, full
from service.http import create_app


class _NoService:
    registry = games.REGISTRY


def _per_request(fn, n: int) -> float:
    t = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - t) / n * 1e3


def main():
    client = create_app(_NoService()).test_client()
    r = client.get("/v1/game-types")
    print(f"GET /v1/game-types: {len(r.get_data())} B raw")
    for type_id, game in sorted(games.REGISTRY.items()):
        path = f"/v1/game-types/{type_id}"
        raw = client.get(path).get_data()
        gz = client.get(path, headers={"Accept-Encoding": "gzip"})
        tag = gz.headers["ETag"]
        served = _per_request(lambda: client.get(path, headers={"Accept-Encoding": "gzip"}), 200)
        cond = _per_request(lambda: client.get(path, headers={"Accept-Encoding": "gzip", "If-None-Match": tag}), 200)
        build = _per_request(lambda: _doc(full(game)), 5)
        print(f"{path}: {len(raw)} B raw, {len(gz.get_data())} B gzip; served {served:.2f} ms, "
              f"304 {cond:.2f} ms (test client); building + compressing once {build:.1f} ms")


if __name__ == "__main__":
    main()
