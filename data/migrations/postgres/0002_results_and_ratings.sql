-- 0002 (PostgreSQL): per-seat results and generic rating rows for leaderboards and statistics.
-- The same tables, columns, keys and indexes as ../0002_results_and_ratings.sql.

CREATE TABLE results (
    game_id             BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat                INTEGER NOT NULL CHECK (seat >= 0),
    guild_id            BIGINT  NOT NULL,                -- copied from games for indexed stats
    variant             TEXT    NOT NULL,                -- copied from games for indexed stats
    user_id             BIGINT,                          -- NULL for a computer player
    side                INTEGER NOT NULL CHECK (side >= 0),
    outcome             TEXT    NOT NULL CHECK (outcome IN ('win', 'loss', 'draw')),
    sequences           INTEGER NOT NULL DEFAULT 0 CHECK (sequences >= 0),
    jacks_played        INTEGER NOT NULL DEFAULT 0 CHECK (jacks_played >= 0),
    dead_cards          INTEGER NOT NULL DEFAULT 0 CHECK (dead_cards >= 0),
    turns               INTEGER NOT NULL DEFAULT 0 CHECK (turns >= 0),
    vs_computer         INTEGER NOT NULL DEFAULT 0 CHECK (vs_computer IN (0, 1)),
    finished_at         BIGINT  NOT NULL,
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX results_by_user ON results (guild_id, user_id, finished_at)
    WHERE user_id IS NOT NULL;

CREATE INDEX games_finished_by_guild ON games (guild_id, variant, finished_at)
    WHERE status = 'finished';

CREATE TABLE ratings (
    guild_id            BIGINT  NOT NULL,
    variant             TEXT    NOT NULL,
    user_id             BIGINT  NOT NULL,
    rating              DOUBLE PRECISION NOT NULL,       -- the figure the ladder is ordered by
    mu                  DOUBLE PRECISION NOT NULL,
    sigma               DOUBLE PRECISION NOT NULL,
    games               INTEGER NOT NULL DEFAULT 0,
    wins                INTEGER NOT NULL DEFAULT 0,
    losses              INTEGER NOT NULL DEFAULT 0,
    draws               INTEGER NOT NULL DEFAULT 0,
    streak              INTEGER NOT NULL DEFAULT 0,      -- > 0 wins in a row, < 0 losses in a row
    best_streak         INTEGER NOT NULL DEFAULT 0,
    updated_at          BIGINT  NOT NULL,
    PRIMARY KEY (guild_id, variant, user_id)
);

-- Leaderboard order: rating desc, then wins desc, then user id asc (deterministic ties).
CREATE INDEX ratings_ladder ON ratings (guild_id, variant, rating DESC, wins DESC, user_id);
