CREATE TYPE "public"."sent_email_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_lengths" CHECK (char_length("email_templates"."name") <= 80 and char_length("email_templates"."subject") <= 200)
);
--> statement-breakpoint
CREATE TABLE "sent_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"recipient_kind" text NOT NULL,
	"recipient_id" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"reply_to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" "sent_email_status" DEFAULT 'queued' NOT NULL,
	"error" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_owner_name_key" ON "email_templates" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sent_emails_owner_idx" ON "sent_emails" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "sent_emails_queued_idx" ON "sent_emails" USING btree ("created_at") WHERE "sent_emails"."status" = 'queued';