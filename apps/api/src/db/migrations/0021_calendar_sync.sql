CREATE TABLE "calendar_syncs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "calendar_event_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "calendar_provider" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "calendar_owner_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "calendar_sync_error" text;--> statement-breakpoint
ALTER TABLE "calendar_syncs" ADD CONSTRAINT "calendar_syncs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_calendar_owner_id_users_id_fk" FOREIGN KEY ("calendar_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_calendar_failed_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."calendar_sync_error" is not null;