-- Invoices with several lines (issue 18): each line gets a discount, whether it is taxable, its
-- own GST rate and a kind ('reimbursement': paid as a pure agent, outside the taxable value under
-- Rule 33 of the CGST Rules). The defaults reproduce today's totals: no discount, taxable, a
-- service; each existing line takes the rate its invoice was taxed at (CGST + SGST, or IGST),
-- else the practice's rate in invoice settings.
ALTER TABLE "invoice_lines" ADD COLUMN "discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "kind" text DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "taxable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "gst_rate_bp" integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
UPDATE "invoice_lines" SET "gst_rate_bp" = COALESCE(
  -- (outside India the taxes are the practice's own columns and the GST rate is not used)
  -- (LEAST ignores a NULL, so an invoice without taxes is NULL through CASE, not 2800)
  (SELECT (CASE WHEN SUM((t->>'rateBp')::numeric) > 0 THEN LEAST(SUM((t->>'rateBp')::numeric), 2800) END)::integer
     FROM "invoices" i, jsonb_array_elements(i."taxes") t
    WHERE i."id" = "invoice_lines"."invoice_id"),
  (SELECT s."gst_rate_bp" FROM "invoice_settings" s WHERE s."org_id" = "invoice_lines"."org_id"),
  1800);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_quantity_check" CHECK ("invoice_lines"."quantity" >= 1);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_amounts_check" CHECK ("invoice_lines"."rate_paise" >= 0 AND "invoice_lines"."discount_paise" >= 0 AND "invoice_lines"."amount_paise" >= 0);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_kind_check" CHECK ("invoice_lines"."kind" IN ('service', 'reimbursement'));--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_gst_rate_check" CHECK ("invoice_lines"."gst_rate_bp" BETWEEN 0 AND 2800);