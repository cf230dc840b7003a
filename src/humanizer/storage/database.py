"""Database engines and migrations, for the embedded SQLite default and for PostgreSQL."""

import os
import time
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory

MIGRATIONS = Path(__file__).parent / "migrations"


# Execution option of connections that only read: see `reading`.
READ_ONLY_OPTION = "humanizer_read_only"


def create_db_engine(url: str, pool_size: int = 20, max_overflow: int = 20) -> sa.Engine:
    """An engine tuned for a threaded server.

    SQLite runs in WAL mode with a 30 s busy timeout, and every transaction takes the write lock
    at BEGIN (BEGIN IMMEDIATE): concurrent writers queue for the lock instead of failing with
    "database is locked" when one of them would have to upgrade a read snapshot to a write.
    Connections opened with `reading` send no BEGIN: each read is a statement of its own.
    PostgreSQL gets a pool (`pool_size` kept open, `max_overflow` more at peaks; a request holds
    one connection for its two statements only), whose connections are pinged only
    when they come back from a rest (`REST_BEFORE_PING_SECONDS`), not on every checkout.
    """
    if url.startswith("sqlite"):
        database = sa.make_url(url).database
        if database and database != ":memory:":
            _private_file(Path(database))
        engine = sa.create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})
        sa.event.listen(engine, "connect", _sqlite_on_connect)
        sa.event.listen(engine, "begin", _sqlite_on_begin)
        return engine
    engine = sa.create_engine(
        url, pool_size=pool_size, max_overflow=max_overflow, pool_recycle=1800
    )
    sa.event.listen(engine, "checkin", _rested_since)
    dialect = engine.dialect

    @sa.event.listens_for(engine, "checkout")
    def _ping_after_rest(dbapi_connection: Any, record: Any, _proxy: Any) -> None:
        rested = time.monotonic() - record.info.get("checked_in", time.monotonic())
        if rested < REST_BEFORE_PING_SECONDS:
            return
        try:
            dialect.do_ping(dbapi_connection)  # one round trip, outside any transaction
        except Exception as error:
            # The pool discards this connection and checks out another (SQLAlchemy's recipe).
            raise sa.exc.DisconnectionError(type(error).__name__) from error

    return engine


# A pooled connection unused for longer than this is pinged before it is handed out: one that
# a restarted or failed-over server dropped is then replaced rather than failing a request. One
# in steady use is not pinged (SQLAlchemy's pre-ping would add a round trip to every checkout).
REST_BEFORE_PING_SECONDS = 10.0


def _rested_since(_dbapi_connection: Any, record: Any) -> None:
    record.info["checked_in"] = time.monotonic()


def _private_file(path: Path) -> None:
    """The database file readable by its owner only (0600), like the secret key; SQLite gives
    its -wal and -shm files the database file's permissions."""
    path.parent.mkdir(parents=True, exist_ok=True)
    os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
    path.chmod(0o600)


def _sqlite_on_connect(dbapi_connection: Any, _record: Any) -> None:
    # Let SQLAlchemy, not the driver, decide when transactions begin (SQLAlchemy's recipe).
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _sqlite_on_begin(connection: sa.Connection) -> None:
    # SQLAlchemy's documented recipe for pysqlite, with the write lock taken at BEGIN. A read
    # needs no BEGIN: in WAL mode a lone SELECT reads one snapshot and never waits for writers,
    # and the BEGIN and ROLLBACK around it were a third of an API key's lookup (issue 18).
    read_only = connection.get_execution_options().get(READ_ONLY_OPTION, False)
    if not read_only:
        connection.exec_driver_sql("BEGIN IMMEDIATE")


def reading(engine: sa.Engine) -> sa.Connection:
    """A connection for reads only (use as a context manager).

    Each statement is its own transaction, without a BEGIN before it: on SQLite a read never
    queues behind a writer's lock, and on PostgreSQL (autocommit) a read is one round trip.
    Statements in one block may see different snapshots, and a write through it would not be
    serialized: never write through it.
    """
    if engine.dialect.name == "postgresql":
        return autocommit(engine)
    return engine.connect().execution_options(**{READ_ONLY_OPTION: True})


def autocommit(engine: sa.Engine) -> sa.Connection:
    """A connection whose every statement is its own transaction: for a single statement that
    must be atomic on its own (use as a context manager)."""
    return engine.connect().execution_options(isolation_level="AUTOCOMMIT")


def _alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return config


def upgrade_database(url: str) -> None:
    """Applies pending migrations (alembic upgrade head); a no-op when the schema is current."""
    command.upgrade(_alembic_config(url), "head")


def schema_is_current(engine: sa.Engine) -> bool:
    """Whether the database is at the newest migration (external databases are upgraded by the
    operator with `humanizer db upgrade`, and servers refuse to start on an older schema)."""
    url = engine.url.render_as_string(hide_password=False)
    head = ScriptDirectory.from_config(_alembic_config(url)).get_current_head()
    with reading(engine) as connection:
        return MigrationContext.configure(connection).get_current_revision() == head


def database_is_ready(engine: sa.Engine) -> bool:
    """SELECT 1, for /readyz: False (never an exception) when the database cannot answer."""
    try:
        with reading(engine) as connection:
            connection.execute(sa.text("SELECT 1"))
        return True
    except sa.exc.SQLAlchemyError:
        return False
