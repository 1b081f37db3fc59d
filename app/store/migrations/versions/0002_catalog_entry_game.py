"""Catalog entries name the game kind whose card they describe (every entry before this one is the default kind's).

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
import sqlmodel
from alembic import op

from app.games import DEFAULT_KIND  # entries made before there were two games are this one's

revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('catalog_entry', schema=None) as batch_op:
        batch_op.add_column(sa.Column('game', sqlmodel.sql.sqltypes.AutoString(length=20), nullable=False,
                                      server_default=DEFAULT_KIND))
        batch_op.create_index(batch_op.f('ix_catalog_entry_game'), ['game'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('catalog_entry', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_catalog_entry_game'))
        batch_op.drop_column('game')
