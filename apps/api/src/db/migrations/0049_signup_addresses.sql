CREATE TABLE "signup_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signup_addresses" ADD CONSTRAINT "signup_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signup_addresses_address_idx" ON "signup_addresses" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "signup_addresses_user_idx" ON "signup_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "signup_addresses_created_idx" ON "signup_addresses" USING btree ("created_at");