-- 0004 (PostgreSQL): how far the players have been shown each game; see
-- ../0004_announced_ply.sql.

ALTER TABLE games ADD COLUMN announced_ply INTEGER CHECK (announced_ply >= -1);

-- Every game started before this version was shown as far as it went.
UPDATE games SET announced_ply = move_count WHERE status <> 'lobby';

CREATE INDEX games_unannounced ON games (announced_ply, move_count)
    WHERE announced_ply IS NOT NULL;

-- A moderator deleting a game's board is noticed by its message id.
CREATE INDEX games_board_message ON games (board_message_id)
    WHERE board_message_id IS NOT NULL;
