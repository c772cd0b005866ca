-- 0008 (PostgreSQL): answers still owed to interactions acknowledged with "thinking…"; see
-- ../0008_owed_answers.sql.

CREATE TABLE owed_answers (
    game_id BIGINT NOT NULL,
    token TEXT NOT NULL,
    application_id BIGINT NOT NULL,
    locale TEXT NOT NULL,
    expires_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, token)
);
