CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_status_price_idx";--> statement-breakpoint
DROP INDEX "listings_status_booking_count_idx";--> statement-breakpoint
DROP INDEX "listings_type_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (listing_search_document(title, highlights, description, city, region, area)) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_published_newest_idx" ON "listings" USING btree ("published_at" desc nulls last,"created_at" desc,"id") WHERE "listings"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_published_price_idx" ON "listings" USING btree ("price_ghs","id") WHERE "listings"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_published_popular_idx" ON "listings" USING btree ("booking_count" desc,"view_count" desc,"id") WHERE "listings"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_type_status_idx" ON "listings" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "listings_search_document_idx" ON "listings" USING gin ("search_document");