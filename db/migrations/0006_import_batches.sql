CREATE TABLE IF NOT EXISTS "import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"filename" text NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "import_batches_org_created_idx" ON "import_batches" ("org_id","created_at" DESC);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "pending_imports" (
	"token" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"filename" text NOT NULL,
	"headers" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pending_imports_expires_idx" ON "pending_imports" ("expires_at");
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN IF NOT EXISTS "import_batch_id" uuid REFERENCES "import_batches"("id") ON DELETE set null;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_import_batch_idx" ON "tasks" ("import_batch_id") WHERE "import_batch_id" IS NOT NULL;
