"""Database engines and migrations, for the embedded SQLite default and for PostgreSQL."""

from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory

MIGRATIONS = Path(__file__).parent / "migrations"


def create_db_engine(url: str) -> sa.Engine:
    """An engine tuned for a threaded server.

    SQLite runs in WAL mode with a 30 s busy timeout, so concurrent writers queue instead of
    failing. Every writing transaction here starts with its write (a conditional UPDATE, an
    INSERT), so no transaction ever has to upgrade a read lock while another one writes.
    """
    if url.startswith("sqlite"):
        database = sa.make_url(url).database
        if database and database != ":memory:":
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        engine = sa.create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})
        sa.event.listen(engine, "connect", _sqlite_on_connect)
        sa.event.listen(engine, "begin", _sqlite_on_begin)
        return engine
    return sa.create_engine(url, pool_size=20, max_overflow=20, pool_pre_ping=True)


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
    connection.exec_driver_sql("BEGIN")


def _alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return config


def upgrade_database(url: str) -> None:
    """Applies pending migrations (alembic upgrade head); a no-op when the schema is current."""
    command.upgrade(_alembic_config(url), "head")


def schema_is_current(engine: sa.Engine) -> bool:
    head = ScriptDirectory.from_config(_alembic_config(str(engine.url))).get_current_head()
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision() == head


def database_is_ready(engine: sa.Engine) -> bool:
    try:
        with engine.connect() as connection:
            connection.execute(sa.text("SELECT 1"))
        return True
    except sa.exc.SQLAlchemyError:
        return False
