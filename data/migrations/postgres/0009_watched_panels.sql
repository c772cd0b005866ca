-- 0009 (PostgreSQL): hand panels in use, for bots that share one database; see
-- ../0009_watched_panels.sql.

CREATE TABLE watched_panels (
    game_id BIGINT NOT NULL,
    user_id BIGINT NOT NULL,
    until_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
