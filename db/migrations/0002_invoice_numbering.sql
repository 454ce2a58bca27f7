CREATE TABLE "invoice_sequences" (
	"org_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"next_number" integer NOT NULL,
	CONSTRAINT "invoice_sequences_org_id_financial_year_pk" PRIMARY KEY("org_id","financial_year")
);
--> statement-breakpoint
DROP INDEX "invoice_lines_task_idx";--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "yearly_numbering" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "financial_year" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "place_of_supply" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_task_unique" ON "invoice_lines" USING btree ("task_id");