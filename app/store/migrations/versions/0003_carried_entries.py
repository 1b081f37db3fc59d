"""An imported game keeps the card values its steps were decided with (the file's), so its export carries them on.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('carried_entries',
    sa.Column('game_id', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('entries', sa.JSON(), nullable=False),
    sa.Column('sets', sa.JSON(), nullable=False),
    sa.Column('steps', sa.JSON(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['game.id'], ),
    sa.PrimaryKeyConstraint('game_id')
    )


def downgrade() -> None:
    op.drop_table('carried_entries')
