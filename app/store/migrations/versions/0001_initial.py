"""Herald's schema as of 0.1 (the one create_all made before migrations): games, log, snapshots, entries, access.

Revision ID: 0001
Revises: (none: the first)
"""

from __future__ import annotations

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = '0001'
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('catalog_entry',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('card_id', sqlmodel.sql.sqltypes.AutoString(length=80), nullable=False),
    sa.Column('field', sqlmodel.sql.sqltypes.AutoString(length=120), nullable=False),
    sa.Column('value', sa.JSON(), nullable=True),
    sa.Column('entered_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('game_id', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=True),
    sa.Column('origin', sqlmodel.sql.sqltypes.AutoString(length=20), nullable=False),
    sa.Column('replaced', sa.Boolean(), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('catalog_entry', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_catalog_entry_card_id'), ['card_id'], unique=False)
        batch_op.create_index('ux_catalog_entry_current', ['card_id', 'field'], unique=True, sqlite_where=sa.text('replaced = 0'), postgresql_where=sa.text('NOT replaced'))

    op.create_table('game',
    sa.Column('id', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('name', sqlmodel.sql.sqltypes.AutoString(length=80), nullable=False),
    sa.Column('game', sqlmodel.sql.sqltypes.AutoString(length=20), nullable=False),
    sa.Column('seed', sa.BigInteger(), nullable=False),
    sa.Column('head_seq', sa.Integer(), nullable=False),
    sa.Column('players', sa.JSON(), nullable=False),
    sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('updated_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_game_updated_at'), ['updated_at'], unique=False)

    op.create_table('setting',
    sa.Column('key', sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
    sa.Column('value', sqlmodel.sql.sqltypes.AutoString(length=400), nullable=False),
    sa.PrimaryKeyConstraint('key')
    )
    op.create_table('event',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('game_id', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('seq', sa.Integer(), nullable=False),
    sa.Column('type', sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
    sa.Column('action', sa.JSON(), nullable=False),
    sa.Column('events', sa.JSON(), nullable=False),
    sa.Column('story', sa.JSON(), nullable=False),
    sa.Column('action_id', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('chance', sa.Boolean(), nullable=False),
    sa.Column('status', sqlmodel.sql.sqltypes.AutoString(length=10), nullable=False),
    sa.Column('recorded_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['game.id'], ),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('game_id', 'action_id', name='ux_event_action_id')
    )
    with op.batch_alter_table('event', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_event_game_id'), ['game_id'], unique=False)
        batch_op.create_index('ix_event_game_status_seq', ['game_id', 'status', 'seq'], unique=False)
        batch_op.create_index('ux_event_active_seq', ['game_id', 'seq'], unique=True, sqlite_where=sa.text("status = 'active'"), postgresql_where=sa.text("status = 'active'"))

    op.create_table('game_access',
    sa.Column('game_id', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('pin_hash', sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
    sa.Column('updated_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['game.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('game_id')
    )
    op.create_table('gm_token',
    sa.Column('token_hash', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('game_id', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['game.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('token_hash')
    )
    with op.batch_alter_table('gm_token', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_gm_token_game_id'), ['game_id'], unique=False)

    op.create_table('pin_attempt',
    sa.Column('game_id', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('client', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('failures', sa.Integer(), nullable=False),
    sa.Column('locked_until', sa.Float(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['game.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('game_id', 'client')
    )
    op.create_table('seat_link',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('game_id', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('seat', sa.Integer(), nullable=False),
    sa.Column('revision', sa.Integer(), nullable=False),
    sa.Column('nonce', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('token_hash', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('replaced_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
    sa.ForeignKeyConstraint(['game_id'], ['game.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('token_hash')
    )
    with op.batch_alter_table('seat_link', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_seat_link_game_id'), ['game_id'], unique=False)
        batch_op.create_index('ux_seat_link_current', ['game_id', 'seat'], unique=True, sqlite_where=sa.text('replaced_at IS NULL'), postgresql_where=sa.text('replaced_at IS NULL'))

    op.create_table('snapshot',
    sa.Column('game_id', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('seq', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('state', sa.JSON(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['game.id'], ),
    sa.PrimaryKeyConstraint('game_id', 'seq')
    )


def downgrade() -> None:
    op.drop_table('snapshot')
    with op.batch_alter_table('seat_link', schema=None) as batch_op:
        batch_op.drop_index('ux_seat_link_current', sqlite_where=sa.text('replaced_at IS NULL'), postgresql_where=sa.text('replaced_at IS NULL'))
        batch_op.drop_index(batch_op.f('ix_seat_link_game_id'))

    op.drop_table('seat_link')
    op.drop_table('pin_attempt')
    with op.batch_alter_table('gm_token', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_gm_token_game_id'))

    op.drop_table('gm_token')
    op.drop_table('game_access')
    with op.batch_alter_table('event', schema=None) as batch_op:
        batch_op.drop_index('ux_event_active_seq', sqlite_where=sa.text("status = 'active'"), postgresql_where=sa.text("status = 'active'"))
        batch_op.drop_index('ix_event_game_status_seq')
        batch_op.drop_index(batch_op.f('ix_event_game_id'))

    op.drop_table('event')
    op.drop_table('setting')
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_game_updated_at'))

    op.drop_table('game')
    with op.batch_alter_table('catalog_entry', schema=None) as batch_op:
        batch_op.drop_index('ux_catalog_entry_current', sqlite_where=sa.text('replaced = 0'), postgresql_where=sa.text('NOT replaced'))
        batch_op.drop_index(batch_op.f('ix_catalog_entry_card_id'))

    op.drop_table('catalog_entry')
