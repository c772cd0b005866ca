-- 0003 (PostgreSQL): a game's turn clock and whether /sequence hint may be used, as columns of
-- their own; see ../0003_turn_clock_and_hints.sql for why running games get 2 x (deadline -
-- reminder).

ALTER TABLE games ADD COLUMN turn_clock BIGINT NOT NULL DEFAULT 0 CHECK (turn_clock >= 0);

ALTER TABLE games ADD COLUMN allow_hints INTEGER NOT NULL DEFAULT 0
    CHECK (allow_hints IN (0, 1));

UPDATE games SET turn_clock = 2 * (turn_deadline - reminder_at)
    WHERE status = 'active' AND turn_deadline IS NOT NULL AND reminder_at IS NOT NULL
      AND turn_deadline > reminder_at;
