-- 0007 (PostgreSQL): a version per game, raised by every change to the game's row, seats or
-- moves; see ../0007_game_version.sql.

ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 0;

CREATE FUNCTION games_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.version = OLD.version THEN
        NEW.version := OLD.version + 1;
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER games_version BEFORE UPDATE ON games
    FOR EACH ROW EXECUTE FUNCTION games_version();

CREATE FUNCTION game_part_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE games SET version = version + 1 WHERE id = NEW.game_id;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE games SET version = version + 1 WHERE id = OLD.game_id;
    ELSE
        UPDATE games SET version = version + 1 WHERE id IN (OLD.game_id, NEW.game_id);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER seats_version_insert AFTER INSERT ON seats
    FOR EACH ROW EXECUTE FUNCTION game_part_version();
CREATE TRIGGER seats_version_update AFTER UPDATE ON seats
    FOR EACH ROW EXECUTE FUNCTION game_part_version();
CREATE TRIGGER seats_version_delete AFTER DELETE ON seats
    FOR EACH ROW EXECUTE FUNCTION game_part_version();
CREATE TRIGGER moves_version_insert AFTER INSERT ON moves
    FOR EACH ROW EXECUTE FUNCTION game_part_version();
