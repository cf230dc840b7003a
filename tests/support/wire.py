"""Round trips to PostgreSQL, counted on the wire (tests/test_round_trips.py, bench/service.py).

libpq's protocol trace, switched on for every connection a SQLAlchemy engine opens (a `connect`
event), records each message; every round trip ends with the server's ReadyForQuery."""

from pathlib import Path

import sqlalchemy as sa
from psycopg.pq import Trace


class WireCount:
    """Counts the round trips of the connections a SQLAlchemy engine opens from now on."""

    def __init__(self, db: sa.Engine, trace_file: Path) -> None:
        self.path = trace_file
        self._file = trace_file.open("wb")
        db.dispose()  # connections opened before the trace was set are closed
        sa.event.listen(db, "connect", self._trace)

    def _trace(self, dbapi_connection: object, _record: object) -> None:
        pgconn = dbapi_connection.pgconn  # type: ignore[attr-defined]
        pgconn.trace(self._file.fileno())
        pgconn.set_trace_flags(Trace.SUPPRESS_TIMESTAMPS | Trace.REGRESS_MODE)

    def lines(self) -> list[str]:
        self._file.flush()
        return self.path.read_text(errors="replace").splitlines()

    def round_trips(self) -> int:
        return sum(1 for line in self.lines() if "\tReadyForQuery" in line)
