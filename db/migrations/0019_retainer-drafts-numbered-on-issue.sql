ALTER TABLE "invoices" ALTER COLUMN "invoice_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "sequence" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_numbered" CHECK ("invoices"."status" = 'Generated' or ("invoices"."invoice_number" is not null and "invoices"."sequence" is not null));