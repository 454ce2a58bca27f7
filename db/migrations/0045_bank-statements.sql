CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bank" text NOT NULL,
	"last4" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_bank_check" CHECK ("bank_accounts"."bank" IN ('SBI', 'HDFC', 'ICICI', 'AXIS', 'KOTAK', 'OTHER')),
	CONSTRAINT "bank_accounts_last4_check" CHECK ("bank_accounts"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "bank_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"words" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_line_candidates" (
	"line_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"kind" text NOT NULL,
	"invoice_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_id" uuid,
	"amount_paise" bigint NOT NULL,
	"tds_paise" bigint DEFAULT 0 NOT NULL,
	"tds_rate_bp" integer DEFAULT 0 NOT NULL,
	"strong" boolean DEFAULT false NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "bank_line_candidates_line_id_rank_pk" PRIMARY KEY("line_id","rank"),
	CONSTRAINT "bank_line_candidates_kind_check" CHECK ("bank_line_candidates"."kind" IN ('invoice', 'invoices', 'advance'))
);
--> statement-breakpoint
CREATE TABLE "bank_line_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"invoice_id" uuid,
	"payment_id" uuid,
	"advance_id" uuid,
	"amount_paise" bigint NOT NULL,
	"tds_paise" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"layout" text NOT NULL,
	"rows" integer NOT NULL,
	"imported" integer NOT NULL,
	"duplicates" integer NOT NULL,
	"balance_mismatches" integer DEFAULT 0 NOT NULL,
	"from_date" date,
	"to_date" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"date" date NOT NULL,
	"value_date" date,
	"narration" text NOT NULL,
	"reference" text,
	"debit_paise" bigint DEFAULT 0 NOT NULL,
	"credit_paise" bigint DEFAULT 0 NOT NULL,
	"balance_paise" bigint,
	"balance_mismatch" boolean DEFAULT false NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'unmatched' NOT NULL,
	"ignore_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_amount_check" CHECK (("bank_statement_lines"."debit_paise" > 0 and "bank_statement_lines"."credit_paise" = 0) or ("bank_statement_lines"."credit_paise" > 0 and "bank_statement_lines"."debit_paise" = 0)),
	CONSTRAINT "bank_statement_lines_status_check" CHECK ("bank_statement_lines"."status" IN ('unmatched', 'suggested', 'matched', 'ignored', 'advance'))
);
--> statement-breakpoint
CREATE TABLE "bank_statement_previews" (
	"token" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"layout" text NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_aliases" ADD CONSTRAINT "bank_aliases_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_aliases" ADD CONSTRAINT "bank_aliases_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_candidates" ADD CONSTRAINT "bank_line_candidates_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_candidates" ADD CONSTRAINT "bank_line_candidates_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_candidates" ADD CONSTRAINT "bank_line_candidates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_matches" ADD CONSTRAINT "bank_line_matches_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_matches" ADD CONSTRAINT "bank_line_matches_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_matches" ADD CONSTRAINT "bank_line_matches_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_matches" ADD CONSTRAINT "bank_line_matches_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_matches" ADD CONSTRAINT "bank_line_matches_advance_id_advances_id_fk" FOREIGN KEY ("advance_id") REFERENCES "public"."advances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_matches" ADD CONSTRAINT "bank_line_matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_import_id_bank_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_statement_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_previews" ADD CONSTRAINT "bank_statement_previews_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_previews" ADD CONSTRAINT "bank_statement_previews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_org_name_unique" ON "bank_accounts" USING btree ("org_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_aliases_org_words_unique" ON "bank_aliases" USING btree ("org_id","words");--> statement-breakpoint
CREATE INDEX "bank_aliases_client_idx" ON "bank_aliases" USING btree ("org_id","client_id");--> statement-breakpoint
CREATE INDEX "bank_line_candidates_org_idx" ON "bank_line_candidates" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "bank_line_matches_line_idx" ON "bank_line_matches" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "bank_line_matches_payment_idx" ON "bank_line_matches" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bank_line_matches_advance_idx" ON "bank_line_matches" USING btree ("advance_id");--> statement-breakpoint
CREATE INDEX "bank_statement_imports_org_created_idx" ON "bank_statement_imports" USING btree ("org_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_dedupe_unique" ON "bank_statement_lines" USING btree ("org_id","bank_account_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_org_status_date_idx" ON "bank_statement_lines" USING btree ("org_id","status","date");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_account_date_idx" ON "bank_statement_lines" USING btree ("org_id","bank_account_id","date");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_import_idx" ON "bank_statement_lines" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "bank_statement_previews_expires_idx" ON "bank_statement_previews" USING btree ("expires_at");--> statement-breakpoint
-- The practice's bank accounts and each statement imported join the audit trail (an import on its
-- account). Statement lines do not: a 5,000-line statement is one import row; what accepting a line
-- records (payments, advances) is audited where it is made.
SELECT pd_audit_table('bank_accounts');--> statement-breakpoint
SELECT pd_audit_table('bank_statement_imports', parent_col => 'bank_account_id');
