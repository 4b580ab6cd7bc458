-- The weighted full-text document of a listing: title (A), places (B), highlights (C),
-- description (D). Declared IMMUTABLE so a generated column can use it: array_to_string on
-- text[] depends on nothing but its input.
CREATE OR REPLACE FUNCTION listing_search_document(
  title text, highlights text[], description text, city text, region text, area text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    setweight(to_tsvector('simple', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('simple', concat_ws(' ', city, region, area)), 'B') ||
    setweight(to_tsvector('english', coalesce(array_to_string(highlights, ' '), '')), 'C') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'D')
$$;
