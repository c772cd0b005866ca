-- 0005: each member's choice of hand DMs (/sequence notify): 'turn' (a DM when it is their
-- turn, the default), 'all' (a DM after every other player's move) or 'never'.

ALTER TABLE user_dm_status ADD COLUMN notify TEXT NOT NULL DEFAULT 'turn'
    CHECK (notify IN ('turn', 'all', 'never'));
