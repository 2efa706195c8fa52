ALTER TABLE "properties" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "category" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "latitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "longitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "location" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "bedrooms" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "bedrooms" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "bathrooms" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "bathrooms" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "area_m2" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "area_m2" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_agent_idx" ON "properties" USING btree ("agent_id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_complete_unless_draft" CHECK ("properties"."status" = 'draft' OR ("properties"."title" IS NOT NULL AND "properties"."description" IS NOT NULL AND "properties"."category" IS NOT NULL AND "properties"."type" IS NOT NULL AND "properties"."price_cents" IS NOT NULL AND "properties"."address" IS NOT NULL AND "properties"."city" IS NOT NULL AND "properties"."latitude" IS NOT NULL AND "properties"."longitude" IS NOT NULL AND "properties"."location" IS NOT NULL AND "properties"."bedrooms" IS NOT NULL AND "properties"."bathrooms" IS NOT NULL AND "properties"."area_m2" IS NOT NULL));