"""gunicorn's entry point: ``gunicorn wsgi:app`` (REDIS_URL names the Redis server)."""
from service.http import create_app
from service.wiring import build_service, health, redis_client

_conn = redis_client()
app = create_app(build_service(_conn), health(_conn))
