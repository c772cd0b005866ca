-- 0007: a version per game, raised by every change to the game's row, seats or moves, so a
-- process sharing the database with others can tell in one query whether the game it holds
-- in memory is still current (table.memory, shared mode). Triggers raise it, so no statement
-- can forget to.

ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER games_version AFTER UPDATE ON games
    FOR EACH ROW WHEN NEW.version = OLD.version
BEGIN
    UPDATE games SET version = OLD.version + 1 WHERE id = NEW.id;
END;

CREATE TRIGGER seats_version_insert AFTER INSERT ON seats
BEGIN
    UPDATE games SET version = version + 1 WHERE id = NEW.game_id;
END;

CREATE TRIGGER seats_version_update AFTER UPDATE ON seats
BEGIN
    UPDATE games SET version = version + 1 WHERE id IN (OLD.game_id, NEW.game_id);
END;

CREATE TRIGGER seats_version_delete AFTER DELETE ON seats
BEGIN
    UPDATE games SET version = version + 1 WHERE id = OLD.game_id;
END;

CREATE TRIGGER moves_version_insert AFTER INSERT ON moves
BEGIN
    UPDATE games SET version = version + 1 WHERE id = NEW.game_id;
END;
