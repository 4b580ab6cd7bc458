-- pg_trgm powers typo-tolerant search (similarity on titles and places).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
