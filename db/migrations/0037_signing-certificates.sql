CREATE TABLE "signing_certificates" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"p12" "bytea" NOT NULL,
	"password_encrypted" text NOT NULL,
	"subject" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signing_certificates" ADD CONSTRAINT "signing_certificates_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;