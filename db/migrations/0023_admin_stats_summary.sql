CREATE TABLE "stats_booking_days" (
	"day" date NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_booking_days_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE TABLE "stats_listings" (
	"listing_id" text PRIMARY KEY NOT NULL,
	"confirmed_bookings" integer DEFAULT 0 NOT NULL,
	"paid_bookings" integer DEFAULT 0 NOT NULL,
	"net_revenue" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_paid_bookings" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"paid_payments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_revenue_days" (
	"day" date NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"net_revenue" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "stats_revenue_days_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
-- The admin dashboard's summaries (docs/decisions.md, "Admin stats"), kept by the triggers
-- below in the transaction that writes bookings and payments, so they cannot drift from them.
-- Every change is an upsert that adds a delta (never a read then a write), so concurrent
-- writers wait on the counter's row and are counted one after the other. Paid payments are
-- COMPLETED or REFUNDED (lib/booking-transitions.ts, PAID_PAYMENT_STATUSES); confirmed
-- bookings CONFIRMED or COMPLETED (BOOKED_STATUSES). Days are UTC days. Every booking and
-- payment of a day would count on that day's row, so a day has 16 rows (shards) picked by the
-- writing transaction's id: concurrent transactions (nearby ids) count on different rows
-- instead of queueing on one from their write to their commit; readers add the shards up.
CREATE FUNCTION "stats_day_shard"() RETURNS smallint
LANGUAGE sql VOLATILE AS $$ SELECT (txid_current() % 16)::smallint $$;
--> statement-breakpoint
CREATE FUNCTION "stats_add_listing"("listing" text, "confirmed" integer, "paid" integer, "net" numeric)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stats_listings" AS "s" ("listing_id", "confirmed_bookings", "paid_bookings", "net_revenue")
  VALUES ("listing", "confirmed", "paid", "net")
  ON CONFLICT ("listing_id") DO UPDATE SET
    "confirmed_bookings" = "s"."confirmed_bookings" + EXCLUDED."confirmed_bookings",
    "paid_bookings" = "s"."paid_bookings" + EXCLUDED."paid_bookings",
    "net_revenue" = "s"."net_revenue" + EXCLUDED."net_revenue";
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "stats_add_booking_day"("at" timestamptz, "delta" integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stats_booking_days" AS "s" ("day", "shard", "bookings")
  VALUES (("at" AT TIME ZONE 'UTC')::date, "stats_day_shard"(), "delta")
  ON CONFLICT ("day", "shard") DO UPDATE SET "bookings" = "s"."bookings" + EXCLUDED."bookings";
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "stats_add_revenue_day"("paid_at" timestamptz, "net" numeric)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "paid_at" IS NULL OR "net" = 0 THEN RETURN; END IF;
  INSERT INTO "stats_revenue_days" AS "s" ("day", "shard", "net_revenue")
  VALUES (("paid_at" AT TIME ZONE 'UTC')::date, "stats_day_shard"(), "net")
  ON CONFLICT ("day", "shard") DO UPDATE SET "net_revenue" = "s"."net_revenue" + EXCLUDED."net_revenue";
END;
$$;
--> statement-breakpoint
-- A booking: its listing's confirmed count, its creation day's count. Its listing never
-- changes (its payments' revenue is counted on that listing).
CREATE FUNCTION "stats_booking_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  "was" integer := 0;
  "is" integer := 0;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."listing_id" <> OLD."listing_id" THEN
    RAISE EXCEPTION 'a booking''s listing does not change' USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP <> 'INSERT' THEN "was" := (OLD."status" IN ('CONFIRMED', 'COMPLETED'))::integer; END IF;
  IF TG_OP <> 'DELETE' THEN "is" := (NEW."status" IN ('CONFIRMED', 'COMPLETED'))::integer; END IF;
  IF "is" <> "was" THEN
    PERFORM "stats_add_listing"(coalesce(NEW."listing_id", OLD."listing_id"), "is" - "was", 0, 0);
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD."created_at" AT TIME ZONE 'UTC')::date = (NEW."created_at" AT TIME ZONE 'UTC')::date THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM "stats_add_booking_day"(OLD."created_at", -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "stats_add_booking_day"(NEW."created_at", 1); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_stats_counted" AFTER INSERT OR DELETE ON "bookings"
FOR EACH ROW EXECUTE FUNCTION "stats_booking_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_stats_recounted" AFTER UPDATE OF "status", "created_at", "listing_id" ON "bookings"
FOR EACH ROW EXECUTE FUNCTION "stats_booking_changed"();
--> statement-breakpoint
-- A paid payment counted in (sign 1) or out (sign -1): its booking's paid count (the listing
-- counts the booking once, when that count leaves or reaches 0), its listing's net revenue,
-- its paid day's net revenue. A payment deleted with its booking finds no booking: the
-- booking's deletion took its share (stats_booking_deleting).
CREATE FUNCTION "stats_count_payment"("booking" text, "net" numeric, "paid_at" timestamptz, "sign" integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "listing" text;
  "payments" integer;
BEGIN
  SELECT "listing_id" INTO "listing" FROM "bookings" WHERE "id" = "booking";
  IF NOT FOUND THEN RETURN; END IF;
  INSERT INTO "stats_paid_bookings" AS "s" ("booking_id", "paid_payments") VALUES ("booking", "sign")
  ON CONFLICT ("booking_id") DO UPDATE SET "paid_payments" = "s"."paid_payments" + EXCLUDED."paid_payments"
  RETURNING "s"."paid_payments" INTO "payments";
  PERFORM "stats_add_listing"("listing", 0,
    CASE WHEN "sign" = 1 AND "payments" = 1 THEN 1 WHEN "sign" = -1 AND "payments" = 0 THEN -1 ELSE 0 END,
    "sign" * "net");
  PERFORM "stats_add_revenue_day"("paid_at", "sign" * "net");
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "stats_payment_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  "was" boolean := false;
  "is" boolean := false;
  "old_net" numeric;
  "new_net" numeric;
  "listing" text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    "was" := OLD."status" IN ('COMPLETED', 'REFUNDED');
    "old_net" := OLD."amount" - coalesce(OLD."refunded_amount", 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    "is" := NEW."status" IN ('COMPLETED', 'REFUNDED');
    "new_net" := NEW."amount" - coalesce(NEW."refunded_amount", 0);
  END IF;
  IF "was" AND "is" AND OLD."booking_id" = NEW."booking_id" THEN
    -- Still paid (a refund, a corrected amount or date): only the revenue moves.
    IF "new_net" <> "old_net" THEN
      SELECT "listing_id" INTO "listing" FROM "bookings" WHERE "id" = NEW."booking_id";
      PERFORM "stats_add_listing"("listing", 0, 0, "new_net" - "old_net");
    END IF;
    IF (OLD."paid_at" AT TIME ZONE 'UTC')::date IS NOT DISTINCT FROM (NEW."paid_at" AT TIME ZONE 'UTC')::date THEN
      PERFORM "stats_add_revenue_day"(NEW."paid_at", "new_net" - "old_net");
    ELSE
      PERFORM "stats_add_revenue_day"(OLD."paid_at", -"old_net");
      PERFORM "stats_add_revenue_day"(NEW."paid_at", "new_net");
    END IF;
    RETURN NULL;
  END IF;
  IF "was" THEN PERFORM "stats_count_payment"(OLD."booking_id", "old_net", OLD."paid_at", -1); END IF;
  IF "is" THEN PERFORM "stats_count_payment"(NEW."booking_id", "new_net", NEW."paid_at", 1); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_stats_counted" AFTER INSERT OR DELETE ON "payments"
FOR EACH ROW EXECUTE FUNCTION "stats_payment_changed"();
--> statement-breakpoint
CREATE TRIGGER "payments_stats_recounted"
AFTER UPDATE OF "status", "amount", "refunded_amount", "paid_at", "booking_id" ON "payments"
FOR EACH ROW EXECUTE FUNCTION "stats_payment_changed"();
--> statement-breakpoint
-- A booking's payments are deleted with it (foreign key cascade) after its row is gone, when
-- their trigger can no longer find its listing: its paid payments' share is taken out here,
-- while the row is still there.
CREATE FUNCTION "stats_booking_deleting"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  "paid" record;
  "payments" integer := 0;
  "net" numeric := 0;
BEGIN
  FOR "paid" IN
    SELECT "paid_at", sum("amount" - coalesce("refunded_amount", 0)) AS "net", count(*)::integer AS "payments"
    FROM "payments" WHERE "booking_id" = OLD."id" AND "status" IN ('COMPLETED', 'REFUNDED')
    GROUP BY "paid_at"
  LOOP
    "payments" := "payments" + "paid"."payments";
    "net" := "net" + "paid"."net";
    PERFORM "stats_add_revenue_day"("paid"."paid_at", -"paid"."net");
  END LOOP;
  IF "payments" > 0 THEN
    DELETE FROM "stats_paid_bookings" WHERE "booking_id" = OLD."id";
    PERFORM "stats_add_listing"(OLD."listing_id", 0, -1, -"net");
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_stats_deleting" BEFORE DELETE ON "bookings"
FOR EACH ROW EXECUTE FUNCTION "stats_booking_deleting"();
--> statement-breakpoint
-- TRUNCATE (the tests' reset) is not a row change: it empties the summaries it invalidates.
CREATE FUNCTION "stats_bookings_truncated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "stats_listings", "stats_paid_bookings", "stats_booking_days", "stats_revenue_days";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_stats_truncated" AFTER TRUNCATE ON "bookings"
FOR EACH STATEMENT EXECUTE FUNCTION "stats_bookings_truncated"();
--> statement-breakpoint
CREATE FUNCTION "stats_payments_truncated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "stats_paid_bookings", "stats_revenue_days";
  UPDATE "stats_listings" SET "paid_bookings" = 0, "net_revenue" = 0
  WHERE "paid_bookings" <> 0 OR "net_revenue" <> 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_stats_truncated" AFTER TRUNCATE ON "payments"
FOR EACH STATEMENT EXECUTE FUNCTION "stats_payments_truncated"();
--> statement-breakpoint
-- The summaries recomputed from every booking and payment: the backfill below, and the large
-- seed's after its bulk writes (made with these triggers off).
CREATE FUNCTION "stats_rebuild"() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "stats_listings", "stats_paid_bookings", "stats_booking_days", "stats_revenue_days";
  INSERT INTO "stats_booking_days" ("day", "bookings")
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "bookings" GROUP BY 1;
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
-- Backfill. The triggers above already lock bookings and payments against writes until this
-- migration commits (CREATE TRIGGER), so no write falls between the count and the triggers.
SELECT "stats_rebuild"();
