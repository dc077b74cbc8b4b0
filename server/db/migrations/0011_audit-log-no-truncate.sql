-- TRUNCATE skips row triggers: a statement trigger refuses it, as the row trigger refuses UPDATE and DELETE.
CREATE FUNCTION "audit_log_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log entries are never changed, and removed only after three years';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_no_truncate"();
