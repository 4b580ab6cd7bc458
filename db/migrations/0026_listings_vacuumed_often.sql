-- A list with dates counts a region's free listings with an index-only scan of
-- listings_published_filter_idx, which must read the table for every listing whose page the
-- visibility map no longer marks all-visible; each confirmation, cancellation, calendar import
-- and flush of view counts clears its listing's page, and only a vacuum sets it again.
-- Autovacuum's default waits until a fifth of the table has changed (10,000 of 50,000
-- listings); here it comes after 1 % and 200 rows (docs/decisions.md, "Listings are vacuumed
-- often").
ALTER TABLE "listings" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 200);
