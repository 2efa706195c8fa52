-- hand-written: spec 2 §9's lead types (selling, buying, renting) and CRM property types (houses,
-- apartments, villa, loft, office, bungalow, townhome), decision 053. Stored rows are mapped
-- first: buyer → buying, seller → selling, tenant and landlord → renting; the listing categories
-- that are not CRM types (student, shared and holiday rooms) → apartments. A contact's list keeps
-- its order and loses the doubles the mapping makes. Any other value makes the checks fail.
UPDATE "crm_leads" SET "lead_type" = CASE "lead_type"
  WHEN 'buyer' THEN 'buying' WHEN 'seller' THEN 'selling' WHEN 'tenant' THEN 'renting' WHEN 'landlord' THEN 'renting'
  ELSE "lead_type" END
WHERE "lead_type" IN ('buyer', 'seller', 'tenant', 'landlord');--> statement-breakpoint
UPDATE "crm_leads" SET "property_type" = 'apartments'
WHERE "property_type" IN ('studentRooms', 'sharedApartments', 'holidayRooms');--> statement-breakpoint
UPDATE "crm_contacts" SET "property_types" = ARRAY(
  SELECT "mapped" FROM (
    SELECT CASE WHEN "code" IN ('studentRooms', 'sharedApartments', 'holidayRooms') THEN 'apartments' ELSE "code" END AS "mapped",
      min("position") AS "first"
    FROM unnest("crm_contacts"."property_types") WITH ORDINALITY AS "u"("code", "position")
    GROUP BY 1
  ) AS "m" ORDER BY "first")
WHERE "property_types" && ARRAY['studentRooms', 'sharedApartments', 'holidayRooms']::text[];--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_property_types_check" CHECK ("crm_contacts"."property_types" <@ array['houses', 'apartments', 'villa', 'loft', 'office', 'bungalow', 'townhome']::text[]);--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_lead_type_check" CHECK ("crm_leads"."lead_type" in ('selling', 'buying', 'renting'));--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_property_type_check" CHECK ("crm_leads"."property_type" in ('houses', 'apartments', 'villa', 'loft', 'office', 'bungalow', 'townhome'));