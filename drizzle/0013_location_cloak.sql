ALTER TABLE "users" ADD COLUMN "cloaked_latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cloaked_longitude" double precision;--> statement-breakpoint
-- Listings stand at their owner's CLOAKED point from now on (docs/decisions.md "Locations and
-- privacy"): the nearby search, its radius and its order never touch an exact home.
CREATE OR REPLACE FUNCTION listings_copy_owner_location() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN u.cloaked_latitude IS NULL OR u.cloaked_longitude IS NULL THEN NULL
              ELSE point(u.cloaked_longitude, u.cloaked_latitude) END
    INTO NEW.location
    FROM users u
   WHERE u.id = NEW.owner_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_move_listings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings
     SET location = CASE WHEN NEW.cloaked_latitude IS NULL OR NEW.cloaked_longitude IS NULL THEN NULL
                         ELSE point(NEW.cloaked_longitude, NEW.cloaked_latitude) END
   WHERE owner_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER users_location_moves_listings ON users;
--> statement-breakpoint
CREATE TRIGGER users_location_moves_listings AFTER UPDATE OF cloaked_latitude, cloaked_longitude ON users
  FOR EACH ROW
  WHEN (OLD.cloaked_latitude IS DISTINCT FROM NEW.cloaked_latitude
     OR OLD.cloaked_longitude IS DISTINCT FROM NEW.cloaked_longitude)
  EXECUTE FUNCTION users_move_listings();
--> statement-breakpoint
-- Exact points copied by the old triggers are forgotten; the app cloaks every stored home at
-- start (server/modules/map/cloak-backfill.ts), which moves the listings back onto the map.
UPDATE listings SET location = NULL WHERE location IS NOT NULL;
