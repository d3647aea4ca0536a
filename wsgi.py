"""gunicorn's entry point: ``gunicorn -c service/gunicorn_conf.py wsgi:app`` (REDIS_URL
names the Redis server; service/serve.py runs it so under ``make serve``)."""
import gc
import os

from service import onewrite
from service.http import create_app
from service.limits import install_rate_limits
from service.wiring import build_service, health, redis_client, steps_here

_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
_conn = redis_client(_url)
app = create_app(build_service(_conn, steps_here=steps_here()), health(_conn))
install_rate_limits(app, _url)
onewrite.install()  # a JSON answer's headers and body in one write (issue 29)

# The loaded app's objects (modules, the game registry, routes) out of the garbage
# collector's reach however gunicorn is started: service/gunicorn_conf.py's
# post_worker_init does it for `make serve` (issue 29), but a worker started with other
# settings (`gunicorn wsgi:app ...`, as bench/bench_fastpath.py serves it) walked them
# all in every full collection, ~33 ms twice a few thousand moves (~1% of its CPU).
# (Frozen again after post_worker_init: harmless, it only moves what was made since.)
gc.collect()
gc.freeze()
