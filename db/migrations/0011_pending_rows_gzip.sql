-- A previewed import's rows are kept gzipped (bytea) instead of as jsonb: a 50,000-row file is
-- about 1 MB so. Waiting previews last minutes; any still waiting are dropped (their commit asks
-- for the file again).
DELETE FROM "pending_imports";--> statement-breakpoint
ALTER TABLE "pending_imports" DROP COLUMN "rows";--> statement-breakpoint
ALTER TABLE "pending_imports" ADD COLUMN "rows" bytea NOT NULL;
