-- Credit notes (section 34 of the CGST Act): a Sent or Done invoice is corrected by credit notes,
-- never reverted or deleted. Each note keeps its taxable value, reversed taxes and total in paise
-- and the original invoice's number and date; its numbers come from a yearly series of their own
-- (credit_note_sequences, taken under a row lock). invoices.credited_paise is the running sum of
-- an invoice's notes, kept within its total by a CHECK as the last guard.
CREATE TABLE "credit_note_sequences" (
	"org_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"next_number" integer NOT NULL,
	CONSTRAINT "credit_note_sequences_org_id_financial_year_pk" PRIMARY KEY("org_id","financial_year")
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" text NOT NULL,
	"sequence" integer NOT NULL,
	"financial_year" text NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"round_off_paise" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_taxable_positive" CHECK ("credit_notes"."taxable_paise" > 0),
	CONSTRAINT "credit_notes_total_not_negative" CHECK ("credit_notes"."total_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note_sequences" ADD CONSTRAINT "credit_note_sequences_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_org_number_unique" ON "credit_notes" USING btree ("org_id","number");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id","created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_within_total" CHECK ("invoices"."credited_paise" >= 0 and "invoices"."credited_paise" <= "invoices"."total_paise");