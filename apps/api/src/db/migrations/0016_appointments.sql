CREATE TYPE "public"."appointment_status" AS ENUM('pending', 'confirmed', 'cancelled', 'completed');--> statement-breakpoint
CREATE TYPE "public"."visit_type" AS ENUM('inPerson', 'video');--> statement-breakpoint
CREATE TABLE "appointment_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"seeker_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" "appointment_status" DEFAULT 'pending' NOT NULL,
	"visit_type" "visit_type" DEFAULT 'inPerson' NOT NULL,
	"profile_shared" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_message_length" CHECK (char_length("appointments"."message") <= 1000),
	CONSTRAINT "appointments_sequence_nonneg" CHECK ("appointments"."sequence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "appointment_feeds" ADD CONSTRAINT "appointment_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_feeds_token_key" ON "appointment_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_active_slot_key" ON "appointments" USING btree ("property_id","starts_at") WHERE "appointments"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_open_per_seeker_key" ON "appointments" USING btree ("property_id","seeker_id") WHERE "appointments"."status" in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "appointments_seeker_idx" ON "appointments" USING btree ("seeker_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_property_idx" ON "appointments" USING btree ("property_id","starts_at");