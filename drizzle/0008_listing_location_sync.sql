-- A listing stands at its owner's location (DECISIONS.md "Locations and privacy"). The point
-- is copied onto listings so that the nearby search is one GiST index scan (core point_ops, no
-- extension): (longitude, latitude), NULL while the owner has no location.
CREATE OR REPLACE FUNCTION listings_copy_owner_location() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN u.latitude IS NULL OR u.longitude IS NULL THEN NULL
              ELSE point(u.longitude, u.latitude) END
    INTO NEW.location
    FROM users u
   WHERE u.id = NEW.owner_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_owner_location BEFORE INSERT OR UPDATE OF owner_id ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_copy_owner_location();
--> statement-breakpoint
-- A member who moves (onboarding, profile edit, POST /map/user/location) moves their listings.
CREATE OR REPLACE FUNCTION users_move_listings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings
     SET location = CASE WHEN NEW.latitude IS NULL OR NEW.longitude IS NULL THEN NULL
                         ELSE point(NEW.longitude, NEW.latitude) END
   WHERE owner_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_location_moves_listings AFTER UPDATE OF latitude, longitude ON users
  FOR EACH ROW
  WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
  EXECUTE FUNCTION users_move_listings();
--> statement-breakpoint
-- Listings stored before this migration.
UPDATE listings l
   SET location = point(u.longitude, u.latitude)
  FROM users u
 WHERE u.id = l.owner_id AND u.latitude IS NOT NULL AND u.longitude IS NOT NULL;
