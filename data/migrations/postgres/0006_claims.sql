-- 0006 (PostgreSQL): work any bot process may pick up, claimed with a lease; see
-- ../0006_claims.sql.

CREATE TABLE game_claims (
    game_id BIGINT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('announce', 'computer', 'clock')),
    owner TEXT NOT NULL,
    expires_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, kind)
);
