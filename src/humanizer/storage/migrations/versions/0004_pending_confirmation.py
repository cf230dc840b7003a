"""Accounts whose e-mail is not confirmed yet (web sign-ups with HUMANIZER_SMTP_URL).

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Existing accounts are not pending: they keep signing in as before.
    with op.batch_alter_table("accounts") as batch:
        batch.add_column(
            sa.Column("pending_confirmation", sa.Boolean, nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("accounts") as batch:
        batch.drop_column("pending_confirmation")
