-- 0003: a game's turn clock and whether /sequence hint may be used, as columns of their own.
-- Before this version the clock was derived from 2 x (turn_deadline - reminder_at) of a running
-- game; that is carried over for the running games. The clock of a lobby or a finished game was
-- not stored (it lived in the lobby's buttons), so those start at 0 (off).

ALTER TABLE games ADD COLUMN turn_clock INTEGER NOT NULL DEFAULT 0 CHECK (turn_clock >= 0);

ALTER TABLE games ADD COLUMN allow_hints INTEGER NOT NULL DEFAULT 0
    CHECK (allow_hints IN (0, 1));

UPDATE games SET turn_clock = 2 * (turn_deadline - reminder_at)
    WHERE status = 'active' AND turn_deadline IS NOT NULL AND reminder_at IS NOT NULL
      AND turn_deadline > reminder_at;
