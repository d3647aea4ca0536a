"""bench_stream's gunicorn config with ``--gc-log``: the served one (the checkout's
service/gunicorn_conf.py, MOONHALL_BENCH_CONF) plus, in each worker, a record of every
garbage collection that took 1 ms or more (``time.perf_counter`` at its start - the
monotonic clock, one for every process - its generation and length) appended to
``MOONHALL_BENCH_GC_LOG``, so the bench can tell which slow POSTs met one. Bench only."""
import os

exec(open(os.environ["MOONHALL_BENCH_CONF"]).read())  # noqa: S102 - the served settings, as they are

_served_init = post_worker_init  # noqa: F821 - defined by the served config


def post_worker_init(worker):  # noqa: F811
    import gc
    import time
    _served_init(worker)
    path, pid, started = os.environ["MOONHALL_BENCH_GC_LOG"], os.getpid(), [0.0]

    def note(phase, info):
        if phase == "start":
            started[0] = time.perf_counter()
            return
        took = time.perf_counter() - started[0]
        if took >= 0.001:
            with open(path, "a") as f:
                f.write(f"{pid} {started[0]:.6f} {info['generation']} {took * 1000:.2f} {info['collected']}\n")
    gc.callbacks.append(note)
