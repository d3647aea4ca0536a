"""gunicorn's entry point: ``gunicorn -c service/gunicorn_conf.py wsgi:app`` (REDIS_URL
names the Redis server; service/serve.py runs it so under ``make serve``)."""
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
