-- btree_gist lets one GiST index hold the status (equality) and the stay's range (overlap).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "bookings_status_stay_idx" ON "bookings" USING gist ("status",daterange("check_in", "check_out"));