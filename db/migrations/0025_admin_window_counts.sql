CREATE TABLE "stats_check_in_days" (
	"status" "booking_status" NOT NULL,
	"day" date NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_check_in_days_status_day_shard_pk" PRIMARY KEY("status","day","shard")
);
--> statement-breakpoint
-- The admin's bookings in a date window (docs/decisions.md, "The admin window's total from
-- check-in counts"): per status and check-in day, how many bookings, kept by the triggers
-- below in the transaction that writes the booking, sharded by the writing transaction as
-- the dashboard's day counts are (migration 0023).
CREATE FUNCTION "stats_add_check_in_day"("in_status" "booking_status", "check_in" date, "delta" integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stats_check_in_days" AS "s" ("status", "day", "shard", "bookings")
  VALUES ("in_status", "check_in", "stats_day_shard"(), "delta")
  ON CONFLICT ("status", "day", "shard") DO UPDATE SET "bookings" = "s"."bookings" + EXCLUDED."bookings";
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "stats_check_in_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."status" = OLD."status" AND NEW."check_in" = OLD."check_in" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM "stats_add_check_in_day"(OLD."status", OLD."check_in", -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "stats_add_check_in_day"(NEW."status", NEW."check_in", 1); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_check_ins_counted" AFTER INSERT OR DELETE ON "bookings"
FOR EACH ROW EXECUTE FUNCTION "stats_check_in_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_check_ins_recounted" AFTER UPDATE OF "status", "check_in" ON "bookings"
FOR EACH ROW EXECUTE FUNCTION "stats_check_in_changed"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stats_bookings_truncated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "stats_listings", "stats_paid_bookings", "stats_booking_days", "stats_revenue_days",
    "stats_check_in_days";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stats_rebuild"() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "stats_listings", "stats_paid_bookings", "stats_booking_days", "stats_revenue_days",
    "stats_check_in_days";
  INSERT INTO "stats_booking_days" ("day", "bookings")
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "bookings" GROUP BY 1;
  INSERT INTO "stats_check_in_days" ("status", "day", "bookings")
  SELECT "status", "check_in", count(*) FROM "bookings" GROUP BY 1, 2;
  INSERT INTO "stats_paid_bookings" ("booking_id", "paid_payments")
  SELECT "booking_id", count(*) FROM "payments" WHERE "status" IN ('COMPLETED', 'REFUNDED') GROUP BY 1;
  INSERT INTO "stats_revenue_days" ("day", "net_revenue")
  SELECT ("paid_at" AT TIME ZONE 'UTC')::date, sum("amount") - coalesce(sum("refunded_amount"), 0)
  FROM "payments" WHERE "status" IN ('COMPLETED', 'REFUNDED') AND "paid_at" IS NOT NULL GROUP BY 1;
  INSERT INTO "stats_listings" ("listing_id", "confirmed_bookings", "paid_bookings", "net_revenue")
  SELECT "listing_id", sum("confirmed"), sum("paid"), sum("net") FROM (
    SELECT "listing_id", count(*) AS "confirmed", 0 AS "paid", 0 AS "net"
    FROM "bookings" WHERE "status" IN ('CONFIRMED', 'COMPLETED') GROUP BY 1
    UNION ALL
    SELECT "b"."listing_id", 0, count(DISTINCT "p"."booking_id"),
      sum("p"."amount") - coalesce(sum("p"."refunded_amount"), 0)
    FROM "payments" AS "p" JOIN "bookings" AS "b" ON "b"."id" = "p"."booking_id"
    WHERE "p"."status" IN ('COMPLETED', 'REFUNDED') GROUP BY 1
  ) AS "parts" GROUP BY 1;
END;
$$;
--> statement-breakpoint
-- Backfill: CREATE TRIGGER has locked bookings against writes until this migration commits.
INSERT INTO "stats_check_in_days" ("status", "day", "bookings")
SELECT "status", "check_in", count(*) FROM "bookings" GROUP BY 1, 2;
