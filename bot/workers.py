"""Worker processes of this bot (the boards' painters, the bots' searches): spawned (no
fork of a process running an event loop, and no forkserver, which outlives a killed
parent), each exiting by itself within a second of its parent's death, however the parent
died (SIGKILL included), so that no crash leaves workers behind."""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor

ORPHAN_CHECK_SECONDS = 0.5


def worker_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of `workers` spawned processes that watch their parent."""
    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=_start_worker, initargs=(os.getpid(),))


def _start_worker(parent: int) -> None:
    """A worker watches its parent."""
    threading.Thread(target=_exit_when_orphaned, args=(parent,), daemon=True,
                     name="saloon-orphan-watch").start()


def _exit_when_orphaned(parent: int) -> None:
    """End this process once `parent` is gone: a killed parent never tells its pool, whose
    workers would otherwise wait for work for ever."""
    while os.getppid() == parent:
        time.sleep(ORPHAN_CHECK_SECONDS)
    os._exit(0)
