ALTER TABLE "listings" ADD COLUMN "amenity_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- listings.amenity_ids mirrors listing_amenities, so the "has every one of these amenities"
-- filter is one GIN containment test. Statement-level triggers keep it in step with every
-- insert, update and delete of listing_amenities, one update per statement however many rows.
CREATE OR REPLACE FUNCTION listing_amenity_ids_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listings" AS "l"
  SET "amenity_ids" = coalesce(
    (SELECT array_agg("a"."amenity_id" ORDER BY "a"."amenity_id")
     FROM "listing_amenities" AS "a" WHERE "a"."listing_id" = "l"."id"),
    '{}')
  WHERE "l"."id" IN (SELECT DISTINCT "listing_id" FROM "changed");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "listing_amenities_inserted" AFTER INSERT ON "listing_amenities"
REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION listing_amenity_ids_sync();
--> statement-breakpoint
CREATE TRIGGER "listing_amenities_deleted" AFTER DELETE ON "listing_amenities"
REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION listing_amenity_ids_sync();
--> statement-breakpoint
CREATE TRIGGER "listing_amenities_updated_from" AFTER UPDATE ON "listing_amenities"
REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION listing_amenity_ids_sync();
--> statement-breakpoint
CREATE TRIGGER "listing_amenities_updated_to" AFTER UPDATE ON "listing_amenities"
REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION listing_amenity_ids_sync();
--> statement-breakpoint
UPDATE "listings" AS "l"
SET "amenity_ids" = (SELECT array_agg("a"."amenity_id" ORDER BY "a"."amenity_id")
  FROM "listing_amenities" AS "a" WHERE "a"."listing_id" = "l"."id")
WHERE EXISTS (SELECT 1 FROM "listing_amenities" AS "a" WHERE "a"."listing_id" = "l"."id");--> statement-breakpoint
CREATE INDEX "listings_amenity_ids_idx" ON "listings" USING gin ("amenity_ids") WITH (fastupdate=false);
