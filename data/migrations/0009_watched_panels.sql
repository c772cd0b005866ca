-- 0009: hand panels in use, for bots that share one database. A member who used their hand
-- panel of a game in its server within the last two minutes gets no turn DM: the panel shows
-- their turn. The panel lives in the process of the server's shard, but a move may be stored
-- and announced by another process (a move chosen in a turn DM, a computer's, a timeout), which
-- reads this table to know it. ``until_ms`` (unix milliseconds) is when the use stops counting;
-- a use from a DM deletes the row (a player on their DMs gets a DM each turn).

CREATE TABLE watched_panels (
    game_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    until_ms INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
