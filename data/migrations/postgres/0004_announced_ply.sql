-- 0004 (PostgreSQL): how far the players have been shown each game; see
-- ../0004_announced_ply.sql.

ALTER TABLE games ADD COLUMN announced_ply INTEGER CHECK (announced_ply >= -1);

CREATE INDEX games_unannounced ON games (announced_ply, move_count)
    WHERE announced_ply IS NOT NULL;
