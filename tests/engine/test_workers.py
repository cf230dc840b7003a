"""The worker processes of the built-in engine: real processes, a real slow task (a sleep), real
kills. A rewrite past its deadline is stopped by killing its process, and the other workers'
requests do not wait for it."""

import asyncio
import os
import signal
import threading
import time
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest
import uvloop

from humanizer.engine.builtin import BuiltinEngine, rewrite_text
from humanizer.engine.workers import WorkerPool
from humanizer.options import Language, Tone


def gone(pid: int) -> bool:
    """Whether a process has ended (exited, or a zombie waiting to be reaped)."""
    stat = Path(f"/proc/{pid}/stat")
    try:
        return stat.read_text().split(") ", 1)[1][0] in "ZX"
    except (OSError, IndexError):  # gone between opening and reading: ProcessLookupError
        return True


async def wait_until_gone(pid: int, seconds: float = 60) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if gone(pid):
            return True
        await asyncio.sleep(0.05)
    return gone(pid)


async def test_a_task_past_its_deadline_is_killed_and_its_worker_replaced() -> None:
    pool = WorkerPool(1)
    try:
        before = await pool.run(os.getpid)
        started = time.monotonic()
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(pool.run(time.sleep, 600), timeout=0.5)
        assert time.monotonic() - started < 120, "stopped at its deadline, not after the task"
        assert await wait_until_gone(before)
        after = await pool.run(os.getpid)
        assert after != before
        assert await pool.run(pow, 2, 10) == 1024
    finally:
        pool.close()


async def test_an_idle_worker_killed_from_outside_is_replaced() -> None:
    pool = WorkerPool(1)
    try:
        before = await pool.run(os.getpid)
        os.kill(before, signal.SIGKILL)
        assert await wait_until_gone(before)
        await asyncio.sleep(0.5)  # the executor notices: its next submit raises
        with pytest.raises(BrokenProcessPool):
            await pool.run(os.getpid)
        after = await pool.run(os.getpid)
        assert after != before
    finally:
        pool.close()


async def test_other_requests_do_not_wait_for_a_stuck_worker() -> None:
    pool = WorkerPool(2)
    try:
        await pool.run(pow, 2, 2)  # both workers started
        await asyncio.gather(pool.run(pow, 2, 3), pool.run(pow, 2, 3))

        async def small_jobs() -> float:
            started = time.monotonic()
            for _ in range(20):
                assert await pool.run(pow, 3, 3) == 27
            return time.monotonic() - started

        alone = await small_jobs()
        stuck = asyncio.ensure_future(pool.run(time.sleep, 600))
        await asyncio.sleep(0.2)
        beside = await small_jobs()
        stuck.cancel()
        with pytest.raises(asyncio.CancelledError):
            await stuck
        # The stuck worker holds one process; the small jobs share the other, as fast as alone
        # (a generous ratio: the machine is shared).
        assert beside < 10 * alone + 1.0
    finally:
        pool.close()


async def test_the_engine_rewrites_in_its_workers_like_in_process() -> None:
    engine = BuiltinEngine(workers=1)
    try:
        await engine.warm_up()
        text = "Cabe destacar que el hotel Miramar costaba 120 € por noche en marzo de 2024."
        result = await engine.rewrite(text, Tone.CASUAL, Language.ES)
        assert result.text == rewrite_text(text, Tone.CASUAL, Language.ES)
        assert result.input_tokens > 5
    finally:
        await engine.aclose()


async def test_a_failing_task_raises_its_error_and_the_worker_serves_on() -> None:
    pool = WorkerPool(1)
    try:
        before = await pool.run(os.getpid)
        with pytest.raises(ValueError, match="invalid literal"):
            await pool.run(int, "not a number")
        assert await pool.run(os.getpid) == before
    finally:
        pool.close()


async def test_a_worker_that_dies_fails_its_call_and_is_replaced() -> None:
    pool = WorkerPool(1)
    try:
        before = await pool.run(os.getpid)
        with pytest.raises(BrokenProcessPool):
            await pool.run(os._exit, 3)
        assert await pool.run(os.getpid) != before
    finally:
        pool.close()


async def texts_longer_than_a_pipe_holds() -> None:
    pool = WorkerPool(1)
    try:
        text = "á" * 400_000  # 800 kB of UTF-8, far beyond a pipe's 64 kB
        for _ in range(3):
            assert await pool.run(str.upper, text) == text.upper()
    finally:
        pool.close()


def test_texts_longer_than_a_pipe_holds_go_both_ways_on_asyncio() -> None:
    asyncio.run(texts_longer_than_a_pipe_holds())


def test_texts_longer_than_a_pipe_holds_go_both_ways_on_uvloop() -> None:
    # The server's loop: uvloop leaves a descriptor it watched non-blocking.
    uvloop.run(texts_longer_than_a_pipe_holds())


async def test_the_server_process_starts_no_thread_to_talk_to_its_workers() -> None:
    # A thread in the server's process would take the interpreter's lock back and forth with the
    # event loop on every call (issue 18); killed workers are reaped by a short-lived one.
    before = set(threading.enumerate())  # an earlier test's reaper may end meanwhile
    pool = WorkerPool(2)
    try:
        await pool.warm_up()
        await asyncio.gather(*(pool.run(pow, 2, n) for n in range(20)))
        assert set(threading.enumerate()) - before == set()
    finally:
        pool.close()


# Evaluated in a worker: where its engine data was loaded, and the worker itself.
WHERE_LOADED = "(__import__('humanizer.engine.builtin.preload').engine.builtin.preload.LOADED_IN,"
WHERE_LOADED += " __import__('os').getpid())"


async def test_engine_workers_fork_from_a_server_that_loaded_the_data_once() -> None:
    """A worker, and the one replacing it when it is killed, start with the languages loaded by
    the fork server: a replacement is ready at once, not after seconds of loading."""
    engine = BuiltinEngine(workers=1)
    pool = engine._pool
    try:
        loaded_in, first = await pool.run(eval, WHERE_LOADED)
        assert loaded_in != first  # loaded before the worker existed, in its parent
        os.kill(first, signal.SIGKILL)
        assert await wait_until_gone(first)
        with pytest.raises(BrokenProcessPool):
            await pool.run(os.getpid)
        loaded_again_in, second = await pool.run(eval, WHERE_LOADED)
        assert second != first and loaded_again_in == loaded_in  # loaded once, shared
        text = "Cabe destacar que el hotel Miramar costaba 120 € por noche en marzo de 2024."
        result = await engine.rewrite(text, Tone.CASUAL, Language.ES)
        assert result.text == rewrite_text(text, Tone.CASUAL, Language.ES)
    finally:
        await engine.aclose()
