-- Keeps search_words (the vocabulary of titles and places) up to date, so typo correction
-- never has to scan listings.
CREATE OR REPLACE FUNCTION listing_search_words_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word
  FROM regexp_split_to_table(
    lower(concat_ws(' ', NEW.title, NEW.city, NEW.region, NEW.area)), '[^[:alnum:]]+'
  ) AS word
  WHERE length(word) >= 3
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listings_search_words
AFTER INSERT OR UPDATE OF title, city, region, area ON listings
FOR EACH ROW EXECUTE FUNCTION listing_search_words_sync();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT word
FROM listings,
  regexp_split_to_table(lower(concat_ws(' ', title, city, region, area)), '[^[:alnum:]]+') AS word
WHERE length(word) >= 3
ON CONFLICT (word) DO NOTHING;
