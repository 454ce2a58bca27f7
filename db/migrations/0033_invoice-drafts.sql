-- Every invoice is now a draft without a number until it is issued. Invoices generated before
-- this kept the number taken at generation: they are issued as they stand (Sent, not mailed),
-- keeping number, date and amounts, so the series they belong to stays whole.
UPDATE "invoices" SET "status" = 'Sent' WHERE "status" = 'Generated' AND "invoice_number" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_issued_numbered";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_numbered_when_issued" CHECK (("invoices"."status" = 'Generated') = ("invoices"."invoice_number" is null) and ("invoices"."invoice_number" is null) = ("invoices"."sequence" is null));
