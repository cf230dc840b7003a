"""kill -9 of the server in the middle of a burst of requests: after a restart, the ledger holds
the calls whose 200 the clients received — nothing lost, nothing charged twice — plus at most
the one answer that was being written at the instant of the kill."""

import asyncio
import threading
import time
from pathlib import Path

import httpx

from humanizer.counting import count_words
from tests.support.server import Environment, running, start_server
from tests.test_concurrency import ledger_rows

TEXT = "Además, cabe destacar que el hotel Miramar costaba 120 € por noche en marzo de 2024."


async def hammer(url: str, key: str, stop: threading.Event, statuses: list[int]) -> None:
    async with httpx.AsyncClient(timeout=10) as client:

        async def one_client() -> None:
            while not stop.is_set():
                try:
                    response = await client.post(
                        f"{url}/api/v1/humanize",
                        headers={"Authorization": f"Bearer {key}"},
                        json={"text": TEXT},
                    )
                except httpx.HTTPError:
                    statuses.append(-1)  # connection cut by the kill: no answer received
                    await asyncio.sleep(0.01)
                    continue
                statuses.append(response.status_code)

        await asyncio.gather(*(one_client() for _ in range(8)))


def test_kill_during_a_burst_loses_and_duplicates_nothing(tmp_path: Path) -> None:
    environment = Environment(data_dir=tmp_path)
    key = environment.account_with_key("crash@example.com", "unlimited")
    server = start_server(environment)
    statuses: list[int] = []
    stop = threading.Event()
    worker = threading.Thread(target=lambda: asyncio.run(hammer(server.url, key, stop, statuses)))
    worker.start()
    deadline = time.monotonic() + 20
    while statuses.count(200) < 40 and time.monotonic() < deadline:
        time.sleep(0.02)
    server.kill()
    time.sleep(0.5)
    stop.set()
    worker.join(timeout=30)

    assert statuses.count(200) >= 40
    with running(environment) as restarted:
        assert httpx.get(f"{restarted.url}/readyz").status_code == 200
        charged = ledger_rows(environment)
        usage = environment.cli("usage", "crash@example.com").stdout
    received = statuses.count(200)
    # Nothing lost, nothing charged twice. The server charges each answer on its one event-loop
    # thread right before writing it, so a kill -9 can fall between a commit and the write of
    # at most that one answer (the operating system may pause the process there).
    assert received <= charged <= received + 1
    words_per_call = count_words(TEXT)  # the ledger and the quota counter agree
    assert f"used\t{charged * words_per_call}" in usage


def test_a_retry_with_the_same_idempotency_key_after_a_kill_is_charged_once(
    tmp_path: Path,
) -> None:
    """Each round: a call with a fresh key, the server killed at some instant of it (before,
    during or after the charge), a restart, and the client's retry with the same key. Whatever
    the instant, the key's words are charged exactly once and the retry gets its 200."""
    environment = Environment(data_dir=tmp_path)
    key = environment.account_with_key("retry@example.com", "unlimited")
    headers = {"Authorization": f"Bearer {key}"}
    for round_, delay in enumerate((0.0, 0.005, 0.02, 0.05, 0.2)):
        idempotency = {"Idempotency-Key": f"order-{round_}"}
        server = start_server(environment, name=f"kill-{round_}")
        outcome: list[int] = []

        def call(url: str, sent: dict[str, str], outcome: list[int]) -> None:
            try:
                answer = httpx.post(
                    f"{url}/api/v1/humanize", headers=sent, json={"text": TEXT}, timeout=10
                )
                outcome.append(answer.status_code)
            except httpx.HTTPError:
                outcome.append(-1)

        caller = threading.Thread(
            target=call, args=(server.url, {**headers, **idempotency}, outcome)
        )
        caller.start()
        time.sleep(delay)
        server.kill()
        caller.join(timeout=15)
        with running(environment, name=f"retry-{round_}") as restarted:
            retry = httpx.post(
                f"{restarted.url}/api/v1/humanize",
                headers={**headers, **idempotency},
                json={"text": TEXT},
                timeout=30,
            )
        assert retry.status_code == 200, retry.text
        assert ledger_rows(environment) == round_ + 1, (round_, outcome)
    assert (
        "used\t" + str(5 * count_words(TEXT))
        in environment.cli("usage", "retry@example.com").stdout
    )
