"""Loopback benchmark of the service's own cost: a, b and c side by side, in paired rounds.

    python bench/service.py [--seconds 6] [--rounds 5] [--connections 8] [--redis-db 14]

Needs Debian's `wrk` (`apt-get install wrk`) as the load generator: written in C, on a thread
of its own, it does not compete with the servers for a Python interpreter. Needs PostgreSQL
(trust auth for `postgres`) and Redis on 127.0.0.1. Takes about 10 minutes with the defaults.

(a) `humanizer serve` on SQLite with in-process limits; (b) on PostgreSQL + Redis, in a database
this script creates and drops, with Redis keys under a prefix of their own in the database
numbered by --redis-db (nothing is flushed: the limiter's keys expire with their window);
(c) a bare ASGI app that calls the same engine, through the same worker pool, with no
authentication, limit or quota. Each server's engine has its default pool (one process a core).

It prints, as Markdown tables:
1. a, b, c at 100 and 500 words with --connections at once, in --rounds interleaved rounds:
   req/s, p50, p99 (medians over the rounds), CPU per request of the server's processes (the
   engine's workers and, for b, the PostgreSQL backends included), and the ratios a/c and b/c
   (median of the rounds' ratios, and their range);
2. PostgreSQL round trips per API request, counted on the wire (tests/support/wire.py);
3. `serve --workers 2` against 1, at 100 words, and two `serve` instances on the same
   PostgreSQL + Redis (one key used on both: one quota) against one;
4. the p50 of 50-word requests (one connection) alone and while 30,000-character requests run
   back to back on another connection;
5. the engine's worker pool's overhead: a 100-word rewrite in process and through the pool.
"""

import argparse
import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import psycopg

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "src")]
os.environ["PYTHONPATH"] = os.pathsep.join(
    [str(ROOT / "src"), *filter(None, [os.environ.get("PYTHONPATH")])]
)

from tests.support.server import Environment, Server, free_port, start_server  # noqa: E402

POSTGRES_ADMIN = "postgresql://postgres@127.0.0.1:5432/postgres"
PARAGRAPH = (
    "It is important to note that the Riverside Hotel, which opened in 2019, has 84 rooms and "
    "a rooftop bar. Furthermore, guests can book a table for €35 per person. The staff was "
    "truly exceptional and went above and beyond to ensure a seamless stay in the heart of Lyon. "
)
LONG_CHARACTERS = 30_000
BARE_APP = """
import json
from contextlib import asynccontextmanager
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route
from humanizer.engine.builtin import BuiltinEngine
from humanizer.options import Language, Tone

engine = BuiltinEngine()

async def humanize(request):
    body = json.loads(await request.body())
    rewrite = await engine.rewrite(body["text"], Tone(body["tone"]), Language(body["language"]))
    return JSONResponse({"result": rewrite.text, "meta": {"input_tokens": rewrite.input_tokens}})

async def healthz(request):
    return JSONResponse({"status": "ok"})

@asynccontextmanager
async def lifespan(app):
    await engine.warm_up()
    yield
    await engine.aclose()

app = Starlette(
    routes=[Route("/api/v1/humanize", humanize, methods=["POST"]), Route("/healthz", healthz)],
    lifespan=lifespan,
)
"""
# wrk's script: the body in $BENCH_BODY, the Authorization header in $BENCH_AUTH (from the
# environment, not the command line, where `ps` would show the key); the summary as JSON.
WRK_SCRIPT = """
local file = assert(io.open(os.getenv("BENCH_BODY"), "rb"))
wrk.method = "POST"
wrk.body = file:read("*a")
file:close()
wrk.headers["Content-Type"] = "application/json"
local auth = os.getenv("BENCH_AUTH")
if auth ~= nil and auth ~= "" then wrk.headers["Authorization"] = auth end

function done(summary, latency, requests)
  local e = summary.errors
  local out = assert(io.open(os.getenv("BENCH_RESULT"), "w"))
  out:write(string.format(
    '{"requests": %.0f, "duration_us": %.0f, "socket_errors": %.0f, "non2xx": %.0f, ' ..
    '"p50_us": %.0f, "p99_us": %.0f}',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
  out:close()
end
"""
TICKS = os.sysconf("SC_CLK_TCK")
UVICORN = [sys.executable, "-m", "uvicorn", "--log-level", "warning"]
WRK = ["wrk", "-t1", "--timeout", "30s"]
PATH = "/api/v1/humanize"


