CREATE TABLE "property_search_docs" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"status" "property_status" NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_search_docs" ADD CONSTRAINT "property_search_docs_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_search_docs_gin" ON "property_search_docs" USING gin ("search_vector") WHERE "property_search_docs"."status" in ('published', 'active');--> statement-breakpoint
-- hand-written: the narrow copy of each listing's status and document, for the capped count of a
-- text search (docs/performance.md, session 17); filled once here, then kept by the trigger.
INSERT INTO "property_search_docs" ("property_id", "status", "search_vector")
  SELECT "id", "status", "search_vector" FROM "properties";--> statement-breakpoint
ANALYZE "property_search_docs";--> statement-breakpoint
CREATE FUNCTION "property_search_docs_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "property_search_docs" ("property_id", "status", "search_vector")
    VALUES (NEW."id", NEW."status", NEW."search_vector")
    ON CONFLICT ("property_id") DO UPDATE
      SET "status" = EXCLUDED."status", "search_vector" = EXCLUDED."search_vector";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "property_search_docs_insert" AFTER INSERT ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "property_search_docs_keep"();--> statement-breakpoint
CREATE TRIGGER "property_search_docs_update" AFTER UPDATE ON "properties"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."search_vector" IS DISTINCT FROM NEW."search_vector")
  EXECUTE FUNCTION "property_search_docs_keep"();
