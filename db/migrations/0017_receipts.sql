CREATE TABLE "receipt_sequences" (
	"org_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"next_number" integer NOT NULL,
	CONSTRAINT "receipt_sequences_org_id_financial_year_pk" PRIMARY KEY("org_id","financial_year")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tds_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tds_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_sequence" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "financial_year" text;--> statement-breakpoint
-- Payments recorded before receipts get their numbers now: per practice and financial year of the
-- payment date ('26-27' for April 2026 to March 2027), in date order, as RCT/26-27/001, ...
WITH dated AS (
	SELECT "id", "org_id", "date", "created_at",
		extract(year FROM "date")::int - CASE WHEN extract(month FROM "date") >= 4 THEN 0 ELSE 1 END AS "start_year"
	FROM "payments"
), numbered AS (
	SELECT "id",
		lpad(("start_year" % 100)::text, 2, '0') || '-' || lpad((("start_year" + 1) % 100)::text, 2, '0') AS "fy",
		row_number() OVER (PARTITION BY "org_id", "start_year" ORDER BY "date", "created_at", "id") AS "seq"
	FROM dated
)
UPDATE "payments" SET
	"financial_year" = numbered."fy",
	"receipt_sequence" = numbered."seq",
	"receipt_number" = 'RCT/' || numbered."fy" || '/' || lpad(numbered."seq"::text, 3, '0')
FROM numbered WHERE "payments"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "receipt_sequences" ("org_id", "financial_year", "next_number")
	SELECT "org_id", "financial_year", max("receipt_sequence") + 1 FROM "payments" GROUP BY "org_id", "financial_year";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_sequence" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "financial_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_sequences" ADD CONSTRAINT "receipt_sequences_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_org_receipt_unique" ON "payments" USING btree ("org_id","receipt_number");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_settled_within_total" CHECK ("invoices"."paid_paise" >= 0 and "invoices"."tds_paise" >= 0 and "invoices"."paid_paise" + "invoices"."tds_paise" <= "invoices"."total_paise");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount_paise" >= 0 and "payments"."tds_paise" >= 0 and "payments"."amount_paise" + "payments"."tds_paise" > 0);