DROP INDEX "properties_location_gist";--> statement-breakpoint
CREATE INDEX "properties_location_gist" ON "properties" USING gist ("location") WHERE "properties"."status" in ('published', 'active');