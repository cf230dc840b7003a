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
