"""Worker processes for CPU-bound rewriting, each of which can be killed.

A rewrite runs in a process of its own, so that the event loop keeps serving other requests while
it works and a deadline is real: when the request awaiting a rewrite is cancelled (its time limit
struck), the process doing that rewrite is killed and replaced. Each worker is a one-process
executor, so that killing one never disturbs the work of the others.
"""

import asyncio
import multiprocessing
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")


class WorkerPool:
    """`size` worker processes; `run` waits for an idle one. `warm` runs in every new worker."""

    def __init__(self, size: int, warm: Callable[[], object] | None = None) -> None:
        self.size = max(1, size)
        self._warm = warm
        self._context = multiprocessing.get_context("spawn")
        self._idle: asyncio.Queue[ProcessPoolExecutor] | None = None
        self._workers: set[ProcessPoolExecutor] = set()

    async def run(self, function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        idle = self._idle_workers()
        worker = await idle.get()
        try:
            try:
                # An idle worker whose process died (killed) is broken: `submit` itself raises.
                future = worker.submit(function, *args, **kwargs)
                return await asyncio.wrap_future(future)
            except asyncio.CancelledError:
                if not future.cancel():  # it is running: only killing its process stops it
                    worker = self._replace(worker)
                raise
            except BrokenProcessPool:
                worker = self._replace(worker)
                raise
        finally:
            idle.put_nowait(worker)

    async def warm_up(self) -> None:
        """Starts every worker now rather than on the first requests."""
        if self._warm is not None:
            await asyncio.gather(*(self.run(self._warm) for _ in range(self.size)))

    def close(self) -> None:
        for worker in list(self._workers):
            self._kill(worker)
        self._idle = None

    def _idle_workers(self) -> asyncio.Queue[ProcessPoolExecutor]:
        if self._idle is None:
            self._idle = asyncio.Queue()
            for _ in range(self.size):
                self._idle.put_nowait(self._start())
        return self._idle

    def _start(self) -> ProcessPoolExecutor:
        worker = ProcessPoolExecutor(max_workers=1, mp_context=self._context)
        self._workers.add(worker)
        return worker

    def _replace(self, worker: ProcessPoolExecutor) -> ProcessPoolExecutor:
        self._kill(worker)
        fresh = self._start()
        if self._warm is not None:
            fresh.submit(self._warm)  # loads while it waits for its next request
        return fresh

    def _kill(self, worker: ProcessPoolExecutor) -> None:
        # The executor has no public way to stop a task that is running: its process is killed.
        for process in list(getattr(worker, "_processes", {}).values()):
            process.kill()
        worker.shutdown(wait=False, cancel_futures=True)
        self._workers.discard(worker)
