"""The directory in which the processes of one `humanizer serve` keep their Prometheus metrics.

prometheus-client's multiprocess mode has every process write its counts into files of one
directory (`PROMETHEUS_MULTIPROC_DIR`), summed when /metrics is read. The directory must start
empty on every run, so each run gets its own, `DATA_DIR/metrics/serve-<pid>`, locked for as long
as the run lasts; directories whose lock nobody holds any more are from finished runs and are
removed. Nothing here imports prometheus-client: the variable must be set before it is.
"""

import fcntl
import os
import shutil
from pathlib import Path

ENVIRONMENT_VARIABLE = "PROMETHEUS_MULTIPROC_DIR"
_LOCK = ".lock"
_held: list[int] = []  # open for the life of the process: the lock lasts as long


def prepare_metrics_dir(data_dir: Path) -> Path:
    """Creates this run's empty directory, removes finished runs' and points the variable at it
    (the server's worker processes inherit it)."""
    root = data_dir / "metrics"
    root.mkdir(parents=True, exist_ok=True)
    for earlier in root.iterdir():
        if earlier.is_dir() and not _in_use(earlier):
            shutil.rmtree(earlier, ignore_errors=True)
    directory = root / f"serve-{os.getpid()}"
    shutil.rmtree(directory, ignore_errors=True)
    directory.mkdir(mode=0o700)
    descriptor = os.open(directory / _LOCK, os.O_CREAT | os.O_RDWR, 0o600)
    fcntl.flock(descriptor, fcntl.LOCK_EX)
    _held.append(descriptor)
    os.environ[ENVIRONMENT_VARIABLE] = str(directory)
    return directory


def _in_use(directory: Path) -> bool:
    try:
        descriptor = os.open(directory / _LOCK, os.O_RDWR)
    except OSError:
        return False
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(descriptor)
    return False
