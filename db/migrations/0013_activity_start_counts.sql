-- The shared capacity of an activity's or experience's starts (docs/decisions.md, "Activities
-- by start"): activity_starts.booked is the sum of the start's booked_spots, kept here in the
-- transaction that books, cancels or releases, and its checks refuse a start over capacity
-- or a booking on a date an admin closed. Upserts wait on the start's row, so concurrent
-- bookings of one start are counted one after the other.
CREATE OR REPLACE FUNCTION booked_spots_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "activity_starts" SET "booked" = "booked" - OLD."participants"
    WHERE "listing_id" = OLD."listing_id" AND "date" = OLD."date" AND "start_time" = OLD."start_time";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "activity_starts" AS "s" ("listing_id", "date", "start_time", "capacity", "booked", "closed")
    SELECT NEW."listing_id", NEW."date", NEW."start_time", "l"."max_guests", NEW."participants",
      EXISTS (SELECT 1 FROM "blocked_nights" AS "b"
        WHERE "b"."listing_id" = NEW."listing_id" AND "b"."night" = NEW."date" AND "b"."booking_id" IS NULL)
    FROM "listings" AS "l" WHERE "l"."id" = NEW."listing_id"
    ON CONFLICT ("listing_id", "date", "start_time") DO UPDATE
      SET "booked" = "s"."booked" + EXCLUDED."booked", "capacity" = EXCLUDED."capacity";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "booked_spots_counted" AFTER INSERT OR DELETE ON "booked_spots"
FOR EACH ROW EXECUTE FUNCTION booked_spots_count();
--> statement-breakpoint
CREATE TRIGGER "booked_spots_recounted"
AFTER UPDATE OF "listing_id", "date", "start_time", "participants" ON "booked_spots"
FOR EACH ROW EXECUTE FUNCTION booked_spots_count();
--> statement-breakpoint
-- An admin's block on a date of an activity or experience closes every start of that date
-- (failing while one holds a booking); removing the block opens them again.
CREATE OR REPLACE FUNCTION activity_date_blocked() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "activity_starts" SET "closed" = false
    WHERE "listing_id" = OLD."listing_id" AND "date" = OLD."night";
    RETURN NULL;
  END IF;
  UPDATE "activity_starts" SET "closed" = true
  WHERE "listing_id" = NEW."listing_id" AND "date" = NEW."night";
  INSERT INTO "activity_starts" AS "s" ("listing_id", "date", "start_time", "capacity", "booked", "closed")
  SELECT "l"."id", NEW."night", "start"."time", "l"."max_guests", 0, true
  FROM "listings" AS "l",
    unnest(CASE WHEN cardinality("l"."start_times") = 0 THEN ARRAY['']::text[] ELSE "l"."start_times" END)
      AS "start"("time")
  WHERE "l"."id" = NEW."listing_id" AND "l"."type" <> 'ACCOMMODATION'
  ON CONFLICT ("listing_id", "date", "start_time") DO UPDATE SET "closed" = true;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "blocked_nights_close_starts" AFTER INSERT ON "blocked_nights"
FOR EACH ROW WHEN (NEW."booking_id" IS NULL) EXECUTE FUNCTION activity_date_blocked();
--> statement-breakpoint
CREATE TRIGGER "blocked_nights_open_starts" AFTER DELETE ON "blocked_nights"
FOR EACH ROW WHEN (OLD."booking_id" IS NULL) EXECUTE FUNCTION activity_date_blocked();
