-- 0004: how far the players have been shown each game. A move is stored first and announced
-- afterwards (the board, the hand DMs, the computer's turn); announced_ply is the number of moves
-- whose announcement has been delivered, -1 once a game started but its start was not yet shown.
-- Games with announced_ply < move_count are the outbox: after a crash they are announced again.
-- NULL (a lobby) means nothing is owed.

ALTER TABLE games ADD COLUMN announced_ply INTEGER CHECK (announced_ply >= -1);

-- Every game started before this version was shown as far as it went.
UPDATE games SET announced_ply = move_count WHERE status <> 'lobby';

CREATE INDEX games_unannounced ON games (announced_ply, move_count)
    WHERE announced_ply IS NOT NULL;

-- A moderator deleting a game's board is noticed by its message id.
CREATE INDEX games_board_message ON games (board_message_id)
    WHERE board_message_id IS NOT NULL;
