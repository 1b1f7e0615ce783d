ALTER TABLE "stores" ADD COLUMN "manual_address_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "stores" SET "manual_address_ar" = split_part("map_address", ' | ', 2) WHERE "map_address" LIKE '% | %' AND "brand_id" IN (SELECT "id" FROM "brands" WHERE ("settings"->>'isDemo')::boolean IS TRUE);
