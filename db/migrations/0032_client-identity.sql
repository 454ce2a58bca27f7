ALTER TABLE "clients" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "cin" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "client_group" text;--> statement-breakpoint
CREATE INDEX "clients_org_group" ON "clients" USING btree ("org_id",lower("client_group"));--> statement-breakpoint
-- A client's PAN so far lived only in its compliance profile, or inside its GSTIN (characters 3 to 12).
UPDATE "clients" SET "pan" = cc."profile"->>'pan' FROM "client_compliance" cc WHERE cc."client_id" = "clients"."id" AND coalesce(cc."profile"->>'pan', '') <> '';--> statement-breakpoint
UPDATE "clients" SET "pan" = substring("gstin" from 3 for 10) WHERE "pan" IS NULL AND length("gstin") = 15;
