CREATE TABLE "activity_starts" (
	"listing_id" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "activity_starts_pkey" PRIMARY KEY("listing_id","date","start_time"),
	CONSTRAINT "activity_starts_capacity" CHECK ("activity_starts"."booked" >= 0 AND "activity_starts"."booked" <= "activity_starts"."capacity"),
	CONSTRAINT "activity_starts_closed_empty" CHECK (NOT "activity_starts"."closed" OR "activity_starts"."booked" = 0)
);
--> statement-breakpoint
CREATE TABLE "booked_spots" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"participants" integer NOT NULL,
	"hold_expires_at" timestamp with time zone,
	CONSTRAINT "booked_spots_participants_positive" CHECK ("booked_spots"."participants" >= 1)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "duration_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "duration_hours" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "start_times" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_starts" ADD CONSTRAINT "activity_starts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_spots" ADD CONSTRAINT "booked_spots_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_spots" ADD CONSTRAINT "booked_spots_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booked_spots_start_idx" ON "booked_spots" USING btree ("listing_id","date","start_time","hold_expires_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_start_time_hhmm" CHECK ("bookings"."start_time" IS NULL OR "bookings"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_duration_days_range" CHECK ("listings"."duration_days" BETWEEN 1 AND 30);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_duration_hours_range" CHECK ("listings"."duration_hours" IS NULL OR ("listings"."duration_hours" BETWEEN 1 AND 12 AND "listings"."duration_days" = 1));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_start_times_hhmm" CHECK (array_to_string("listings"."start_times", ',') ~ '^(([01][0-9]|2[0-3]):[0-5][0-9](,|$))*$');