-- The estimate's nearest public listings (decision 068, amendment in docs/performance.md): the
-- position index also carries the columns the comparables' match reads, so the scan of the nearest
-- 1,500 to 150,000 listings is answered from the index without visiting the table (at 1,000,000
-- listings: 39 pages read instead of about 1,150, the statement 87 ms → 43 ms cold). Same name,
-- key and predicate as before, so the Drizzle schema (which cannot write INCLUDE) still matches.
DROP INDEX IF EXISTS "properties_location_gist";--> statement-breakpoint
CREATE INDEX "properties_location_gist" ON "properties" USING gist ("location") INCLUDE ("id", "type", "category", "area_m2", "bedrooms") WHERE "properties"."status" in ('published', 'active');
