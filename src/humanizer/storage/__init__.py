"""Storage: the database schema (SQLAlchemy Core), engines and Alembic migrations."""
