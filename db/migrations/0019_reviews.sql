CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"author_id" text,
	"rating" integer NOT NULL,
	"cleanliness" integer NOT NULL,
	"accuracy" integer NOT NULL,
	"location" integer NOT NULL,
	"value" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by_id" text,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by_id" text,
	CONSTRAINT "reviews_ratings_one_to_five" CHECK ("rating" BETWEEN 1 AND 5 AND "cleanliness" BETWEEN 1 AND 5 AND "accuracy" BETWEEN 1 AND 5 AND "location" BETWEEN 1 AND 5 AND "value" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_text_length" CHECK (char_length("reviews"."text") BETWEEN 20 AND 2000),
	CONSTRAINT "reviews_reply_once" CHECK (("reviews"."reply" IS NULL) = ("reviews"."replied_at" IS NULL)),
	CONSTRAINT "reviews_hidden_with_reason" CHECK (("reviews"."hidden_at" IS NULL) = ("reviews"."hidden_reason" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_average" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_by_id_users_id_fk" FOREIGN KEY ("replied_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_key" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_listing_created_idx" ON "reviews" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listings_published_rating_idx" ON "listings" USING btree ("rating_average" desc nulls last,"rating_count" desc,"id") WHERE "listings"."status" = 'PUBLISHED';--> statement-breakpoint
-- A listing's rating (docs/decisions.md, "Verified reviews"): the count and sum of its visible
-- reviews' overall ratings and their average to one decimal, changed here in the transaction
-- that writes, hides, shows or deletes a review. The listing's row is updated in place, so
-- concurrent reviews of one listing are added one after the other and the figures stay exact.
CREATE OR REPLACE FUNCTION reviews_rating_counted() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  count_change integer := 0;
  sum_change integer := 0;
  listing text;
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD."hidden_at" IS NULL THEN
    count_change := count_change - 1;
    sum_change := sum_change - OLD."rating";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."hidden_at" IS NULL THEN
    count_change := count_change + 1;
    sum_change := sum_change + NEW."rating";
  END IF;
  IF count_change = 0 AND sum_change = 0 THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    listing := OLD."listing_id";
  ELSE
    listing := NEW."listing_id";
  END IF;
  UPDATE "listings" SET
    "rating_count" = "rating_count" + count_change,
    "rating_sum" = "rating_sum" + sum_change,
    "rating_average" = CASE WHEN "rating_count" + count_change = 0 THEN NULL
      ELSE round(("rating_sum" + sum_change)::numeric / ("rating_count" + count_change), 1) END
  WHERE "id" = listing;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_rating_counted" AFTER INSERT OR DELETE ON "reviews"
FOR EACH ROW EXECUTE FUNCTION reviews_rating_counted();
--> statement-breakpoint
CREATE TRIGGER "reviews_rating_recounted" AFTER UPDATE OF "rating", "hidden_at" ON "reviews"
FOR EACH ROW EXECUTE FUNCTION reviews_rating_counted();
