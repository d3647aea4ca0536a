"""gunicorn settings of ``make serve`` (``gunicorn -c service/gunicorn_conf.py wsgi:app``).

gevent worker class: a waiting read (``GET /events?wait=``, the SSE stream) blocks a
greenlet, not a thread, so thousands can wait while moves stay fast (issue 10).
"""
import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
worker_class = "service.gunicorn_worker.JsonErrorGeventWorker"
workers = int(os.environ.get("WEB_WORKERS", "2"))
worker_connections = int(os.environ.get("WEB_CONNECTIONS", "2000"))  # per worker
timeout = 30            # a worker silent this long (its loop blocked) is restarted by the master
graceful_timeout = 10   # open waits get this long to finish on a stop or restart
keepalive = 5           # an idle keep-alive connection, or headers not complete within this, is closed
reuse_port = True       # a restarted master binds while the old workers are still leaving
limit_request_line = 4094          # longer: JSON 414
limit_request_fields = 100         # more: JSON 431
limit_request_field_size = 8190    # larger: JSON 431
accesslog = os.environ.get("ACCESS_LOG") or None
# gunicorn's control socket defaults to one path per user: two servers would share it
control_socket_disable = True