def text_of(words: int) -> str:
    base = PARAGRAPH.split()
    return " ".join((base * (words // len(base) + 1))[:words])


def text_of_characters(characters: int) -> str:
    text = text_of(characters // 4)
    return text[: text.rfind(" ", 0, characters)]


def body_of(text: str) -> bytes:
    return json.dumps({"text": text, "tone": "casual", "language": "en"}).encode()


# -- CPU of a process tree, from /proc ---------------------------------------------------------


def _processes() -> dict[int, tuple[int, int]]:
    """Every process: pid → (parent, CPU ticks used)."""
    table = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        table[int(entry.name)] = (int(fields[1]), int(fields[11]) + int(fields[12]))
    return table


def cpu_ticks(roots: list[int], database: list[int]) -> dict[int, tuple[str, int]]:
    """CPU ticks per process of `roots`' trees and of the `database` backends, with each one's
    part: "engine" (a process without children below a root: the engine's workers), "server"
    (the roots and the uvicorn workers above engine workers) or "database"."""
    table = _processes()
    children: dict[int, list[int]] = {}
    for pid, (parent, _) in table.items():
        children.setdefault(parent, []).append(pid)
    found = {pid: ("database", table[pid][1]) for pid in database if pid in table}
    stack = [(pid, True) for pid in roots if pid in table]
    while stack:
        pid, root = stack.pop()
        part = "server" if root or children.get(pid) else "engine"
        found[pid] = (part, table[pid][1])
        stack.extend((child, False) for child in children.get(pid, []))
    return found


PARTS = ("server", "engine", "database")


# -- the servers -------------------------------------------------------------------------------


@dataclass
class Target:
    label: str
    url: str
    key: str
    stop: Callable[[], None]
    root: int
    database: str | None = None  # PostgreSQL backends of this database count as its CPU

    def backends(self) -> list[int]:
        """The PostgreSQL server processes serving this target's database."""
        if not self.database:
            return []
        with psycopg.connect(POSTGRES_ADMIN, autocommit=True) as admin:
            rows = admin.execute(
                "SELECT pid FROM pg_stat_activity WHERE datname = %s", (self.database,)
            ).fetchall()
        return [row[0] for row in rows]


def start_bare(directory: Path, workers: int) -> Target:
    """The bare app in `directory`, where `bare_app.py` holds BARE_APP."""
    port = free_port()
    process = subprocess.Popen(
        [*UVICORN, "bare_app:app", "--port", str(port), "--workers", str(workers)],
        cwd=directory,
        env={**os.environ, "PYTHONPATH": f"{directory}{os.pathsep}{os.environ['PYTHONPATH']}"},
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and process.poll() is None:
        try:
            if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.2)
    else:
        process.kill()
        raise SystemExit("the bare app did not start")

    def stop() -> None:
        process.terminate()
        process.wait(timeout=30)

    return Target(f"c: bare ASGI app + engine, {workers} worker(s)", url, "", stop, process.pid)


def start_service(
    label: str, environment: Environment, workers: int, database: str | None, key: str = ""
) -> Target:
    """`humanizer serve`, with a new account's key unless `key` is given."""
    key = key or environment.account_with_key(
        f"bench-{uuid.uuid4().hex[:8]}@example.com", "unlimited"
    )
    server: Server = start_server(environment, "--workers", str(workers), name=f"w{workers}")
    return Target(
        f"{label}, {workers} worker(s)", server.url, key, server.stop, server.process.pid, database
    )


@contextmanager
def postgres_database() -> Iterator[str]:
    name = f"humanizer_bench_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(POSTGRES_ADMIN, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield name
    finally:
        with psycopg.connect(POSTGRES_ADMIN, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


# -- one run of wrk ----------------------------------------------------------------------------


@dataclass
class Run:
    rps: float
    p50: float
    p99: float
    cpu_ms: dict[str, float]  # per request, by PARTS


@dataclass
class Bench:
    directory: Path
    seconds: float
    bodies: dict[int, Path] = field(default_factory=dict)

    def body(self, words: int, text: str | None = None) -> Path:
        if words not in self.bodies:
            path = self.directory / f"body-{words}.json"
            path.write_bytes(body_of(text or text_of(words)))
            self.bodies[words] = path
        return self.bodies[words]

    def wrk(
        self, target: Target, words: int, connections: int, duration: float, tag: str = ""
    ) -> Callable[[], dict[str, float]]:
        """Starts wrk on `target`; the returned function waits for it and gives its summary."""
        script = self.directory / "post.lua"
        if not script.exists():  # written once: a wrk already running may be reading it
            script.write_text(WRK_SCRIPT)
        result = self.directory / f"result{tag}.json"
        result.unlink(missing_ok=True)
        environment = {
            **os.environ,
            "BENCH_BODY": str(self.body(words)),
            "BENCH_AUTH": f"Bearer {target.key}" if target.key else "",
            "BENCH_RESULT": str(result),
        }
        process = subprocess.Popen(
            [*WRK, f"-c{connections}", f"-d{duration:g}s", "-s", str(script), target.url + PATH],
            env=environment,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )

        def summary() -> dict[str, float]:
            _, stderr = process.communicate(timeout=duration + 120)
            if process.returncode:
                raise SystemExit(f"wrk failed: {stderr.decode(errors='replace')}")
            found: dict[str, float] = json.loads(result.read_text())
            if found["non2xx"] or found["socket_errors"] or not found["requests"]:
                raise SystemExit(f"{target.label}, {words} words: wrk reported {found}")
            return found

        return summary

    def run(
        self, target: Target, words: int, connections: int, seconds: float | None = None
    ) -> Run:
        duration = seconds or self.seconds
        backends = target.backends()
        before = cpu_ticks([target.root], backends)
        summary = self.wrk(target, words, connections, duration)()
        after = cpu_ticks([target.root], backends)
        ticks = dict.fromkeys(PARTS, 0)
        for pid, (part, used) in after.items():
            ticks[part] += used - before.get(pid, (part, 0))[1]
        return Run(
            rps=summary["requests"] / (summary["duration_us"] / 1e6),
            p50=summary["p50_us"] / 1000,
            p99=summary["p99_us"] / 1000,
            cpu_ms={
                part: used / TICKS * 1000 / summary["requests"] for part, used in ticks.items()
            },
        )


def rotated(items: list[Target], by: int) -> list[Target]:
    by %= len(items)
    return items[by:] + items[:by]


# -- the parts of the report -------------------------------------------------------------------


def throughput(bench: Bench, targets: list[Target], rounds: int, connections: int) -> None:
    runs: dict[tuple[str, int], list[Run]] = {}
    for words in (100, 500):
        for target in targets:
            bench.run(target, words, connections, seconds=2)  # warm-up
    for number in range(rounds):
        for words in (100, 500):
            for target in rotated(targets, number):
                runs.setdefault((target.label, words), []).append(
                    bench.run(target, words, connections)
                )
        print(f"  round {number + 1}/{rounds} done", file=sys.stderr)
    bare = targets[-1].label
    print(f"\n### Throughput: {connections} connections, {rounds} rounds of {bench.seconds:g} s")
    print(
        "\n| setup | words | req/s | p50 ms | p99 ms | CPU ms/request: server + engine "
        "+ database | share of c (range) |"
    )
    print("|---|---|---|---|---|---|---|")
    for words in (100, 500):
        for target in targets:
            mine = runs[(target.label, words)]
            ratios = [m.rps / c.rps for m, c in zip(mine, runs[(bare, words)], strict=True)]
            share = (
                f"**{statistics.median(ratios):.2f}** ({min(ratios):.2f}–{max(ratios):.2f})"
                if target.label != bare
                else "1"
            )
            print(
                f"| {target.label} | {words} | {_median(mine, 'rps'):.0f} "
                f"| {_median(mine, 'p50'):.1f} | {_median(mine, 'p99'):.1f} "
                f"| {_cpu(mine)} | {share} |"
            )


def scaling(
    bench: Bench, pairs: list[tuple[Target, Target]], rounds: int, connections: int
) -> None:
    targets = [target for pair in pairs for target in pair]
    runs: dict[str, list[float]] = {}
    for target in targets[len(pairs) :]:
        bench.run(target, 100, connections, seconds=2)  # warm-up
    for number in range(rounds):
        for target in rotated(targets, number):
            runs.setdefault(target.label, []).append(bench.run(target, 100, connections).rps)
    print(f"\n### `--workers 2` against 1: 100 words, {connections} connections, {rounds} rounds")
    print("\n| setup | req/s, 1 worker | req/s, 2 workers | 2 / 1 |")
    print("|---|---|---|---|")
    for one, two in pairs:
        ratios = [b / a for a, b in zip(runs[one.label], runs[two.label], strict=True)]
        print(
            f"| {one.label.split(',')[0]} | {statistics.median(runs[one.label]):.0f} "
            f"| {statistics.median(runs[two.label]):.0f} | {statistics.median(ratios):.2f} |"
        )


def two_instances(bench: Bench, one: Target, two: Target, rounds: int, connections: int) -> None:
    """One `serve` process against two beside each other on the same PostgreSQL and Redis, as
    behind a load balancer: here each instance gets half the connections, from a wrk of its own."""
    half = max(connections // 2, 1)
    bench.run(one, 100, connections, seconds=2)  # warm-up
    bench.run(two, 100, connections, seconds=2)
    single: list[Run] = []
    pair: list[tuple[float, float, float]] = []
    for number in range(rounds):
        for alone in (number % 2 == 0, number % 2 == 1):
            if alone:
                single.append(bench.run(one, 100, connections))
                continue
            waits = [
                bench.wrk(target, 100, half, bench.seconds, tag=f"-{index}")
                for index, target in enumerate((one, two))
            ]
            found = [wait() for wait in waits]
            pair.append(
                (
                    sum(f["requests"] / (f["duration_us"] / 1e6) for f in found),
                    max(f["p50_us"] for f in found) / 1000,
                    max(f["p99_us"] for f in found) / 1000,
                )
            )
    headers = {"Authorization": f"Bearer {one.key}"}
    used = [
        httpx.get(f"{target.url}/api/v1/usage", headers=headers).json()["words_used"]
        for target in (one, two)
    ]
    ratios = [p[0] / s.rps for p, s in zip(pair, single, strict=True)]
    print(
        f"\n### Two `serve` instances (1 worker each) on one PostgreSQL + Redis: 100 words, "
        f"{connections} connections in all, {rounds} rounds"
    )
    print("\n| setup | req/s | p50 ms | p99 ms |")
    print("|---|---|---|---|")
    print(
        f"| one instance | {_median(single, 'rps'):.0f} | {_median(single, 'p50'):.1f} "
        f"| {_median(single, 'p99'):.1f} |"
    )
    print(
        f"| two instances, {half} connections each "
        f"| {statistics.median(p[0] for p in pair):.0f} "
        f"| {statistics.median(p[1] for p in pair):.1f} "
        f"| {statistics.median(p[2] for p in pair):.1f} |"
    )
    print(
        f"\ntwo / one: **{statistics.median(ratios):.2f}** ({min(ratios):.2f}–{max(ratios):.2f}); "
        f"the key used on both, as each instance reports it: {used[0]:,} and {used[1]:,} words "
        f"used (one quota)"
    )


def beside_a_long_request(bench: Bench, targets: list[Target], rounds: int) -> None:
    long_body = body_of(text_of_characters(LONG_CHARACTERS))
    bench.body(50)
    alone: dict[str, list[float]] = {}
    beside: dict[str, list[float]] = {}
    long_ms: dict[str, list[float]] = {}
    for number in range(rounds):
        for target in targets:
            for with_long in (number % 2 == 0, number % 2 == 1):
                if not with_long:
                    alone.setdefault(target.label, []).append(bench.run(target, 50, 1).p50)
                    continue
                with long_requests(target, long_body) as durations:
                    beside.setdefault(target.label, []).append(bench.run(target, 50, 1).p50)
                long_ms.setdefault(target.label, []).extend(durations)
    print(
        f"\n### 50-word requests (1 connection) while {LONG_CHARACTERS:,}-character requests "
        f"run back to back, {rounds} rounds"
    )
    print("\n| setup | p50 ms alone | p50 ms beside | a long request, ms (p50) |")
    print("|---|---|---|---|")
    for target in targets:
        print(
            f"| {target.label.split(',')[0]} | {statistics.median(alone[target.label]):.1f} "
            f"| {statistics.median(beside[target.label]):.1f} "
            f"| {statistics.median(long_ms[target.label]):.0f} |"
        )


@contextmanager
def long_requests(target: Target, body: bytes) -> Iterator[list[float]]:
    """Sends `body` again and again on one connection while the block runs."""
    durations: list[float] = []
    stop = threading.Event()
    headers = {"Content-Type": "application/json"}
    if target.key:
        headers["Authorization"] = f"Bearer {target.key}"

    failures: list[str] = []

    def loop() -> None:
        with httpx.Client(base_url=target.url, timeout=60) as client:
            while not stop.is_set():
                started = time.perf_counter()
                answer = client.post("/api/v1/humanize", content=body, headers=headers)
                if answer.status_code != 200:
                    failures.append(f"{answer.status_code} {answer.text[:200]}")
                    return
                durations.append((time.perf_counter() - started) * 1000)

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    time.sleep(0.5)  # the first long request is under way
    try:
        yield durations
    finally:
        stop.set()
        thread.join(timeout=120)
    if failures or not durations:
        raise SystemExit(f"{target.label}: a long request failed: {failures or 'none finished'}")


def pool_overhead(samples: int) -> None:
    from humanizer.engine.builtin import load_all_languages, rewrite_counted
    from humanizer.engine.workers import WorkerPool
    from humanizer.options import Language, Tone

    text = text_of(100)
    pool = WorkerPool(1, warm=load_all_languages)

    async def measure() -> tuple[list[float], list[float], list[float]]:
        await pool.warm_up()
        load_all_languages()
        direct, pooled, empty = [], [], []
        for _ in range(samples):
            started = time.perf_counter()
            rewrite_counted(text, Tone.CASUAL, Language.EN)
            direct.append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            await pool.run(rewrite_counted, text, Tone.CASUAL, Language.EN)
            pooled.append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            await pool.run(os.getpid)
            empty.append((time.perf_counter() - started) * 1000)
        pool.close()
        return direct, pooled, empty

    direct, pooled, empty = asyncio.run(measure())
    in_process, through = statistics.median(direct), statistics.median(pooled)
    print(f"\n### The engine's worker pool: a 100-word rewrite, {samples} of each, interleaved")
    print("\n| in process, ms | through the pool, ms | overhead | an empty task, ms | load |")
    print("|---|---|---|---|---|")
    print(
        f"| {in_process:.2f} | {through:.2f} | {through - in_process:+.2f} ms "
        f"| {statistics.median(empty):.2f} | {os.getloadavg()[0]:.1f} |"
    )
    print("\n(medians; load: the machine's 1-minute load average, on its cores)")


def round_trips(environment: Environment, requests: int) -> None:
    from humanizer.api.app import create_app
    from humanizer.settings import Settings
    from tests.support.wire import WireCount

    directory = environment.data_dir
    settings = Settings(
        data_dir=directory,
        plans_file=directory / "plans.json",
        database_url=environment.database_url,
        rate_limiter="memory",  # the database alone is counted
        secret_key="test-secret-shared-by-all-instances",
        first_start_account=False,
        engine_workers=1,
    )
    app = create_app(settings)
    accounts = app.state.accounts
    email = f"round-trips-{uuid.uuid4().hex[:8]}@example.com"
    accounts.create_account(email, "unlimited")
    _, key = accounts.create_key(email)
    headers = {"Authorization": f"Bearer {key}"}
    body = {"text": text_of(100), "language": "en"}

    async def count() -> int:
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
                wire = WireCount(accounts.db, directory / "wire.trace")
                # Warm: psycopg prepares a statement on its fifth use (one more round trip).
                for _ in range(6):
                    answer = await client.post("/api/v1/humanize", headers=headers, json=body)
                    answer.raise_for_status()
                before = wire.round_trips()
                for _ in range(requests):
                    answer = await client.post("/api/v1/humanize", headers=headers, json=body)
                    answer.raise_for_status()
                return wire.round_trips() - before

    total = asyncio.run(count())
    print(
        f"\nPostgreSQL round trips per API request: {total / requests:g} "
        f"({total} in {requests} requests, counted on the wire); Redis: one EVALSHA (the limit)."
    )


def _median(runs: list[Run], name: str) -> float:
    return statistics.median(getattr(run, name) for run in runs)


def _cpu(runs: list[Run]) -> str:
    parts = {part: statistics.median(run.cpu_ms[part] for run in runs) for part in PARTS}
    shown = " + ".join(f"{parts[part]:.2f}" for part in PARTS if part != "database")
    if parts["database"]:
        shown += f" + {parts['database']:.2f}"
    return f"{sum(parts.values()):.2f} = {shown}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=6, help="length of one wrk run")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds of a, b, c")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--workers-rounds", type=int, default=3, help="rounds of --workers 2 vs 1")
    parser.add_argument("--long-rounds", type=int, default=2, help="rounds beside long requests")
    parser.add_argument("--pool-samples", type=int, default=200)
    parser.add_argument("--redis-db", type=int, default=14, help="Redis database number to use")
    parser.add_argument(
        "--skip",
        default="",
        help="comma-separated: throughput,trips,workers,instances,long,pool",
    )
    args = parser.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    if shutil.which("wrk") is None:
        raise SystemExit("bench/service.py needs wrk: apt-get install wrk")
    started = time.monotonic()
    prefix = f"humanizer-bench-{uuid.uuid4().hex[:8]}:"
    with tempfile.TemporaryDirectory() as tmp, postgres_database() as database:
        base = Path(tmp)
        bench = Bench(base, args.seconds)
        database_url = f"postgresql+psycopg://postgres@127.0.0.1:5432/{database}"
        redis_url = f"redis://127.0.0.1:6379/{args.redis_db}"

        def sqlite(name: str) -> Environment:
            (base / name).mkdir()
            return Environment(data_dir=base / name)

        postgres = Environment(
            data_dir=base / "pg",
            database_url=database_url,
            redis_url=redis_url,
            extra={"HUMANIZER_REDIS_PREFIX": prefix},
        )
        (base / "pg").mkdir()
        (base / "bare_app.py").write_text(BARE_APP)
        postgres.cli("db", "upgrade")
        targets: dict[tuple[str, int], Target] = {}
        worker_counts = (1,) if "workers" in skip else (1, 2)
        starts = {}
        for workers in worker_counts:
            starts[("a", workers)] = lambda w=workers: start_service(
                "a: SQLite + in-process limits", sqlite(f"sqlite-{w}"), w, None
            )
            starts[("b", workers)] = lambda w=workers: start_service(
                "b: PostgreSQL + Redis", postgres, w, database
            )
            starts[("c", workers)] = lambda w=workers: start_bare(base, w)
        try:
            # Two at a time: each warms its engine's workers, which on busy cores takes a while.
            with ThreadPoolExecutor(2) as pool:
                futures = {name: pool.submit(start) for name, start in starts.items()}
            for name, future in futures.items():
                if future.exception() is None:
                    targets[name] = future.result()
            for future in futures.values():
                future.result()  # the first that failed, if one did
            print(f"servers up after {time.monotonic() - started:.0f} s", file=sys.stderr)
            one = [targets[(name, 1)] for name in "abc"]
            if "throughput" not in skip:
                throughput(bench, one, args.rounds, args.connections)
            if "trips" not in skip:
                round_trips(postgres, 20)
            if "workers" not in skip:
                pairs = [(targets[(name, 1)], targets[(name, 2)]) for name in "abc"]
                scaling(bench, pairs, args.workers_rounds, args.connections)
            if "instances" not in skip:
                first = targets[("b", 1)]
                second = start_service(
                    "b: PostgreSQL + Redis, second instance", postgres, 1, database, first.key
                )
                targets[("b2", 1)] = second
                two_instances(bench, first, second, args.workers_rounds, args.connections)
            if "long" not in skip:
                beside_a_long_request(bench, one, args.long_rounds)
        finally:
            for target in targets.values():
                target.stop()
    if "pool" not in skip:
        pool_overhead(args.pool_samples)
    print(f"\n({time.monotonic() - started:.0f} s in all)", file=sys.stderr)


if __name__ == "__main__":
    main()
