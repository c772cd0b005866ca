-- 0004: how far the players have been shown each game. A move is stored first and announced
-- afterwards (the board, the hand DMs, the computer's turn); announced_ply is the number of moves
-- whose announcement has been delivered, -1 once a game started but its start was not yet shown.
-- Games with announced_ply < move_count are the outbox: after a crash they are announced again.
-- NULL (lobbies, and games from before this version) means nothing is owed.

ALTER TABLE games ADD COLUMN announced_ply INTEGER CHECK (announced_ply >= -1);

CREATE INDEX games_unannounced ON games (announced_ply, move_count)
    WHERE announced_ply IS NOT NULL;
