"""Worker processes for CPU-bound rewriting, each of which can be killed.

A rewrite runs in a process of its own, so that the event loop keeps serving other requests while
it works and a deadline is real: when the request awaiting a rewrite is cancelled (its time limit
struck), the process doing that rewrite is killed and replaced.

Each worker is a process and one pipe, and the event loop itself writes the task and waits for the
answer (`add_reader`): no helper thread in the server's process. A process pool's threads (its
manager and queue feeders) take the interpreter's lock back and forth with the event loop on every
call, which on busy cores cost milliseconds per request (issue 18).
"""

import asyncio
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import Connection
from multiprocessing.context import ForkServerContext, SpawnContext
from multiprocessing.process import BaseProcess
from typing import Any, ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")


def _serve(connection: Connection, warm: Callable[[], object] | None) -> None:
    """A worker's life: warm up, say so, then run each task it receives and send its outcome."""
    if warm is not None:
        warm()
    connection.send(_READY)
    while True:
        try:
            function, args, kwargs = connection.recv()
        except (EOFError, OSError):
            return  # the server closed its end
        try:
            outcome: tuple[bool, Any] = (True, function(*args, **kwargs))
        except Exception as error:
            outcome = (False, error)
        try:
            connection.send(outcome)
        except Exception as error:  # an outcome that cannot be pickled
            connection.send((False, RuntimeError(f"{type(error).__name__} sending the outcome")))


# What a worker sends once warm: tasks are written only to a worker that reads, so that writing
# a long text (more than the pipe holds) never waits for a warm-up.
_READY = (True, "ready")


class _Worker:
    def __init__(self, process: BaseProcess, connection: Connection) -> None:
        self.process = process
        self.connection = connection
        self.ready = False

    async def receive(self) -> tuple[bool, Any]:
        await _readable(self.connection)
        outcome: tuple[bool, Any] = self.connection.recv()
        return outcome


class WorkerPool:
    """`size` worker processes; `run` waits for an idle one. `warm` runs in every new worker.

    A worker that dies raises BrokenProcessPool in the call it was serving, and is replaced.
    With `preload`, workers are forked from a fork server that imported those modules once (a
    module that loads data on import): a new worker, or one replacing a killed one, starts with
    that data already loaded, in pages it shares with the others, instead of loading it again
    for seconds while requests wait for it. Without, each worker is a fresh interpreter."""

    def __init__(
        self,
        size: int,
        warm: Callable[[], object] | None = None,
        preload: tuple[str, ...] = (),
    ) -> None:
        self.size = max(1, size)
        self._warm = warm
        self._context: SpawnContext | ForkServerContext
        if preload:
            # The fork server is single-threaded: forking it is safe, unlike forking the server.
            forkserver = multiprocessing.get_context("forkserver")
            forkserver.set_forkserver_preload(list(preload))
            self._context = forkserver
        else:
            self._context = multiprocessing.get_context("spawn")
        self._idle: asyncio.Queue[_Worker] | None = None
        self._workers: set[_Worker] = set()

    async def run(self, function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        idle = self._idle_workers()
        worker = await idle.get()
        try:
            try:
                if not worker.ready:
                    await worker.receive()
                    worker.ready = True
                worker.connection.send((function, args, kwargs))
                succeeded, value = await worker.receive()
            except asyncio.CancelledError:
                worker = self._replace(worker)  # it may be running: only a kill stops it
                raise
            except (EOFError, OSError):
                worker = self._replace(worker)
                raise BrokenProcessPool("a worker process stopped") from None
        finally:
            idle.put_nowait(worker)
        if not succeeded:
            raise value
        return value  # type: ignore[no-any-return]

    async def warm_up(self) -> None:
        """Starts every worker now, and waits until each has warmed up."""
        await asyncio.gather(*(self.run(_nothing) for _ in range(self.size)))

    def close(self) -> None:
        for worker in list(self._workers):
            self._kill(worker)
        self._idle = None

    def _idle_workers(self) -> asyncio.Queue[_Worker]:
        if self._idle is None:
            self._idle = asyncio.Queue()
            for _ in range(self.size):
                self._idle.put_nowait(self._start())
        return self._idle

    def _start(self) -> _Worker:
        mine, theirs = self._context.Pipe(duplex=True)
        process = self._context.Process(
            target=_serve, args=(theirs, self._warm), name="humanizer-engine", daemon=True
        )
        process.start()
        theirs.close()
        worker = _Worker(process, mine)
        self._workers.add(worker)
        return worker

    def _replace(self, worker: _Worker) -> _Worker:
        self._kill(worker)
        return self._start()  # it warms up while it waits for its next task

    def _kill(self, worker: _Worker) -> None:
        worker.process.kill()
        worker.connection.close()
        self._workers.discard(worker)
        # Reaped off the event loop: a killed process exits within milliseconds.
        threading.Thread(target=worker.process.join, args=(30,), daemon=True).start()


def _nothing() -> None:
    return None


async def _readable(connection: Connection) -> None:
    """Waits, on the event loop, until the worker has answered (or its end of the pipe closed)."""
    loop = asyncio.get_running_loop()
    answered: asyncio.Future[None] = loop.create_future()
    descriptor = connection.fileno()

    def ready() -> None:
        if not answered.done():
            answered.set_result(None)

    loop.add_reader(descriptor, ready)
    try:
        await answered
    finally:
        loop.remove_reader(descriptor)
        # uvloop makes a descriptor it watches non-blocking; the pipe's reads and writes of
        # whole messages need it blocking again.
        os.set_blocking(descriptor, True)
