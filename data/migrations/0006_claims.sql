-- 0006: work on a game that any bot process may pick up, claimed for a while (a lease).
-- kind: 'announce' (showing the players what is stored), 'computer' (a computer seat's turn),
-- 'clock' (a turn clock that ran out). A claim is held by ``owner`` (one bot process) until
-- ``expires_ms`` (unix milliseconds); a process that dies stops renewing, so its claims lapse
-- and another process takes the work over. Several processes share a PostgreSQL database;
-- SQLite has the same table (one process, so a claim is never contended).

CREATE TABLE game_claims (
    game_id INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('announce', 'computer', 'clock')),
    owner TEXT NOT NULL,
    expires_ms INTEGER NOT NULL,
    PRIMARY KEY (game_id, kind)
);
