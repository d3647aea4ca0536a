"""gunicorn settings of ``make serve`` (``gunicorn -c service/gunicorn_conf.py wsgi:app``).

gevent worker class: a waiting read (``GET /events?wait=``, the SSE stream) blocks a
greenlet, not a thread, so thousands can wait while moves stay fast (issue 10).
"""
import os

# under `make serve` the supervisor holds the bound socket and passes it on (service/serve.py,
# issue 30, item 4): a restarted gunicorn never binds, and no second server shares the port
_fd = os.environ.get("MOONHALL_LISTEN_FD")
bind = f"fd://{_fd}" if _fd else f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
worker_class = "service.gunicorn_worker.JsonErrorGeventWorker"
workers = int(os.environ.get("WEB_WORKERS", "2"))
worker_connections = int(os.environ.get("WEB_CONNECTIONS", "2000"))  # per worker
timeout = 30            # a worker silent this long (its loop blocked) is restarted by the master
graceful_timeout = 10   # open waits get this long to finish on a stop or restart
keepalive = 5           # an idle keep-alive connection, or headers not complete within this, is closed
# no SO_REUSEPORT: with it a second server bound the same port without a word and the
# kernel split the connections between the two (issue 30, item 4)
reuse_port = False
limit_request_line = 4094          # longer: JSON 414
limit_request_fields = 100         # more: JSON 431
limit_request_field_size = 8190    # larger: JSON 431
accesslog = os.environ.get("ACCESS_LOG") or None
logger_class = "service.gunicorn_worker.RedactingLogger"  # no token in any log line (issue 30, item 9)
# gunicorn's control socket defaults to one path per user: two servers would share it
control_socket_disable = True


# the node's workers mark the commands they run in a block made here, before the fork: a
# watcher's step in any of them waits for them (service/priority.py, issue 29)
from service import priority as _priority  # noqa: E402

_priority.node_shared()


def post_worker_init(worker):
    """The app is loaded in this worker: its objects (modules, the game registry, Flask's
    routes; ~145 MB of a worker's RSS) are moved out of the garbage collector's reach
    (issue 29). Python's full collection walked them all, 44-76 ms a time with 500
    watchers on a worker (one every few moves of a watched game), during which every
    stream, long poll and POST of the worker waited; frozen, it walks only what was made
    since (4-10 ms), and a move with 1,000 watchers costs the workers 15% less CPU. They
    are never freed anyway: they live as long as the worker."""
    import gc
    _priority.take_slot(worker.age)
    gc.collect()
    gc.freeze()
