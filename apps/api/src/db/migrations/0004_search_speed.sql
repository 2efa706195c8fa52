CREATE INDEX "properties_address_trgm" ON "properties" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_city_lower_idx" ON "properties" USING btree (lower("city"),"type","price_cents");--> statement-breakpoint
CREATE INDEX "properties_boosted_idx" ON "properties" USING btree ("boosted_until") WHERE "properties"."boosted_until" is not null;