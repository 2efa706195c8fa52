CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "properties_title_trgm" ON "properties" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_city_trgm" ON "properties" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_amenities_gin" ON "properties" USING gin ("amenities");