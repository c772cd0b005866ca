-- 0005 (PostgreSQL): each member's choice of hand DMs; see ../0005_dm_choice.sql.

ALTER TABLE user_dm_status ADD COLUMN notify TEXT NOT NULL DEFAULT 'turn'
    CHECK (notify IN ('turn', 'all', 'never'));
