CREATE TABLE "calendar_feed_nights" (
	"feed_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"night" date NOT NULL,
	"uid" text NOT NULL,
	CONSTRAINT "calendar_feed_nights_pkey" PRIMARY KEY("feed_id","night")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	CONSTRAINT "calendar_feeds_failures_nonnegative" CHECK ("calendar_feeds"."failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "blocked_nights" DROP CONSTRAINT "blocked_nights_booking_xor_reason";--> statement-breakpoint
ALTER TABLE "blocked_nights" ADD COLUMN "feed_id" text;--> statement-breakpoint
ALTER TABLE "calendar_feed_nights" ADD CONSTRAINT "calendar_feed_nights_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_nights" ADD CONSTRAINT "calendar_feed_nights_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feed_nights_listing_idx" ON "calendar_feed_nights" USING btree ("listing_id","night");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_listing_url_key" ON "calendar_feeds" USING btree ("listing_id","url");--> statement-breakpoint
CREATE INDEX "calendar_feeds_due_idx" ON "calendar_feeds" USING btree ("next_sync_at");--> statement-breakpoint
ALTER TABLE "blocked_nights" ADD CONSTRAINT "blocked_nights_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_nights_feed_idx" ON "blocked_nights" USING btree ("feed_id");--> statement-breakpoint
ALTER TABLE "blocked_nights" ADD CONSTRAINT "blocked_nights_one_occupant" CHECK (num_nonnulls("blocked_nights"."booking_id", "blocked_nights"."reason", "blocked_nights"."feed_id") = 1);