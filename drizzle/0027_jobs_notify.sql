-- Workers wake when a job is stored, on every instance (docs/decisions.md "Background jobs"):
-- one notification per inserting statement, sent by PostgreSQL when its transaction commits
-- (a rolled-back job wakes nobody), so enqueueing costs no statement of its own.
CREATE FUNCTION "jobs_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homegrown_jobs', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_notify" AFTER INSERT ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_notify"();
