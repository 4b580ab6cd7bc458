-- The nights each listing has taken for good (blocked_nights rows without a hold expiry: blocks,
-- imported nights, confirmed and completed stays) as a bitmap on the listing, read by the list's
-- free-date filter from listings_published_filter_idx alone instead of the night index
-- (docs/decisions.md, "Performance (issue 22, items 3 and 4)"). Night d days after 2000-01-01
-- is bit d & 63 of element d >> 6; the array's bounds are its first and last non-zero word.
-- Kept by statement-level triggers on blocked_nights in the same transaction as its rows, so
-- it cannot drift; the primary key of blocked_nights still decides double bookings.
-- No write to blocked_nights may slip between the backfill and the triggers.
LOCK TABLE "blocked_nights" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "taken_night_words" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
-- The bitmap `words` with the nights `added` set and `removed` cleared (removals first, so a
-- night in both stays set), trimmed to its non-zero words.
CREATE FUNCTION taken_night_words_apply(words bigint[], added date[], removed date[])
RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  with current_words as (
    select array_lower(words, 1) + u.i::integer - 1 as word, u.bits
    from unnest(words) with ordinality as u(bits, i)
  ), changes as (
    select (c.night - date '2000-01-01') >> 6 as word,
      bit_or(case when c.set then 1::bigint << ((c.night - date '2000-01-01') & 63) else 0 end) as plus,
      bit_or(case when c.set then 0 else 1::bigint << ((c.night - date '2000-01-01') & 63) end) as minus
    from (select night, true as set from unnest(added) as a(night)
      union all select night, false from unnest(removed) as r(night)) as c
    group by 1
  ), merged as (
    select coalesce(w.word, c.word) as word,
      (coalesce(w.bits, 0) & ~coalesce(c.minus, 0)) | coalesce(c.plus, 0) as bits
    from current_words as w full join changes as c on c.word = w.word
  ), bounds as (
    select min(word) as first_word, max(word) as last_word from merged where bits <> 0
  )
  select case when b.first_word is null then '{}'::bigint[] else
    ('[' || b.first_word || ':' || b.last_word || ']={' || (
      select string_agg(coalesce(m.bits, 0)::text, ',' order by g.word)
      from generate_series(b.first_word, b.last_word) as g(word)
        left join merged as m on m.word = g.word
    ) || '}')::bigint[] end
  from bounds as b
$$;--> statement-breakpoint
-- One update per listing a statement touched, from its transition tables (an iCal import or a
-- stay writes many nights in one statement). The bits are changed on the row's current value,
-- so concurrent writers of one listing's nights wait for each other's row lock and each adds or
-- clears only its own nights (READ COMMITTED re-reads the row it waited for).
CREATE FUNCTION blocked_nights_taken_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE listings AS l SET taken_night_words = taken_night_words_apply(l.taken_night_words, c.added, '{}')
    FROM (SELECT listing_id, array_agg(night) AS added FROM new_rows
      WHERE hold_expires_at IS NULL GROUP BY listing_id) AS c
    WHERE l.id = c.listing_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE listings AS l SET taken_night_words = taken_night_words_apply(l.taken_night_words, '{}', c.removed)
    FROM (SELECT listing_id, array_agg(night) AS removed FROM old_rows
      WHERE hold_expires_at IS NULL GROUP BY listing_id) AS c
    WHERE l.id = c.listing_id;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE listings AS l SET taken_night_words = taken_night_words_apply(l.taken_night_words,
      coalesce(c.added, '{}'), coalesce(c.removed, '{}'))
    FROM (SELECT listing_id,
        array_agg(night ORDER BY night) FILTER (WHERE is_new) AS added,
        array_agg(night ORDER BY night) FILTER (WHERE NOT is_new) AS removed
      FROM (SELECT listing_id, night, true AS is_new FROM new_rows WHERE hold_expires_at IS NULL
        UNION ALL
        SELECT listing_id, night, false FROM old_rows WHERE hold_expires_at IS NULL) AS n
      GROUP BY listing_id) AS c
    WHERE l.id = c.listing_id AND c.added IS DISTINCT FROM c.removed;
  ELSE
    UPDATE listings SET taken_night_words = '{}' WHERE taken_night_words <> '{}';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "listings" AS l SET "taken_night_words" = taken_night_words_apply('{}', c.added, '{}')
FROM (SELECT listing_id, array_agg(night) AS added FROM blocked_nights
  WHERE hold_expires_at IS NULL GROUP BY listing_id) AS c
WHERE l.id = c.listing_id;--> statement-breakpoint
CREATE TRIGGER blocked_nights_taken_words_insert AFTER INSERT ON blocked_nights
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blocked_nights_taken_words();--> statement-breakpoint
CREATE TRIGGER blocked_nights_taken_words_update AFTER UPDATE ON blocked_nights
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blocked_nights_taken_words();--> statement-breakpoint
CREATE TRIGGER blocked_nights_taken_words_delete AFTER DELETE ON blocked_nights
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION blocked_nights_taken_words();--> statement-breakpoint
CREATE TRIGGER blocked_nights_taken_words_truncate AFTER TRUNCATE ON blocked_nights
  FOR EACH STATEMENT EXECUTE FUNCTION blocked_nights_taken_words();--> statement-breakpoint
DROP INDEX "listings_published_filter_idx";--> statement-breakpoint
CREATE INDEX "listings_published_filter_idx" ON "listings" USING btree ("region","type","price_ghs","max_guests","id","start_times","taken_night_words") WHERE "listings"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "blocked_nights_hold_idx" ON "blocked_nights" USING btree ("night","listing_id","hold_expires_at") WHERE "blocked_nights"."hold_expires_at" is not null;
