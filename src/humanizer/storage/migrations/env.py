"""Alembic environment: configured programmatically by humanizer.storage.database."""

from alembic import context

from humanizer.storage.database import create_db_engine
from humanizer.storage.models import metadata

url = context.config.get_main_option("sqlalchemy.url")
assert url is not None
engine = create_db_engine(url)
try:
    with engine.connect() as connection:
        context.configure(connection=connection, target_metadata=metadata)
        with context.begin_transaction():
            context.run_migrations()
        connection.commit()
finally:
    engine.dispose()
