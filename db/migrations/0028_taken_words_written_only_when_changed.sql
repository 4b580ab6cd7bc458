-- The bitmap's triggers (migration 0024) write a listing only when its bitmap changes. A
-- confirmation sets its nights' bits itself, in the same update as the booking count
-- (lib/server/webhooks/apply-charge-success.ts), so the trigger that follows finds them set
-- and leaves the row alone: one new version of the listing, with an entry in each of its
-- fifteen indexes, instead of two (docs/decisions.md, "A confirmation writes its listing
-- once"). The guard is re-checked on the row's current value after a wait for its lock, as
-- the SET is.
CREATE OR REPLACE FUNCTION blocked_nights_taken_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE listings AS l SET taken_night_words = taken_night_words_apply(l.taken_night_words, c.added, '{}')
    FROM (SELECT listing_id, array_agg(night) AS added FROM new_rows
      WHERE hold_expires_at IS NULL GROUP BY listing_id) AS c
    WHERE l.id = c.listing_id
      AND l.taken_night_words IS DISTINCT FROM taken_night_words_apply(l.taken_night_words, c.added, '{}');
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE listings AS l SET taken_night_words = taken_night_words_apply(l.taken_night_words, '{}', c.removed)
    FROM (SELECT listing_id, array_agg(night) AS removed FROM old_rows
      WHERE hold_expires_at IS NULL GROUP BY listing_id) AS c
    WHERE l.id = c.listing_id
      AND l.taken_night_words IS DISTINCT FROM taken_night_words_apply(l.taken_night_words, '{}', c.removed);
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
    WHERE l.id = c.listing_id AND c.added IS DISTINCT FROM c.removed
      AND l.taken_night_words IS DISTINCT FROM taken_night_words_apply(l.taken_night_words,
        coalesce(c.added, '{}'), coalesce(c.removed, '{}'));
  ELSE
    UPDATE listings SET taken_night_words = '{}' WHERE taken_night_words <> '{}';
  END IF;
  RETURN NULL;
END
$$;
