-- The hosts' earnings ledger is append-only: money moves by new entries, never by changing
-- or removing old ones (lib/host-ledger.ts). TRUNCATE (the tests' reset) is not a row change.
CREATE FUNCTION "host_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'host_ledger_entries is append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "host_ledger_append_only" BEFORE UPDATE OR DELETE ON "host_ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "host_ledger_append_only"();
