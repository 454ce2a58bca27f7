-- Sessions end everywhere at once: every access token carries its person's token version, and
-- each request compares it with this column (a password change, reset, role change or
-- deactivation bumps it). Rate-limit counters live here so every API instance shares them.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "token_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limit_hits_reset_idx" ON "rate_limit_hits" USING btree ("reset_at");
