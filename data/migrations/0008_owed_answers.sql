-- 0008: answers still owed to interactions. A move's command acknowledged with "thinking…"
-- is filled in by its board (or the board's link) afterwards; if the bot dies in between, the
-- bot started next fills it in from here (Discord keeps an interaction's token valid for 15
-- minutes). ``token`` is the interaction's token: never logged, deleted once the answer is
-- given or ``expires_ms`` (unix milliseconds) has passed. ``locale`` is the reader's language.

CREATE TABLE owed_answers (
    game_id INTEGER NOT NULL,
    token TEXT NOT NULL,
    application_id INTEGER NOT NULL,
    locale TEXT NOT NULL,
    expires_ms INTEGER NOT NULL,
    PRIMARY KEY (game_id, token)
);
