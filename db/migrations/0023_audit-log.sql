CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"entity" text NOT NULL,
	"entity_id" uuid,
	"parent_id" uuid,
	"label" text,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"session" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_org_at_idx" ON "audit_log" USING btree ("org_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_org_entity_at_idx" ON "audit_log" USING btree ("org_id","entity","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_org_record_at_idx" ON "audit_log" USING btree ("org_id","entity_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_org_parent_at_idx" ON "audit_log" USING btree ("org_id","parent_id","at","id") WHERE "audit_log"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_org_user_at_idx" ON "audit_log" USING btree ("org_id","user_id","at","id");