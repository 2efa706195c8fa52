-- Fraud signals (decision 078, amendment of 2026-11-29): the ledger of the nightly sweep of the
-- listing signals, and expression indexes on exactly the keys shared_photo and shared_phone look
-- rows up by (db/schema/signal-keys.ts writes them for the schema and the queries alike).
CREATE TABLE "trust_signal_sweeps" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"swept_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trust_signal_sweeps" ADD CONSTRAINT "trust_signal_sweeps_listing_id_properties_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trust_signal_sweeps_due_idx" ON "trust_signal_sweeps" USING btree ("swept_at","listing_id");--> statement-breakpoint
CREATE INDEX "agencies_phone_tail_idx" ON "agencies" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 8));--> statement-breakpoint
CREATE INDEX "property_photos_content_address_idx" ON "property_photos" USING btree (coalesce(substring("url" from '/properties/[0-9a-f-]+/([0-9a-f]{20})-[0-9]+\.jpg$'), substring("variants" -> 0 ->> 'jpeg' from '/properties/[0-9a-f-]+/([0-9a-f]{20})-[0-9]+\.jpg$')));--> statement-breakpoint
CREATE INDEX "users_phone_tail_idx" ON "users" USING btree (right(regexp_replace("phone_number", '[^0-9]', '', 'g'), 8)) WHERE "users"."phone_number" is not null;