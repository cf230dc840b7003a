"""Loopback benchmark of the service's own cost, measured side by side in one run.

    python bench/service.py [--requests 400] [--concurrency 1,8]

(a) `humanizer serve` on SQLite with in-process limits, (b) on PostgreSQL + Redis, (c) a bare ASGI
app that calls the same engine with no authentication, limit or quota. Each is driven by the
same async client with 100- and 500-word texts on a plan with a very high rate limit; the script
prints throughput and p50/p99 latency, and the ratios a/c and b/c. Loopback only, bounded in
requests and time.

One client at a time shows the service's own latency (p50 beyond the bare app); eight at a time
show throughput, where every millisecond of CPU the service adds is shared by the client, the
server and the databases on the same cores.
"""

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import httpx
import psycopg

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.server import Environment, Server, free_port, start_server  # noqa: E402

PARAGRAPH = (
    "It is important to note that the Riverside Hotel, which opened in 2019, has 84 rooms and "
    "a rooftop bar. Furthermore, guests can book a table for €35 per person. The staff was "
    "truly exceptional and went above and beyond to ensure a seamless stay in the heart of Lyon. "
)
BARE_APP = """
import json
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route
from humanizer.engine.builtin import BuiltinEngine
from humanizer.options import Language, Tone

engine = BuiltinEngine()

async def humanize(request):
    body = json.loads(await request.body())
    rewrite = await engine.rewrite(body["text"], Tone.CASUAL, Language.EN)
    return JSONResponse({"result": rewrite.text, "meta": {"input_tokens": rewrite.input_tokens}})

app = Starlette(routes=[Route("/api/v1/humanize", humanize, methods=["POST"])])
"""


def text_of(words: int) -> str:
    base = PARAGRAPH.split()
    return " ".join((base * (words // len(base) + 1))[:words])


async def drive(url: str, key: str, text: str, requests: int, concurrency: int) -> dict[str, float]:
    latencies: list[float] = []
    body = json.dumps({"text": text, "language": "en"}).encode()
    headers = {"Content-Type": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    queue = iter(range(requests))
    async with httpx.AsyncClient(base_url=url, timeout=30) as client:
        for _ in range(20):  # warm-up
            response = await client.post("/api/v1/humanize", content=body, headers=headers)
            response.raise_for_status()

        async def worker() -> None:
            for _ in queue:
                started = time.perf_counter()
                response = await client.post("/api/v1/humanize", content=body, headers=headers)
                latencies.append(time.perf_counter() - started)
                response.raise_for_status()

        started = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(concurrency)))
        elapsed = time.perf_counter() - started
    latencies.sort()
    return {
        "rps": requests / elapsed,
        "p50": statistics.median(latencies) * 1000,
        "p99": latencies[int(len(latencies) * 0.99) - 1] * 1000,
    }


def start_bare(directory: Path) -> subprocess.Popen[bytes]:
    (directory / "bare_app.py").write_text(BARE_APP)
    port = free_port()
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "bare_app:app",
            "--log-level",
            "warning",
            "--port",
            str(port),
        ],
        cwd=directory,
        env={**os.environ, "PYTHONPATH": f"{directory}:{ROOT / 'src'}"},
    )
    url = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            httpx.post(f"{url}/api/v1/humanize", json={"text": "warm up the engine"}, timeout=1)
            break
        except httpx.HTTPError:
            time.sleep(0.1)
    process.url = url  # type: ignore[attr-defined]
    return process


def fresh_postgres() -> tuple[str, str]:
    name = f"humanizer_bench_{uuid.uuid4().hex[:8]}"
    with psycopg.connect("postgresql://postgres@127.0.0.1:5432/postgres", autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    return name, f"postgresql+psycopg://postgres@127.0.0.1:5432/{name}"


def drop_postgres(name: str) -> None:
    with psycopg.connect("postgresql://postgres@127.0.0.1:5432/postgres", autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--concurrency", default="1,8", help="comma-separated client counts")
    args = parser.parse_args()
    concurrencies = [int(part) for part in args.concurrency.split(",")]
    results: dict[tuple[str, int, int], dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        (base / "sqlite").mkdir()
        (base / "pg").mkdir()
        sqlite_env = Environment(data_dir=base / "sqlite")
        database, database_url = fresh_postgres()
        pg_env = Environment(
            data_dir=base / "pg", database_url=database_url, redis_url="redis://127.0.0.1:6379/14"
        )
        pg_env.cli("db", "upgrade")
        servers: dict[str, tuple[Server | subprocess.Popen[bytes], str, str]] = {}
        try:
            key = sqlite_env.account_with_key("bench@example.com", "unlimited")
            servers["a: SQLite + in-process"] = (start_server(sqlite_env), key, "")
            key = pg_env.account_with_key("bench@example.com", "unlimited")
            servers["b: PostgreSQL + Redis"] = (start_server(pg_env), key, "")
            bare = start_bare(base)
            servers["c: bare ASGI + engine"] = (bare, "", bare.url)  # type: ignore[attr-defined]
            for concurrency in concurrencies:
                for words in (100, 500):
                    for label, (server, key, url) in servers.items():
                        target = url or server.url  # type: ignore[union-attr]
                        results[(label, words, concurrency)] = asyncio.run(
                            drive(target, key, text_of(words), args.requests, concurrency)
                        )
        finally:
            for server, _, _ in servers.values():
                if isinstance(server, Server):
                    server.stop()
                else:
                    server.terminate()
                    server.wait(timeout=15)
            drop_postgres(database)

    print(f"{args.requests} requests a row, loopback")
    print(f"{'setup':<26}{'clients':>8}{'words':>6}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}")
    for (label, words, clients), row in results.items():
        print(
            f"{label:<26}{clients:>8}{words:>6}{row['rps']:>9.1f}"
            f"{row['p50']:>9.2f}{row['p99']:>9.2f}"
        )
    for (label, words, clients), row in results.items():
        if label.startswith("c:"):
            continue
        bare = results[("c: bare ASGI + engine", words, clients)]
        print(
            f"{label[0]}/c, {clients} client(s), {words} words: "
            f"throughput {row['rps'] / bare['rps']:.0%}, "
            f"p50 {row['p50'] - bare['p50']:+.2f} ms"
        )


if __name__ == "__main__":
    main()
