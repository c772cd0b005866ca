-- 0001: guilds, games, seats, the move log and per-user DM status.
-- Times are unix seconds (INTEGER). Discord ids are INTEGER (64-bit snowflakes).

CREATE TABLE guild_settings (
    guild_id            INTEGER PRIMARY KEY,
    language            TEXT    NOT NULL DEFAULT 'en',
    turn_clock_seconds  INTEGER,                         -- NULL: no turn clock by default
    options             TEXT    NOT NULL DEFAULT '{}'    -- JSON object, free-form
        CHECK (json_valid(options) AND json_type(options) = 'object'),
    updated_at          INTEGER NOT NULL
);

CREATE TABLE games (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id            INTEGER NOT NULL,
    channel_id          INTEGER NOT NULL,
    thread_id           INTEGER,
    board_channel_id    INTEGER,
    board_message_id    INTEGER,
    lobby_message_id    INTEGER,
    host_id             INTEGER NOT NULL,
    variant             TEXT    NOT NULL,
    settings            TEXT    NOT NULL
        CHECK (json_valid(settings) AND json_type(settings) = 'object'),
    seed                INTEGER NOT NULL,
    status              TEXT    NOT NULL DEFAULT 'lobby'
        CHECK (status IN ('lobby', 'active', 'finished', 'abandoned', 'cancelled')),
    move_count          INTEGER NOT NULL DEFAULT 0 CHECK (move_count >= 0),
    created_at          INTEGER NOT NULL,
    started_at          INTEGER,
    finished_at         INTEGER,
    turn_deadline       INTEGER,
    reminder_at         INTEGER,
    reminder_sent       INTEGER NOT NULL DEFAULT 0 CHECK (reminder_sent IN (0, 1)),
    result              TEXT CHECK (result IS NULL OR json_valid(result))
);

CREATE INDEX games_open_by_status ON games (status) WHERE status IN ('lobby', 'active');
CREATE INDEX games_by_channel ON games (channel_id, status);
CREATE INDEX games_by_thread ON games (thread_id) WHERE thread_id IS NOT NULL;
CREATE INDEX games_deadline ON games (turn_deadline) WHERE status = 'active';
CREATE INDEX games_reminder ON games (reminder_at) WHERE status = 'active' AND reminder_sent = 0;

CREATE TABLE seats (
    game_id             INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat                INTEGER NOT NULL CHECK (seat >= 0),
    user_id             INTEGER,                         -- NULL for a computer player
    display_name        TEXT    NOT NULL,
    side                INTEGER CHECK (side IS NULL OR side >= 0),
    is_computer         INTEGER NOT NULL DEFAULT 0 CHECK (is_computer IN (0, 1)),
    computer_level      TEXT,
    dm_ok               INTEGER NOT NULL DEFAULT 1 CHECK (dm_ok IN (0, 1)),
    missed_turns        INTEGER NOT NULL DEFAULT 0 CHECK (missed_turns >= 0),
    PRIMARY KEY (game_id, seat),
    CHECK (is_computer = 1 OR user_id IS NOT NULL)
) WITHOUT ROWID;

CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX seats_by_user ON seats (user_id, game_id) WHERE user_id IS NOT NULL;

CREATE TABLE user_dm_status (
    user_id             INTEGER PRIMARY KEY,
    dm_ok               INTEGER NOT NULL CHECK (dm_ok IN (0, 1)),
    updated_at          INTEGER NOT NULL
);

-- The append-only move log: the truth from which every game is rebuilt.
-- (game_id, ply) is the key: a second submission of the same ply fails.
CREATE TABLE moves (
    game_id             INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply                 INTEGER NOT NULL CHECK (ply >= 0),
    text                TEXT    NOT NULL CHECK (length(text) BETWEEN 1 AND 64
                                                AND instr(text, char(10)) = 0),
    seat                INTEGER CHECK (seat IS NULL OR seat >= 0),
    created_at          INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

CREATE TRIGGER moves_are_append_only_update BEFORE UPDATE ON moves
BEGIN
    SELECT RAISE(ABORT, 'moves are append-only');
END;
