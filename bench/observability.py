"""What the metrics and the request log line cost per request, in this process.

    python bench/observability.py [--requests 20000]

Times what the request-id middleware adds to every request (observability/requests.py: the
in-progress gauge, the request counter, the latency histogram and the log line), with the
metrics in one process and in multiprocess mode (as under `humanizer serve`), the line off
(HUMANIZER_LOG_LEVEL=warning), in JSON and in text, written to /dev/null. Each setting runs in a
fresh interpreter, since prometheus-client picks its mode when imported.
"""

import argparse
import json
import logging
import logging.config
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def measure(multiprocess: bool, log_format: str, requests: int) -> float:
    """Microseconds per request, in this interpreter."""
    if multiprocess:
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="humanizer-bench-")
    sys.path.insert(0, str(ROOT / "src"))
    from humanizer.observability import requests as recorded
    from humanizer.observability.logs import logging_config

    config = logging_config(
        "json" if log_format == "off" else log_format, "warning" if log_format == "off" else "info"
    )
    config["handlers"]["stderr"] = {
        "class": "logging.FileHandler",
        "filename": os.devnull,
        "formatter": "humanizer",
    }
    logging.config.dictConfig(config)

    class Route:
        path = "/api/v1/humanize"

    notes = {"channel": "api", "account_id": 12, "key_id": 3, "key_hint": "hmz_abcd…"}
    notes |= {"words": 100, "words_charged": 100, "tone": "casual", "language": "es"}
    scope = {"type": "http", "method": "POST", "route": Route(), "state": {}}
    recorded.note(scope, **notes)
    request_id = "0123456789abcdef0123456789abcdef"
    for _ in range(1000):  # warm up
        recorded.started()
        recorded.finish(scope, request_id, 200, 0.012)
    started = time.perf_counter()
    for _ in range(requests):
        recorded.started()
        recorded.finish(scope, request_id, 200, 0.012)
    return (time.perf_counter() - started) / requests * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=20000)
    parser.add_argument("--one", help=argparse.SUPPRESS)  # "multi,json": one setting, here
    args = parser.parse_args()
    if args.one:
        mode, log_format = args.one.split(",")
        print(json.dumps(measure(mode == "multi", log_format, args.requests)))
        return
    print("| metrics | log line | µs per request |\n|---|---|---|")
    for mode in ("single", "multi"):
        for log_format in ("off", "json", "text"):
            one = ["--requests", str(args.requests), "--one", f"{mode},{log_format}"]
            done = subprocess.run(
                [sys.executable, __file__, *one],
                capture_output=True,
                text=True,
                check=True,
            )
            label = "one process" if mode == "single" else "multiprocess"
            print(f"| {label} | {log_format} | {json.loads(done.stdout):.1f} |")


if __name__ == "__main__":
    main()
