DROP INDEX "listings_published_filter_idx";--> statement-breakpoint
ALTER TABLE "blocked_nights" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
-- The nights of PENDING bookings carry their hold's expiry, so availability reads no booking.
UPDATE "blocked_nights" AS "bn" SET "hold_expires_at" = "b"."hold_expires_at" FROM "bookings" AS "b" WHERE "b"."id" = "bn"."booking_id" AND "b"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "blocked_nights_night_idx" ON "blocked_nights" USING btree ("night","listing_id","hold_expires_at");--> statement-breakpoint
CREATE INDEX "listings_published_filter_idx" ON "listings" USING btree ("region","type","price_ghs","max_guests","id") WHERE "listings"."status" = 'PUBLISHED';