CREATE TABLE "gstr1_filings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"period" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"filed_on" date NOT NULL,
	"arn" text,
	"marked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" uuid,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "gstr1_quarterly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gstr1_filings" ADD CONSTRAINT "gstr1_filings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gstr1_filings" ADD CONSTRAINT "gstr1_filings_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gstr1_filings" ADD CONSTRAINT "gstr1_filings_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gstr1_filings_standing_unique" ON "gstr1_filings" USING btree ("org_id","period") WHERE "gstr1_filings"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "gstr1_filings_range_idx" ON "gstr1_filings" USING btree ("org_id","from_date","to_date");