CREATE TABLE "advance_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"advance_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advance_adjustments_amount_positive" CHECK ("advance_adjustments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "advance_sequences" (
	"org_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"next_number" integer NOT NULL,
	CONSTRAINT "advance_sequences_org_id_financial_year_pk" PRIMARY KEY("org_id","financial_year")
);
--> statement-breakpoint
CREATE TABLE "advances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"number" text NOT NULL,
	"sequence" integer NOT NULL,
	"financial_year" text NOT NULL,
	"date" date NOT NULL,
	"mode" text NOT NULL,
	"reference" text,
	"description" text NOT NULL,
	"sac" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supplier" jsonb NOT NULL,
	"billed_to" jsonb NOT NULL,
	"place_of_supply" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advances_amount_positive" CHECK ("advances"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "retainer_invoices" (
	"retainer_id" uuid NOT NULL,
	"period" text NOT NULL,
	"label" text NOT NULL,
	"org_id" uuid NOT NULL,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retainer_invoices_retainer_id_period_pk" PRIMARY KEY("retainer_id","period")
);
--> statement-breakpoint
CREATE TABLE "retainers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"sac" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"day_of_issue" integer NOT NULL,
	"auto_send" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retainers_day_check" CHECK ("retainers"."day_of_issue" BETWEEN 1 AND 28),
	CONSTRAINT "retainers_amount_positive" CHECK ("retainers"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "advance_adjusted_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "advance_adjustments" ADD CONSTRAINT "advance_adjustments_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_adjustments" ADD CONSTRAINT "advance_adjustments_advance_id_advances_id_fk" FOREIGN KEY ("advance_id") REFERENCES "public"."advances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_adjustments" ADD CONSTRAINT "advance_adjustments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_adjustments" ADD CONSTRAINT "advance_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_sequences" ADD CONSTRAINT "advance_sequences_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advances" ADD CONSTRAINT "advances_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advances" ADD CONSTRAINT "advances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advances" ADD CONSTRAINT "advances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retainer_invoices" ADD CONSTRAINT "retainer_invoices_retainer_id_retainers_id_fk" FOREIGN KEY ("retainer_id") REFERENCES "public"."retainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retainer_invoices" ADD CONSTRAINT "retainer_invoices_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retainer_invoices" ADD CONSTRAINT "retainer_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retainers" ADD CONSTRAINT "retainers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retainers" ADD CONSTRAINT "retainers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retainers" ADD CONSTRAINT "retainers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advance_adjustments_advance_idx" ON "advance_adjustments" USING btree ("advance_id");--> statement-breakpoint
CREATE INDEX "advance_adjustments_invoice_idx" ON "advance_adjustments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advances_org_number_unique" ON "advances" USING btree ("org_id","number");--> statement-breakpoint
CREATE INDEX "advances_client_idx" ON "advances" USING btree ("org_id","client_id","date");--> statement-breakpoint
CREATE INDEX "retainers_client_idx" ON "retainers" USING btree ("org_id","client_id");